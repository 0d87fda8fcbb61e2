/**
 * Gives memory back once editors stop publishing. A publish re-reads the content and re-renders pages: the JavaScript
 * heap grows for it, and V8 keeps the grown heap's pages once their objects are dead. Its own memory reducer returns
 * them only when the process is idle, which a server under crawler traffic never is, so a long-running instance
 * kept the high-water mark of every publishing burst (docs/decisions/0046). Here, when no publish has come for
 * PUBLISH_SETTLE_MS, one memory-reducing collection (V8's `last-resort` flavour, what its memory reducer and heap
 * snapshots do) returns those pages; during a long burst, at most once per PUBLISH_RELEASE_MAX_WAIT_MS.
 *
 * It needs `gc`, which the launcher exposes (`--expose-gc` in web/scripts/serve.sh); without it (`next dev`, a
 * server started some other way) nothing happens. The collection stops this process for about 0.1-0.4 s, once per
 * burst of publishing.
 *
 * Called from both bundles that see a publish (the webhook route, and the cluster's listener for other instances'
 * publishes): one timer per process on `globalThis`.
 */

import { log } from '@/observability/log';

/** Publishing has been quiet this long: the burst is over. */
export const PUBLISH_SETTLE_MS = 5_000;
/** A burst that never pauses still releases its memory this often. */
export const PUBLISH_RELEASE_MAX_WAIT_MS = 60_000;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

interface Release {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the first publish not yet released came. */
  pendingSince: number | undefined;
}

const KEY = Symbol.for('morphis.server.memoryAfterPublish');
type Holder = { [KEY]?: Release };

function state(): Release {
  return ((globalThis as Holder)[KEY] ??= { timer: undefined, pendingSince: undefined });
}

export interface ReleaseReport {
  readonly ms: number;
  readonly rssBefore: number;
  readonly rssAfter: number;
}

export interface ReleaseOptions {
  readonly now?: () => number;
  /** V8's `gc` (default: the global one `--expose-gc` installs). */
  readonly collect?: Collect | undefined;
  readonly rss?: () => number;
  /** Default: one log line, what an operator watching memory after a publish looks for. */
  readonly onReleased?: (report: ReleaseReport) => void;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const logRelease = ({ ms, rssBefore, rssAfter }: ReleaseReport) =>
  log().info(
    { ms: Math.round(ms), rssBeforeMb: mb(rssBefore), rssAfterMb: mb(rssAfter) },
    'memory released after publishing',
  );

/** Tells the instance that a publish was applied here; the collection follows once publishing settles. */
export function publishApplied(options: ReleaseOptions = {}): void {
  const collect = options.collect ?? (globalThis as { gc?: Collect }).gc;
  if (typeof collect !== 'function') return;
  const now = options.now ?? Date.now;
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const release = state();
  const since = (release.pendingSince ??= now());
  if (release.timer) clearTimeout(release.timer);
  const delay = Math.max(0, Math.min(PUBLISH_SETTLE_MS, since + PUBLISH_RELEASE_MAX_WAIT_MS - now()));
  release.timer = setTimeout(() => {
    release.timer = undefined;
    release.pendingSince = undefined;
    const rssBefore = rss();
    const started = performance.now();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    (options.onReleased ?? logRelease)({ ms: performance.now() - started, rssBefore, rssAfter: rss() });
  }, delay);
  // A pending release never keeps a stopping process alive.
  release.timer.unref?.();
}
