import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { demoteHeadings, llmsFullTxt, llmsTxt } from '@/lib/markdown/llms-txt';
import { twinMarkdown } from '@/lib/markdown/twin-document';

/** llms.txt in the proposal's form (web/src/lib/markdown/llms-txt.ts), llms-full.txt within its bound, twins' head. */
const commonmark = new MarkdownIt('commonmark');

describe('llmsTxt', () => {
  it('writes an H1, a blockquote summary, details and sections of described links', () => {
    const text = llmsTxt({
      title: 'Morphis',
      summary: 'An antidetect browser.\nFor teams.',
      details: ['Made for *many* accounts.'],
      sections: [
        {
          title: 'Product',
          links: [
            { title: 'Pricing', url: 'https://site.example/pricing.md', description: 'Plans and prices' },
            { title: 'Download [beta]', url: 'https://site.example/download.md' },
          ],
        },
        { title: 'Empty', links: [] },
      ],
    });
    expect(text).toBe(
      [
        '# Morphis',
        '',
        '> An antidetect browser. For teams.',
        '',
        'Made for \\*many\\* accounts.',
        '',
        '## Product',
        '',
        '- [Pricing](https://site.example/pricing.md): Plans and prices',
        '- [Download \\[beta\\]](https://site.example/download.md)',
        '',
      ].join('\n'),
    );
    const html = commonmark.render(text);
    expect(html).toContain('<h1>Morphis</h1>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="https://site.example/download.md">Download [beta]</a>');
    expect(html).not.toContain('Empty');
  });
});

describe('llmsFullTxt', () => {
  const doc = (n: number, size: number) => ({
    url: `https://site.example/helps/${n}.md`,
    markdown: `# Article ${n}\n\n${'x'.repeat(size)}\n`,
  });
  const head = { title: 'Morphis', summary: 'Summary', index: 'https://site.example/llms.txt' };

  it('includes documents in order while they fit, then says how many are left out and where', () => {
    const full = llmsFullTxt(head, [doc(1, 100), doc(2, 100), doc(3, 5000), doc(4, 10)], 1000);
    expect(full.included).toBe(2);
    expect(full.omitted).toBe(2);
    expect(new TextEncoder().encode(full.text).length).toBeLessThanOrEqual(1000);
    expect(full.text).toContain('## Article 1');
    expect(full.text).toContain('## Article 2');
    expect(full.text).not.toContain('Article 3');
    expect(full.text).toMatch(/2 more documents: see https:\/\/site\.example\/llms\.txt\n$/);
    expect(commonmark.render(full.text).match(/<h1>/g)).toHaveLength(1);
  });

  it('counts bytes, not characters, and never passes the bound', () => {
    const wide = { url: 'u', markdown: `# 文\n\n${'文'.repeat(300)}` };
    for (const bound of [200, 900, 1000, 2000, 5000]) {
      const full = llmsFullTxt(head, [wide, wide, wide, wide], bound);
      expect(new TextEncoder().encode(full.text).length, String(bound)).toBeLessThanOrEqual(bound);
    }
    expect(llmsFullTxt(head, [wide], 10_000)).toMatchObject({ included: 1, omitted: 0 });
  });

  it('pushes headings down one level outside code', () => {
    expect(demoteHeadings('# A\n## B\n```\n# not\n```\n###### F')).toBe('## A\n### B\n```\n# not\n```\n###### F');
  });
});

describe('twinMarkdown', () => {
  it('gives the title, language, dates, canonical address, summary and body', () => {
    const text = twinMarkdown({
      title: 'What is #1?',
      language: 'de',
      canonical: 'https://site.example/de/blog/x',
      published: '2025-03-01T10:00:00Z',
      updated: '2025-04-02T10:00:00Z',
      summary: '- a lead',
      body: '## Part\n\nText',
    });
    expect(text).toBe(
      '# What is #1?\n\n- Language: de\n- Published: 2025-03-01\n- Updated: 2025-04-02\n- Canonical URL: <https://site.example/de/blog/x>\n\n\\- a lead\n\n## Part\n\nText\n',
    );
    const html = commonmark.render(text);
    expect(html).toContain('<h1>What is #1?</h1>');
    expect(html).toContain('<a href="https://site.example/de/blog/x">https://site.example/de/blog/x</a>');
    expect(html).toContain('<p>- a lead</p>');
  });

  it('leaves out an update on the day of publication and dates it cannot read', () => {
    const text = twinMarkdown({
      title: 'T',
      language: 'en',
      canonical: 'https://site.example/',
      published: '2025-03-01T10:00:00Z',
      updated: '2025-03-01T18:00:00Z',
      body: '',
    });
    expect(text).not.toContain('Updated');
    expect(twinMarkdown({ title: 'T', language: 'en', canonical: 'c', published: 'nope', body: '' })).not.toContain(
      'Published',
    );
  });
});
