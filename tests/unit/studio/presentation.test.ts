import { DOCUMENTS, documentPath, LOCALE_CODES, localeUrl, resolveSiteUrls } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { servedByRuBlog } from '@site/edge';
import { documentLocations, locationsOf, mainDocuments } from '../../../studio/src/presentation';
import { readDocuments } from '../../fixtures/dataset';

// The Studio's env falls back to the site's development origins when SANITY_STUDIO_SITE_URL_* are unset.
const sites = resolveSiteUrls({
  SITE_URL_EN: process.env.SANITY_STUDIO_SITE_URL_EN,
  SITE_URL_ZH: process.env.SANITY_STUDIO_SITE_URL_ZH,
  SITE_URL_RU: process.env.SANITY_STUDIO_SITE_URL_RU,
});

describe('Presentation tool locations', () => {
  it('has a resolver for every document type of the model', () => {
    expect(Object.keys(documentLocations).sort()).toEqual(DOCUMENTS.map((def) => def.name).sort());
  });

  it('lists a translated article in each of its languages, on its host, without the Russian external blog', () => {
    const doc = readDocuments().find((item) => item._id === 'blog-post-what-is-browser-fingerprinting')!;
    const state = locationsOf('blogPost', {
      slug: 'what-is-browser-fingerprinting',
      title: doc.title,
      presence: doc.title,
    });
    const hrefs = state.locations!.map((location) => location.href);
    const languages = Object.keys(doc.title as object).filter((key) => !key.startsWith('_') && key !== 'ru');
    expect(hrefs.sort()).toEqual(
      languages.map((code) => localeUrl(code as never, '/blog/what-is-browser-fingerprinting', sites)).sort(),
    );
    expect(hrefs).toContain(`${sites.zh}/blog/what-is-browser-fingerprinting`);
    expect(hrefs).toContain(`${sites.en}/de/blog/what-is-browser-fingerprinting`);
    expect(hrefs.some((href) => href.startsWith(sites.ru))).toBe(false);
  });

  it('lists pages every language has (pricing) in all 20, Russian included', () => {
    const state = locationsOf('pricingPlan', { slug: 'pro', title: 'Pro' });
    expect(state.locations!.map((location) => location.href).sort()).toEqual(
      LOCALE_CODES.map((code) => localeUrl(code, documentPath('pricingPlan', 'pro')!, sites)).sort(),
    );
  });

  it('says so for documents without a page of their own', () => {
    expect(locationsOf('author', { slug: 'anna', title: 'Anna' })).toMatchObject({ message: expect.any(String) });
  });
});

/** The first resolver whose route matches, as the Presentation tool picks it (URLPattern reads the same `:name` routes). */
function mainDocumentOf(url: string): { filter: string; params: Record<string, string | undefined> } | null {
  for (const resolver of mainDocuments) {
    const routes = ([] as string[]).concat((resolver as { route: string | string[] }).route);
    for (const route of routes) {
      const match = new URLPattern(route).exec(url);
      if (match) return { filter: String((resolver as { filter: unknown }).filter), params: match.pathname.groups };
    }
  }
  return null;
}

describe('Presentation tool main documents', () => {
  const routed = DOCUMENTS.map((def) => def.name).filter(
    (type) => documentPath(type, 'x') !== documentPath(type, null) && documentPath(type, 'x'),
  );

  it('open the document of every routed type in every language, on its host and prefix', () => {
    expect(routed.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const type of routed) {
      for (const code of LOCALE_CODES) {
        const path = documentPath(type, 'some-slug')!;
        if (code === 'ru' && servedByRuBlog(path)) continue;
        const url = localeUrl(code, path, sites);
        const found = mainDocumentOf(url);
        if (!found || !found.filter.includes(`"${type}"`) || found.params.slug !== 'some-slug')
          failures.push(`${type} ${url}: ${found?.filter ?? 'none'}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('open nothing for pages without a document of their own', () => {
    expect(mainDocumentOf(`${sites.en}/pricing`)?.filter ?? '').not.toContain('blogPost');
    expect(mainDocumentOf(`${sites.ru}/blog/some-slug`)).toBeNull();
  });
});
