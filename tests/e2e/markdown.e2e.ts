import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import {
  ANSWER_ENGINE_CRAWLERS,
  LLMS_FULL_MAX_BYTES,
  LOCALE_CODES,
  type LocaleCode,
  getLocale,
  localeUrl,
} from '@site/schemas';
import MarkdownIt from 'markdown-it';
import { type RawResponse, get } from './support/http';
import { sites, urlOf } from './support/sites';
import { TEST_DATASET_FILE } from './support/test-dataset';
import { signedPost } from './support/webhook';

/**
 * Answer engines over HTTP (decision 0049): every page's Markdown twin at its address plus `.md`,
 * read back by a real CommonMark parser and compared with the page's own text; llms.txt per host and language; the
 * links of both; twins only where the page shows its own language; a publish refreshes the twin with the page;
 * robots.txt for the answer engines' crawlers.
 */
const commonmark = new MarkdownIt('commonmark');

/** A page's twin: its address plus `.md`; a home page (`/`, `/de`) has `index.html.md` in its folder. */
function twinOf(pageUrl: string): string {
  const { pathname } = new URL(pageUrl);
  const home = pathname === '/' || (LOCALE_CODES as readonly string[]).includes(pathname.slice(1));
  return home ? `${pageUrl.replace(/\/$/, '')}/index.html.md` : `${pageUrl}.md`;
}
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const h1 = (markdownHtml: string) => /<h1>([\s\S]*?)<\/h1>/.exec(markdownHtml)?.[1];

/** The text a browser shows for some HTML (innerText, so block boundaries are spaces as on the page). */
async function shownText(page: Page, html: string): Promise<string> {
  return normalise(
    await page.evaluate((markup) => {
      const box = document.createElement('div');
      box.innerHTML = markup;
      document.body.append(box);
      const text = box.innerText;
      box.remove();
      return text;
    }, html),
  );
}

async function twin(url: string): Promise<{ response: RawResponse; html: string }> {
  const response = await get(url);
  return { response, html: response.status === 200 ? commonmark.render(response.body) : '' };
}

/** One article of each family, in a language it is translated into. */
const ARTICLES: [LocaleCode, string][] = [
  ['de', '/blog/what-is-browser-fingerprinting'],
  ['zh', '/blog/canvas-fingerprint-explained'],
  ['en', '/news/morphis-4-0-released'],
  ['pt', '/guide/create-your-first-profile'],
  ['ru', '/helps/install-on-macos'],
  ['fr', '/helps/payment-methods'],
  ['jp', '/release/4-3-0'],
  ['en', '/partner/northwind-proxies'],
  ['es', '/docs/local-api'],
];

test.describe('Markdown twins', () => {
  test('an article twin of every family parses as CommonMark and carries the page main text', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [locale, path] of ARTICLES) {
      const url = urlOf(locale, path);
      const { response, html } = await twin(twinOf(url));
      expect(response.status, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers['link']).toBe(`<${url}>; rel="canonical"`);
      expect(response.body).toContain(`- Language: ${getLocale(locale).tag}`);
      expect(response.body).toContain(`- Canonical URL: <${url}>`);
      expect(response.body).toMatch(/- Published: \d{4}-\d{2}-\d{2}/);
      expect(response.body).not.toMatch(/<script|<nav|<\/?div/i);

      // The shell remembers the language of a page: without clearing, detection would move the next unprefixed one.
      await page.context().clearCookies();
      await page.goto(url);
      await expect(page.locator('link[rel=alternate][type="text/markdown"]')).toHaveAttribute('href', twinOf(url));
      expect(normalise(h1(html) ?? '')).toBe(normalise(await page.locator('h1').innerText()));
      const body = normalise(await page.locator('.article-body').innerText());
      expect(body.length, url).toBeGreaterThan(20);
      expect(await shownText(page, html), url).toContain(body);
    }
  });

  test('the marketing pages have twins with their heading and text', async ({ page }) => {
    test.setTimeout(90_000);
    const pages: [LocaleCode, string, string][] = [
      ['en', '/', '.hero .lead, .hero-note'],
      ['de', '/', '.hero .lead, .hero-note'],
      ['zh', '/pricing', '.plan-name'],
      ['en', '/download', 'h1'],
      ['ko', '/solutions/facebook', 'h1'],
      ['tr', '/multi-account-management', 'h1'],
      ['fil', '/alternatives/gologin-alternative', 'h1'],
      ['en', '/about-us', 'h1'],
    ];
    for (const [locale, path, probe] of pages) {
      const url = urlOf(locale, path);
      const { response, html } = await twin(twinOf(url));
      expect(response.status, url).toBe(200);
      await page.context().clearCookies();
      await page.goto(url);
      await expect(page.locator('link[rel=alternate][type="text/markdown"]')).toHaveAttribute('href', twinOf(url));
      expect(normalise(h1(html) ?? '')).toBe(normalise(await page.locator('h1').first().innerText()));
      const text = await shownText(page, html);
      for (const shown of await page.locator(probe).allInnerTexts()) expect(text, url).toContain(normalise(shown));
    }
  });

  test('the twins of one article in all 20 languages each carry their own language', async () => {
    test.setTimeout(90_000);
    const doc = readFileSync(TEST_DATASET_FILE, 'utf8')
      .split('\n')
      .map((line) => (line ? (JSON.parse(line) as { _id: string; title?: Record<string, string> }) : null))
      .find((item) => item?._id === 'help-article-install-on-macos' || item?.title?.en === 'Install Morphis on macOS');
    const seen = new Set<string>();
    for (const locale of LOCALE_CODES) {
      const { response, html } = await twin(twinOf(urlOf(locale, '/helps/install-on-macos')));
      expect(response.status, locale).toBe(200);
      expect(response.body).toContain(`- Language: ${getLocale(locale).tag}`);
      const title = normalise(h1(html) ?? '');
      if (doc?.title?.[locale]) expect(title, locale).toBe(normalise(doc.title[locale]));
      seen.add(response.body);
    }
    expect(seen.size).toBe(LOCALE_CODES.length);
  });

  test('no twin where the page is a 404, a missing translation or the external Russian blog', async () => {
    // Korean has no translation of this article: the page shows English under a notice, the twin does not exist.
    expect((await get(twinOf(urlOf('ko', '/blog/what-is-browser-fingerprinting')))).status).toBe(404);
    expect((await get(twinOf(urlOf('fr', '/guide/create-your-first-profile')))).status).toBe(404);
    expect((await get(twinOf(urlOf('en', '/blog/no-such-article')))).status).toBe(404);
    expect((await get(twinOf(urlOf('en', '/solutions/gologin')))).status).toBe(404);
    expect((await get(`${sites.en}/blog.md`)).status).toBe(404);
    expect((await get(`${sites.en}/blog-fingerprinting.md`)).status).toBe(404);
    // The Russian site's blog lives on the external blog: no twin there (its redirect, or a 404).
    expect((await get(`${sites.ru}/blog/what-is-browser-fingerprinting.md`)).status).not.toBe(200);
    // A page has no twin under another host's language.
    expect((await get(`${sites.zh}/de/helps/install-on-macos.md`)).status).not.toBe(200);
    // A missing translation's page names no twin.
    const fallback = await get(urlOf('ko', '/blog/what-is-browser-fingerprinting'));
    expect(fallback.body).not.toContain('type="text/markdown"');
  });

  test("Accept: text/markdown on a page's own address answers its twin; browsers and pages without a twin get the page", async () => {
    const asMarkdown = { accept: 'text/markdown, text/html;q=0.9, */*;q=0.8' };
    const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const vary = (response: RawResponse) =>
      String(response.headers['vary'] ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase());
    for (const [locale, path] of [
      ['en', '/'],
      ['de', '/pricing'],
      ['zh', '/blog/canvas-fingerprint-explained'],
      ['fr', '/helps/payment-methods'],
      ['en', '/docs/local-api'],
    ] as [LocaleCode, string][]) {
      const url = urlOf(locale, path);
      const negotiated = await get(url, asMarkdown);
      expect(negotiated.status, url).toBe(200);
      expect(negotiated.headers['content-type'], url).toBe('text/markdown; charset=utf-8');
      expect(negotiated.headers['link'], url).toBe(`<${url}>; rel="canonical"`);
      expect(negotiated.body, url).toBe((await get(twinOf(url))).body);
      expect(vary(negotiated), url).toContain('accept');
      const head = await get(url, asMarkdown, 'HEAD');
      expect([head.status, head.headers['content-type'], head.body], url).toEqual([
        200,
        'text/markdown; charset=utf-8',
        '',
      ]);
      const html = await get(url, asBrowser);
      expect(html.status, url).toBe(200);
      expect(html.headers['content-type'], url).toMatch(/^text\/html/);
      expect(vary(html), url).toContain('accept');
      // Markdown named, but HTML preferred: the page.
      expect((await get(url, { accept: 'text/html, text/markdown;q=0.5' })).headers['content-type']).toMatch(
        /^text\/html/,
      );
    }
    // No twin: a missing translation (English under a notice), a listing, a made-up page stay what they are.
    for (const [url, status] of [
      [urlOf('ko', '/blog/what-is-browser-fingerprinting'), 200],
      [urlOf('en', '/blog'), 200],
      [urlOf('en', '/blog/no-such-article'), 404],
    ] as const) {
      const response = await get(url, asMarkdown);
      expect([response.status, String(response.headers['content-type'])], url).toEqual([
        status,
        expect.stringMatching(/^text\/html/),
      ]);
    }
  });

  test('twins are cached routes: other methods get 405', async () => {
    const url = twinOf(urlOf('en', '/helps/install-on-macos'));
    expect((await get(url, {}, 'POST')).status).toBe(405);
    expect((await get(url)).status).toBe(200);
  });
});

test.describe('llms.txt', () => {
  test('each host and prefixed language has its llms.txt in its language, in the proposal form', async () => {
    const files: [LocaleCode, string][] = [
      ['en', `${sites.en}/llms.txt`],
      ['zh', `${sites.zh}/llms.txt`],
      ['ru', `${sites.ru}/llms.txt`],
      ['de', `${sites.en}/de/llms.txt`],
      ['th', `${sites.en}/th/llms.txt`],
    ];
    for (const [locale, url] of files) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('# Morphis');
      expect(lines[2]).toMatch(/^> \S/);
      expect(response.body).toMatch(/\n## [^\n]+\n\n- \[[^\]]+\]\(http[^)]+\.md\)/);
      expect(response.body).toContain(twinOf(urlOf(locale, '/pricing')));
      expect(response.body).toContain(twinOf(urlOf(locale, '/helps/install-on-macos')));
      // Parses as Markdown: one H1, sections as H2.
      const html = commonmark.render(response.body);
      expect(html.match(/<h1>/g)).toHaveLength(1);
    }
    const english = (await get(`${sites.en}/llms.txt`)).body;
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en'))
      expect(english).toContain(localeUrl(locale, '/llms.txt', sites));
    // Chinese and Russian in their language: the product's heading and the help article's title.
    expect((await get(`${sites.zh}/llms.txt`)).body).toMatch(/[\u4e00-\u9fff]/);
    expect((await get(`${sites.ru}/llms.txt`)).body).toMatch(/[\u0400-\u04ff]/);
    // The Russian site's blog is external: its llms.txt lists no blog twin.
    expect((await get(`${sites.ru}/llms.txt`)).body).not.toContain(`${sites.ru}/blog/`);
  });

  test('llms-full.txt holds the help centre in full and stays within its bound', async () => {
    for (const url of [`${sites.en}/llms-full.txt`, `${sites.zh}/llms-full.txt`, `${sites.en}/de/llms-full.txt`]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(LLMS_FULL_MAX_BYTES);
      expect(commonmark.render(response.body).match(/<h1>/g)).toHaveLength(1);
    }
    expect((await get(`${sites.en}/llms-full.txt`)).body).toContain('## Install Morphis on macOS');
  });

  test('every link of llms.txt and of the twins it lists resolves to 200 on our hosts', async () => {
    test.setTimeout(300_000);
    const ours = (url: string) => [sites.en, sites.zh, sites.ru].some((origin) => url.startsWith(`${origin}/`));
    const links = (markdown: string) =>
      [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g)]
        .map((match) => (match[1] ?? match[2])!.replace(/\\([()])/g, '$1'))
        .filter(ours);
    const checked = new Map<string, number>();
    const check = async (url: string) => {
      if (!checked.has(url)) checked.set(url, (await get(url)).status);
      return checked.get(url)!;
    };
    for (const file of [
      `${sites.en}/llms.txt`,
      `${sites.zh}/llms.txt`,
      `${sites.ru}/llms.txt`,
      `${sites.en}/de/llms.txt`,
    ]) {
      for (const url of links((await get(file)).body)) {
        expect(await check(url), `${url} (from ${file})`).toBe(200);
        if (!url.endsWith('.md')) continue;
        for (const inner of links((await get(url)).body))
          expect(await check(inner), `${inner} (from ${url})`).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThan(50);
  });
});

test.describe('publish', () => {
  test.describe.configure({ mode: 'serial' });
  const ID = 'help-article-proxy-check-failed';
  const SLUG = 'proxy-check-failed';

  /** Replaces one document's line in the server's dataset copy (read fresh, so edits of other specs stay). */
  function editDocument(id: string, edit: (doc: { title: Record<string, string> }) => void): string {
    const text = readFileSync(TEST_DATASET_FILE, 'utf8');
    const original = text.split('\n').find((line) => line.includes(`"_id":"${id}"`));
    if (!original) throw new Error(`no document ${id}`);
    const doc = JSON.parse(original) as { title: Record<string, string> };
    edit(doc);
    replaceLine(original, JSON.stringify(doc));
    return original;
  }
  function replaceLine(from: string, to: string): void {
    const text = readFileSync(TEST_DATASET_FILE, 'utf8');
    const next = `${TEST_DATASET_FILE}.${process.pid}.md-next`;
    writeFileSync(
      next,
      text.replace(from, () => to),
    );
    renameSync(next, TEST_DATASET_FILE);
  }

  test('a publish refreshes the twin and llms.txt with the page', async () => {
    test.setTimeout(60_000);
    const id = ID;
    const twinUrl = twinOf(urlOf('de', `/helps/${SLUG}`));
    const before = await get(twinUrl);
    expect(before.status).toBe(200);
    const marker = `Republished ${Date.now()}`;
    const payload = { _id: id, _type: 'helpArticle', slug: SLUG, previousSlug: SLUG, operation: 'update' };
    const original = editDocument(id, (doc) => {
      doc.title.de = `${marker}: Proxy-Prüfung fehlgeschlagen`;
    });
    try {
      // Without a webhook the cached twin stays as it was.
      expect((await get(twinUrl)).body).toBe(before.body);
      expect((await signedPost(payload)).status).toBe(200);
      const after = await get(twinUrl);
      expect(after.body).toContain(`# ${marker}: Proxy-Prüfung fehlgeschlagen`);
      expect((await get(urlOf('de', `/helps/${SLUG}`))).body).toContain(marker);
      // Asked for as Markdown on the page's own address: the same refreshed twin.
      expect((await get(urlOf('de', `/helps/${SLUG}`), { accept: 'text/markdown' })).body).toBe(after.body);
      expect((await get(`${sites.en}/de/llms.txt`)).body).toContain(marker);
    } finally {
      const current = readFileSync(TEST_DATASET_FILE, 'utf8')
        .split('\n')
        .find((line) => line.includes(`"_id":"${id}"`));
      if (current) replaceLine(current, original);
      await signedPost(payload);
    }
    expect((await get(twinUrl)).body).not.toContain(marker);
  });
});

test('robots.txt lets the answer engines read what search crawlers may', async () => {
  const robots = (await get(`${sites.en}/robots.txt`)).body;
  for (const agent of ANSWER_ENGINE_CRAWLERS) expect(robots).toContain(`User-Agent: ${agent}`);
  const groups = robots.split(/\n\s*\n/).filter((group) => group.includes('User-Agent'));
  const rules = (group: string) =>
    group
      .split('\n')
      .filter((line) => /^(Allow|Disallow):/.test(line))
      .join('\n');
  expect(groups).toHaveLength(2);
  expect(rules(groups[1]!)).toBe(rules(groups[0]!));
});
