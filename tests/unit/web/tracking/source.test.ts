import {
  API_PATHS,
  REFERRER_COOKIE,
  REFERRER_COOKIE_DAYS,
  REGISTER_CODE_KEY,
  SOURCE_DATA_FIELDS,
  SOURCE_KEY,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@/tracking/request';
import {
  buildSourceData,
  callbackOf,
  captureSource,
  externalReferrer,
  shouldRecordSource,
  storeSourceParams,
} from '@/tracking/source';
import { COOKIE_DOMAINS, FakeJar, MemoryStore, fakeCaller, fieldsOf } from './support';

const SITE_HOSTS = ['www.example.test', 'zh.example.test', 'ru.example.test'];
const page = (query: string) => new URL(`https://www.example.test/pricing${query}`);

describe('storeSourceParams (clearing rules)', () => {
  it.each([
    ['code only: stores registeCode, clears source', '?code=C1', { [REGISTER_CODE_KEY]: 'C1' }],
    ['source only: stores source, clears registeCode', '?source=S1', { [SOURCE_KEY]: 'S1' }],
    ['both: stores both', '?code=C1&source=S1', { [REGISTER_CODE_KEY]: 'C1', [SOURCE_KEY]: 'S1' }],
    ['neither: keeps both', '?utm_source=x', { [REGISTER_CODE_KEY]: 'old-code', [SOURCE_KEY]: 'old-source' }],
    ['empty values count as absent', '?code=&source=', { [REGISTER_CODE_KEY]: 'old-code', [SOURCE_KEY]: 'old-source' }],
  ])('%s', (_label, query, expected) => {
    const local = new MemoryStore({ [REGISTER_CODE_KEY]: 'old-code', [SOURCE_KEY]: 'old-source' });
    storeSourceParams(page(query).searchParams, local);
    expect(Object.fromEntries(local.map)).toEqual(expected);
  });
});

describe('externalReferrer', () => {
  it.each([
    ['https://www.google.com/search?q=x', 'https://www.google.com/search?q=x'],
    ['http://t.co/abc', 'http://t.co/abc'],
    ['', null],
    ['not a url', null],
    ['android-app://com.google.android.gm/', null],
    ['https://www.example.test/blog', null],
    ['https://zh.example.test/', null],
    ['https://app.morphis.com/login', null],
    ['https://morphis.io/x', null],
    ['https://blog.morphis.io/x', null],
    ['https://morphis.io.evil.test/x', 'https://morphis.io.evil.test/x'],
  ])('%s -> %s', (referrer, expected) => {
    expect(externalReferrer(referrer, SITE_HOSTS, page(''))).toBe(expected);
  });

  it('ignores the current host even when it is not configured', () => {
    expect(
      externalReferrer('https://preview.example.net/a', SITE_HOSTS, new URL('https://preview.example.net/b')),
    ).toBeNull();
  });
});

describe('shouldRecordSource', () => {
  it.each([
    ['', null, false],
    ['?code=ONLY', null, false],
    ['?cb=https://x', null, false],
    ['', 'https://google.com/', true],
    ['?source=fb', null, true],
    ['?utm_source=a', null, true],
    ['?utm_medium=a', null, true],
    ['?utm_term=a', null, true],
    ['?utm_content=a', null, true],
    ['?utm_campaign=a', null, true],
    ['?bd_vid=123', null, true],
    ['?utm_source=', null, false],
  ])('%s with referrer %s -> %s', (query, referrer, expected) => {
    expect(shouldRecordSource(page(query), referrer)).toBe(expected);
  });
});

describe('buildSourceData', () => {
  it('has every source_data field, page_url encoded, source falling back to storage', () => {
    const url = page(
      '?utm_source=g&utm_medium=cpc&utm_term=t&utm_content=c&utm_campaign=k&bd_vid=b&cb=https%3A%2F%2Fcb.test%2Fx',
    );
    const data = buildSourceData(url, new MemoryStore({ [SOURCE_KEY]: 'stored' }));
    expect(Object.keys(data)).toEqual([...SOURCE_DATA_FIELDS]);
    expect(data).toEqual({
      page_url: encodeURIComponent(url.href),
      source: 'stored',
      callback: 'https://cb.test/x',
      utm_source: 'g',
      utm_medium: 'cpc',
      utm_term: 't',
      utm_content: 'c',
      utm_campaign: 'k',
      bd_vid: 'b',
    });
    expect(callbackOf(url)).toBe('https://cb.test/x');
  });

  it('leaves unknown fields empty', () => {
    const data = buildSourceData(page('?source=q'), null);
    expect(data.source).toBe('q');
    expect(data.utm_term).toBe('');
    expect(data.callback).toBe('');
  });
});

describe('captureSource', () => {
  it('sends multipart source_data and referer, and keeps the referrer cookie for 365 days', async () => {
    const cookies = new FakeJar();
    const api = fakeCaller();
    const local = new MemoryStore();
    const url = new URL('https://www.morphis.com/?source=ads&code=INV');
    const sent = await captureSource({
      cookieDomains: COOKIE_DOMAINS,
      page: url,
      referrer: 'https://news.test/a',
      siteHosts: SITE_HOSTS,
      cookies,
      local,
      api,
    });
    expect(sent).toBe(true);
    expect(local.getItem(REGISTER_CODE_KEY)).toBe('INV');
    expect(local.getItem(SOURCE_KEY)).toBe('ads');
    expect(cookies.writes).toEqual([
      {
        name: REFERRER_COOKIE,
        value: 'https://news.test/a',
        attributes: { days: REFERRER_COOKIE_DAYS, domain: 'morphis.com', secure: true },
      },
    ]);
    expect(api.calls).toHaveLength(1);
    const { path, options } = api.calls[0]!;
    expect(path).toBe(API_PATHS.recordSource);
    expect(options.method).toBe('POST');
    expect(options.body).toBeInstanceOf(FormData);
    const fields = fieldsOf(options.body);
    expect(Object.keys(fields)).toEqual(['source_data', 'referer']);
    expect(JSON.parse(fields.source_data!)).toMatchObject({ source: 'ads', page_url: encodeURIComponent(url.href) });
    expect(JSON.parse(fields.referer!)).toEqual(['https://news.test/a']);
  });

  it('omits referer without an external referrer', async () => {
    const api = fakeCaller();
    const cookies = new FakeJar();
    await captureSource({
      cookieDomains: COOKIE_DOMAINS,
      page: page('?utm_campaign=x'),
      referrer: 'https://www.example.test/',
      siteHosts: SITE_HOSTS,
      cookies,
      local: null,
      api,
    });
    expect(Object.keys(fieldsOf(api.calls[0]!.options.body))).toEqual(['source_data']);
    expect(cookies.writes).toHaveLength(0);
  });

  it('sends nothing when the condition does not hold, but still stores the code', async () => {
    const api = fakeCaller();
    const local = new MemoryStore({ [SOURCE_KEY]: 'old' });
    expect(
      await captureSource({
        cookieDomains: COOKIE_DOMAINS,
        page: page('?code=ONLY'),
        referrer: '',
        siteHosts: SITE_HOSTS,
        cookies: new FakeJar(),
        local,
        api,
      }),
    ).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect(Object.fromEntries(local.map)).toEqual({ [REGISTER_CODE_KEY]: 'ONLY' });
  });

  it('resolves false when the call fails', async () => {
    const api = fakeCaller(new RequestError('status', 'POST', 'x', 'HTTP 500', 500));
    expect(
      await captureSource({
        cookieDomains: COOKIE_DOMAINS,
        page: page('?source=a'),
        referrer: '',
        siteHosts: SITE_HOSTS,
        cookies: new FakeJar(),
        local: null,
        api,
      }),
    ).toBe(false);
  });
});
