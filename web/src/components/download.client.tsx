'use client';

import { type DownloadKey, SYSTEM_OF_DOWNLOAD, WEB_API_PATHS } from '@site/schemas';
import { type MouseEvent, type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { detectDownloadTarget } from '@/lib/download';
import { latestVersionUrl } from '@/lib/release-downloads';
import { type NavigatorLike, collectSystemHints, webglRenderer } from '@/lib/system-hints';
import { createApi } from '@/runtime/request';
import { type RuntimeSettings, resolveEndpoints } from '@/runtime/settings';
import { track } from '@/runtime/track';
import { type AsyncStatus, runExclusive } from '@/shell/async-data';
import { useAsyncData } from '@/shell/use-async-data';
import { Icon, type IconName } from './icons';

/**
 * The download page's island. After hydration it detects the visitor's system and preselects it, then asks the
 * latest-version call (spec section 7) for that system through useAsyncData (`data-latest` on the primary button
 * shows its state): a trusted http(s) `data.url` becomes the button's address.
 * Until then, and whenever the call fails, every button carries the newest release's own installer link, so the
 * page works without JavaScript and without the backend. A click on a system not asked yet asks first, then opens.
 */
export interface DownloadTargetView {
  readonly key: DownloadKey;
  readonly label: string;
  /** "Version 4.3.0 · 2 October 2025", or the not-available text. */
  readonly meta: string;
  readonly fallbackUrl: string | null;
}

export interface DownloadLabels {
  /** "Download for {system}" */
  readonly button: string;
  readonly recommended: string;
  readonly starting: string;
}

interface DownloadState {
  readonly targets: readonly DownloadTargetView[];
  readonly labels: DownloadLabels;
  readonly selected: DownloadKey;
  readonly detected: boolean;
  readonly starting: DownloadKey | null;
  /** The detected system's latest-version slot: idle, pending, success or error. */
  readonly latestStatus: AsyncStatus;
  readonly hrefOf: (key: DownloadKey) => string | null;
  readonly open: (key: DownloadKey, event: MouseEvent<HTMLAnchorElement>) => void;
}

const DownloadContext = createContext<DownloadState | null>(null);

function useDownload(): DownloadState {
  const state = useContext(DownloadContext);
  if (!state) throw new Error('Download components must be inside <DownloadProvider>');
  return state;
}

/** How long the latest-version answer is waited for (a click waits at most this) before the release link is used. */
const LATEST_TIMEOUT_MS = 5000;
/** The default before detection, and for systems we cannot tell: the most common target. */
const DEFAULT_TARGET: DownloadKey = 'down-windows-64';

/** The swr key of one system's latest-version call: the endpoint and its query, so each system is its own slot. */
const latestKey = (key: DownloadKey) => `${WEB_API_PATHS.latestVersion}?system=${SYSTEM_OF_DOWNLOAD[key]}`;

export function DownloadProvider({
  targets,
  labels,
  settings,
  trustedHosts,
  children,
}: {
  targets: readonly DownloadTargetView[];
  labels: DownloadLabels;
  settings: RuntimeSettings;
  trustedHosts: readonly string[];
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<DownloadKey>(DEFAULT_TARGET);
  const [detected, setDetected] = useState(false);
  const [starting, setStarting] = useState<DownloadKey | null>(null);
  // Answers for systems asked on click (the detected system's answer is the hook's data).
  const [clickedAnswers, setClickedAnswers] = useState<Partial<Record<DownloadKey, string>>>({});

  const fetchLatest = useCallback(
    async (key: DownloadKey, signal: AbortSignal): Promise<string | null> => {
      const { webApi } = createApi(resolveEndpoints(settings, window.location.hostname));
      const { data } = await webApi(WEB_API_PATHS.latestVersion, { query: { system: SYSTEM_OF_DOWNLOAD[key] }, timeoutMs: LATEST_TIMEOUT_MS, signal });
      return latestVersionUrl(data, trustedHosts);
    },
    [settings, trustedHosts],
  );

  // The detected system's call goes through useAsyncData (idle until detection, pending, success, error; shown as
  // `data-latest`). Spec section 7: a failure is silent, the release link stays.
  const primaryKey = detected ? selected : null;
  const primaryFetcher = useCallback((signal: AbortSignal) => fetchLatest(selected, signal), [fetchLatest, selected]);
  const primary = useAsyncData(primaryKey ? latestKey(primaryKey) : null, primaryFetcher, { timeoutMs: LATEST_TIMEOUT_MS });

  useEffect(() => {
    let active = true;
    void collectSystemHints(navigator as unknown as NavigatorLike, () => webglRenderer(document)).then((hints) => {
      if (!active) return;
      setSelected(detectDownloadTarget(hints));
      setDetected(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const answerOf = useCallback(
    (key: DownloadKey) => (key === primaryKey && primary.status === 'success' ? primary.data : null) ?? clickedAnswers[key] ?? null,
    [primaryKey, primary.status, primary.data, clickedAnswers],
  );
  const fallbackOf = useCallback((key: DownloadKey) => targets.find((target) => target.key === key)?.fallbackUrl ?? null, [targets]);
  const hrefOf = useCallback((key: DownloadKey) => answerOf(key) ?? fallbackOf(key), [answerOf, fallbackOf]);

  /** What a click waits for (at most LATEST_TIMEOUT_MS): the detected system's slot, or a call of the same machinery. */
  const answerForClick = useCallback(
    (key: DownloadKey): Promise<string | null | undefined> => {
      if (key === primaryKey) {
        if (primary.status === 'success') return Promise.resolve(primary.data);
        if (primary.status === 'error') return Promise.resolve(null);
        return primary.refresh();
      }
      return runExclusive(latestKey(key), (signal) => fetchLatest(key, signal), LATEST_TIMEOUT_MS).then(
        (url) => {
          if (url) setClickedAnswers((current) => ({ ...current, [key]: url }));
          return url;
        },
        () => null,
      );
    },
    [primaryKey, primary, fetchLatest],
  );

  const open = useCallback(
    (key: DownloadKey, event: MouseEvent<HTMLAnchorElement>) => {
      track('download_client', 'click', { system: SYSTEM_OF_DOWNLOAD[key] });
      // New tab, download-as and the like keep the browser's own behaviour; an answered link opens as it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || answerOf(key)) return;
      event.preventDefault();
      if (starting) return;
      setStarting(key);
      void answerForClick(key).then((url) => {
        const target = url ?? fallbackOf(key);
        if (target) window.location.assign(target);
        setTimeout(() => setStarting(null), 3000);
      });
    },
    [answerOf, answerForClick, fallbackOf, starting],
  );

  const value = useMemo<DownloadState>(
    () => ({ targets, labels, selected, detected, starting, latestStatus: primary.status, hrefOf, open }),
    [targets, labels, selected, detected, starting, primary.status, hrefOf, open],
  );
  return <DownloadContext.Provider value={value}>{children}</DownloadContext.Provider>;
}

export const SYSTEM_ICON: Readonly<Record<DownloadKey, IconName>> = {
  'down-windows-64': 'windows',
  'down-windows-32': 'windows',
  'down-macos-apple': 'apple',
  'down-macos-inter': 'apple',
  'down-linux-64': 'linux',
};

/** The big button for the preselected system. */
export function DownloadPrimary() {
  const { targets, labels, selected, detected, starting, latestStatus, hrefOf, open } = useDownload();
  const target = targets.find((item) => item.key === selected) ?? targets[0];
  if (!target) return null;
  const href = hrefOf(target.key);
  return (
    <div className="download-primary" data-selected={target.key} data-detected={detected ? 'true' : 'false'} data-latest={latestStatus}>
      {href ? (
        <a className="button button-primary button-large download-button" href={href} onClick={(event) => open(target.key, event)} data-testid="download-primary">
          <Icon name={SYSTEM_ICON[target.key]} size={22} />
          {labels.button.replace('{system}', target.label)}
        </a>
      ) : null}
      <p className="download-meta" aria-live="polite">
        {starting ? labels.starting : target.meta}
      </p>
    </div>
  );
}

/** All five targets; the preselected one is marked. */
export function DownloadTargetList() {
  const { targets, labels, selected, detected, hrefOf, open } = useDownload();
  return (
    <ul className="target-grid">
      {targets.map((target) => {
        const href = hrefOf(target.key);
        const isSelected = target.key === selected;
        return (
          <li key={target.key} className={isSelected ? 'target target-selected' : 'target'} data-target={target.key} data-selected={isSelected ? 'true' : 'false'}>
            <Icon name={SYSTEM_ICON[target.key]} size={32} className="target-icon" />
            <span className="target-label">{target.label}</span>
            <span className="target-meta">{target.meta}</span>
            {isSelected && detected ? <span className="target-badge">{labels.recommended}</span> : null}
            {href ? (
              <a className="button button-ghost target-link" href={href} onClick={(event) => open(target.key, event)} aria-label={labels.button.replace('{system}', target.label)}>
                <Icon name="download" size={18} />
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
