import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { ogImageUrl, ogImageVersion } from '@/lib/seo/page-metadata';

describe('social image URLs', () => {
  it('change with the title the image shows, and only then', () => {
    const before = ogImageVersion('How to choose', 'How to choose | Morphis');
    expect(ogImageVersion('How to choose', 'How to choose | Morphis')).toBe(before);
    expect(ogImageVersion('How to choose!', 'How to choose | Morphis')).not.toBe(before);
    expect(ogImageVersion('How to choose', 'Another SEO title')).not.toBe(before);
    expect(ogImageVersion(null, 'x')).not.toBe(ogImageVersion('x', null));
    expect(before).toMatch(/^[A-Za-z0-9_-]{10}$/);
  });

  it('name the page and the version on the language host', () => {
    expect(ogImageUrl('de', '/blog/x', 'abc')).toMatch(/^http:\/\/[^/]+\/api\/og\/de\/blog\/x\?v=abc$/);
    expect(ogImageUrl('zh', '/')).toMatch(/^http:\/\/zh\.[^/]+\/api\/og\/zh$/);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API except the social images', () => {
    // Every crawler's group, the answer engines' own included (lib/seo/robots-rules.ts), has the same rules.
    const rules = [robots().rules].flat();
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect([rule.allow].flat()).toEqual(expect.arrayContaining(['/', '/api/og/']));
      expect([rule.disallow].flat()).toEqual(['/api/']);
    }
  });
});
