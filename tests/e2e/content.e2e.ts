import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SIGNATURE_HEADER, signWebhookPayload } from '@site/schemas';
import { get } from './support/http';
import { sites, urlOf } from './support/sites';
import { TEST_DATASET_DIR, TEST_DATASET_FILE, TRACKED_DATASET_DIR } from './support/test-dataset';
import { ENDPOINT, SECRET, post, signedPost } from './support/webhook';

/**
 * Content against the production build: translated and missing-translation article pages, every webhook answer
 * over HTTP, and publish-to-live (edit the embedded dataset, send the signed webhook, see the change).
 */
// The server's copy of the dataset (support/test-dataset.ts): edits never reach the tracked data.ndjson.
const DATASET = TEST_DATASET_FILE;

/**
 * Replaces the dataset in one step (a new file renamed over it), as an editor's tool would: the server, read by other
 * spec files at the same time, never sees it half written (a truncated file is a valid dataset with documents missing).
 */
function writeDataset(text: string): void {
  const next = `${DATASET}.${process.pid}.next`;
  writeFileSync(next, text);
  renameSync(next, DATASET);
}
const TRACKED = join(TRACKED_DATASET_DIR, 'data.ndjson');
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

test.describe('article pages', () => {
  test('a translated article renders in its language with its own canonical URL', async ({ page }) => {
    await page.goto(urlOf('de', '/blog/what-is-browser-fingerprinting'));
    await expect(page.locator('h1')).toHaveText('Was ist Browser-Fingerprinting?');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      urlOf('de', '/blog/what-is-browser-fingerprinting'),
    );
  });

  test('a missing translation shows the English text with a notice, lang="en" and an English canonical', async ({
    page,
  }) => {
    await page.goto(urlOf('ko', '/blog/what-is-browser-fingerprinting'));
    await expect(page.getByTestId('translation-notice')).toBeVisible();
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('What is browser fingerprinting?');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      urlOf('en', '/blog/what-is-browser-fingerprinting'),
    );
  });

  test('the Chinese host serves the Chinese article and an unknown slug is a 404', async () => {
    const chinese = await get(urlOf('zh', '/blog/canvas-fingerprint-explained'));
    expect(chinese.status).toBe(200);
    expect(h1(chinese.body)).toBe('Canvas 指纹详解');
    expect((await get(urlOf('en', '/blog/no-such-article'))).status).toBe(404);
  });

  test('seed images are served from the embedded dataset, and only plain file names', async () => {
    const image = await get(`${sites.en}/content-assets/cover-blog-fingerprinting.svg`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    // An editor's SVG opened directly runs nothing: its own policy, not the site's.
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((await get(`${sites.en}/content-assets/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});

test.describe('revalidation webhook over HTTP', () => {
  test('answers 405, 401, 413, 400 and 409 as specified and never 500', async () => {
    expect((await get(ENDPOINT.href)).status).toBe(405);
    expect((await post('{}')).status).toBe(401);
    expect((await post('{}', { [SIGNATURE_HEADER]: await signWebhookPayload('wrong-secret', '{}') })).status).toBe(401);
    expect(
      (await post('{}', { [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, '{}', Date.now() - 6 * 60_000) }))
        .status,
    ).toBe(401);
    expect(
      (await post('{}', { [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, '{}', Date.now() + 10 * 60_000) }))
        .status,
    ).toBe(401);
    expect((await post(Buffer.alloc(300 * 1024, 'x'))).status).toBe(413);
    expect((await post('{"_id":', { [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, '{"_id":') })).status).toBe(
      400,
    );
    const body = JSON.stringify({ _id: 'navigation', _type: 'navigation' });
    const header = await signWebhookPayload(SECRET, body);
    expect((await post(body, { [SIGNATURE_HEADER]: header })).status).toBe(200);
    expect((await post(body, { [SIGNATURE_HEADER]: header })).status).toBe(409);
  });
});

test.describe('publish to live', () => {
  test.describe.configure({ mode: 'serial' });
  const ID = 'blog-post-how-to-choose-an-antidetect-browser';
  const SLUG = 'how-to-choose-an-antidetect-browser';

  test('an edit of the embedded dataset shows after a signed webhook, in every language, without a restart', async ({
    page,
  }) => {
    const original = readFileSync(DATASET, 'utf8');
    const tracked = readFileSync(TRACKED, 'utf8');
    const marker = `Edited ${Date.now()}`;
    const payload = { _id: ID, _type: 'blogPost', slug: SLUG, previousSlug: SLUG, operation: 'update' };
    try {
      const before = await get(urlOf('en', `/blog/${SLUG}`));
      expect(h1(before.body)).toBe('How to choose an antidetect browser in 2025');
      const edited = original
        .split('\n')
        .map((line) => {
          if (!line.includes(`"_id":"${ID}"`)) return line;
          const doc = JSON.parse(line) as { title: Record<string, string> };
          doc.title.en = `${marker}: choosing an antidetect browser`;
          doc.title.pt = `${marker}: como escolher um navegador antidetect`;
          return JSON.stringify(doc);
        })
        .join('\n');
      writeDataset(edited);
      expect(readFileSync(TRACKED, 'utf8'), 'the tracked dataset is never edited').toBe(tracked);

      // Without a webhook the production server keeps serving the prerendered page.
      expect(h1((await get(urlOf('en', `/blog/${SLUG}`))).body)).toBe('How to choose an antidetect browser in 2025');

      expect((await signedPost(payload)).status).toBe(200);
      await page.goto(urlOf('en', `/blog/${SLUG}`));
      await expect(page.locator('h1')).toHaveText(`${marker}: choosing an antidetect browser`);
      expect(h1((await get(urlOf('pt', `/blog/${SLUG}`))).body)).toBe(
        `${marker}: como escolher um navegador antidetect`,
      );
      // A language that falls back to English shows the new English text too.
      expect(h1((await get(urlOf('ko', `/blog/${SLUG}`))).body)).toBe(`${marker}: choosing an antidetect browser`);
    } finally {
      writeDataset(original);
      await signedPost(payload);
    }
    expect(h1((await get(urlOf('en', `/blog/${SLUG}`))).body)).toBe('How to choose an antidetect browser in 2025');
  });
  test('an edited title refreshes the feeds and the social image with the webhook', async () => {
    const original = readFileSync(DATASET, 'utf8');
    const marker = `Retitled ${Date.now()}`;
    const payload = { _id: ID, _type: 'blogPost', slug: SLUG, previousSlug: SLUG, operation: 'update' };
    const ogImageOf = (html: string) =>
      /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const feedUrl = urlOf('de', '/blog/feed');
    try {
      const page = await get(urlOf('de', `/blog/${SLUG}`));
      const imageBefore = ogImageOf(page.body)!;
      expect(imageBefore).toMatch(new RegExp(`^${sites.en}/api/og/de/blog/${SLUG}\\?v=`));
      const pictureBefore = await get(imageBefore);
      expect(pictureBefore.status).toBe(200);
      expect((await get(feedUrl)).body).not.toContain(marker);

      writeDataset(
        original
          .split('\n')
          .map((line) => {
            if (!line.includes(`"_id":"${ID}"`)) return line;
            const doc = JSON.parse(line) as {
              title: Record<string, string>;
              seo?: { seo_title?: Record<string, string> };
            };
            doc.title.de = `${marker}: Antidetect-Browser wählen`;
            if (doc.seo?.seo_title) doc.seo.seo_title.de = `${marker}: Antidetect-Browser wählen`;
            return JSON.stringify(doc);
          })
          .join('\n'),
      );
      expect((await signedPost(payload)).status).toBe(200);

      const feed = await get(feedUrl);
      expect(feed.status).toBe(200);
      expect(feed.body).toContain(`<title>${marker}: Antidetect-Browser wählen</title>`);
      const imageAfter = ogImageOf((await get(urlOf('de', `/blog/${SLUG}`))).body)!;
      expect(imageAfter).not.toBe(imageBefore);
      const pictureAfter = await get(imageAfter);
      expect(pictureAfter.status).toBe(200);
      expect(pictureAfter.headers['content-type']).toBe('image/png');
      // The route's own cached image was expired by the webhook too: the new title is drawn, under either URL.
      expect(pictureAfter.body).not.toBe(pictureBefore.body);
      expect((await get(imageBefore)).body).toBe(pictureAfter.body);
    } finally {
      writeDataset(original);
      await signedPost(payload);
    }
    expect((await get(feedUrl)).body).not.toContain(marker);
  });

  test('a page published after the build is served without a rebuild, and unknown again once deleted', async () => {
    const original = readFileSync(DATASET, 'utf8');
    const slug = `published-${Date.now()}`;
    const doc = {
      _id: `page-${slug}`,
      _type: 'page',
      _createdAt: '2026-01-01T00:00:00Z',
      _updatedAt: '2026-01-01T00:00:00Z',
      slug: { _type: 'slug', current: slug },
      kind: 'generic',
      title: { en: 'Published after the build', de: 'Nach dem Build veröffentlicht' },
      // A translation exists when its title and body both do.
      body: {
        en: [
          {
            _type: 'block',
            _key: 'b1',
            style: 'normal',
            children: [{ _type: 'span', _key: 's1', text: 'Published later.' }],
          },
        ],
        de: [
          {
            _type: 'block',
            _key: 'b1',
            style: 'normal',
            children: [{ _type: 'span', _key: 's1', text: 'Später veröffentlicht.' }],
          },
        ],
      },
      englishRevisedAt: '2026-01-01T00:00:00Z',
    };
    const payload = { _id: doc._id, _type: 'page', slug, operation: 'create' };
    try {
      expect((await get(urlOf('de', `/${slug}`))).status).toBe(404);
      writeDataset(`${original.trimEnd()}\n${JSON.stringify(doc)}\n`);
      expect((await signedPost(payload)).status).toBe(200);
      const german = await get(urlOf('de', `/${slug}`));
      expect(german.status).toBe(200);
      expect(h1(german.body)).toBe('Nach dem Build veröffentlicht');
    } finally {
      writeDataset(original);
      await signedPost({ ...payload, operation: 'delete' });
    }
    expect((await get(urlOf('de', `/${slug}`))).status).toBe(404);
  });

  // The menus come from the CMS. This test edits the dataset, so it runs in this serial group.
  test('a menu label edited in the dataset shows on other pages in two languages after content:publish', async ({
    page,
  }) => {
    type Entry = { key: string; label: Record<string, string>; items?: Entry[] };
    const original = readFileSync(DATASET, 'utf8');
    const blogEntry = (doc: { menu: Entry[] }) =>
      doc.menu.find((group) => group.key === 'resources')!.items!.find((item) => item.key === 'blog')!;
    const navigation = original.split('\n').find((line) => line.includes('"_id":"navigation"'))!;
    const before = blogEntry(JSON.parse(navigation) as { menu: Entry[] }).label;
    const marker = `Menu ${Date.now()}`;
    const labels = { en: `${marker} blog`, de: `${marker} Blog auf Deutsch` };
    // content:publish (studio/scripts/content-publish.ts) sends the signed webhook for the named document to SITE_URL_EN.
    const publish = () =>
      execFileSync('npm', ['run', '-s', 'content:publish', '--', '--id', 'navigation'], {
        cwd: REPO,
        env: { ...process.env, CONTENT_DATASET_DIR: TEST_DATASET_DIR },
        stdio: 'pipe',
      });
    const blogLink = (locale: 'en' | 'de' | 'ko') =>
      page.locator(`.nav-menu a[href="${new URL(urlOf(locale, '/blog')).pathname}"]`);
    try {
      const edited = original
        .split('\n')
        .map((line) => {
          if (line !== navigation) return line;
          const doc = JSON.parse(line) as { menu: Entry[] };
          const entry = blogEntry(doc);
          entry.label = { ...entry.label, ...labels };
          // A language whose label is missing shows the English one.
          delete entry.label.ko;
          return JSON.stringify(doc);
        })
        .join('\n');
      writeDataset(edited);
      publish();
      for (const [locale, path, label] of [
        ['en', '/pricing', labels.en],
        ['de', '/faq', labels.de],
        ['de', '/blog/what-is-browser-fingerprinting', labels.de],
        ['ko', '/download', labels.en],
      ] as const) {
        await page.goto(urlOf(locale, path));
        await expect(blogLink(locale), `${locale} ${path}`).toHaveText(label);
      }
    } finally {
      writeDataset(original);
      publish();
    }
    await page.goto(urlOf('de', '/faq'));
    await expect(blogLink('de')).toHaveText(before.de!);
  });
});
