import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/json-ld';

/** Draft mode on a Sanity project puts invisible stega markers into CMS strings: structured data must not carry them. */
const STEGA = /[\u200B-\u200D\u2060\uFEFF]|\uDB40[\uDC00-\uDCFF]/;

describe('JsonLd', () => {
  it('drops stega markers from CMS strings', () => {
    const csm = {
      documents: [{ _id: 'post', _type: 'blogPost' }],
      paths: ['$'],
      mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
    };
    const encoded = stegaEncodeSourceMap({ _id: 'post', title: 'A title' }, csm as never, {
      enabled: true,
      studioUrl: 'https://studio.test',
    });
    expect(encoded.title).toMatch(STEGA);
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'Article', headline: encoded.title }} />);
    expect(html).toContain('A title');
    expect(html).not.toMatch(STEGA);
  });
});
