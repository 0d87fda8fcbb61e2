'use client';

import { type DownloadKey, SYSTEM_OF_DOWNLOAD, WEB_API_PATHS } from '@site/schemas';
import {
  type MouseEvent,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { RuntimeSettings } from '@/tracking/settings';
import { track } from '@/tracking/track';
import { AnswerWaiters } from '@/shell/answer-waiters';
import type { AsyncStatus } from '@/shell/async-data';
import { useDeferredAsyncData } from '@/shell/deferred-async-data';
import { Icon, type IconName } from './icons';

/**
 * The download page's island. After hydration it detects the visitor's system and preselects it, then asks the
 * latest-version call for that system through the async-data hook (`data-latest` on the primary
 * button shows its state; deferred, so swr loads only when the call starts): a trusted http(s) `data.url` becomes
 * the button's address.
 * Until then, and whenever the call fails, every button carries the newest release's own installer link, so the
 * page works without JavaScript and without the backend. A click on a system not asked yet asks first (its own
 * async-data slot, a fresh one per click so a failed call is tried again), then opens.
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

/** Detection and the latest-version call, in a chunk of their own (not in the page's first load). */
const loadCalls = () => import('./download-calls');

type FetchLatest = (key: DownloadKey, signal: AbortSignal) => Promise<string | null>;

/** The latest-version call of a system the visitor clicked that is not the detected one; renders only its slot. */
function AskedLatest({
  system,
  fetchLatest,
  onAnswer,
}: {
  system: DownloadKey;
  fetchLatest: FetchLatest;
  onAnswer: (key: DownloadKey, url: string | null) => void;
}) {
  const fetcher = useCallback((signal: AbortSignal) => fetchLatest(system, signal), [fetchLatest, system]);
  const [latest, slot] = useDeferredAsyncData(latestKey(system), fetcher, { timeoutMs: LATEST_TIMEOUT_MS });
  useEffect(() => {
    if (latest.status === 'success') onAnswer(system, latest.data ?? null);
    else if (latest.status === 'error') onAnswer(system, null);
  }, [latest.status, latest.data, system, onAnswer]);
  return slot;
}

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
  // Answers for systems asked on click (the detected system's answer is the primary slot's data), the clicks'
  // attempts per system (each attempt is a new slot), and the clicks waiting for an answer.
  const [clickedAnswers, setClickedAnswers] = useState<Partial<Record<DownloadKey, string>>>({});
  const [attempts, setAttempts] = useState<Partial<Record<DownloadKey, number>>>({});
  const [waiting] = useState(() => new AnswerWaiters<DownloadKey, string | null>());

  const fetchLatest = useCallback<FetchLatest>(
    async (key, signal) => (await loadCalls()).fetchLatestUrl(settings, trustedHosts, key, LATEST_TIMEOUT_MS, signal),
    [settings, trustedHosts],
  );

  // The detected system's call (idle until detection, pending, success, error; shown as `data-latest`).
  // A failure is silent, the release link stays.
  const primaryKey = detected ? selected : null;
  const primaryFetcher = useCallback((signal: AbortSignal) => fetchLatest(selected, signal), [fetchLatest, selected]);
  const [primary, primarySlot] = useDeferredAsyncData(primaryKey ? latestKey(primaryKey) : null, primaryFetcher, {
    timeoutMs: LATEST_TIMEOUT_MS,
  });

  useEffect(() => {
    let active = true;
    void loadCalls()
      .then((calls) => calls.detectVisitorTarget())
      .then(
        (target) => {
          if (!active) return;
          setSelected(target);
          setDetected(true);
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, []);

  const onAskedAnswer = useCallback(
    (key: DownloadKey, url: string | null) => {
      if (url) setClickedAnswers((current) => (current[key] === url ? current : { ...current, [key]: url }));
      waiting.settle(key, url);
    },
    [waiting],
  );

  const answerOf = useCallback(
    (key: DownloadKey) =>
      (key === primaryKey && primary.status === 'success' ? primary.data : null) ?? clickedAnswers[key] ?? null,
    [primaryKey, primary.status, primary.data, clickedAnswers],
  );
  const fallbackOf = useCallback(
    (key: DownloadKey) => targets.find((target) => target.key === key)?.fallbackUrl ?? null,
    [targets],
  );
  const hrefOf = useCallback((key: DownloadKey) => answerOf(key) ?? fallbackOf(key), [answerOf, fallbackOf]);

  /** What a click waits for (at most LATEST_TIMEOUT_MS): the detected system's slot, or a new slot for the system. */
  const answerForClick = useCallback(
    (key: DownloadKey): Promise<string | null | undefined> => {
      if (key === primaryKey) {
        if (primary.status === 'success') return Promise.resolve(primary.data);
        if (primary.status === 'error') return Promise.resolve(null);
        return primary.refresh();
      }
      const answer = waiting.wait(key);
      setAttempts((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
      return answer;
    },
    [primaryKey, primary, waiting],
  );

  const open = useCallback(
    (key: DownloadKey, event: MouseEvent<HTMLAnchorElement>) => {
      track('download_client', 'click', { system: SYSTEM_OF_DOWNLOAD[key] });
      // New tab, download-as and the like keep the browser's own behaviour; an answered link opens as it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || answerOf(key))
        return;
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
  return (
    <DownloadContext.Provider value={value}>
      {children}
      {primarySlot}
      {Object.entries(attempts).map(([key, attempt]) => (
        <AskedLatest
          key={`${key}#${attempt}`}
          system={key as DownloadKey}
          fetchLatest={fetchLatest}
          onAnswer={onAskedAnswer}
        />
      ))}
    </DownloadContext.Provider>
  );
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
    <div
      className="download-primary"
      data-selected={target.key}
      data-detected={detected ? 'true' : 'false'}
      data-latest={latestStatus}
    >
      {href ? (
        <a
          className="button button-primary button-large download-button"
          href={href}
          onClick={(event) => open(target.key, event)}
          data-testid="download-primary"
        >
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
          <li
            key={target.key}
            className={isSelected ? 'target target-selected' : 'target'}
            data-target={target.key}
            data-selected={isSelected ? 'true' : 'false'}
          >
            <Icon name={SYSTEM_ICON[target.key]} size={32} className="target-icon" />
            <span className="target-label">{target.label}</span>
            <span className="target-meta">{target.meta}</span>
            {isSelected && detected ? <span className="target-badge">{labels.recommended}</span> : null}
            {href ? (
              <a
                className="button button-ghost target-link"
                href={href}
                onClick={(event) => open(target.key, event)}
                aria-label={labels.button.replace('{system}', target.label)}
              >
                <Icon name="download" size={18} />
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
