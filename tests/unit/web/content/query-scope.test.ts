import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { typesQueried } from '@/content/query-scope';

const scope = (query: string, params: Record<string, unknown> = {}) => {
  const types = typesQueried(parse(query, { params }));
  return types ? [...types].sort() : null;
};

describe('the types a query reads', () => {
  it('names the types every `*` is filtered to', () => {
    expect(scope('*[_type == "blogPost" && slug.current == "x"][0]')).toEqual(['blogPost']);
    expect(scope('*[_type == $type]{ "c": count(*[_type == "blogTag"]) }', { type: 'blogPost' })).toEqual([
      'blogPost',
      'blogTag',
    ]);
    expect(scope('*[_type in $types]', { types: ['page', 'blogPost'] })).toEqual(['blogPost', 'page']);
    expect(scope('*[_type in ["a", "b"] && _type == "a"]')).toEqual(['a']);
    expect(scope('*[(_type == "a" || _type == "b") && defined(slug)]')).toEqual(['a', 'b']);
    expect(scope('*["a" == _type]')).toEqual(['a']);
  });

  it('follows references without reading their types', () => {
    expect(scope('*[_type == "blogPost"]{ "category": category->title }')).toEqual(['blogPost']);
  });

  it('reads every document when some `*` is not filtered by type', () => {
    expect(scope('*[slug.current == "x"]')).toBeNull();
    expect(scope('*')).toBeNull();
    expect(scope('*[_type == "a"]{ "all": count(*) }')).toBeNull();
    expect(scope('*[_type == "a" || defined(slug)]')).toBeNull();
    expect(scope('*[!(_type == "a")]')).toBeNull();
    expect(scope('*[_type != "a"]')).toBeNull();
    expect(scope('*[_type in [$a, "b"]]', { a: 1 })).toBeNull();
    expect(scope('*[count(*[_type == "b"]) > 0 && _type == "a"]{ "x": *[references(^._id)] }')).toBeNull();
  });

  it('does not mistake a parameter for a node', () => {
    expect(scope('*[_type == "a" && slug == $s]', { s: { type: 'Everything' } })).toEqual(['a']);
  });
});
