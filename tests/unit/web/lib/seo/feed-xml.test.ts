import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type Feed, rfc822, rssXml, xmlText } from '@/lib/seo/feed-xml';

/** Parses with a real XML parser (jsdom's DOMParser): a feed reader refuses anything it cannot parse. */
function parse(xml: string) {
  const { DOMParser } = new JSDOM().window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return { doc, error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null };
}

const FEED: Feed = {
  title: 'Morphis · Blog',
  link: 'http://localhost:3204/de/blog',
  self: 'http://localhost:3204/de/blog/feed',
  description: 'Praxisnahe Artikel',
  language: 'de-DE',
  items: [
    {
      title: 'Tom & Jerry <script>alert("x")</script> it\'s',
      link: 'http://localhost:3204/de/blog/a?x=1&y=2',
      publishedAt: '2025-01-14T09:00:00Z',
      description: 'Bell\u0007 and form feed\u000C, a lone surrogate \uD800 and an emoji 🚀 stay readable',
      categories: ['Canvas', 'A&B'],
      author: 'Anna <anna@example.com>',
    },
    { title: 'No date', link: 'http://localhost:3204/de/blog/b', publishedAt: 'not a date' },
  ],
};

describe('RSS writer', () => {
  it('writes RSS 2.0 that parses, with every field escaped', () => {
    const { doc, error } = parse(rssXml(FEED));
    expect(error).toBeNull();
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent;
    expect(text(channel, 'title')).toBe('Morphis · Blog');
    expect(text(channel, 'language')).toBe('de-DE');
    expect(channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(
      FEED.self,
    );
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(2);
    expect(text(items[0]!, 'title')).toBe(FEED.items[0]!.title);
    expect(text(items[0]!, 'link')).toBe('http://localhost:3204/de/blog/a?x=1&y=2');
    expect(text(items[0]!, 'guid')).toBe('http://localhost:3204/de/blog/a?x=1&y=2');
    expect(text(items[0]!, 'pubDate')).toBe('Tue, 14 Jan 2025 09:00:00 GMT');
    expect(Array.from(items[0]!.getElementsByTagName('category')).map((node) => node.textContent)).toEqual([
      'Canvas',
      'A&B',
    ]);
    expect(items[0]!.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent).toBe(
      'Anna <anna@example.com>',
    );
    expect(text(items[0]!, 'description')).toBe('Bell and form feed, a lone surrogate  and an emoji 🚀 stay readable');
    // No date, no pubDate; the channel's lastBuildDate is the newest item's.
    expect(items[1]!.getElementsByTagName('pubDate')).toHaveLength(0);
    expect(text(channel, 'lastBuildDate')).toBe('Tue, 14 Jan 2025 09:00:00 GMT');
  });

  it('an empty feed is still a valid channel', () => {
    const { doc, error } = parse(rssXml({ ...FEED, items: [] }));
    expect(error).toBeNull();
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });

  it('drops what XML 1.0 cannot carry and escapes markup', () => {
    expect(xmlText('a\u0000b\u001Fc\td\ne\rf')).toBe('abc\td\ne\rf');
    expect(xmlText('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(xmlText('\uDC00x\uD83D\uDE80')).toBe('x🚀');
    expect(rfc822('2025-02-03')).toBe('Mon, 03 Feb 2025 00:00:00 GMT');
    expect(rfc822('')).toBeNull();
  });
});
