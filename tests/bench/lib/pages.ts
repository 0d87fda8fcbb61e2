// The site's pages the benches compare with the bare page: one of each page type, by public URL.
import type { SiteUrls } from '@site/schemas';
import { fetchLocal } from './http';
import { sites as defaultSites } from './sites';

/** A blog article of the English site: the first one its sitemap lists (served from the prerendered cache). */
export async function articleUrl(port?: number, sites: SiteUrls = defaultSites): Promise<string> {
  const sitemap = await fetchLocal(`${sites.en}/en-US-sitemap.xml`, port);
  const match = /<loc>([^<]+\/blog\/[a-z0-9-]+)<\/loc>/.exec(sitemap.body);
  if (!match) throw new Error(`no blog article in the en-US sitemap (answer ${sitemap.status})`);
  return match[1]!;
}

/** One page per page type of the English site (the article is found in the sitemap). */
export function pageTypes(article: string, sites: SiteUrls = defaultSites): [name: string, url: string][] {
  return [
    ['home', `${sites.en}/`],
    ['article', article],
    ['listing', `${sites.en}/blog`],
    ['help centre', `${sites.en}/helps`],
    ['pricing', `${sites.en}/pricing`],
    ['download', `${sites.en}/download`],
    ['solution', `${sites.en}/solutions/affiliate-marketing`],
    ['feature', `${sites.en}/synchronizer`],
    ['faq', `${sites.en}/faq`],
  ];
}

/** The six page types of the phone goal (Lighthouse mobile), the article found in the sitemap. */
export function phonePageTypes(article: string, sites: SiteUrls = defaultSites): [name: string, url: string][] {
  return [
    ['home', `${sites.en}/`],
    ['article', article],
    ['pricing', `${sites.en}/pricing`],
    ['download', `${sites.en}/download`],
    ['home (zh)', `${sites.zh}/`],
    ['blog (de)', `${sites.en}/de/blog`],
  ];
}
