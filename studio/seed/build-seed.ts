/**
 * Builds the embedded dataset (`dataset/data.ndjson` plus `dataset/images/`) from the compact sources in `source/`.
 * The output is Sanity's export format: `sanity dataset import studio/seed/dataset <name>` loads it into a project,
 * and web's embedded source evaluates it with groq-js.
 *
 *   npm run seed -w @site/studio            write the dataset
 *   npm run seed -w @site/studio -- --check fail if the committed dataset differs from the sources
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import {
  ARTICLE_TYPE,
  CATEGORY_TYPE,
  DEFAULT_LOCALE,
  draftId,
  LANDING_TYPE,
  LOCALE_CODES,
  type LocaleCode,
  TAG_TYPE,
  type TaxonomyFamily,
} from '@site/schemas';
import { AUTHORS } from './source/authors';
import { BLOG_POSTS } from './source/blog';
import { DOC_PAGES } from './source/docs';
import { BLOG_DRAFT_POSTS, BLOG_POST_EDITS } from './source/drafts';
import { FAQ, PRICING_PLANS } from './source/commerce';
import { GUIDES } from './source/guides';
import { HELP_ARTICLES } from './source/help';
import { ALTERNATIVE_PAGES, FEATURE_PAGES, SOLUTION_PAGES } from './source/landing';
import { NEWS_ITEMS } from './source/news';
import { PAGES } from './source/pages';
import { PARTNERS } from './source/partners';
import { PROMOTIONS } from './source/promotions';
import { RELEASES } from './source/releases';
import { CONSULTATION_QR_TARGET, LEGACY_SLUG_MAP, NAVIGATION, RU_BLOG_MAP, SITE_SETTINGS } from './source/site';
import { CATEGORIES, TAGS } from './source/taxonomy';
import type { ArticleSource, L, LandingText, Markup } from './source/types';

export type SeedDocument = Record<string, unknown> & { _id: string; _type: string };

const HERE = dirname(fileURLToPath(import.meta.url));
export const DATASET_DIR = join(HERE, 'dataset');
export const DATASET_FILE = join(DATASET_DIR, 'data.ndjson');

// ---------------------------------------------------------------------------------------------------------------
// Rich text

function keyOf(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 12);
}

interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

function inline(
  text: string,
  key: string,
): { children: Span[]; markDefs: { _key: string; _type: 'link'; href: string }[] } {
  const children: Span[] = [];
  const markDefs: { _key: string; _type: 'link'; href: string }[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((\S+?)\)/g;
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: keyOf(key, children.length), text: value, marks });
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(last, match.index), []);
    if (match[1]) push(match[1], ['strong']);
    else if (match[2]) push(match[2], ['em']);
    else if (match[3]) push(match[3], ['code']);
    else if (match[4] && match[5]) {
      const markKey = keyOf(key, 'link', markDefs.length);
      markDefs.push({ _key: markKey, _type: 'link', href: match[5] });
      push(match[4], [markKey]);
    }
    last = match.index + match[0].length;
  }
  push(text.slice(last), []);
  return { children, markDefs };
}

export function markupToBlocks(markup: Markup, keySeed: string): Record<string, unknown>[] {
  const blocks: Record<string, unknown>[] = [];
  const lines = markup
    .trim()
    .split('\n')
    .map((line) => line.trim());
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) add('normal', paragraph.join(' '));
    paragraph = [];
  };
  const add = (style: string, text: string, listItem?: 'bullet' | 'number') => {
    const key = keyOf(keySeed, blocks.length);
    const { children, markDefs } = inline(text, key);
    blocks.push({ _type: 'block', _key: key, style, markDefs, children, ...(listItem ? { listItem, level: 1 } : {}) });
  };
  for (const line of lines) {
    const heading = /^(#{2,3}) /.exec(line);
    const numbered = /^\d+\. /.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      add(heading[1] === '##' ? 'h2' : 'h3', line.slice(heading[0].length));
    } else if (line.startsWith('> ')) {
      flush();
      add('blockquote', line.slice(2));
    } else if (line.startsWith('- ')) {
      flush();
      add('normal', line.slice(2), 'bullet');
    } else if (numbered) {
      flush();
      add('normal', line.slice(numbered[0].length), 'number');
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// ---------------------------------------------------------------------------------------------------------------
// Images: generated here so the repository holds every asset and nothing is fetched.

const assets = new Map<string, Buffer>();

function svgImage(name: string, svg: string, alt?: L<string>): Record<string, unknown> {
  assets.set(`${name}.svg`, Buffer.from(svg.trim() + '\n'));
  return {
    _type: 'image',
    _sanityAsset: `image@file://./images/${name}.svg`,
    ...(alt ? { alt: { _type: 'localeString', ...alt } } : {}),
  };
}

/** A text that is the same in every language (a name). */
function everyLanguage(text: string): L<string> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, text])) as L<string>;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const PALETTE: Record<string, readonly [string, string]> = {
  blog: ['#3b2bd9', '#0ea5e9'],
  news: ['#0f766e', '#22c55e'],
  guide: ['#9333ea', '#f472b6'],
};

/**
 * A category's cover: pictures only. The category's name is beside it in the page (the card's eyebrow, the article's
 * header) and in its alt text, in the reader's language; words drawn into one shared image would be English everywhere.
 */
function cover(family: TaxonomyFamily, category: string, alt: L<string>): Record<string, unknown> {
  const [from, to] = PALETTE[family]!;
  const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="120" y="110" width="960" height="410" rx="24" fill="#ffffff" fill-opacity="0.92"/>
  <rect x="120" y="110" width="960" height="56" rx="24" fill="#0b1020" fill-opacity="0.85"/>
  <circle cx="160" cy="138" r="9" fill="#ef4444"/><circle cx="190" cy="138" r="9" fill="#f59e0b"/><circle cx="220" cy="138" r="9" fill="#22c55e"/>
  <g fill="${from}" fill-opacity="0.18">${[0, 1, 2].map((row) => [0, 1, 2, 3].map((col) => `<rect x="${170 + col * 220}" y="${200 + row * 100}" width="190" height="76" rx="12"/>`).join('')).join('')}</g>
</svg>`;
  return svgImage(`cover-${family}-${category}`, svg, alt);
}

function partnerLogo(slug: string, name: string, [from, to]: readonly [string, string]): Record<string, unknown> {
  const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="160" rx="20" fill="#ffffff"/>
  <rect x="24" y="40" width="80" height="80" rx="18" fill="url(#g)"/>
  <text x="64" y="96" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(name.charAt(0))}</text>
  <text x="128" y="96" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#111827">${escapeXml(name)}</text>
</svg>`;
  // The alt is the company's name, which no language translates.
  return svgImage(`logo-${slug}`, svg, everyLanguage(name));
}

/** A scannable QR code (the `qrcode` library encodes; each dark module is drawn as a square), 4 modules of margin. */
function qrImage(name: string, text: string, alt: L<string>): Record<string, unknown> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + 8;
  const dark: string[] = [];
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) dark.push(`M${x + 4} ${y + 4}h1v1h-1z`);
  const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="${size * 8}" height="${size * 8}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  <path d="${dark.join('')}" fill="#000000"/>
</svg>`;
  return svgImage(name, svg, alt);
}

/** A minimal PNG encoder (8-bit RGB, one IDAT): enough for generated avatars without an image library. */
function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function avatar(slug: string, name: string, color: string): Record<string, unknown> {
  const rgb = [1, 3, 5].map((index) => parseInt(color.slice(index, index + 2), 16)) as [number, number, number];
  const bits = createHash('sha1').update(slug).digest();
  const size = 96;
  const cell = size / 6;
  const image = png(size, size, (x, y) => {
    const col = Math.floor(x / cell) - 1;
    const row = Math.floor(y / cell) - 1;
    if (col < 0 || row < 0 || col > 3 || row > 3) return [245, 246, 250];
    const mirrored = col > 1 ? 3 - col : col;
    return (bits[row * 2 + mirrored]! & 1) === 1 ? rgb : [245, 246, 250];
  });
  assets.set(`avatar-${slug}.png`, image);
  return {
    _type: 'image',
    _sanityAsset: `image@file://./images/avatar-${slug}.png`,
    alt: { _type: 'localeString', ...everyLanguage(name) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Documents

const ref = (id: string, key?: string) => ({ _type: 'reference', _ref: id, ...(key ? { _key: key } : {}) });

function localized<T>(type: string, value: Partial<Record<LocaleCode, T>>): Record<string, unknown> {
  return { _type: type, ...value };
}

function pickText<T>(source: L<T>, index: (value: T) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(source).map(([code, value]) => [code, index(value as T)]));
}

/** Timestamps and translation bookkeeping: stale translations were made from an English text 20 days older. */
function revisions(date: string, codes: readonly string[], stale: readonly string[] = []) {
  const translated = `${date}T09:00:00Z`;
  const revised =
    stale.length > 0
      ? new Date(Date.parse(translated) + 20 * 86_400_000).toISOString().replace('.000Z', 'Z')
      : translated;
  return {
    _createdAt: `${date}T08:00:00Z`,
    _updatedAt: revised,
    englishRevisedAt: revised,
    translatedFrom: {
      _type: 'localeRevisions',
      ...Object.fromEntries(
        codes
          .filter((code) => code !== DEFAULT_LOCALE)
          .map((code) => [code, stale.includes(code) ? translated : revised]),
      ),
    },
  };
}

function seoOf(title: Record<string, string>, description: Record<string, string>, keywords?: Record<string, string>) {
  return {
    _type: 'object',
    seo_title: localized('localeString', title),
    seo_description: localized('localeText', description),
    ...(keywords ? { seo_keywords: localized('localeString', keywords) } : {}),
  };
}

function blocksOf(id: string, source: Partial<Record<string, Markup>>): Record<string, unknown> {
  return localized(
    'localeBlocks',
    Object.fromEntries(
      Object.entries(source).map(([code, markup]) => [code, markupToBlocks(markup!, `${id}:${code}`)]),
    ),
  );
}

function articleCore(id: string, article: ArticleSource) {
  const titles = pickText(article.t, (value) => value[0]);
  const excerpts = pickText(article.t, (value) => value[1]);
  return {
    title: localized('localeString', titles),
    slug: { _type: 'slug', current: article.slug },
    excerpt: localized('localeText', excerpts),
    body: blocksOf(
      id,
      pickText(article.t, (value) => value[2]),
    ),
    publishedAt: `${article.date}T09:00:00Z`,
    seo: seoOf(titles, excerpts),
    ...revisions(article.date, Object.keys(article.t), article.stale),
  };
}

function idOf(type: string, slug: string): string {
  return `${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-${slug}`;
}

function taxonomyArticles(family: TaxonomyFamily, items: readonly ArticleSource[]): SeedDocument[] {
  const categories = CATEGORIES[family];
  return items.map((article) => {
    const id = idOf(ARTICLE_TYPE[family], article.slug);
    const category = categories.find((item) => item.slug === article.category);
    if (!category) throw new Error(`${id}: unknown category ${article.category}`);
    return {
      _id: id,
      _type: ARTICLE_TYPE[family],
      ...articleCore(id, article),
      coverImage: cover(family, category.slug, category.title),
      category: ref(idOf(CATEGORY_TYPE[family], category.slug)),
      tags: (article.tags ?? []).map((tag) => ref(idOf(TAG_TYPE[family], tag), keyOf(id, tag))),
      ...(article.author ? { author: ref(idOf('author', article.author)) } : {}),
    };
  });
}

function landingDoc(
  type: string,
  source: { slug: string; competitor?: string; t: L<LandingText> },
  date: string,
): SeedDocument {
  const id = idOf(type, source.slug);
  const titles = pickText(source.t, (value) => value[0]);
  const summaries = pickText(source.t, (value) => value[1]);
  return {
    _id: id,
    _type: type,
    title: localized('localeString', titles),
    slug: { _type: 'slug', current: source.slug },
    ...(source.competitor ? { competitor: source.competitor } : {}),
    summary: localized('localeText', summaries),
    body: blocksOf(
      id,
      pickText(source.t, (value) => value[2]),
    ),
    seo: seoOf(titles, summaries),
    ...revisions(date, Object.keys(source.t)),
  };
}

/**
 * Drafts in Sanity's export format (`drafts.<id>`): an edit is the published document with some languages' text
 * replaced (Sanity's drafts are whole documents); a new post exists only as a draft.
 */
function blogDrafts(published: readonly SeedDocument[]): SeedDocument[] {
  const edits = BLOG_POST_EDITS.map((edit) => {
    const id = idOf(ARTICLE_TYPE.blog, edit.slug);
    const original = published.find((doc) => doc._id === id);
    const source = BLOG_POSTS.find((post) => post.slug === edit.slug);
    if (!original || !source) throw new Error(`draft of ${id}: no published post`);
    const edited = articleCore(id, { ...source, t: { ...source.t, ...edit.t } });
    return {
      ...original,
      _id: draftId(id),
      title: edited.title,
      excerpt: edited.excerpt,
      body: edited.body,
      seo: edited.seo,
    };
  });
  const created = taxonomyArticles('blog', BLOG_DRAFT_POSTS).map((doc) => ({ ...doc, _id: draftId(doc._id) }));
  return [...edits, ...created];
}

export function buildSeed(): { documents: SeedDocument[]; assets: Map<string, Buffer> } {
  assets.clear();
  const documents: SeedDocument[] = [];

  for (const author of AUTHORS) {
    documents.push({
      _id: idOf('author', author.slug),
      _type: 'author',
      name: author.name,
      slug: { _type: 'slug', current: author.slug },
      role: localized('localeString', author.role),
      bio: localized('localeText', author.bio),
      avatar: avatar(author.slug, author.name, author.color),
      ...revisions('2024-06-01', Object.keys(author.role)),
    });
  }

  for (const family of ['blog', 'news', 'guide'] as const) {
    for (const category of CATEGORIES[family]) {
      const id = idOf(CATEGORY_TYPE[family], category.slug);
      documents.push({
        _id: id,
        _type: CATEGORY_TYPE[family],
        title: localized('localeString', category.title),
        slug: { _type: 'slug', current: category.slug },
        ...(category.description ? { description: localized('localeText', category.description) } : {}),
        order: category.order ?? 0,
        seo: seoOf(category.title, category.description ?? category.title),
        ...revisions('2024-06-01', Object.keys(category.title)),
      });
    }
    for (const tag of TAGS[family]) {
      documents.push({
        _id: idOf(TAG_TYPE[family], tag.slug),
        _type: TAG_TYPE[family],
        title: localized('localeString', tag.title),
        slug: { _type: 'slug', current: tag.slug },
        ...revisions('2024-06-01', Object.keys(tag.title)),
      });
    }
  }

  documents.push(
    ...taxonomyArticles('blog', BLOG_POSTS),
    ...taxonomyArticles('news', NEWS_ITEMS),
    ...taxonomyArticles('guide', GUIDES),
  );

  for (const help of HELP_ARTICLES) {
    const id = idOf(ARTICLE_TYPE.help, help.slug);
    documents.push({
      _id: id,
      _type: ARTICLE_TYPE.help,
      ...articleCore(id, help),
      section: help.section,
      order: help.order,
    });
  }
  for (const release of RELEASES) {
    const id = idOf(ARTICLE_TYPE.release, release.slug);
    documents.push({
      _id: id,
      _type: ARTICLE_TYPE.release,
      ...articleCore(id, release),
      version: release.version,
      platforms: release.platforms,
    });
  }
  for (const doc of DOC_PAGES) {
    const id = idOf(ARTICLE_TYPE.docs, doc.slug);
    documents.push({ _id: id, _type: ARTICLE_TYPE.docs, ...articleCore(id, doc), order: doc.order });
  }
  for (const partner of PARTNERS) {
    const id = idOf(ARTICLE_TYPE.partner, partner.slug);
    documents.push({
      _id: id,
      _type: ARTICLE_TYPE.partner,
      ...articleCore(id, partner),
      name: partner.name,
      website: partner.website,
      kind: partner.kind,
      ...(partner.promoCode ? { promoCode: partner.promoCode } : {}),
      order: partner.order,
      logo: partnerLogo(partner.slug, partner.name, partner.colors),
    });
  }

  for (const page of SOLUTION_PAGES) documents.push(landingDoc(LANDING_TYPE.solutions, page, '2024-09-02'));
  for (const page of FEATURE_PAGES) documents.push(landingDoc(LANDING_TYPE.features, page, '2024-09-02'));
  for (const page of ALTERNATIVE_PAGES) documents.push(landingDoc(LANDING_TYPE.alternatives, page, '2024-09-02'));
  for (const page of PAGES) documents.push({ ...landingDoc('page', page, '2024-08-15'), kind: page.kind });

  FAQ.forEach((entry, index) => {
    documents.push({
      _id: `faq-entry-${entry.slug}`,
      _type: 'faqEntry',
      question: localized(
        'localeString',
        pickText(entry.t, (value) => value[0]),
      ),
      answer: localized(
        'localeText',
        pickText(entry.t, (value) => value[1]),
      ),
      group: entry.group,
      order: index,
      ...revisions('2024-10-01', Object.keys(entry.t)),
    });
  });

  PRICING_PLANS.forEach((plan, index) => {
    documents.push({
      _id: idOf('pricingPlan', plan.slug),
      _type: 'pricingPlan',
      name: localized(
        'localeString',
        pickText(plan.t, (value) => value[0]),
      ),
      slug: { _type: 'slug', current: plan.slug },
      description: localized(
        'localeText',
        pickText(plan.t, (value) => value[1]),
      ),
      features: localized(
        'localeStringList',
        Object.fromEntries(Object.entries(plan.t).map(([code, value]) => [code, value![2]])),
      ),
      profiles: plan.profiles,
      teamMembers: plan.teamMembers,
      highlighted: plan.highlighted ?? false,
      order: index,
      prices: plan.prices.map(([currency, monthly, annual]) => ({
        _type: 'price',
        _key: currency.toLowerCase(),
        currency,
        monthly,
        annual,
      })),
      ...revisions('2025-01-10', Object.keys(plan.t)),
    });
  });

  documents.push(
    {
      ...SITE_SETTINGS,
      consultation_qr: qrImage('consultation-qr', CONSULTATION_QR_TARGET, {
        en: 'QR code: talk to our sales team',
        zh: '扫码咨询销售团队',
      }),
    },
    NAVIGATION,
    RU_BLOG_MAP,
    LEGACY_SLUG_MAP,
    ...PROMOTIONS,
  );
  documents.push(...blogDrafts(documents));

  documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const ids = new Set<string>();
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new Error(`Duplicate document id ${doc._id}`);
    ids.add(doc._id);
  }
  return { documents, assets: new Map(assets) };
}

export function serialize(documents: readonly SeedDocument[]): string {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}

function main(): void {
  const { documents, assets: files } = buildSeed();
  const ndjson = serialize(documents);
  const imagesDir = join(DATASET_DIR, 'images');
  if (process.argv.includes('--check')) {
    if (existsSync(join(DATASET_DIR, 'EXPORTED'))) {
      console.info('The dataset was exported from a Sanity project (dataset/EXPORTED): not compared with seed/source.');
      return;
    }
    const problems: string[] = [];
    if (readFileSync(DATASET_FILE, 'utf8') !== ndjson) problems.push('data.ndjson differs from the sources');
    const present = new Set(readdirSync(imagesDir));
    for (const [name, data] of files) {
      if (!present.has(name) || !readFileSync(join(imagesDir, name)).equals(data))
        problems.push(`images/${name} is missing or differs`);
    }
    for (const name of present) if (!files.has(name)) problems.push(`images/${name} is not generated by the sources`);
    if (problems.length > 0) {
      console.error(
        `The committed dataset is out of date (run npm run seed -w @site/studio):\n- ${problems.join('\n- ')}`,
      );
      process.exit(1);
    }
    console.info(`Dataset up to date: ${documents.length} documents, ${files.size} images.`);
    return;
  }
  rmSync(imagesDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });
  for (const [name, data] of files) writeFileSync(join(imagesDir, name), data);
  writeFileSync(DATASET_FILE, ndjson);
  console.info(`Wrote ${documents.length} documents and ${files.size} images to ${DATASET_DIR}.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
