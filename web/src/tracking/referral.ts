import {
  API_PATHS,
  REFERRAL_CODE_PATTERN,
  REF_COOKIE,
  REF_COOKIE_DAYS,
  REF_QUERY_PARAMS,
  REF_SET_PARAM,
  REGISTER_CODE_KEY,
} from '@site/schemas';
import { type CookieDomains, type CookieJar, sharedCookie } from './cookies';
import type { Caller } from './request';
import { type KeyValueStore, getItem } from './storage';

function valid(value: string | null | undefined): string | null {
  const code = value?.trim();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The referral code comes from the query's `ref`, then its `code`, then the __REF cookie, then the
 * locally stored registeCode. A malformed value is skipped and the next source is tried.
 */
export function findReferralCode(page: URL, cookies: CookieJar, local: KeyValueStore | null): string | null {
  for (const parameter of REF_QUERY_PARAMS) {
    const code = valid(page.searchParams.get(parameter));
    if (code) return code;
  }
  return valid(cookies.get(REF_COOKIE)) ?? valid(getItem(local, REGISTER_CODE_KEY));
}

/**
 * When a code is found: the __REF cookie for 7 days on the parent domain, and the referral-set call with
 * credentials. The call's failure is silent (the wrapper reports it).
 */
export async function captureReferral(deps: {
  page: URL;
  cookies: CookieJar;
  cookieDomains: CookieDomains;
  local: KeyValueStore | null;
  api: Caller;
}): Promise<string | null> {
  const code = findReferralCode(deps.page, deps.cookies, deps.local);
  if (!code) return null;
  deps.cookies.set(REF_COOKIE, code, sharedCookie(REF_COOKIE_DAYS, deps.page, deps.cookieDomains));
  await deps.api(API_PATHS.refSet, { query: { [REF_SET_PARAM]: code }, credentials: 'include' }).catch(() => undefined);
  return code;
}
