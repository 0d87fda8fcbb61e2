import type { ChangedDocument } from './tags';

/**
 * Whether the Content Lake already answers with a change the webhook announced. The Lake is eventually consistent: for
 * a moment after a publish its queries may still return the previous version, and tags expired then would let a page
 * be cached again from it until the next publish. So the webhook asks the Lake for the document's published revision
 * until it is the announced one (or newer, or gone for a delete) before it expires the tags.
 */

/** How long the webhook asks before answering anyway, and how long it keeps asking after that in the background. */
export const PUBLISH_VISIBLE_BOUND_MS = 10_000;
export const PUBLISH_VISIBLE_LATE_MS = 120_000;
/** The first pause between two reads, doubled each time up to the longest. */
const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 500;

/** The published document as the Lake answers it now: its revision and last change, or null when there is none. */
export type PublishedRevision = { readonly _rev: string; readonly _updatedAt?: string | null } | null;

export interface VisibilityDeps {
  /** Throws when the Lake does not answer: the change counts as not shown yet. */
  readonly read: (id: string) => Promise<PublishedRevision>;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
}

/**
 * True when `seen` is the announced revision or a later one, or, for a delete, when the document is gone. Revisions
 * are opaque, so "later" is told by `_updatedAt` when the webhook sent it. A document still absent after a create is
 * not shown yet.
 */
export function isShown(change: ChangedDocument, seen: PublishedRevision): boolean {
  if (change.operation === 'delete') return seen === null;
  if (seen === null) return false;
  if (seen._rev === change._rev) return true;
  return Boolean(change._updatedAt && seen._updatedAt && Date.parse(seen._updatedAt) > Date.parse(change._updatedAt));
}

/** Whether the change can be checked at all: a webhook without `_rev` (an older projection) cannot say what to wait for. */
export const canCheck = (change: ChangedDocument) => change.operation === 'delete' || Boolean(change._rev);

/**
 * Reads until the change is shown (true) or `boundMs` has passed (false), with growing pauses. A change that cannot
 * be checked is false at once: the caller expires now and again after the bound.
 */
export async function waitUntilShown(change: ChangedDocument, deps: VisibilityDeps, boundMs: number): Promise<boolean> {
  if (!canCheck(change)) return false;
  const deadline = deps.now() + boundMs;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    try {
      if (isShown(change, await deps.read(change._id))) return true;
    } catch {
      // A Lake that does not answer has not shown the change yet; the bound still holds.
    }
    const left = deadline - deps.now();
    if (left <= 0) return false;
    await deps.sleep(Math.min(pause, left));
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }
}
