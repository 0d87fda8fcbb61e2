import type { ContentSource } from './source';

/** The cheapest read that proves the source answers. */
export const PROBE_QUERY = 'count(*[_id == "siteSettings"])';

/** How long readiness waits for the Lake's first answer: a Lake that hangs must not hold an instance out for long. */
export const FIRST_READ_TIMEOUT_MS = 3000;

/**
 * The read an instance makes at start, before it is ready: the source's revision (the embedded dataset reads its
 * file) and, on the Lake, whose revision is a constant, one small query within `timeoutMs`. Rejects when it failed.
 */
export async function readContentOnce(source: ContentSource, timeoutMs = FIRST_READ_TIMEOUT_MS): Promise<void> {
  await source.revision();
  if (source.kind !== 'sanity') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the Content Lake did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([source.fetch(PROBE_QUERY), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
