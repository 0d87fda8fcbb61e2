/**
 * One interface over the two places content lives. Adapters only run GROQ; caching, tags and mapping to domain
 * types belong to the loaders.
 */
export type QueryParams = Record<string, unknown>;

export interface ContentSource {
  readonly kind: 'local' | 'sanity';
  /** Runs a GROQ query with parameters and returns its result. */
  fetch<R>(query: string, params?: QueryParams): Promise<R>;
  /** A value that changes when the content may have changed; part of every cache key. */
  revision(): Promise<string>;
  /** Told by the revalidation webhook that content changed (the embedded source re-reads its file). */
  invalidate(): void;
}

export class ContentSourceError extends Error {
  override readonly name = 'ContentSourceError';
}
