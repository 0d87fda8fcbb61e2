import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_TAGS,
  TAG_SEPARATOR,
  canonicalTagSegment,
  parseTagSegment,
  toggleTag,
  withEveryTag,
} from '@/lib/routing/tag-filter';

describe('tag filter segments', () => {
  it('uses a comma', () => expect(TAG_SEPARATOR).toBe(','));

  it.each([
    ['canvas', { kind: 'canonical', slugs: ['canvas'] }],
    ['canvas,webgl', { kind: 'canonical', slugs: ['canvas', 'webgl'] }],
    ['webgl,canvas', { kind: 'redirect', segment: 'canvas,webgl', slugs: ['canvas', 'webgl'] }],
    ['canvas,canvas', { kind: 'redirect', segment: 'canvas', slugs: ['canvas'] }],
    ['webgl%2Ccanvas', { kind: 'redirect', segment: 'canvas,webgl', slugs: ['canvas', 'webgl'] }],
    ['canvas%2Cwebgl', { kind: 'canonical', slugs: ['canvas', 'webgl'] }],
    ['canvas%2cwebgl', { kind: 'canonical', slugs: ['canvas', 'webgl'] }],
    ['a-1,a', { kind: 'redirect', segment: 'a,a-1', slugs: ['a', 'a-1'] }],
    ['canvas,', { kind: 'invalid' }],
    [',canvas', { kind: 'invalid' }],
    ['canvas,,webgl', { kind: 'invalid' }],
    ['canvas+webgl', { kind: 'invalid' }],
    ['Canvas', { kind: 'invalid' }],
    ['canvas;webgl', { kind: 'invalid' }],
    ['%E0%A4%A', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    // A third tag is a 404, not a redirect to some pair: no link names one, and which two to keep is arbitrary.
    ['a,b', { kind: 'canonical', slugs: ['a', 'b'] }],
    ['a,b,c', { kind: 'invalid' }],
    ['a,a', { kind: 'redirect', segment: 'a', slugs: ['a'] }],
    // Repeats count: every spelling is a redirect to render, so their number is bounded too.
    ['a,b,a', { kind: 'invalid' }],
    ['a,a,a', { kind: 'invalid' }],
  ] as const)('%j -> %j', (segment, expected) => {
    expect(parseTagSegment(segment)).toEqual(expected);
  });

  it('caps the set at two', () => expect(MAX_FILTER_TAGS).toBe(2));

  it('canonicalises any order to one spelling', () => {
    expect(canonicalTagSegment(['webgl', 'canvas', 'account-safety'])).toBe('account-safety,canvas,webgl');
    expect(canonicalTagSegment(['canvas', 'account-safety', 'webgl'])).toBe('account-safety,canvas,webgl');
  });

  it('toggles a tag in and out of a selection', () => {
    expect(toggleTag(['webgl'], 'canvas')).toBe('canvas,webgl');
    expect(toggleTag(['canvas', 'webgl'], 'canvas')).toBe('webgl');
    expect(toggleTag(['canvas'], 'canvas')).toBeNull();
  });

  it('keeps the items carrying every tag (AND)', () => {
    const items = [
      { id: 1, tags: [{ slug: 'canvas' }, { slug: 'webgl' }] },
      { id: 2, tags: [{ slug: 'canvas' }] },
      { id: 3, tags: null },
      { id: 4 },
    ];
    expect(withEveryTag(items, ['canvas', 'webgl']).map((item) => item.id)).toEqual([1]);
    expect(withEveryTag(items, ['canvas']).map((item) => item.id)).toEqual([1, 2]);
    expect(withEveryTag(items, []).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});
