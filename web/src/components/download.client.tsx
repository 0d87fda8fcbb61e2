'use client';

import { type DownloadKey, SYSTEM_OF_DOWNLOAD, WEB_API_PATHS } from '@site/schemas';
import { type MouseEvent, type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { detectDownloadTarget } from '@/lib/download';
import { latestVersionUrl } from '@/lib/release-downloads';
import { type NavigatorLike, collectSystemHints, webglRenderer } from '@/lib/system-hints';
import { createApi } from '@/runtime/request';
import { type RuntimeSettings, resolveEndpoints } from '@/runtime/settings';
import { track } from '@/runtime/track';
import { Icon, type IconName } from './icons';

/**
 * The download page's island. After hydration it detects the visitor's system and preselects it, then asks the
 * latest-version call (spec section 7) for that system: a trusted http(s) `data.url` becomes the button's address.
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
  readonly hrefOf: (key: DownloadKey) => string | null;
  readonly open: (key: DownloadKey, event: MouseEvent<HTMLAnchorElement>) => void;
}

const DownloadContext = createContext<DownloadState | null>(null);

function useDownload(): DownloadState {
  const state = useContext(DownloadContext);
  if (!state) throw new Error('Download components must be inside <DownloadProvider>');
  return state;
}

/** How long a download click waits for the latest-version answer before taking the release link. */
const CLICK_TIMEOUT_MS = 5000;
/** The default before detection, and for systems we cannot tell: the most common target. */
const DEFAULT_TARGET: DownloadKey = 'down-windows-64';

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
  const [resolved, setResolved] = useState<Partial<Record<DownloadKey, string>>>({});
  const asked = useRef(new Map<DownloadKey, Promise<string | null>>());

  const ask = useCallback(
    (key: DownloadKey, timeoutMs?: number): Promise<string | null> => {
      let answer = asked.current.get(key);
      if (!answer) {
        const { webApi } = createApi(resolveEndpoints(settings, window.location.hostname));
        answer = webApi(WEB_API_PATHS.latestVersion, { query: { system: SYSTEM_OF_DOWNLOAD[key] }, ...(timeoutMs ? { timeoutMs } : {}) }).then(
          ({ data }) => latestVersionUrl(data, trustedHosts),
          () => null, // Spec section 7: failure is silent; the release link stays.
        );
        asked.current.set(key, answer);
        void answer.then((url) => {
          if (url) setResolved((current) => ({ ...current, [key]: url }));
        });
      }
      return answer;
    },
    [settings, trustedHosts],
  );

  useEffect(() => {
    let active = true;
    void collectSystemHints(navigator as unknown as NavigatorLike, () => webglRenderer(document)).then((hints) => {
      if (!active) return;
      const key = detectDownloadTarget(hints);
      setSelected(key);
      setDetected(true);
      void ask(key);
    });
    return () => {
      active = false;
    };
  }, [ask]);

  const fallbackOf = useCallback((key: DownloadKey) => targets.find((target) => target.key === key)?.fallbackUrl ?? null, [targets]);
  const hrefOf = useCallback((key: DownloadKey) => resolved[key] ?? fallbackOf(key), [resolved, fallbackOf]);

  const open = useCallback(
    (key: DownloadKey, event: MouseEvent<HTMLAnchorElement>) => {
      track('download_client', 'click', { system: SYSTEM_OF_DOWNLOAD[key] });
      // New tab, download-as and the like keep the browser's own behaviour; an answered link opens as it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || resolved[key]) return;
      event.preventDefault();
      if (starting) return;
      setStarting(key);
      void ask(key, CLICK_TIMEOUT_MS).then((url) => {
        const target = url ?? fallbackOf(key);
        if (target) window.location.assign(target);
        setTimeout(() => setStarting(null), 3000);
      });
    },
    [ask, fallbackOf, resolved, starting],
  );

  const value = useMemo<DownloadState>(
    () => ({ targets, labels, selected, detected, starting, hrefOf, open }),
    [targets, labels, selected, detected, starting, hrefOf, open],
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
  const { targets, labels, selected, detected, starting, hrefOf, open } = useDownload();
  const target = targets.find((item) => item.key === selected) ?? targets[0];
  if (!target) return null;
  const href = hrefOf(target.key);
  return (
    <div className="download-primary" data-selected={target.key} data-detected={detected ? 'true' : 'false'}>
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
