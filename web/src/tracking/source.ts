import {
  API_PATHS,
  BD_VID_PARAM,
  CALLBACK_PARAM,
  CODE_PARAM,
  REFERER_FIELD,
  REFERRER_COOKIE,
  REFERRER_COOKIE_DAYS,
  REGISTER_CODE_KEY,
  SOURCE_DATA_FIELD,
  SOURCE_KEY,
  SOURCE_PARAM,
  type SourceDataField,
  UTM_PARAMS,
} from '@site/schemas';
import { type CookieDomains, type CookieJar, sharedCookie } from './cookies';
import type { Caller } from './request';
import { isOwnHost } from './settings';
import { type KeyValueStore, getItem, setItem } from './storage';

/** The visitor-source record, every field present (empty when unknown). */
export type SourceData = Record<SourceDataField, string>;

const present = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim() !== '';

/**
 * Query `code` and `source` are stored as registeCode and source. Only `code` clears source, only
 * `source` clears registeCode, both store both, neither changes nothing.
 */
export function storeSourceParams(params: URLSearchParams, local: KeyValueStore | null): void {
  const code = present(params, CODE_PARAM) ? params.get(CODE_PARAM)!.trim() : null;
  const source = present(params, SOURCE_PARAM) ? params.get(SOURCE_PARAM)!.trim() : null;
  if (code === null && source === null) return;
  setItem(local, REGISTER_CODE_KEY, code);
  setItem(local, SOURCE_KEY, source);
}

/** The callback parameter `cb` of the address. */
export function callbackOf(page: URL): string {
  return page.searchParams.get(CALLBACK_PARAM) ?? '';
}

/** The referrer when it is an http(s) address off our own hosts, the product's domains and the sister domain. */
export function externalReferrer(referrer: string, siteHosts: readonly string[], page: URL): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === page.hostname || isOwnHost(url.hostname, siteHosts)) return null;
  return url.href;
}

export function buildSourceData(page: URL, local: KeyValueStore | null): SourceData {
  const query = (name: string) => page.searchParams.get(name) ?? '';
  const data = {
    page_url: encodeURIComponent(page.href),
    source: query(SOURCE_PARAM) || getItem(local, SOURCE_KEY) || '',
    callback: callbackOf(page),
    ...Object.fromEntries(UTM_PARAMS.map((name) => [name, query(name)])),
    bd_vid: query(BD_VID_PARAM),
  };
  return data as SourceData;
}

/** Sent only with an external referrer, a source, any utm parameter or bd_vid. */
export function shouldRecordSource(page: URL, referrer: string | null): boolean {
  const params = page.searchParams;
  return referrer !== null || [SOURCE_PARAM, ...UTM_PARAMS, BD_VID_PARAM].some((name) => present(params, name));
}

export function sourceForm(data: SourceData, referrer: string | null): FormData {
  const form = new FormData();
  form.append(SOURCE_DATA_FIELD, JSON.stringify(data));
  if (referrer) form.append(REFERER_FIELD, JSON.stringify([referrer]));
  return form;
}

/**
 * Source tracking at start: store the query's code and source, keep an external referrer in the referrer cookie
 * (365 days, parent domain), and send the record-source call when shouldRecordSource holds. Silent on failure.
 */
export async function captureSource(deps: {
  page: URL;
  referrer: string;
  siteHosts: readonly string[];
  cookies: CookieJar;
  cookieDomains: CookieDomains;
  local: KeyValueStore | null;
  api: Caller;
}): Promise<boolean> {
  const { page, local } = deps;
  storeSourceParams(page.searchParams, local);
  const referrer = externalReferrer(deps.referrer, deps.siteHosts, page);
  if (referrer)
    deps.cookies.set(REFERRER_COOKIE, referrer, sharedCookie(REFERRER_COOKIE_DAYS, page, deps.cookieDomains));
  if (!shouldRecordSource(page, referrer)) return false;
  const body = sourceForm(buildSourceData(page, local), referrer);
  return deps.api(API_PATHS.recordSource, { method: 'POST', body }).then(
    () => true,
    () => false,
  );
}
