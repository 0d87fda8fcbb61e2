import { EdgeConfigError } from './errors';

/**
 * The Russian site's blog, news and guide live on an external blog (`RU_BLOG_URL`). This module turns the map of
 * known articles into a lookup once, at start, and answers where a Russian content route goes.
 */

export const RU_BLOG_SECTIONS = ['blog', 'news', 'guide'] as const;
export type RuBlogSection = (typeof RU_BLOG_SECTIONS)[number];

/**
 * One known article: the id it had on our Russian site (`/blog/{id}`), and where it lives now, as a path relative to
 * the blog home (`articles/slug/`) or an absolute URL on the blog's origin. The CMS will compile these at build.
 */
export interface RuBlogMapEntry {
  readonly section: RuBlogSection;
  readonly id: string;
  readonly target: string;
}

export interface RuBlog {
  readonly origin: string;
  /** The blog home, always ending in `/`. */
  readonly home: string;
  /** `${section}/${id}` -> absolute article URL, rebuilt from validated parts. */
  readonly articles: ReadonlyMap<string, string>;
}

/** Placeholder on a reserved TLD (RFC 2606): obviously unconfigured, never resolves, never someone else's site. */
export const DEFAULT_RU_BLOG_URL = 'https://ru-blog.example/';

const ID = /^[^\s/\\?#%\p{Cc}]{1,200}$/u;
const TARGET_PATH = /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/** Validates RU_BLOG_URL: an http(s) URL with no credentials, query or fragment. Returns the home URL. */
export function parseRuBlogUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new EdgeConfigError(`RU_BLOG_URL is not an absolute URL: ${value}`, { cause });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new EdgeConfigError(`RU_BLOG_URL must be http or https: ${value}`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new EdgeConfigError(`RU_BLOG_URL must be a plain address without credentials, query or fragment: ${value}`);
  }
  if (!TARGET_PATH.test(url.pathname) || url.pathname.includes('//')) {
    throw new EdgeConfigError(`RU_BLOG_URL has an unusable path: ${value}`);
  }
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url;
}

function articleUrl(home: URL, entry: RuBlogMapEntry): string {
  // Printable ASCII only: a Cyrillic slug is written percent-encoded, so what is checked is what is sent.
  if (!/^[\x21-\x7e]+$/.test(entry.target)) {
    throw new EdgeConfigError(
      `RU blog map: target must be printable ASCII (percent-encode the rest): ${entry.section}/${entry.id}`,
    );
  }
  let url: URL;
  try {
    url = new URL(entry.target, home);
  } catch (cause) {
    throw new EdgeConfigError(`RU blog map: bad target for ${entry.section}/${entry.id}: ${entry.target}`, { cause });
  }
  if (url.origin !== home.origin || url.search || url.hash || url.username || url.password) {
    throw new EdgeConfigError(`RU blog map: target must be a path on ${home.origin}: ${entry.section}/${entry.id}`);
  }
  if (!TARGET_PATH.test(url.pathname) || url.pathname.includes('//')) {
    throw new EdgeConfigError(`RU blog map: target path has unsafe characters: ${entry.section}/${entry.id}`);
  }
  return `${url.origin}${url.pathname}`;
}

/** Compiles the blog address and the map of known articles; throws EdgeConfigError on any bad entry. */
export function compileRuBlog(blogUrl: string, entries: readonly RuBlogMapEntry[]): RuBlog {
  const home = parseRuBlogUrl(blogUrl);
  const articles = new Map<string, string>();
  for (const entry of entries) {
    if (!(RU_BLOG_SECTIONS as readonly string[]).includes(entry.section)) {
      throw new EdgeConfigError(`RU blog map: unknown section ${JSON.stringify(entry.section)}`);
    }
    if (!ID.test(entry.id)) throw new EdgeConfigError(`RU blog map: bad id ${JSON.stringify(entry.id)}`);
    const key = `${entry.section}/${entry.id}`;
    if (articles.has(key)) throw new EdgeConfigError(`RU blog map: ${key} is listed twice`);
    articles.set(key, articleUrl(home, entry));
  }
  return { origin: home.origin, home: `${home.origin}${home.pathname}`, articles };
}

/**
 * Reads a map from untrusted JSON (what the CMS compile step will write). Anything but an array of
 * `{section, id, target}` strings is an EdgeConfigError; compileRuBlog then checks the values.
 */
export function parseRuBlogMap(value: unknown): RuBlogMapEntry[] {
  if (!Array.isArray(value)) throw new EdgeConfigError('RU blog map must be an array');
  return value.map((item: unknown, index) => {
    const record = item as Record<string, unknown> | null;
    if (
      typeof record !== 'object' ||
      record === null ||
      typeof record.section !== 'string' ||
      typeof record.id !== 'string' ||
      typeof record.target !== 'string'
    ) {
      throw new EdgeConfigError(`RU blog map entry ${index} must have string section, id and target`);
    }
    return { section: record.section as RuBlogSection, id: record.id, target: record.target };
  });
}

const CATEGORY_ROUTE = /^(?:blog|news|guide)-([A-Za-z0-9][A-Za-z0-9_-]{0,63})$/;

/**
 * True for a path (locale-free) that the Russian site does not serve itself but sends to the external blog: its
 * blog, news and guide routes and their categories. Sitemaps and hreflang leave the Russian URL of such pages out.
 */
export function servedByRuBlog(path: string): boolean {
  const first = path.split('/').filter(Boolean)[0];
  return first !== undefined && ((RU_BLOG_SECTIONS as readonly string[]).includes(first) || CATEGORY_ROUTE.test(first));
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Where a Russian content route goes on the external blog, or undefined when the path is not a blog, news or guide
 * route. `rest` is the normalised path without locale prefix, as segments.
 */
export function ruBlogLocation(blog: RuBlog, rest: readonly string[]): string | undefined {
  const [section, id, ...deeper] = rest;
  if (section === undefined) return undefined;
  if ((RU_BLOG_SECTIONS as readonly string[]).includes(section)) {
    if (id === undefined || deeper.length > 0) return blog.home;
    const decoded = decodedSegment(id);
    return (decoded !== undefined && blog.articles.get(`${section}/${decoded}`)) || blog.home;
  }
  const category = CATEGORY_ROUTE.exec(section)?.[1];
  if (category !== undefined) return `${blog.home}?category=${category.toLowerCase()}`;
  // `/blog-` followed by something that is no category slug is still a blog route: the home.
  if (/^(?:blog|news|guide)-/.test(section)) return blog.home;
  return undefined;
}
