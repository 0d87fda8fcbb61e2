import type { PortableTextBlock } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { linkKind, linksOf, proseBlocks } from '@/lib/articles/cms-links';

const item = (key: string, text: string, href: string): PortableTextBlock => ({
  _type: 'block',
  _key: key,
  listItem: 'bullet',
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [`${key}l`] }],
  markDefs: [{ _key: `${key}l`, _type: 'link', href }],
});

const body: PortableTextBlock[] = [
  {
    _type: 'block',
    _key: 'p',
    children: [{ _type: 'span', _key: 'p1', text: 'Everything in one place.' }],
    markDefs: [],
  },
  item('a', 'Download Morphis', '/download'),
  item('b', 'Service status', 'https://status.example'),
  item('c', 'Support by email', 'mailto:support@example.test'),
  item('d', 'Bad', 'javascript:alert(1)'),
];

describe('links of a CMS body', () => {
  it('lists the links in reading order with their text, dropping unsafe addresses', () => {
    expect(linksOf(body)).toEqual([
      { text: 'Download Morphis', href: '/download' },
      { text: 'Service status', href: 'https://status.example' },
      { text: 'Support by email', href: 'mailto:support@example.test' },
    ]);
    expect(linksOf(null)).toEqual([]);
  });

  it('takes a link whose block has no spans (the schema allows it) with its address as text', () => {
    const bare: PortableTextBlock = {
      _type: 'block',
      _key: 'e',
      markDefs: [{ _key: 'el', _type: 'link', href: '/faq' }],
    };
    expect(linksOf([bare])).toEqual([{ text: '/faq', href: '/faq' }]);
  });

  it('sorts links into site pages, websites and contact addresses', () => {
    expect(linkKind('/helps')).toBe('site');
    expect(linkKind('https://status.example')).toBe('web');
    expect(linkKind('mailto:a@b.c')).toBe('contact');
    expect(linkKind('tel:+100')).toBe('contact');
  });

  it('keeps the prose around the link list', () => {
    expect(proseBlocks(body).map((block) => block._key)).toEqual(['p']);
  });
});
