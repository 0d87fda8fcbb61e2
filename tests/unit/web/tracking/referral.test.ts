import { API_PATHS, REF_COOKIE, REF_COOKIE_DAYS, REGISTER_CODE_KEY } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@/tracking/request';
import { captureReferral, findReferralCode } from '@/tracking/referral';
import { COOKIE_DOMAINS, FakeJar, MemoryStore, fakeCaller } from './support';

const page = (query: string, host = 'https://www.morphis.com') => new URL(`${host}/de/pricing${query}`);

describe('findReferralCode (query ref, code, cookie, storage)', () => {
  const jar = (value?: string) => {
    const cookies = new FakeJar();
    if (value !== undefined) cookies.values.set(REF_COOKIE, value);
    return cookies;
  };

  it.each([
    ['query ref first', '?ref=R1&code=C1', 'K1', 'L1', 'R1'],
    ['then query code', '?code=C1', 'K1', 'L1', 'C1'],
    ['then the __REF cookie', '', 'K1', 'L1', 'K1'],
    ['then local registeCode', '', undefined, 'L1', 'L1'],
    ['nothing', '', undefined, undefined, null],
    ['a malformed ref falls through to code', '?ref=<script>&code=C2', undefined, undefined, 'C2'],
    ['an over-long code falls through to the cookie', `?code=${'x'.repeat(65)}`, 'K2', undefined, 'K2'],
    ['an empty ref falls through', '?ref=&code=', undefined, 'L3', 'L3'],
    ['codes are trimmed', '?ref=%20R9%20', undefined, undefined, 'R9'],
  ])('%s', (_label, query, cookie, local, expected) => {
    const store = new MemoryStore(local ? { [REGISTER_CODE_KEY]: local } : {});
    expect(findReferralCode(page(query), jar(cookie), store)).toBe(expected);
  });

  it('works without storage', () => {
    expect(findReferralCode(page(''), jar(), null)).toBeNull();
  });
});

describe('captureReferral', () => {
  it('writes __REF for 7 days on the parent domain and calls ref/set with credentials', async () => {
    const cookies = new FakeJar();
    const api = fakeCaller();
    const code = await captureReferral({
      cookieDomains: COOKIE_DOMAINS,
      page: page('?ref=AB12'),
      cookies,
      local: new MemoryStore(),
      api,
    });
    expect(code).toBe('AB12');
    expect(cookies.writes).toEqual([
      { name: REF_COOKIE, value: 'AB12', attributes: { days: REF_COOKIE_DAYS, domain: 'morphis.com', secure: true } },
    ]);
    expect(api.calls).toEqual([
      { path: API_PATHS.refSet, options: { query: { c_v: 'AB12' }, credentials: 'include' } },
    ]);
  });

  it('is host-only and not Secure on http://localhost', async () => {
    const cookies = new FakeJar();
    await captureReferral({
      cookieDomains: COOKIE_DOMAINS,
      page: page('?code=X', 'http://localhost:3000'),
      cookies,
      local: null,
      api: fakeCaller(),
    });
    expect(cookies.writes[0]!.attributes).toEqual({ days: REF_COOKIE_DAYS, secure: false });
  });

  it('does nothing without a code', async () => {
    const cookies = new FakeJar();
    const api = fakeCaller();
    expect(
      await captureReferral({ cookieDomains: COOKIE_DOMAINS, page: page(''), cookies, local: new MemoryStore(), api }),
    ).toBeNull();
    expect(cookies.writes).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the cookie and resolves when the call fails', async () => {
    const cookies = new FakeJar();
    const api = fakeCaller(new RequestError('network', 'GET', 'x', 'down'));
    await expect(
      captureReferral({ cookieDomains: COOKIE_DOMAINS, page: page('?ref=Z'), cookies, local: null, api }),
    ).resolves.toBe('Z');
    expect(cookies.values.get(REF_COOKIE)).toBe('Z');
  });
});
