import { FINGERPRINT_START_DELAY_MS, FINGERPRINT_START_EVENTS } from '@site/schemas';
import { analyticsCommon } from './common';
import { type Analytics, createAnalytics } from './analytics';
import { browserCookieJar } from './cookies';
import { installDeclarativeTracking } from './declarative-tracking';
import { startWhenSettled } from './deferred-start';
import { ensureDeviceId } from './device-id';
import { collectFingerprint, reportFingerprint } from './fingerprint';
import { type Pause, runSteps, yieldToMain } from './main-thread';
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
 * leaves the page as it is. Each step runs in its own task (decision 0018), and the
 * fingerprint, the costliest, waits until the page has settled or the visitor interacts.
 */

let started = false;

export function startRuntime(
  settings: RuntimeSettings,
  win: Window = window,
  pause: Pause = yieldToMain,
): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  const page = new URL(win.location.href);
  const endpoints = resolveEndpoints(settings, page.hostname);
  const { api } = createApi(endpoints);
  const cookies = browserCookieJar();
  const local = localStore();
  const visitorIp = visitorIpLoader(api);
  let deviceId = '';
  let analytics: Analytics | null = null;

  return runSteps(
    [
      () => {
        deviceId = ensureDeviceId(cookies, page, settings.cookieDomains);
      },
      () => {
        analytics = createAnalytics({
          beaconUrl: endpoints.beacon,
          publicKey: settings.statsPublicKey,
          local,
          common: () => analyticsCommon(deviceId, settings.appVersion, win),
        });
        // What a previous visit left goes first, alone; this visit's events then follow the 20-or-10-s rule.
        void analytics.resendStored();
      },
      () => analytics && attachTrackSink(analytics.enqueue),
      () => installDeclarativeTracking(win.document),
      () => {
        publishRuntime({ visitorIp });
        // Asked now, not when the fingerprint starts: the chat and the pricing page share the answer.
        void visitorIp();
      },
      () => void captureReferral({ page, cookies, cookieDomains: settings.cookieDomains, local, api }),
      () =>
        void captureSource({
          page,
          referrer: win.document.referrer,
          siteHosts: settings.siteHosts,
          cookies,
          cookieDomains: settings.cookieDomains,
          local,
          api,
        }),
      () =>
        startWhenSettled(
          () =>
            void reportFingerprint({ api, local, collect: () => collectFingerprint(visitorIp, win, { pause }), pause }),
          { delayMs: FINGERPRINT_START_DELAY_MS, events: FINGERPRINT_START_EVENTS, target: win, pause },
        ),
    ],
    pause,
  );
}
