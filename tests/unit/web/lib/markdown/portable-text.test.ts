import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { type PtBlock, type PtObject, escapeText, portableTextToMarkdown } from '@/lib/markdown/portable-text';

/**
 * Portable Text to Markdown (web/src/lib/markdown/portable-text.ts), read back by a real CommonMark parser
 * (markdown-it's commonmark preset; tables with the GFM one): the structure is what the blocks say, and the text a
 * reader renders is the text written, whatever Markdown syntax it contains.
 */
const commonmark = new MarkdownIt('commonmark');
const gfm = new MarkdownIt();
const link = (href: string) =>
  /^(https?:|mailto:|tel:|\/)/.test(href) ? new URL(href, 'https://site.example/').href : null;
const md = (blocks: (PtBlock | PtObject)[]) => portableTextToMarkdown(blocks, { link, image: link });

let key = 0;
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${(key += 1)}`, text, marks });
const block = (children: ReturnType<typeof span>[], extra: Partial<PtBlock> = {}): PtBlock => ({
  _type: 'block',
  _key: `b${(key += 1)}`,
  style: 'normal',
  children,
  markDefs: [],
  ...extra,
});
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('portableTextToMarkdown', () => {
  it('renders headings, paragraphs, quotes and marks as CommonMark reads them', () => {
    const markdown = md([
      block([span('Why it matters')], { style: 'h2' }),
      block([
        span('Plain, '),
        span('strong', ['strong']),
        span(' and '),
        span('slanted ', ['em']),
        span('code()', ['code']),
      ]),
      block([span('A quote')], { style: 'blockquote' }),
      block([span('Detail')], { style: 'h3' }),
    ]);
    const html = commonmark.render(markdown);
    expect(html).toContain('<h2>Why it matters</h2>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<em>slanted</em> <code>code()</code>');
    expect(html).toContain('<blockquote>\n<p>A quote</p>\n</blockquote>');
    expect(html).toContain('<h3>Detail</h3>');
  });

  it('makes links absolute, joins a link over several spans, and drops links the page would not make', () => {
    const markdown = md([
      block(
        [span('See '), span('the ', ['l1']), span('pricing', ['l1', 'strong']), span(' or '), span('this', ['l2'])],
        {
          markDefs: [
            { _key: 'l1', _type: 'link', href: '/pricing' },
            { _key: 'l2', _type: 'link', href: 'javascript:alert(1)' },
          ],
        },
      ),
      block([span('Mail us', ['l3'])], { markDefs: [{ _key: 'l3', _type: 'link', href: 'mailto:team@site.example' }] }),
    ]);
    const html = commonmark.render(markdown);
    expect(html).toContain('<a href="https://site.example/pricing">the <strong>pricing</strong></a>');
    expect(html).not.toContain('javascript');
    expect(html).toContain(' or this</p>');
    expect(html).toContain('<a href="mailto:team@site.example">Mail us</a>');
  });

  it('nests bullet and numbered lists by level and numbers each list from one', () => {
    const markdown = md([
      block([span('First')], { listItem: 'number', level: 1 }),
      block([span('Inner a')], { listItem: 'bullet', level: 2 }),
      block([span('Inner b')], { listItem: 'bullet', level: 2 }),
      block([span('Second')], { listItem: 'number', level: 1 }),
      block([span('After')]),
      block([span('Dot')], { listItem: 'bullet', level: 1 }),
    ]);
    expect(markdown).toBe('1. First\n   - Inner a\n   - Inner b\n2. Second\n\nAfter\n\n- Dot');
    const html = commonmark.render(markdown);
    expect(html).toMatch(
      /<ol>\s*<li>First\s*<ul>\s*<li>Inner a<\/li>\s*<li>Inner b<\/li>\s*<\/ul>\s*<\/li>\s*<li>Second<\/li>\s*<\/ol>/,
    );
    expect(html).toMatch(/<ul>\s*<li>Dot<\/li>\s*<\/ul>/);
  });

  it('renders images with alt text, fenced code and tables', () => {
    const markdown = md([
      { _type: 'image', _key: 'i', url: '/content-assets/a (1).png', alt: 'A list of profiles' },
      { _type: 'code', _key: 'c', language: 'js', code: 'const a = `x`;\n```\nnot the end' },
      { _type: 'table', _key: 't', rows: [{ cells: ['Plan', 'Price'] }, { cells: ['Team | Pro', '$9'] }] },
    ]);
    const html = gfm.render(markdown);
    expect(html).toContain('<img src="https://site.example/content-assets/a%20(1).png" alt="A list of profiles">');
    expect(html).toContain('<pre><code class="language-js">const a = `x`;\n```\nnot the end\n</code></pre>');
    expect(html).toContain('<th>Plan</th>');
    expect(html).toContain('<td>Team | Pro</td>');
  });

  it('escapes text that looks like Markdown, so the reader shows the text as written', () => {
    const tricky = [
      '# not a heading',
      '1. not a list',
      '- not a bullet',
      '> not a quote',
      '*stars* and _underscores_ and `ticks` and [brackets](x) and <b>tags</b> and &amp; and | pipes ~~',
      '2025. A year',
      '+ plus',
      '===',
    ];
    for (const text of tricky) {
      const html = commonmark.render(md([block([span(text)])]));
      expect(html, text).toBe(`<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>\n`);
    }
    expect(escapeText('a_b')).toBe('a\\_b');
  });

  it('keeps the text of every block: the rendered text is the plain text, in any script', () => {
    const blocks = [
      block([span('为什么会关联账户')], { style: 'h2' }),
      block([span('Почему это важно: '), span('**жирный**', ['strong'])]),
      block([span('ลำดับ ', []), span('ที่หนึ่ง', ['em'])], { listItem: 'bullet', level: 1 }),
      block([span('line one\nline two')]),
    ];
    const text = textOf(commonmark.render(md(blocks)));
    expect(text).toBe('为什么会关联账户 Почему это важно: **жирный** ลำดับ ที่หนึ่ง line one line two');
  });

  it('leaves out empty blocks and unknown block types', () => {
    expect(md([block([span('  ')]), { _type: 'video', _key: 'v' }, block([span('x')])])).toBe('x');
    expect(portableTextToMarkdown(null, { link })).toBe('');
  });
});
