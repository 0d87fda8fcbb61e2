import { expect, test } from '@playwright/test';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { DRAFT_SESSION_COOKIE } from '@site/schemas';
import { signDraftSession } from '@/content/draft-mode';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { get, type RawResponse } from '../e2e/support/http';
import { sites, urlOf } from '../e2e/support/sites';
import { lakeSettings, LAKE_BROWSER_TOKEN, LAKE_TOKEN, studioUrl } from '../lake-stub/settings';
import { h1, lake, until, webhook } from './support';

/**
 * Draft mode as the Studio's Presentation tool opens it: a `sanity.previewUrlSecret` document made in the stand-in by
 * `@sanity/preview-url-secret` (what the tool does), then the enable route with it. The redirect is `private,
 * no-store`; an unknown or expired secret opens nothing. Draft pages follow the tool's perspective cookie, the
 * draft session ends (and a forged or re-keyed one never starts), and the editor's browser gets the browser token,
 * never the server's.
 */
const SLUG = 'what-is-browser-fingerprinting';
const PATH = `/blog/${SLUG}`;
const BYPASS = '__prerender_bypass';

test.beforeEach(() => lake.reset());
test.afterAll(() => lake.reset());

/** The tool's secret, as `sanity/presentation` creates it for the editor who opened it. */
async function previewSecret(id?: string): Promise<string> {
  const { secret } = await createPreviewSecret(
    lake.client,
    'presentation-test',
    studioUrl(lakeSettings()),
    'editor',
    id,
  );
  return secret;
}

const presentationUrl = (secret: string, perspective = 'drafts') =>
  `${sites.en}/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}` +
  `&sanity-preview-pathname=${encodeURIComponent(PATH)}&sanity-preview-perspective=${perspective}`;

/** The `name=value` pairs an answer sets, as a Cookie header. */
const cookiesOf = (answer: RawResponse) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** A draft of the article with its English title changed; returns the published and the draft titles. */
async function draftTitle(): Promise<{ published: string; draft: string }> {
  const id = await lake.client.fetch<string>('*[_type == "blogPost" && slug.current == $slug][0]._id', { slug: SLUG });
  const document = (await lake.client.getDocument(id))!;
  const draft = `Draft title ${Date.now()}`;
  await lake.client.createOrReplace({
    ...document,
    _id: `drafts.${id}`,
    title: { ...(document.title as object), en: draft },
  });
  return { published: (document.title as { en: string }).en, draft };
}

/** The heading without stega's invisible characters. */
const heading = (html: string) => h1(html)?.replace(/[\u200B-\u200D\u2060\uFEFF]|\uDB40[\uDC00-\uDCFF]/g, '');

test('the Presentation tool opens draft mode: a 307 that is private, no-store, then the draft page', async ({
  page,
}) => {
  const { draft } = await draftTitle();
  const final = await page.goto(presentationUrl(await previewSecret()));
  const redirect = await final!.request().redirectedFrom()!.response();
  expect(redirect!.status()).toBe(307);
  expect(redirect!.headers()['cache-control']).toBe('private, no-store');
  expect(new URL(redirect!.headers()['location']!, sites.en).pathname).toBe(PATH);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining([BYPASS, DRAFT_SESSION_COOKIE, 'sanity-preview-perspective']));
  await expect(page.locator('[data-preview-bar]')).toBeVisible();
  await expect(page.locator('h1')).toContainText(draft);
});

test('an unknown or expired secret opens nothing', async () => {
  const unknown = await get(presentationUrl('not-a-secret-the-project-made'));
  expect(unknown.status).toBe(401);
  expect(unknown.headers['cache-control']).toBe('private, no-store');
  expect(cookiesOf(unknown)).not.toContain(BYPASS);

  const id = `expired-${Date.now()}`;
  const secret = await previewSecret(id);
  // One second past the library's time to live (an hour).
  await lake.backdate(`drafts.${id}`, 3601);
  const expired = await get(presentationUrl(secret));
  expect(expired.status).toBe(401);
  expect(cookiesOf(expired)).not.toContain(BYPASS);
  expect(cookiesOf(expired)).not.toContain(`${DRAFT_SESSION_COOKIE}=`);

  // The same secret before it expired does open draft mode (the refusal above was the age).
  const fresh = await get(presentationUrl(await previewSecret()));
  expect(fresh.status).toBe(307);

  // A valid secret never sends the editor to another site: of `https://a//evil.example/x` next-sanity keeps the path
  // `//evil.example/x`, which a browser reads as another host.
  const offSite = await get(
    presentationUrl(await previewSecret()).replace(
      encodeURIComponent(PATH),
      encodeURIComponent('https://a//evil.example/x'),
    ),
  );
  expect(offSite.status).toBe(400);
  expect(cookiesOf(offSite)).not.toContain(BYPASS);
});

test("draft pages show the perspective the Presentation tool chose (its cookie), 'drafts' without it", async () => {
  const { published, draft } = await draftTitle();
  const enable = await get(presentationUrl(await previewSecret(), 'published'));
  expect(enable.status).toBe(307);
  const cookie = cookiesOf(enable);
  expect(cookie).toContain('sanity-preview-perspective=published');
  const asPublished = await get(urlOf('en', PATH), { cookie });
  expect(asPublished.body).toContain('data-preview-bar');
  expect(heading(asPublished.body)).toBe(published);

  // The perspective switcher sets the same cookie (next-sanity's action); drafts again.
  const switched = cookie.replace('sanity-preview-perspective=published', 'sanity-preview-perspective=drafts');
  expect(heading((await get(urlOf('en', PATH), { cookie: switched })).body)).toBe(draft);
  const without = cookie.replace(/;?\s*sanity-preview-perspective=published/, '');
  expect(heading((await get(urlOf('en', PATH), { cookie: without })).body)).toBe(draft);
});

test('a draft session that ended, is forged or was signed with another secret shows the published page and ends', async () => {
  const { published, draft } = await draftTitle();
  const enable = await get(
    `${sites.en}/api/draft-mode/enable?secret=${encodeURIComponent(localSecret('SANITY_PREVIEW_SECRET'))}&redirect=${encodeURIComponent(PATH)}`,
  );
  expect(enable.status).toBe(307);
  expect(enable.headers['cache-control']).toBe('private, no-store');
  const cookie = cookiesOf(enable);
  expect(heading((await get(urlOf('en', PATH), { cookie })).body)).toBe(draft);

  const session = new RegExp(`${DRAFT_SESSION_COOKIE}=[^;]*`);
  const ended = signDraftSession(localSecret('SANITY_PREVIEW_SECRET'), Date.now() - 2 * 60 * 60 * 1000);
  const cases = {
    ended: cookie.replace(session, `${DRAFT_SESSION_COOKIE}=${ended}`),
    rekeyed: cookie.replace(
      session,
      `${DRAFT_SESSION_COOKIE}=${signDraftSession('a-secret-since-replaced-0123456789')}`,
    ),
    forged: cookie.replace(session, `${DRAFT_SESSION_COOKIE}=${Date.now() + 60_000}.${'A'.repeat(43)}`),
    missing: cookie.replace(session, ''),
  };
  for (const [name, sent] of Object.entries(cases)) {
    const answer = await get(urlOf('en', PATH), { cookie: sent });
    expect(answer.status, name).toBe(200);
    expect(answer.body, name).not.toContain('data-preview-bar');
    expect(heading(answer.body), name).toBe(published);
    const cleared = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
    expect(
      cleared.some((line) => line.startsWith(`${BYPASS}=;`) && /Max-Age=0/.test(line)),
      name,
    ).toBe(true);
  }
});

test("the editor's browser gets the browser token, never the server's; visitors get neither", async () => {
  const enable = await get(
    `${sites.en}/api/draft-mode/enable?secret=${encodeURIComponent(localSecret('SANITY_PREVIEW_SECRET'))}&redirect=${encodeURIComponent(PATH)}`,
  );
  const draft = await get(urlOf('en', PATH), { cookie: cookiesOf(enable) });
  expect(draft.body).toContain('data-preview-bar');
  expect(draft.body).toContain(LAKE_BROWSER_TOKEN);
  expect(draft.body).not.toContain(LAKE_TOKEN);
  const visitor = await get(urlOf('en', PATH));
  expect(visitor.body).not.toContain(LAKE_BROWSER_TOKEN);
  expect(visitor.body).not.toContain(LAKE_TOKEN);
});

test("a 401 on a visitor's read holds the instance out of readiness until the Lake reads again", async () => {
  expect((await get(`${sites.en}/api/ready`)).status).toBe(200);
  const id = await lake.client.fetch<string>('*[_type == "blogPost" && slug.current == $slug][0]._id', { slug: SLUG });
  // The Lake refuses the site's reads (a private dataset read without a token, or a revoked one).
  await lake.configure({ faults: [{ mode: 'status', status: 401, endpoint: 'query' }] });
  try {
    // A publish without `_rev` expires the article's tags at once: the next visitor's request reads the Lake.
    expect((await webhook({ _id: id, _type: 'blogPost', slug: SLUG })).status).toBe(200);
    await get(urlOf('en', PATH));
    const held = await until(`${sites.en}/api/ready`, (_body, status) => status === 503, 5000);
    expect(held.status).toBe(503);
    expect(JSON.parse(held.body)).toMatchObject({ ready: false, waitingFor: ['content'] });
    expect((await get(urlOf('en', '/pricing'))).status).toBe(503);
  } finally {
    await lake.configure({ faults: [] });
  }
  // The last-good probe reads again every 2 s: back in without a restart.
  const back = await until(`${sites.en}/api/ready`, (_body, status) => status === 200, 10_000);
  expect(back.status).toBe(200);
  expect((await get(urlOf('en', PATH))).status).toBe(200);
});
