import { createClient, type SanityClient } from 'next-sanity';
import { type SanityProjectConfig, sanityHostOptions } from '@/env';
import { type ContentSource, ContentSourceError, type QueryParams } from './source';

/** How long one Content Lake query may take. */
export const LAKE_TIMEOUT_MS = 10_000;

/** How long one read of a published revision may take: the webhook asks again soon after. */
const REVISION_READ_TIMEOUT_MS = 2000;

export interface LakeSourceOptions extends SanityProjectConfig {
  /** `drafts` (draft mode) needs a token with read access to drafts. */
  readonly perspective?: 'published' | 'drafts';
  /**
   * Drafts only: the Studio's address. Strings then carry Sanity's invisible source markers (stega), which Visual
   * Editing's overlays turn into "edit this field" links. Published reads never carry them.
   */
  readonly studioUrl?: string | undefined;
}

/**
 * The fields whose strings may carry stega markers: text an editor reads and writes. Everything else the site
 * compares, routes on or puts in an attribute (a language code, a slug, a family, a date, a URL) must stay exact,
 * so the default filter's guesses are narrowed to these names.
 */
const STEGA_TEXT_FIELDS = new Set([
  'title',
  'subtitle',
  'heading',
  'lead',
  'excerpt',
  'description',
  'text',
  'name',
  'label',
  'question',
  'answer',
  'summary',
  'quote',
  'caption',
  'content',
]);

/** The site's one way to build a Content Lake client: Sanity's API, or SANITY_API_HOST's. */
export function lakeClient(options: SanityProjectConfig, extra: Parameters<typeof createClient>[0] = {}): SanityClient {
  return createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    token: options.token,
    ...sanityHostOptions(options),
    useCdn: false,
    ...extra,
  });
}

/**
 * Reads a document's published revision, for the webhook to wait until the Lake shows what it announced
 * (content/publish-visible.ts). Published perspective, no retries: the caller asks again on its own schedule.
 */
export function publishedRevisionReader(options: SanityProjectConfig) {
  const client = lakeClient(options, {
    perspective: 'published',
    timeout: REVISION_READ_TIMEOUT_MS,
    maxRetries: 0,
  });
  return (id: string) =>
    client.fetch<{ _rev: string; _updatedAt?: string } | null>('*[_id == $id][0]{_rev, _updatedAt}', { id });
}

/**
 * The Sanity Content Lake. Published documents (or the drafts perspective in draft mode); the CDN is skipped because pages are cached by Next and
 * refreshed by the webhook, which must read what was just published.
 */
export class LakeContentSource implements ContentSource {
  readonly kind = 'sanity' as const;
  private readonly client: SanityClient;
  private readonly id: string;

  constructor(options: LakeSourceOptions) {
    this.client = lakeClient(options, {
      perspective: options.perspective ?? 'published',
      stega:
        options.perspective === 'drafts' && options.studioUrl
          ? {
              enabled: true,
              studioUrl: options.studioUrl,
              filter: (props) => {
                const key = props.resultPath.at(-1);
                return typeof key === 'string' && STEGA_TEXT_FIELDS.has(key) && props.filterDefault(props);
              },
            }
          : false,
      // A Lake that hangs is a failed read (the last good result is served), not a request waiting minutes.
      timeout: LAKE_TIMEOUT_MS,
      maxRetries: 1,
    });
    this.id = `sanity:${options.projectId}/${options.dataset}${options.perspective === 'drafts' ? ':drafts' : ''}`;
  }

  async fetch<R>(query: string, params: QueryParams = {}): Promise<R> {
    try {
      return await this.client.fetch<R>(query, params);
    } catch (cause) {
      throw new ContentSourceError(`GROQ query failed on ${this.id}`, { cause });
    }
  }

  async revision(): Promise<string> {
    return this.id;
  }

  invalidate(): void {
    // The Lake is always current; the webhook's tag revalidation is enough.
  }
}
