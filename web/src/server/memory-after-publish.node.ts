/**
 * Gives memory back once editors stop publishing. A publish re-reads the content and re-renders pages: the JavaScript
 * heap grows for it, and V8 keeps the grown heap's pages once their objects are dead (freed pages wait in its page
 * pool). Its own memory reducer returns them only when the process is idle, which a server under crawler traffic
 * never is, so a long-running instance kept the high-water mark of every publishing burst (docs/decisions/0046).
 *
 * A burst is the publishes and the renders they cause: a publish expires pages, and the traffic that follows renders
 * them again, which grows the heap as much as the publishes did. A publish opens a burst; while it is open, each
 * publish and each stored render (the cache handler's `set`) pushes its end back. It ends after PUBLISH_SETTLE_MS
 * without either, and at the latest PUBLISH_RELEASE_MAX_WAIT_MS after its last publish (after its first, while
 * publishes keep coming), with one memory-reducing collection (V8's `last-resort` flavour, what its memory reducer
 * and heap snapshots do). A render outside a burst does nothing but read one field: renders never open a burst, so
 * an instance rendering all the time (made-up addresses) collects no more often than publishes come.
 *
 * It needs `gc`, which the launcher exposes (`--expose-gc` in web/scripts/serve.sh); without it (`next dev`, a
 * server started some other way) nothing happens. The collection stops this process for about 0.1-0.4 s, once per
 * burst of publishing.
 *
 * Called from both bundles that see a publish (the webhook route, and the cluster's listener for other instances'
 * publishes) and from the cache handler, which Node imports unbundled (erasable TypeScript, `.ts` paths): one state
 * per process on `globalThis`.
 */

import { log } from '../observability/log.ts';

/** Neither a publish nor a render for this long: the burst is over. */
export const PUBLISH_SETTLE_MS = 5_000;
/**
 * The longest a burst waits: renders that never stop, this long after the last publish; publishes that never pause,
 * this long after the first.
 */
export const PUBLISH_RELEASE_MAX_WAIT_MS = 60_000;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

interface Release {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the open burst's first publish came; undefined: no burst is open. */
  openedAt: number | undefined;
  lastPublish: number;
  /** The burst's last publish or render. */
  lastActivity: number;
}

const KEY = Symbol.for('morphis.server.memoryAfterPublish');
type Holder = { [KEY]?: Release };

function state(): Release {
  return ((globalThis as Holder)[KEY] ??= { timer: undefined, openedAt: undefined, lastPublish: 0, lastActivity: 0 });
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
const logRelease =
  (after: string) =>
  ({ ms, rssBefore, rssAfter }: ReleaseReport) =>
    log().info(
      { ms: Math.round(ms), rssBeforeMb: mb(rssBefore), rssAfterMb: mb(rssAfter) },
      `memory released after ${after}`,
    );

/** Tells the instance that a publish was applied here; the collection follows once the burst settles. */
export function publishApplied(options: ReleaseOptions = {}): void {
  const collect = options.collect ?? (globalThis as { gc?: Collect }).gc;
  if (typeof collect !== 'function') return;
  const now = options.now ?? Date.now;
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const release = state();
  const at = now();
  release.openedAt ??= at;
  release.lastPublish = at;
  release.lastActivity = at;
  if (release.timer) clearTimeout(release.timer);
  // Renders only move `lastActivity`: the timer reads it when it fires and waits again while the burst goes on, so a
  // render never touches a timer.
  const end = () => {
    const publishing = release.lastPublish + PUBLISH_SETTLE_MS > release.openedAt! + PUBLISH_RELEASE_MAX_WAIT_MS;
    const latest = (publishing ? release.openedAt! : release.lastPublish) + PUBLISH_RELEASE_MAX_WAIT_MS;
    return Math.min(release.lastActivity + PUBLISH_SETTLE_MS, latest);
  };
  const schedule = () => {
    release.timer = setTimeout(fire, Math.max(0, end() - now()));
    // A pending release never keeps a stopping process alive.
    release.timer.unref?.();
  };
  const fire = () => {
    if (now() < end()) return schedule();
    release.timer = undefined;
    release.openedAt = undefined;
    collectReducing(collect, rss, options.onReleased ?? logRelease('publishing'));
  };
  schedule();
}

function collectReducing(collect: Collect, rss: () => number, onReleased: (report: ReleaseReport) => void): void {
  const rssBefore = rss();
  const started = performance.now();
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  onReleased({ ms: performance.now() - started, rssBefore, rssAfter: rss() });
}

/**
 * The first read of the content at start grows the heap like a publish does (the embedded dataset at thirty times
 * the seed: a young generation of ~130 MB for ~60 MB of documents). The instance is not ready yet, so nothing waits
 * for the collection: it runs at once.
 */
export function contentFirstRead(options: Omit<ReleaseOptions, 'now'> = {}): void {
  const collect = options.collect ?? (globalThis as { gc?: Collect }).gc;
  if (typeof collect !== 'function') return;
  collectReducing(
    collect,
    options.rss ?? (() => process.memoryUsage.rss()),
    options.onReleased ?? logRelease('the first content read'),
  );
}

/** Tells the instance that a render was stored: during a burst, the collection waits for the renders to settle too. */
export function renderStored(at: number = Date.now()): void {
  const release = (globalThis as Holder)[KEY];
  if (release?.openedAt !== undefined) release.lastActivity = at;
}
