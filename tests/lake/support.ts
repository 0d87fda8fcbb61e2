import { LakeControl } from '../lake-stub/client';
import { lakeSettings } from '../lake-stub/settings';
import { get } from '../e2e/support/http';
import { signedPost } from '../e2e/support/webhook';

/**
 * The Lake suite's helpers. playwright.lake.config.ts sets SITE_URL_* and the ports for the workers, so
 * e2e/support/sites.ts and webhook.ts address the Lake site, and this control the suite's stand-in.
 */
export const lake = new LakeControl(lakeSettings());

export const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

export interface Change {
  readonly _id: string;
  readonly _type: string;
  readonly slug?: string | null;
  /** The slug before the change (Sanity's `before().slug.current`); the helper sends `slug` here by default. */
  readonly previousSlug?: string | null;
  readonly operation?: 'create' | 'update' | 'delete';
  /** The published revision the mutation made (its transaction id), as the webhook's projection carries it. */
  readonly _rev?: string;
}

/** What an editor's publish does: the mutation in the Lake, then Sanity's signed webhook call with the projection. */
export async function webhook(change: Change): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  const answer = await signedPost({ slug: null, previousSlug: change.slug ?? null, operation: 'update', ...change });
  return { ...answer, ms: Date.now() - started };
}

/** A published document as the Lake holds it (through the real client, raw: drafts are other documents). */
export function document<T>(id: string): Promise<T> {
  return lake.client.getDocument(id) as Promise<T>;
}

/** Polls `url` until `accept` holds, returning the last answer (the caller's expectation then says what was seen). */
export async function until(url: string, accept: (body: string, status: number) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let answer = await get(url);
  while (!accept(answer.body, answer.status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await get(url);
  }
  return answer;
}
