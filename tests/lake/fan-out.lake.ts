import { expect, test } from '@playwright/test';
import { get } from '../e2e/support/http';
import { urlOf } from '../e2e/support/sites';
import { h1, lake, webhook } from './support';

/**
 * What one publish re-renders: an edit of one article re-renders the pages that show it (its page in its languages,
 * the listings of its family), never the other articles of its family that do not link to it, nor the pages of
 * other families. Next's own cache header says which pages were rendered again: HIT is the copy cached before.
 */
const FAMILY = 'blog';
const TYPE = 'blogPost';
const SLUG = 'what-is-browser-fingerprinting';

test.beforeAll(() => lake.reset());
test.afterAll(async () => {
  await lake.reset();
  await webhook({ _id: await idOf(SLUG), _type: TYPE, slug: SLUG });
});

const idOf = (slug: string) =>
  lake.client.fetch<string>('*[_type == $type && slug.current == $slug][0]._id', { type: TYPE, slug });

/** The page until Next serves it from its cache (a page not prerendered is rendered on its first request). */
async function cached(url: string) {
  let answer = await get(url);
  for (let attempt = 0; attempt < 5 && answer.headers['x-nextjs-cache'] !== 'HIT'; attempt += 1)
    answer = await get(url);
  expect(answer.headers['x-nextjs-cache'], url).toBe('HIT');
  return answer;
}

test('an edit of one article re-renders its pages and its listings, not the rest of its family or other families', async () => {
  const others = await lake.client.fetch<string[]>('*[_type == $type && slug.current != $slug].slug.current', {
    type: TYPE,
    slug: SLUG,
  });
  const newsCategories = await lake.client.fetch<string[]>('*[_type == "newsCategory"].slug.current');
  expect(others.length).toBeGreaterThan(5);
  expect(newsCategories.length).toBeGreaterThan(0);

  const own = [urlOf('en', `/${FAMILY}/${SLUG}`), urlOf('de', `/${FAMILY}/${SLUG}`)];
  const listing = urlOf('en', `/${FAMILY}`);
  const elsewhere = newsCategories.map((slug) => urlOf('en', `/news-${slug}`));
  // The family's other articles, split by whether they link to this one (their related articles may).
  const linking: string[] = [];
  const apart: string[] = [];
  for (const slug of others) {
    const url = urlOf('en', `/${FAMILY}/${slug}`);
    const { body } = await cached(url);
    (body.includes(`href="/${FAMILY}/${SLUG}"`) ? linking : apart).push(url);
  }
  for (const url of [...own, listing, ...elsewhere]) await cached(url);
  expect(apart.length).toBeGreaterThan(3);

  const id = await idOf(SLUG);
  const title = `Fan-out ${Date.now()}`;
  const { transactionId } = await lake.client.patch(id).set({ 'title.en': title }).commit({ returnDocuments: false });
  const answer = await webhook({ _id: id, _type: TYPE, slug: SLUG, previousSlug: SLUG, _rev: transactionId });
  expect(answer.status).toBe(200);

  const status = async (urls: string[]) =>
    Object.fromEntries(await Promise.all(urls.map(async (url) => [url, (await get(url)).headers['x-nextjs-cache']])));
  const apartAfter = await status(apart);
  const elsewhereAfter = await status(elsewhere);
  const ownAfter = await get(own[0]!);
  const listingAfter = await get(listing);
  console.info(
    `one edit of /${FAMILY}/${SLUG}: ${apart.length} articles of its family that do not link to it, ${linking.length} that do, ${elsewhere.length} news categories`,
  );
  // The article shows the edit and its listing was rendered again; the rest is the copy cached before the publish.
  expect(h1(ownAfter.body)).toBe(title);
  expect(listingAfter.headers['x-nextjs-cache']).not.toBe('HIT');
  expect(listingAfter.body).toContain(title);
  expect(Object.entries(apartAfter).filter(([, cache]) => cache !== 'HIT')).toEqual([]);
  expect(Object.entries(elsewhereAfter).filter(([, cache]) => cache !== 'HIT')).toEqual([]);
});
