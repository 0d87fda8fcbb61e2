import { escapeXml } from './sitemap-xml';

/**
 * RSS 2.0 for the site's feeds (lib/seo/feeds.ts), written like the sitemaps: every value escaped, and characters XML 1.0
 * cannot carry at all (control characters, lone surrogates) dropped first, so CMS text can never make the feed
 * unparsable.
 */

/** Tab, newline and carriage return are the only C0 characters XML allows; U+FFFE, U+FFFF and lone surrogates never. */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false; // a lone surrogate: iteration by code point kept pairs whole
  return code !== 0xfffe && code !== 0xffff;
}

export function xmlText(value: string): string {
  return escapeXml([...value].filter(isXmlChar).join(''));
}

/** RFC 822 date (RSS 2.0), in GMT; null for a value that is not a date. */
export function rfc822(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

export interface FeedItem {
  readonly title: string;
  /** Absolute URL of the page; also the item's guid. */
  readonly link: string;
  readonly publishedAt: string;
  readonly description?: string | null | undefined;
  readonly categories?: readonly string[] | undefined;
  readonly author?: string | null | undefined;
}

export interface Feed {
  readonly title: string;
  /** Absolute URL of the listing page the feed mirrors. */
  readonly link: string;
  /** Absolute URL of the feed itself (atom:link rel=self). */
  readonly self: string;
  readonly description: string;
  /** BCP 47 language tag. */
  readonly language: string;
  readonly items: readonly FeedItem[];
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export function rssXml(feed: Feed): string {
  const newest = feed.items.map((item) => Date.parse(item.publishedAt)).filter((time) => !Number.isNaN(time));
  const lastBuild = newest.length > 0 ? new Date(Math.max(...newest)).toUTCString() : null;
  const items = feed.items.map((item) => {
    const parts = [
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
    ];
    const date = rfc822(item.publishedAt);
    if (date) parts.push(element('pubDate', date));
    if (item.author) parts.push(element('dc:creator', item.author));
    for (const category of item.categories ?? []) parts.push(element('category', category));
    if (item.description) parts.push(element('description', item.description));
    return `<item>${parts.join('')}</item>`;
  });
  const channel = [
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('language', feed.language),
    ...(lastBuild ? [element('lastBuildDate', lastBuild)] : []),
    `<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n${channel.join('\n')}\n</channel>\n</rss>\n`;
}
