import { type LocaleCode, WEB_API_PATHS } from '@site/schemas';
import { BodyTooLarge, readBoundedBody } from '@/server/bounded-body';

/**
 * The base-info call: `GET {web api}home/base-info?lang={locale}&type=home`, answered with
 * `{code: 0, data: {title, keywords, description, register_url, login_url, statistical_body, statistical_title}}`.
 * This module only builds the address, fetches and reads the answer; caching lives in `backend/index.ts`.
 */
export interface BaseInfo {
  readonly title?: string;
  readonly keywords?: string;
  readonly description?: string;
  readonly register_url?: string;
  readonly login_url?: string;
  readonly statistical_body?: string;
  readonly statistical_title?: string;
}

/** Our choice: a page render never waits longer than this for the backend (the spec gives no time). */
export const BASE_INFO_TIMEOUT_MS = 2000;

export class BaseInfoError extends Error {
  override readonly name = 'BaseInfoError';
}

const TEXT_FIELDS = ['title', 'keywords', 'description', 'statistical_body', 'statistical_title'] as const;
const URL_FIELDS = ['register_url', 'login_url'] as const;
/** The snippets are HTML for the page; anything larger than this is not a snippet. */
const MAX_FIELD_LENGTH = 64 * 1024;
/** Seven fields of at most 64 K characters: an answer larger than this is not base-info, and is not read to its end. */
export const MAX_BASE_INFO_BYTES = 512 * 1024;

export function baseInfoUrl(webApi: string, locale: LocaleCode): string {
  const url = new URL(WEB_API_PATHS.baseInfo, webApi);
  url.searchParams.set('lang', locale);
  url.searchParams.set('type', 'home');
  return url.href;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads an answer: only `code` 0 counts, only non-empty strings are kept ("used where present"), and a register or
 * login URL that is not http(s) is dropped like the CMS's. Anything else is a BaseInfoError.
 */
export function parseBaseInfo(body: unknown): BaseInfo {
  if (!body || typeof body !== 'object') throw new BaseInfoError('base-info: the answer is not an object');
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code !== 0) throw new BaseInfoError(`base-info: code ${String(code)}`);
  if (!data || typeof data !== 'object') throw new BaseInfoError('base-info: no data');
  const record = data as Record<string, unknown>;
  const info: Record<string, string> = {};
  for (const field of [...TEXT_FIELDS, ...URL_FIELDS]) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_FIELD_LENGTH) continue;
    if ((URL_FIELDS as readonly string[]).includes(field) && !isHttpUrl(value.trim())) continue;
    info[field] = (URL_FIELDS as readonly string[]).includes(field) ? value.trim() : value;
  }
  return info;
}

/**
 * Fetches and reads base-info; rejects (BaseInfoError, or the abort's TimeoutError) on any failure. A redirect is a
 * failure: the configured backend answers itself, and following it would let whoever controls a redirect choose
 * what the pages show.
 */
export async function fetchBaseInfo(
  url: string,
  fetcher: typeof fetch = fetch,
  timeoutMs: number = BASE_INFO_TIMEOUT_MS,
): Promise<BaseInfo> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'TimeoutError') throw cause;
    throw new BaseInfoError('base-info: no answer (redirects are refused)', { cause });
  }
  if (!response.ok) throw new BaseInfoError(`base-info: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(await readBoundedBody(response, MAX_BASE_INFO_BYTES)));
  } catch (cause) {
    if (cause instanceof BodyTooLarge)
      throw new BaseInfoError(`base-info: the answer is larger than ${MAX_BASE_INFO_BYTES} bytes`, { cause });
    throw new BaseInfoError('base-info: the answer is not JSON', { cause });
  }
  return parseBaseInfo(body);
}

/** The site-wide settings as the pages read them: each field may be missing in both sources. */
export type SiteInfo = { readonly [K in keyof BaseInfo]-?: string | null };

const SITE_INFO_FIELDS = [...TEXT_FIELDS, ...URL_FIELDS] as const;

/**
 * The settings the site shows: base-info's where it has them, the CMS's site settings otherwise
 * (each field is used where present). One merge for the layout's links and snippets and for page metadata.
 */
export function withBaseInfo(
  fallback: Partial<Record<keyof BaseInfo, string | null | undefined>> | null | undefined,
  info: BaseInfo,
): SiteInfo {
  return Object.fromEntries(
    SITE_INFO_FIELDS.map((field) => [field, info[field] || fallback?.[field] || null]),
  ) as unknown as SiteInfo;
}

export interface BaseInfoLoaderDeps {
  /** `{web api}` with its trailing slash, for the locale's site; null when none is configured (nothing is asked). */
  readonly webApiOf: (locale: LocaleCode) => string | null;
  /** Next's data cache in the app (same cache and tags as the pages' content); tests pass their own. */
  readonly cache: <R>(key: readonly string[], tags: readonly string[], load: () => Promise<R>) => Promise<R>;
  readonly tags: readonly string[];
  readonly fetcher?: typeof fetch;
  readonly timeoutMs?: number;
  readonly now?: () => number;
  readonly warn?: (message: string) => void;
}

/**
 * After a failure, this long without asking again: a build prerenders hundreds of pages per language, and a stopped
 * backend must cost one timeout per language, not one per page.
 */
export const BASE_INFO_RETRY_PAUSE_MS = 30_000;

/**
 * base-info for a locale, cached with the pages: an answer is stored under the given tags (so the revalidation that
 * refreshes the pages refreshes it), a failure is never stored. Any failure gives `{}` (swallowed,
 * empty object used), so a page never fails or waits longer than the timeout because of it. Without an address
 * nothing is asked and the answer is `{}` too, said once per process.
 */
export function createBaseInfoLoader(deps: BaseInfoLoaderDeps): (locale: LocaleCode) => Promise<BaseInfo> {
  const now = deps.now ?? Date.now;
  const failedAt = new Map<string, number>();
  let saidUnconfigured = false;
  return async (locale) => {
    const webApi = deps.webApiOf(locale);
    if (webApi === null) {
      if (!saidUnconfigured) deps.warn?.('base-info not asked: no web API address is configured (WEB_API_BASE_URL)');
      saidUnconfigured = true;
      return {};
    }
    let url: string;
    try {
      url = baseInfoUrl(webApi, locale);
    } catch {
      return {};
    }
    const failed = failedAt.get(url);
    if (failed !== undefined && now() - failed < BASE_INFO_RETRY_PAUSE_MS && now() >= failed) return {};
    try {
      const info = await deps.cache(['base-info', url], deps.tags, () =>
        fetchBaseInfo(url, deps.fetcher, deps.timeoutMs),
      );
      failedAt.delete(url);
      return info;
    } catch (error) {
      failedAt.set(url, now());
      deps.warn?.(`base-info for ${locale} not used: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    }
  };
}
