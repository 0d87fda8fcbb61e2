import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_DAYS } from '@site/schemas';
import MD5 from 'crypto-js/md5';
import { type CookieDomains, type CookieJar, sharedCookie } from './cookies';

const DEVICE_ID = /^[0-9a-f]{32}$/;

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value);
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A new device id: the MD5 hash of random bytes, the time and the user agent. */
export function newDeviceId(
  now = Date.now(),
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  return MD5(`${randomHex(16)}:${now}:${userAgent}`).toString();
}

/**
 * The device id lives in the __SYS_ID cookie for 360 days, on the parent domain so the three hosts
 * share it. An existing valid id is kept as it is (its lifetime counts from when it was made); anything else is
 * replaced.
 */
export function ensureDeviceId(
  cookies: CookieJar,
  page: URL,
  cookieDomains: CookieDomains,
  create: () => string = () => newDeviceId(),
): string {
  const current = cookies.get(DEVICE_ID_COOKIE);
  if (isDeviceId(current)) return current;
  const id = create();
  cookies.set(DEVICE_ID_COOKIE, id, sharedCookie(DEVICE_ID_COOKIE_DAYS, page, cookieDomains));
  return id;
}
