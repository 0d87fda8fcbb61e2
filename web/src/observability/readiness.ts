/**
 * Readiness, apart from liveness (/api/health): an instance is ready once it has read its content (the first read
 * finished, even failed: see instrumentation.ts) and, with REDIS_URL, joined the others (connected and taken the tag expirations they stored, so it serves no page a publish
 * has already replaced). Until then /api/ready answers 503, and so does every GET/HEAD (response-hooks.node.ts),
 * which the front takes as "try another instance".
 *
 * Redis that cannot be reached at start does not keep an instance out forever: after JOIN_GRACE_MS it is ready
 * without it (and logs so), as an instance that loses Redis later keeps serving (deploy/README.md). Otherwise a
 * cluster restarted during a Redis outage would serve nothing.
 *
 * One state per process on `globalThis` (the bundles of the routes and the instrumentation are separate).
 */

export const JOIN_GRACE_MS = 10_000;

interface State {
  content: boolean;
  cluster: boolean;
  readyAt: number | null;
  onReady: (() => void) | null;
  /** Parts that failed in a way only an operator mends (the Lake refusing the site's reads): not ready meanwhile. */
  heldOut?: Set<ReadinessPart>;
}

const KEY = Symbol.for('morphis.observability.readiness');

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { content: false, cluster: false, readyAt: null, onReady: null };
  return holder[KEY];
}

export type ReadinessPart = 'content' | 'cluster';

/** Marks one part done; the instance is ready when both are. */
export function markReady(part: ReadinessPart): void {
  const current = state();
  if (current[part]) return;
  current[part] = true;
  if (current.content && current.cluster && current.readyAt === null) {
    current.readyAt = Date.now();
    current.onReady?.();
  }
}

/** Called once when the instance becomes ready (the start-up log line). */
export function onReady(listener: () => void): void {
  state().onReady = listener;
}

/**
 * Holds the instance out (or lets it back in) for a part that was done and failed later in a way serving cannot
 * recover from on its own: the Content Lake refusing the site's reads (401).
 */
export function holdOut(part: ReadinessPart, held: boolean): void {
  const current = state();
  current.heldOut ??= new Set();
  if (held) current.heldOut.add(part);
  else current.heldOut.delete(part);
}

export function isReady(): boolean {
  const current = state();
  return current.readyAt !== null && !current.heldOut?.size;
}

/** What the instance still waits for: empty once ready. */
export function waitingFor(): ReadinessPart[] {
  const current = state();
  return (['content', 'cluster'] as const).filter((part) => !current[part] || current.heldOut?.has(part));
}
