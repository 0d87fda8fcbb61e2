import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_DAYS } from '@site/schemas';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureDeviceId, isDeviceId, newDeviceId } from '@/tracking/device-id';
import { COOKIE_DOMAINS, FakeJar } from './support';

describe('device id (__SYS_ID, MD5, 360 days)', () => {
  it('is a 32-character lowercase hex MD5, different every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newDeviceId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is created once and written for 360 days on the parent domain', () => {
    const cookies = new FakeJar();
    const page = new URL('https://zh.morphis.com/');
    const id = ensureDeviceId(cookies, page, COOKIE_DOMAINS, () => createHash('md5').update('seed').digest('hex'));
    expect(id).toBe(createHash('md5').update('seed').digest('hex'));
    expect(cookies.writes).toEqual([
      {
        name: DEVICE_ID_COOKIE,
        value: id,
        attributes: { days: DEVICE_ID_COOKIE_DAYS, domain: 'morphis.com', secure: true },
      },
    ]);
    expect(ensureDeviceId(cookies, page, COOKIE_DOMAINS)).toBe(id);
    expect(cookies.writes).toHaveLength(1);
  });

  it.each(['', 'abc', 'Z'.repeat(32), '0123456789ABCDEF0123456789ABCDEF'])(
    'replaces an invalid cookie value %j',
    (value) => {
      const cookies = new FakeJar();
      cookies.values.set(DEVICE_ID_COOKIE, value);
      const id = ensureDeviceId(cookies, new URL('http://localhost:3000/'), COOKIE_DOMAINS);
      expect(isDeviceId(id)).toBe(true);
      expect(id).not.toBe(value);
      expect(cookies.writes[0]!.attributes).toEqual({ days: DEVICE_ID_COOKIE_DAYS, secure: false });
    },
  );
});
