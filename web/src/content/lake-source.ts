import { type ClientPerspective, createClient, type SanityClient } from 'next-sanity';
import { type SanityProjectConfig, sanityHostOptions } from '@/env';
import { type ContentSource, ContentSourceError, type QueryParams } from './source';

/** How long one Content Lake query may take. */
export const LAKE_TIMEOUT_MS = 10_000;

/** How long one read of a published revision may take: the webhook asks again soon after. */
const REVISION_READ_TIMEOUT_MS = 2000;

export interface LakeSourceOptions extends SanityProjectConfig {
  /**
   * What the reads see: `published` (visitors), or in draft mode the perspective the Presentation tool chose
   * (`drafts`, a release stack), read with the server's token.
   */
  readonly perspective?: ClientPerspective;
  /**
   * Told when the Lake refused a read (401: the token, or its absence on a private dataset) and when a read
   * succeeded again: readiness holds the instance out meanwhile (content/index.ts).
   */
  readonly onRefused?: (refused: boolean) => void;
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

/**
 * The site's one way to build a Content Lake client: Sanity's API, or SANITY_API_HOST's. Anonymous unless given
 * `token`: a public dataset's published documents need none.
 */
export function lakeClient(options: SanityProjectConfig, extra: Parameters<typeof createClient>[0] = {}): SanityClient {
  return createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
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
    token: visitorToken(options),
    timeout: REVISION_READ_TIMEOUT_MS,
    maxRetries: 0,
  });
  return (id: string) =>
    client.fetch<{ _rev: string; _updatedAt?: string } | null>('*[_id == $id][0]{_rev, _updatedAt}', { id });
}

/** The token of a visitor's read: the server's on a private dataset only. */
function visitorToken(options: SanityProjectConfig): string | undefined {
  return options.privateDataset ? options.token : undefined;
}

/** The Lake's answer to a request whose token it does not accept (or to an anonymous read of a private dataset). */
function isRefusal(cause: unknown): boolean {
  return (cause as { statusCode?: unknown } | null)?.statusCode === 401;
}

/**
 * The Sanity Content Lake. Published documents (or, in draft mode, the editor's perspective); the CDN is skipped
 * because pages are cached by Next and refreshed by the webhook, which must read what was just published.
 */
export class LakeContentSource implements ContentSource {
  readonly kind = 'sanity' as const;
  private readonly client: SanityClient;
  private readonly id: string;
  private readonly onRefused: ((refused: boolean) => void) | undefined;
  private refused = false;

  constructor(options: LakeSourceOptions) {
    const perspective = options.perspective ?? 'published';
    const draft = perspective !== 'published';
    this.onRefused = options.onRefused;
    this.client = lakeClient(options, {
      perspective,
      token: draft ? options.token : visitorToken(options),
      stega:
        draft && options.studioUrl
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
    this.id = `sanity:${options.projectId}/${options.dataset}${draft ? `:${[perspective].flat().join(',')}` : ''}`;
  }

  async fetch<R>(query: string, params: QueryParams = {}): Promise<R> {
    let result: R;
    try {
      result = await this.client.fetch<R>(query, params);
    } catch (cause) {
      if (isRefusal(cause)) this.setRefused(true);
      throw new ContentSourceError(`GROQ query failed on ${this.id}`, { cause });
    }
    if (this.refused) this.setRefused(false);
    return result;
  }

  private setRefused(refused: boolean): void {
    if (this.refused === refused) return;
    this.refused = refused;
    this.onRefused?.(refused);
  }

  async revision(): Promise<string> {
    return this.id;
  }

  invalidate(): void {
    // The Lake is always current; the webhook's tag revalidation is enough.
  }
}
