import {
  DEVICE_ID_COOKIE,
  DEVICE_ID_COOKIE_DAYS,
  REFERRER_COOKIE,
  REFERRER_COOKIE_DAYS,
  REF_COOKIE,
  REF_COOKIE_DAYS,
  REGISTER_CODE_KEY,
  SOURCE_DATA_FIELDS,
  SOURCE_KEY,
} from '@site/schemas';
import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { sites, urlOf } from '../support/sites';
import { STUB_PATHS, expect, runtimeStarted, test } from '../support/stub';

async function cookie(context: BrowserContext, url: string, name: string): Promise<Cookie> {
  const found = (await context.cookies(url)).find((candidate) => candidate.name === name);
  expect(found, `cookie ${name}`).toBeDefined();
  return found!;
}

/** Lifetime in days from now; the test's own runtime makes it a little shorter. */
function expectLifetime(found: Cookie, days: number) {
  const left = (found.expires * 1000 - Date.now()) / 86_400_000;
  expect(left).toBeGreaterThan(days - 0.01);
  expect(left).toBeLessThanOrEqual(days);
}

const storage = (page: Page) =>
  page.evaluate(
    ([code, source]) => ({ code: localStorage.getItem(code!), source: localStorage.getItem(source!) }),
    [REGISTER_CODE_KEY, SOURCE_KEY],
  );

test('a landing with ref, source, utm, cb, bd_vid and an external referrer', async ({ page, context, stub }) => {
  const url = `${urlOf('en')}?ref=AB12&source=google&utm_source=news&utm_medium=email&utm_campaign=spring&bd_vid=77&cb=${encodeURIComponent('https://app.example.org/cb')}`;
  await page.goto(url, { referer: 'https://www.example.org/article?id=1' });
  await runtimeStarted(stub);

  // Referral: GET ref/set with credentials (the page's own cookies reach the stub), and __REF for 7 days.
  const [refSet] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.refSet);
  expect(refSet!.method).toBe('GET');
  expect(refSet!.query).toEqual({ c_v: 'AB12' });
  expect(refSet!.cookies[REF_COOKIE]).toBe('AB12');
  const ref = await cookie(context, sites.en, REF_COOKIE);
  expect(ref.value).toBe('AB12');
  expect(ref.domain).toBe('localhost'); // host-only: localhost has no parent domain to share
  expect(ref.path).toBe('/');
  expect(ref.sameSite).toBe('Lax');
  expectLifetime(ref, REF_COOKIE_DAYS);

  // Source tracking: multipart source_data with every field, referer as a one-address JSON array, no credentials.
  const [record] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.recordSource);
  const referrer = await page.evaluate(() => document.referrer);
  expect(referrer).toMatch(/^https:\/\/www\.example\.org\//);
  expect(record!.method).toBe('POST');
  expect(record!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(Object.keys(record!.fields)).toEqual(['source_data', 'referer']);
  const sourceData = JSON.parse(record!.fields['source_data']!) as Record<string, string>;
  expect(Object.keys(sourceData)).toEqual([...SOURCE_DATA_FIELDS]);
  expect(sourceData).toEqual({
    page_url: encodeURIComponent(page.url()),
    source: 'google',
    callback: 'https://app.example.org/cb',
    utm_source: 'news',
    utm_medium: 'email',
    utm_term: '',
    utm_content: '',
    utm_campaign: 'spring',
    bd_vid: '77',
  });
  expect(JSON.parse(record!.fields['referer']!)).toEqual([referrer]);
  expect(record!.cookies).toEqual({});

  // The referrer cookie (365 days) and the device id (MD5, 360 days).
  const kept = await cookie(context, sites.en, REFERRER_COOKIE);
  expect(decodeURIComponent(kept.value)).toBe(referrer);
  expectLifetime(kept, REFERRER_COOKIE_DAYS);
  const device = await cookie(context, sites.en, DEVICE_ID_COOKIE);
  expect(device.value).toMatch(/^[0-9a-f]{32}$/);
  expectLifetime(device, DEVICE_ID_COOKIE_DAYS);

  // Only `source` was in the query: it is stored and registeCode is cleared.
  expect(await storage(page)).toEqual({ code: null, source: 'google' });
});

test('code alone: stored as registeCode, source cleared, referral sent, no source record', async ({ page, stub }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, 'old-source');
      sessionStorage.setItem('seeded', '1');
    }
  }, SOURCE_KEY);
  await page.goto(`${urlOf('de')}?code=XYZ9`);
  await runtimeStarted(stub);
  const [refSet] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.refSet);
  expect(refSet!.query).toEqual({ c_v: 'XYZ9' });
  await stub.waitFor((list) => list.length > 0, STUB_PATHS.recordLog);
  expect(await stub.requests(STUB_PATHS.recordSource)).toEqual([]);
  expect(await storage(page)).toEqual({ code: 'XYZ9', source: null });
});

test("the stored registeCode is the last fallback; our own and the sister domain's referrers are ignored", async ({
  page,
  context,
  stub,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'LOCAL1'), REGISTER_CODE_KEY);
  await page.goto(urlOf('en'), { referer: `${sites.zh}/` });
  await runtimeStarted(stub);
  const [refSet] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.refSet);
  expect(refSet!.query).toEqual({ c_v: 'LOCAL1' });
  await stub.waitFor((list) => list.length > 0, STUB_PATHS.recordLog);
  expect(await stub.requests(STUB_PATHS.recordSource)).toEqual([]);
  expect((await context.cookies(sites.en)).map((found) => found.name)).not.toContain(REFERRER_COOKIE);

  // A utm parameter alone triggers the record, still without a referer field for the sister domain.
  await page.goto(`${urlOf('en')}?utm_source=partner`, { referer: 'https://www.morphis.io/page' });
  await runtimeStarted(stub, 2);
  const [record] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.recordSource);
  expect(Object.keys(record!.fields)).toEqual(['source_data']);
  expect(JSON.parse(record!.fields['source_data']!)).toMatchObject({ utm_source: 'partner', source: '' });
});

test('on the Chinese host, shared cookies go on its parent domain', async ({ page, context, stub }) => {
  await page.goto(`${urlOf('zh')}?ref=ZH1`);
  await runtimeStarted(stub);
  await stub.waitFor((list) => list.length > 0, STUB_PATHS.refSet);
  for (const name of [DEVICE_ID_COOKIE, REF_COOKIE]) {
    const found = await cookie(context, sites.zh, name);
    expect(found.domain, name).toBe(`.${new URL(sites.zh).hostname}`);
  }
  expect((await cookie(context, sites.zh, REF_COOKIE)).value).toBe('ZH1');
});
