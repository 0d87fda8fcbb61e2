import { analyticsCommon } from './common';
import { createAnalytics } from './analytics';
import { browserCookieJar } from './cookies';
import { installDeclarativeTracking } from './declarative-tracking';
import { ensureDeviceId } from './device-id';
import { collectFingerprint, reportFingerprint } from './fingerprint';
import { captureReferral } from './referral';
import { createApi } from './request';
import { publishRuntime } from './runtime-handle';
import { type RuntimeSettings, resolveEndpoints } from './settings';
import { captureSource } from './source';
import { localStore } from './storage';
import { attachTrackSink } from './track';
import { visitorIpLoader } from './visitor-ip';

/**
 * The lazily loaded part of the runtime, started once per page load by the runtime island after the page is
 * interactive. Every step is independent and silent on failure: a backend that is down, slow or unconfigured
 * leaves the page as it is.
 */

let started = false;

export function startRuntime(settings: RuntimeSettings, win: Window = window): void {
  if (started) return;
  started = true;
  const page = new URL(win.location.href);
  const endpoints = resolveEndpoints(settings, page.hostname);
  const { api } = createApi(endpoints);
  const cookies = browserCookieJar();
  const local = localStore();

  const deviceId = ensureDeviceId(cookies, page);
  const analytics = createAnalytics({
    beaconUrl: endpoints.beacon,
    publicKey: settings.statsPublicKey,
    local,
    common: () => analyticsCommon(deviceId, settings.appVersion, win),
  });
  // What a previous visit left goes first, alone; this visit's events then follow the 20-or-10-s rule.
  void analytics.resendStored();
  attachTrackSink(analytics.enqueue);
  installDeclarativeTracking(win.document);

  const visitorIp = visitorIpLoader(api);
  publishRuntime({ visitorIp });

  void captureReferral({ page, cookies, local, api });
  void captureSource({ page, referrer: win.document.referrer, siteHosts: settings.siteHosts, cookies, local, api });
  void reportFingerprint({ api, local, collect: () => collectFingerprint(visitorIp, win) });
}
