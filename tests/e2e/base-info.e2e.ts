import { expect, test } from '@playwright/test';
import { StubClient } from '../stub/client';
import { STUB_PATHS } from '../stub/server';
import { stubSettings } from '../stub/settings';
import { get } from './support/http';
import { urlOf } from './support/sites';
import { signedPost } from './support/webhook';

/**
 * base-info on the production build: the server asks it while rendering a page, so the stub
 * sees it in its `default` session (no browser User-Agent). The build ran without the stub, so its pages hold the
 * CMS's values; publishing the site settings (the webhook) renders them again with base-info's answer.
 */
test.describe.configure({ mode: 'serial' });

const backend = new StubClient(stubSettings().port, 'default');
const SITE_SETTINGS = { _id: 'siteSettings', _type: 'siteSettings', operation: 'update' };
const ANSWER = {
  code: 0,
  data: {
    title: 'Base-info title (e2e)',
    keywords: 'base-info-e2e-keywords',
    description: 'Base-info description (e2e)',
    // Same address as the CMS's, plus a query: other tests check origin and path only.
    register_url: 'https://app.morphis.example/register?via=base-info',
    login_url: '',
    statistical_body: '',
    statistical_title: '',
  },
};

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const registerHref = (html: string) =>
  /<a[^>]*class="[^"]*header-register[^"]*"[^>]*href="([^"]*)"/.exec(html)?.[1] ??
  /<a[^>]*href="([^"]*)"[^>]*class="[^"]*header-register/.exec(html)?.[1];

test.afterAll(async () => {
  // Back to the build's state: no answer, the pages rendered again with the CMS's values.
  await backend.configure({ delayMs: 0, failures: [], answers: { [STUB_PATHS.baseInfo]: { code: 1, msg: 'off' } } });
  await signedPost(SITE_SETTINGS);
  await get(urlOf('km'));
  await backend.reset();
});

test('its title, keywords, description and register URL are used where present, after the site settings are published', async () => {
  const before = await get(urlOf('km'));
  expect(before.status).toBe(200);
  const cmsTitle = titleOf(before.body);
  expect(cmsTitle).toBeTruthy();

  await backend.configure({ delayMs: 0, failures: [], answers: { [STUB_PATHS.baseInfo]: ANSWER } });
  expect((await signedPost(SITE_SETTINGS)).status).toBe(200);

  const after = await get(urlOf('km'));
  expect(after.status).toBe(200);
  expect(titleOf(after.body)).toBe(ANSWER.data.title);
  expect(metaOf(after.body, 'keywords')).toBe(ANSWER.data.keywords);
  expect(metaOf(after.body, 'description')).toBe(ANSWER.data.description);
  const register = new URL(registerHref(after.body)!.replace(/&amp;/g, '&'));
  expect(register.searchParams.get('via')).toBe('base-info');
  expect(register.searchParams.get('rel')).toBe('official_website');
  expect(register.searchParams.get('lang')).toBe('km');

  const asked = await backend.requests(STUB_PATHS.baseInfo);
  expect(
    asked.some(
      (request) => request.method === 'GET' && request.query['lang'] === 'km' && request.query['type'] === 'home',
    ),
  ).toBe(true);

  // Cached with the page: asking the page again does not ask the backend again.
  const count = (await backend.requests(STUB_PATHS.baseInfo)).filter(
    (request) => request.query['lang'] === 'km',
  ).length;
  await get(urlOf('km'));
  expect((await backend.requests(STUB_PATHS.baseInfo)).filter((request) => request.query['lang'] === 'km').length).toBe(
    count,
  );
});

test('a register or login URL on a host the configuration does not allow is not used: the configured one is', async () => {
  const evil = { ...ANSWER, data: { ...ANSWER.data, register_url: 'https://evil.example/register?via=base-info' } };
  await backend.configure({ delayMs: 0, failures: [], answers: { [STUB_PATHS.baseInfo]: evil } });
  expect((await signedPost(SITE_SETTINGS)).status).toBe(200);
  const page = await get(urlOf('km'));
  expect(page.status).toBe(200);
  expect(titleOf(page.body)).toBe(ANSWER.data.title);
  const register = new URL(registerHref(page.body)!.replace(/&amp;/g, '&'));
  expect(register.origin).toBe('https://app.morphis.example');
  expect(page.body).not.toContain('evil.example');
});

test('a backend that times out leaves the page as the CMS makes it, never an error', async () => {
  const cms = await get(urlOf('km', '/pricing'));
  await backend.configure({ delayMs: 20_000, failures: [], answers: {} });
  expect((await signedPost(SITE_SETTINGS)).status).toBe(200);
  const started = Date.now();
  const page = await get(urlOf('km'));
  expect(page.status).toBe(200);
  // The render gave up on base-info after its short timeout instead of waiting for the backend's 20 s.
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(titleOf(page.body)).not.toBe(ANSWER.data.title);
  expect(metaOf(page.body, 'keywords')).not.toBe(ANSWER.data.keywords);
  expect(registerHref(page.body)).not.toContain('via=base-info');
  expect((await get(urlOf('km', '/pricing'))).status).toBe(cms.status);
});
