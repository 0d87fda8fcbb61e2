import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local-source';
import { foldDatasetConstants, typesQueried } from '@/content/query-scope';
import { copyDataset } from '../../../fixtures/dataset';

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

describe('dataset constants', () => {
  const folds = (query: string, params: Record<string, unknown> = {}) => {
    const seen: string[] = [];
    foldDatasetConstants(parse(query, { params }), (node) => {
      seen.push(node.type);
      return [];
    });
    return seen;
  };

  it('are a filter over every document, with its order, that reads only the document it tests', () => {
    expect(folds('count(*[_type == "a" && defined(title[$l])])', { l: 'en' })).toEqual(['Filter']);
    expect(folds('*[_type == "a"] | order(publishedAt desc) [0...2]{ title, "c": category->title }')).toEqual([
      'PipeFuncCall',
    ]);
  });

  it('leave out what depends on more than the dataset', () => {
    expect(folds('*[_type == "a"]{ "b": *[_type == "b" && a._ref == ^._id] }')).toEqual(['Filter']);
    expect(folds('*[_type == "a" && publishedAt < now()]')).toEqual([]);
    expect(folds('*[_type == "a"][0].items[kind == "x"]')).toEqual(['Filter']);
    expect(folds('*[_type == "a" && slug == $s]', { s: { type: 'Filter', base: { type: 'Everything' } } })).toEqual([
      'Filter',
    ]);
  });

  it('are evaluated again when the dataset changes', async () => {
    const dir = copyDataset();
    const source = new LocalContentSource({ dir, watch: true });
    const query = 'count(*[_type == "blogPost"])';
    const before = await source.fetch<number>(query);
    const file = join(dir, 'data.ndjson');
    const lines = readFileSync(file, 'utf8').split('\n');
    const first = lines.findIndex((line) => line.includes('"_type":"blogPost"'));
    writeFileSync(file, lines.filter((_, index) => index !== first).join('\n'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await source.fetch<number>(query)).toBe(before - 1);
  });
});
