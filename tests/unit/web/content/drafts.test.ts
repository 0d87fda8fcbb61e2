import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyDraftsPerspective,
  applyPublishedPerspective,
  isDraftId,
  publishedId,
  validateDataset,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { type ContentCache, createLoaders } from '@/content/loaders';
import { LocalContentSource } from '@/content/local-source';
import { copyDataset, DATASET_DIR, type Doc, imageFiles, readDocuments } from '../../../fixtures/dataset';

const passThrough: ContentCache = (_key, _tags, load) => load();
const documents = readDocuments();
const drafts = documents.filter((doc) => isDraftId(doc._id));
const ids = new Set(documents.map((doc) => doc._id));
const edits = drafts.filter((doc) => ids.has(publishedId(doc._id)));
const draftOnly = drafts.filter((doc) => !ids.has(publishedId(doc._id)));
const slugOf = (doc: Doc) => (doc.slug as { current: string }).current;
const english = (doc: Doc) => (doc.title as Record<string, string>).en;
const blogDraft = (list: Doc[]) => list.find((doc) => doc._type === 'blogPost')!;

describe('the perspectives over raw documents', () => {
  const raw = [
    { _id: 'a', v: 1 },
    { _id: 'drafts.a', v: 2 },
    { _id: 'b', v: 3 },
    { _id: 'drafts.c', v: 4 },
    { _id: 'versions.r1.b', v: 5 },
  ];

  it('published: no draft and no release version', () => {
    expect(applyPublishedPerspective(raw).map((doc) => doc._id)).toEqual(['a', 'b']);
  });

  it('drafts: a draft replaces its published document under the published id; a draft-only one appears', () => {
    expect(applyDraftsPerspective(raw)).toEqual([
      { _id: 'a', _originalId: 'drafts.a', v: 2 },
      { _id: 'b', v: 3 },
      { _id: 'c', _originalId: 'drafts.c', v: 4 },
    ]);
  });
});

describe('drafts in the embedded dataset', () => {
  it('has a draft of a published blog post and a blog post that exists only as a draft', () => {
    expect(blogDraft(edits)).toBeDefined();
    expect(blogDraft(draftOnly)).toBeDefined();
    const published = documents.find((doc) => doc._id === publishedId(blogDraft(edits)._id))!;
    expect(english(blogDraft(edits))).not.toBe(english(published));
  });

  it('passes the validator (a draft may share its slug with the document it edits)', () => {
    expect(validateDataset(documents, imageFiles()).filter((issue) => issue.level === 'error')).toEqual([]);
  });

  it('still refuses two published documents with one slug', () => {
    const edit = blogDraft(edits);
    const twin = { ...edit, _id: `${publishedId(edit._id)}-twin` };
    expect(
      validateDataset([...documents, twin], imageFiles())
        .map((issue) => issue.message)
        .join('\n'),
    ).toMatch(/same slug/);
  });
});

describe('the published source never shows a draft', () => {
  const source = new LocalContentSource({ dir: DATASET_DIR, watch: false });
  const content = createLoaders(source, passThrough);

  it('has no drafts.* document', async () => {
    expect(await source.fetch<number>('count(*[_id in path("drafts.**")])')).toBe(0);
    expect(await source.fetch<number>('count(*[_type == "blogPost"])')).toBe(
      documents.filter((doc) => doc._type === 'blogPost' && !isDraftId(doc._id)).length,
    );
  });

  it('serves the published text of an edited post and no page for a draft-only one', async () => {
    const edit = blogDraft(edits);
    const published = documents.find((doc) => doc._id === publishedId(edit._id))!;
    expect((await content.getArticle('blog', slugOf(edit), 'en'))!.title).toBe(english(published));
    expect(await content.getArticle('blog', slugOf(blogDraft(draftOnly)), 'en')).toBeNull();
  });

  it('lists, sitemaps and paths leave drafts out', async () => {
    const list = await content.listArticles('blog', 'en', { pageSize: 100 });
    expect(list.items.map((item) => item.title)).not.toContain(english(blogDraft(draftOnly)));
    expect(list.items.map((item) => item.title)).not.toContain(english(blogDraft(edits)));
    const sitemap = JSON.stringify(await content.listSitemapEntries());
    const paths = JSON.stringify(await content.listArticlePaths('blog'));
    for (const draft of draftOnly) {
      expect(sitemap).not.toContain(slugOf(draft));
      expect(paths).not.toContain(slugOf(draft));
    }
  });
});

describe('the drafts source (draft mode)', () => {
  it('shows the draft of an edited post, a draft-only post, and lists them', async () => {
    const content = createLoaders(
      new LocalContentSource({ dir: DATASET_DIR, watch: true, perspective: 'drafts' }),
      passThrough,
    );
    const edit = blogDraft(edits);
    const created = blogDraft(draftOnly);
    expect((await content.getArticle('blog', slugOf(edit), 'en'))!.title).toBe(english(edit));
    expect((await content.getArticle('blog', slugOf(created), 'en'))!.title).toBe(english(created));
    const titles = (await content.listArticles('blog', 'en', { pageSize: 100 })).items.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining([english(edit), english(created)]));
    // One entry per document: the draft replaced its published version.
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('reads a changed draft on the next query, while the published source keeps what it read until told', async () => {
    const dir = copyDataset();
    const draftsSource = new LocalContentSource({ dir, watch: true, perspective: 'drafts' });
    const publishedSource = new LocalContentSource({ dir, watch: false });
    const query = '*[_id == $id][0].title.en';
    const edit = blogDraft(edits);
    const id = publishedId(edit._id);
    const before = await publishedSource.fetch<string>(query, { id });
    expect(await draftsSource.fetch<string>(query, { id })).toBe(english(edit));

    const file = join(dir, 'data.ndjson');
    const changed = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) =>
        line.includes(`"_id":"${edit._id}"`)
          ? line.replace(JSON.stringify(english(edit)), '"Edited again in the Studio"')
          : line,
      )
      .join('\n');
    writeFileSync(file, changed);
    expect(await draftsSource.fetch<string>(query, { id })).toBe('Edited again in the Studio');
    expect(await publishedSource.fetch<string>(query, { id })).toBe(before);
  });
});
