import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  ARTICLE_FAMILIES,
  ARTICLE_TYPE,
  type ArticleFamily,
  CATEGORY_TYPE,
  FAMILY_PATH,
  LOCALE_CODES,
  type LocaleCode,
  PARTNER_KINDS,
  TAG_TYPE,
  TAXONOMY_FAMILIES,
  getLocale,
} from '@site/schemas';
import { RU_BLOG_SECTIONS } from '@site/edge';
import { SEED_EDGE_DATA } from '../fixtures/edge-data';
import { get, locationOf } from './support/http';
import { ruBlogHome, sites, urlOf } from './support/sites';

/**
 * The article families against the production build: every index, article, category and tag route in en, zh, ru and
 * three prefixed locales (de, th, km); unknown ids, categories and tags; the missing-translation path; hreflang;
 * pagination, related articles, share links, structured data; the help centre search.
 *
 * Expectations come from the embedded dataset itself (studio/seed/dataset), so a content edit moves them too.
 */
const WALKED: readonly LocaleCode[] = ['en', 'zh', 'ru', 'de', 'th', 'km'];

interface Doc {
  _id: string;
  _type: string;
  slug?: { current: string };
  title?: Record<string, string>;
  body?: Record<string, unknown[]>;
  category?: { _ref: string };
  tags?: { _ref: string }[];
  publishedAt?: string;
  version?: string;
}

const DATASET = fileURLToPath(new URL('../../studio/seed/dataset/data.ndjson', import.meta.url));
const docs: Doc[] = readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)
  // What visitors get: drafts (drafts.*) are shown only in draft mode (draft-mode.e2e.ts).
  .filter((doc) => !doc._id.startsWith('drafts.'));
const byId = new Map(docs.map((doc) => [doc._id, doc]));
const ofType = (type: string) => docs.filter((doc) => doc._type === type && doc.slug?.current);
const slugsOf = (family: ArticleFamily) => ofType(ARTICLE_TYPE[family]).map((doc) => doc.slug!.current);
/** A translation exists when title and body have the language (decision 0033). */
const localesOf = (doc: Doc) => LOCALE_CODES.filter((code) => doc.title?.[code] && (doc.body?.[code]?.length ?? 0) > 0);
const messages = (code: LocaleCode) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../web/messages/${code}.json`, import.meta.url)), 'utf8'));
const notFoundPrefix = (code: LocaleCode) => (messages(code).NotFound.message as string).replace('{path}', '').trim();

/**
 * The Russian site sends its blog, news and guide routes to the external blog (the edge's rule, with the seed's map of
 * known articles): an index, an unknown article or anything deeper goes to the blog's home, a known article to its
 * own address there, a category route (with or without a tag, known or not) to the home filtered by that category.
 * Written out here rather than asked of the edge, so a wrong target fails.
 */
const RU_BLOG_ARTICLES = new Map(
  SEED_EDGE_DATA.ruBlogMap.map((entry) => [`${entry.section}/${entry.id}`, new URL(entry.target, ruBlogHome).href]),
);
function ruBlogTarget(path: string): string {
  const [first = '', id, ...deeper] = path.split('/').filter(Boolean);
  const category = /^(?:blog|news|guide)-(.+)$/.exec(first)?.[1];
  if (category !== undefined) return `${ruBlogHome}?category=${category}`;
  return (id !== undefined && deeper.length === 0 && RU_BLOG_ARTICLES.get(`${first}/${id}`)) || ruBlogHome;
}
const ruExternal = (locale: LocaleCode, family: ArticleFamily) =>
  locale === 'ru' && (TAXONOMY_FAMILIES as readonly string[]).includes(family);

/** The status a route must answer, except on the Russian site's external-blog routes: a 301 to exactly their target. */
async function expectStatus(locale: LocaleCode, family: ArticleFamily, path: string, status: 200 | 404) {
  const url = urlOf(locale, path);
  const response = await get(url);
  if (ruExternal(locale, family)) {
    expect(response.status, url).toBe(301);
    expect(locationOf(response, url), url).toBe(ruBlogTarget(path));
    return;
  }
  expect(response.status, url).toBe(status);
  if (status === 404) expect(response.body, url).toContain(notFoundPrefix(locale));
}

test.describe('every route of the article families', () => {
  for (const locale of WALKED) {
    test(`${locale}: indexes and every article answer 200, unknown ids 404`, async () => {
      for (const family of ARTICLE_FAMILIES) {
        await expectStatus(locale, family, FAMILY_PATH[family], 200);
        for (const slug of slugsOf(family)) await expectStatus(locale, family, `${FAMILY_PATH[family]}/${slug}`, 200);
        for (const bad of ['no-such-article', 'Not_A_Slug', 'a--b', '0'.repeat(120)]) {
          await expectStatus(locale, family, `${FAMILY_PATH[family]}/${bad}`, 404);
        }
      }
    });

    test(`${locale}: every category and each tag it offers answer 200, other tags 404`, async () => {
      let offeredInAll = 0;
      let categoriesHere = 0;
      for (const family of TAXONOMY_FAMILIES) {
        const categories = ofType(CATEGORY_TYPE[family]).map((doc) => doc.slug!.current);
        const tags = ofType(TAG_TYPE[family]).map((doc) => doc.slug!.current);
        for (const category of categories) {
          await expectStatus(locale, family, `/${family}-${category}`, 200);
          if (ruExternal(locale, family)) {
            // Every category route, with a tag or not, leaves for the external blog.
            await expectStatus(locale, family, `/${family}-${category}/${tags[0]}`, 200);
            continue;
          }
          categoriesHere += 1;
          const page = await get(urlOf(locale, `/${family}-${category}`));
          // Its chips offer exactly the tags its articles carry in this language: each is a page, any other a 404.
          const prefix = `${new URL(urlOf(locale, `/${family}-${category}`)).pathname}/`;
          const offered = new Set(
            [...page.body.matchAll(/href="([^"?#]+)"/g)]
              .map((match) => match[1]!)
              .filter((href) => href.startsWith(prefix) && !href.slice(prefix.length).includes(','))
              .map((href) => href.slice(prefix.length)),
          );
          offeredInAll += offered.size;
          for (const tag of tags) {
            await expectStatus(locale, family, `/${family}-${category}/${tag}`, offered.has(tag) ? 200 : 404);
          }
          await expectStatus(locale, family, `/${family}-${category}/no-such-tag`, 404);
        }
        await expectStatus(locale, family, `/${family}-no-such-category`, 404);
      }
      if (categoriesHere > 0) expect(offeredInAll, `${locale}: tags offered by its categories`).toBeGreaterThan(0);
    });
  }

  test('an unknown id shows the localized not-found page carrying its path', async ({ page }) => {
    const cases: [LocaleCode, string][] = [
      ['en', '/blog/no-such-article'],
      ['zh', '/helps/no-such-article'],
      ['ru', '/release/9-9-9'],
      ['de', '/guide/no-such-guide'],
      ['th', '/partner/no-such-partner'],
      ['km', '/news/no-such-news'],
    ];
    for (const [locale, path] of cases) {
      const response = await page.goto(urlOf(locale, path));
      expect(response?.status(), path).toBe(404);
      const shown = new URL(urlOf(locale, path)).pathname;
      await expect(page.locator('.error-message')).toHaveText(
        messages(locale).NotFound.message.replace('{path}', shown),
      );
    }
  });
});

test.describe('article pages', () => {
  const fingerprinting = byId.get('blog-post-what-is-browser-fingerprinting')!;
  const slug = fingerprinting.slug!.current;
  const translated = localesOf(fingerprinting);
  // The Russian blog lives on the external blog (the edge redirects there), so no hreflang points at its address.
  const available = translated.filter(
    (code) => !(code === 'ru' && (RU_BLOG_SECTIONS as readonly string[]).includes('blog')),
  );

  test('a missing translation shows English with a notice, lang="en", canonical and hreflang without that language', async ({
    page,
  }) => {
    expect(translated).not.toContain('ko');
    expect(translated).toContain('ru');
    await page.goto(urlOf('ko', `/blog/${slug}`));
    await expect(page.getByTestId('translation-notice')).toBeVisible();
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('h1')).toHaveText(fingerprinting.title!.en!);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', urlOf('en', `/blog/${slug}`));
    const hreflangs = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(hreflangs).not.toContain('ko');
    expect(hreflangs).not.toContain('ru');
    // Share links point at the canonical (English) address, never at the fallback URL.
    await expect(page.locator('[data-network="facebook"]')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(urlOf('en', `/blog/${slug}`))}`,
    );
  });

  test('hreflang lists exactly the languages that have the article, plus x-default, and is reciprocal', async ({
    page,
  }) => {
    const read = async (locale: LocaleCode) => {
      await page.goto(urlOf(locale, `/blog/${slug}`));
      const pairs = await page
        .locator('link[rel=alternate][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const));
      return new Map(pairs);
    };
    const expected = new Map<string | null, string | null>(
      available.map((code) => [getLocale(code).tag, urlOf(code, `/blog/${slug}`)]),
    );
    expected.set('x-default', urlOf('en', `/blog/${slug}`));
    const german = await read('de');
    const chinese = await read('zh');
    expect(german).toEqual(expected);
    expect(chinese).toEqual(expected);
    // Reciprocity: each page is listed by the other, under its own language, and canonicalises to itself.
    expect(chinese.get('de')).toBe(urlOf('de', `/blog/${slug}`));
    expect(german.get('zh-CN')).toBe(urlOf('zh', `/blog/${slug}`));
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', urlOf('zh', `/blog/${slug}`));
  });

  test('a translated article has a table of contents, reading time, dates, author, share links, related articles and BlogPosting', async ({
    page,
  }) => {
    await page.goto(urlOf('de', `/blog/${slug}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
    const tocLink = page.getByTestId('toc').locator('a').first();
    const target = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
    await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
    await expect(page.locator('article .article-header').getByTestId('reading-time')).toHaveText(
      messages('de').ArticleMeta.readingTime.replace('{minutes}', '1'),
    );
    await expect(page.locator('article .article-header time').first()).toHaveAttribute(
      'datetime',
      fingerprinting.publishedAt!,
    );
    await expect(page.getByTestId('author')).toContainText('Anna Kovalenko');
    const shares = await page
      .getByTestId('share-links')
      .locator('a')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('data-network'), l.getAttribute('href')]));
    expect(shares.map(([network]) => network)).toEqual(['x', 'facebook', 'linkedin', 'telegram']);
    for (const [, href] of shares) expect(href).toContain(encodeURIComponent(urlOf('de', `/blog/${slug}`)));
    const related = await page
      .getByTestId('related')
      .locator('.card-title a')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(related.length).toBeGreaterThan(0);
    for (const href of related) expect(href).toMatch(/^\/de\/blog\/[a-z0-9-]+$/);
    expect(related).not.toContain(`/de/blog/${slug}`);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    const posting = data.find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: fingerprinting.title!.de,
      inLanguage: 'de',
      datePublished: fingerprinting.publishedAt,
      url: urlOf('de', `/blog/${slug}`),
    });
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('CMS images: raster avatars as AVIF through next/image, vector covers as they are, an empty placeholder on failure', async ({
    page,
    context,
  }) => {
    await page.goto(urlOf('th', `/blog/${slug}`));
    const avatar = page.getByTestId('author').locator('img');
    expect(await avatar.getAttribute('srcset')).toMatch(
      /\/_next\/image\?url=%2Fcontent-assets%2Favatar-[a-z-]+\.png&w=64&q=100 1x, .*&w=128&q=100 2x/,
    );
    await expect(avatar).toHaveAttribute('loading', 'lazy');
    const encoded = await page.request.get(new URL((await avatar.getAttribute('src'))!, page.url()).href, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(encoded.status()).toBe(200);
    expect(encoded.headers()['content-type']).toBe('image/avif');
    const cover = page.locator('.article-cover');
    expect(new URL((await cover.getAttribute('src'))!, page.url()).pathname).toMatch(
      /^\/content-assets\/cover-[a-z-]+\.svg$/,
    );
    await expect(cover).toHaveAttribute('loading', 'eager');
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // An editor's SVG without width and height is no failed picture (Firefox reports its natural width as 0, which the
    // unit test of FallbackImage covers; Chromium reports 300 x 150).
    await context.route('**/content-assets/cover-*.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#36c"/></svg>',
      }),
    );
    await page.goto(urlOf('de', `/blog/${slug}`));
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img.article-cover')?.complete === true);
    // Hydrated (the widgets mount after it), so the placeholder's check after mounting has run.
    await expect(page.locator('html[data-widgets]')).toHaveAttribute('data-widgets', /^(desktop|mobile)$/, {
      timeout: 15_000,
    });
    await expect(page.locator('img.article-cover')).toBeVisible();
    await expect(page.locator('[data-image-failed="true"]')).toHaveCount(0);

    await context.unroute('**/content-assets/cover-*.svg');
    await context.route('**/content-assets/**', (route) => route.abort());
    await page.goto(urlOf('de', `/blog/${slug}`));
    await expect(page.locator('[data-image-failed="true"].article-cover')).toBeVisible();
    await expect(page.locator('img.article-cover')).toHaveCount(0);
  });

  test('news, guides and help carry NewsArticle and TechArticle data; an edited article shows its updated date', async () => {
    const cases: [ArticleFamily, string][] = [
      ['news', 'NewsArticle'],
      ['guide', 'TechArticle'],
      ['help', 'TechArticle'],
    ];
    for (const [family, type] of cases) {
      const response = await get(urlOf('en', `${FAMILY_PATH[family]}/${slugsOf(family)[0]}`));
      expect(response.body).toContain(`"@type":"${type}"`);
      // Help is served on the Russian site, news and guides go to the external blog there.
      expect(/<link rel="alternate" hrefLang="ru"/.test(response.body), family).toBe(family === 'help');
    }
    const edited = byId.get('blog-post-canvas-fingerprint-explained')!;
    const page = await get(urlOf('en', `/blog/${edited.slug!.current}`));
    expect(page.body).toContain('data-testid="updated-date"');
  });
});

test.describe('listings', () => {
  const blogEn = ofType(ARTICLE_TYPE.blog).filter((doc) => localesOf(doc).includes('en'));

  test('the blog index lists every English post and pages them in the browser without leaving the static page', async ({
    page,
  }) => {
    expect(blogEn.length).toBeGreaterThan(12);
    const response = await page.goto(urlOf('en', '/blog'));
    expect(response?.status()).toBe(200);
    const cards = page.locator('#blog-list > li');
    await expect(cards).toHaveCount(blogEn.length);
    await expect(page.locator('#blog-list > li:visible')).toHaveCount(12);
    await expect(page.getByTestId('reading-time').first()).toBeVisible();
    await page
      .getByTestId('list-pager')
      .getByRole('link', { name: messages('en').Pager.page.replace('{page}', '2'), exact: true })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator('#blog-list > li:visible')).toHaveCount(blogEn.length - 12);
    await expect(cards.nth(0)).toBeHidden();
    await expect(cards.nth(12)).toBeVisible();
    await page.goBack();
    await expect(cards.nth(0)).toBeVisible();
    // A shared ?page=2 link opens on page 2.
    await page.goto(urlOf('en', '/blog?page=2'));
    await expect(cards.nth(12)).toBeVisible();
    await expect(cards.nth(0)).toBeHidden();
  });

  test('a language lists only its translations; a language without any says so', async () => {
    const korean = await get(urlOf('ko', '/news'));
    const koreanNews = ofType(ARTICLE_TYPE.news).filter((doc) => localesOf(doc).includes('ko'));
    expect(koreanNews.length).toBeGreaterThan(0);
    expect(korean.body.match(/class="card article-card"/g)?.length).toBe(koreanNews.length);
    // Every language has blog posts now (at least three); news stay partial, so some language has none.
    const withoutNews = LOCALE_CODES.find(
      (code) => !ofType(ARTICLE_TYPE.news).some((doc) => localesOf(doc).includes(code)),
    );
    expect(withoutNews).toBeDefined();
    const empty = await get(urlOf(withoutNews!, '/news'));
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('data-testid="listing-empty"');
  });

  test('category and tag filters show only matching articles and link to each other', async ({ page }) => {
    const category = byId.get('blog-category-fingerprinting')!;
    const inCategory = blogEn.filter((doc) => doc.category?._ref === category._id);
    await page.goto(urlOf('en', `/blog-${category.slug!.current}`));
    await expect(page.locator('.paged-list > li')).toHaveCount(inCategory.length);
    const tagChip = page.getByTestId('tag-filter').locator('a').nth(1);
    const tagHref = (await tagChip.getAttribute('href'))!;
    const tagSlug = tagHref.split('/').pop()!;
    const tagDoc = docs.find((doc) => doc._type === TAG_TYPE.blog && doc.slug?.current === tagSlug)!;
    await tagChip.click();
    await expect(page).toHaveURL(urlOf('en', `/blog-${category.slug!.current}/${tagSlug}`));
    await expect(page.locator('.paged-list > li')).toHaveCount(
      inCategory.filter((doc) => doc.tags?.some((t) => t._ref === tagDoc._id)).length,
    );
    // The selected tag's chip takes it out of the selection again (tags combine: lib/routing/tag-filter.ts).
    await expect(page.getByTestId('tag-filter').locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      new URL(urlOf('en', `/blog-${category.slug!.current}`)).pathname,
    );
  });

  test('releases are newest first with their notes; partners are grouped by kind', async ({ page }) => {
    await page.goto(urlOf('zh', '/release'));
    const versions = await page.locator('.release-entry').evaluateAll((entries) => entries.map((e) => e.id));
    const expected = ofType(ARTICLE_TYPE.release)
      .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!))
      .map((doc) => `v${doc.version}`);
    expect(versions).toEqual(expected);
    await expect(page.locator('.release-entry').first().locator('.release-notes li').first()).toBeVisible();

    await page.goto(urlOf('de', '/partner'));
    const groups = await page.getByTestId('partner-group').evaluateAll((sections) => sections.map((s) => s.id));
    expect(groups).toEqual(PARTNER_KINDS.filter((kind) => groups.includes(kind)));
    expect(groups.length).toBeGreaterThan(1);
  });
});

test.describe('help centre search', () => {
  test('finds help articles of the language, case- and accent-insensitively, and says clearly when nothing matches', async ({
    page,
  }) => {
    await page.goto(urlOf('en', '/helps'));
    const input = page.getByTestId('help-search').locator('input');
    await input.fill('PROXY CHECK');
    const results = page.getByTestId('search-results').locator('a');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toHaveAttribute('href', '/helps/proxy-check-failed');
    await input.fill('zzqxv nothing here');
    await expect(page.getByTestId('search-empty')).toContainText('zzqxv nothing here');
    await expect(page.getByTestId('search-results')).toHaveCount(0);
  });

  test('works without word spaces: Chinese on its host, Thai guides', async ({ page }) => {
    await page.goto(urlOf('zh', '/helps'));
    await page.getByTestId('help-search').locator('input').fill('代理');
    const zhResults = page.getByTestId('search-results').locator('a');
    await expect(zhResults.first()).toBeVisible();
    for (const href of await zhResults.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      expect(href).toMatch(/^\/(helps|guide)\//);

    const thaiGuide = ofType(ARTICLE_TYPE.guide).find((doc) => localesOf(doc).includes('th'))!;
    const word = [...thaiGuide.title!.th!].slice(2, 7).join('');
    await page.goto(urlOf('th', '/helps'));
    await page.getByTestId('help-search').locator('input').fill(word);
    await expect(
      page.getByTestId('search-results').locator(`a[href="/th/guide/${thaiGuide.slug!.current}"]`),
    ).toBeVisible();
  });

  test("links to a help article shown in English are nofollow, and those to the language's own are followed", async ({
    page,
  }) => {
    const help = ofType(ARTICLE_TYPE.help);
    const locale = LOCALE_CODES.find(
      (code) =>
        code !== 'en' &&
        help.some((doc) => localesOf(doc).includes(code)) &&
        help.some((doc) => !localesOf(doc).includes(code)),
    )!;
    await page.goto(urlOf(locale, '/helps'));
    for (const doc of help) {
      const link = page.locator(`.help-item[data-slug="${doc.slug!.current}"] > a`);
      await expect(link, doc.slug!.current).toHaveCount(1);
      if (localesOf(doc).includes(locale)) expect(await link.getAttribute('rel'), doc.slug!.current).toBeNull();
      else await expect(link, doc.slug!.current).toHaveAttribute('rel', 'nofollow');
    }
  });

  test('the index is a static JSON per language, and unknown languages are 404', async () => {
    const index = await get(`${sites.zh}/api/search/zh`);
    expect(index.status).toBe(200);
    const body = JSON.parse(index.body) as { locale: string; entries: { t: string; p: string; s: string }[] };
    expect(body.locale).toBe('zh');
    const help = ofType(ARTICLE_TYPE.help);
    expect(body.entries.filter((entry) => entry.s !== 'guide')).toHaveLength(help.length);
    expect(body.entries.map((entry) => entry.t)).toContain(help[0]!.title!.zh);
    expect((await get(`${sites.en}/api/search/xx`)).status).toBe(404);
  });
});
