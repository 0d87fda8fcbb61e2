import { reservedArticleSlugs } from '@site/schemas';
import { describe, expect, it, vi } from 'vitest';

// The schema builder without the Studio bundle: `sanity` cannot load in Node (its UI imports CSS), and the
// builder only hands plain objects to define*; the translation panel is a React component the test does not need.
vi.mock('sanity', () => ({
  defineField: (x: unknown) => x,
  defineType: (x: unknown) => x,
  defineArrayMember: (x: unknown) => x,
}));
vi.mock('../../../../studio/src/components/document-translation-input', () => ({
  DocumentTranslationInput: () => null,
}));
const { schemaTypes } = await import('../../../../studio/src/schema/build');

type Custom = (value: unknown, context: unknown) => unknown;

/** What the Studio says about a slug of a document type: the messages of the slug field's custom rules. */
async function slugMessages(type: string, current: string): Promise<string[]> {
  const def = schemaTypes.find((item) => item.name === type) as unknown as {
    fields: { name: string; validation?: (rule: unknown) => unknown }[];
  };
  const field = def.fields.find((item) => item.name === 'slug')!;
  const customs: Custom[] = [];
  // A Rule that records the custom checks and accepts every other call (required(), min(), ...).
  const rule: Record<string, unknown> = new Proxy(
    {},
    { get: (_target, name) => (name === 'custom' ? (fn: Custom) => (customs.push(fn), rule) : () => rule) },
  );
  field.validation?.(rule);
  const results = await Promise.all(customs.map((check) => check({ _type: 'slug', current }, {})));
  return results.filter((result): result is string => typeof result === 'string');
}

describe('Studio slug validation', () => {
  it.each([
    ['blogPost', '/blog/feed'],
    ['newsItem', '/news/feed'],
    ['release', '/release/feed'],
  ])('refuses the slug "feed" for a %s: %s is the RSS feed', async (type, path) => {
    const messages = await slugMessages(type, 'feed');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/reserved/);
    expect(messages[0]).toContain(path);
    expect(await slugMessages(type, 'feeds')).toEqual([]);
  });

  it('accepts "feed" where no route owns it, and keeps the format and id rules', async () => {
    for (const type of ['guide', 'helpArticle', 'docPage', 'partner', 'blogCategory'])
      expect(await slugMessages(type, 'feed'), type).toEqual([]);
    expect((await slugMessages('blogPost', 'Feed')).join()).toMatch(/lowercase/);
    expect((await slugMessages('solutionPage', 'feed')).join()).toMatch(/ids the spec fixes/);
  });

  it('reserves exactly the feed segment of the families with a feed', () => {
    expect(reservedArticleSlugs('blog').map((entry) => entry.slug)).toEqual(['feed']);
    expect(reservedArticleSlugs('guide')).toEqual([]);
  });
});
