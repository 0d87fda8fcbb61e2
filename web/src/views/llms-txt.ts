import {
  type ArticleFamily,
  FAMILY_PATH,
  FEATURE_IDS,
  LLMS_FULL_MAX_BYTES,
  LLMS_FULL_TXT_FILE,
  LLMS_NEWEST_PER_FAMILY,
  LLMS_TXT_FILE,
  LOCALE_CODES,
  type LocaleCode,
  NAV_SOLUTION_IDS,
  getLocale,
  localeUrl,
} from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { content } from '@/content';
import { siteUrls } from '@/env';
import { listAllArticles } from '@/lib/articles/article-data';
import { type LlmsLink, type LlmsSection, llmsFullTxt, llmsTxt } from '@/lib/markdown/llms-txt';
import { localesServing } from '@/lib/seo/alternates';
import { markdownTwin, markdownTwinUrl } from './markdown-twin';

/**
 * `/llms.txt` of one language (`/llms.txt` on each host, `/{code}/llms.txt` for the prefixed languages): the
 * product, pricing and download first, then the help centre and the guides in full, then the newest articles of the
 * other families; every link is a page's Markdown twin. The English one also lists the other languages' files.
 * Read through the loaders, so the webhook refreshes it with the pages. `llms-full.txt`: the help centre and the
 * guides' twins themselves, bounded by LLMS_FULL_MAX_BYTES.
 */

/** Families listed in full (the documentation), then the ones listed by their newest articles. */
const DOCUMENTATION: readonly ArticleFamily[] = ['help', 'guide', 'docs'];
const NEWEST: readonly ArticleFamily[] = ['blog', 'news', 'release', 'partner'];

/** Where a language's llms.txt (or llms-full.txt) is. */
export function llmsTxtUrl(locale: LocaleCode, file: string = LLMS_TXT_FILE): string {
  return localeUrl(locale, `/${file}`, siteUrls);
}

const serves = (locale: LocaleCode, path: string) => localesServing(path, [locale]).length > 0;

async function familySection(locale: LocaleCode, family: ArticleFamily, limit?: number): Promise<LlmsSection> {
  const families = await getTranslations({ locale, namespace: 'Families' });
  if (!serves(locale, FAMILY_PATH[family])) return { title: families(`${family}.title`), links: [] };
  let items = await listAllArticles(family, locale);
  if (limit !== undefined)
    items = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, limit);
  return {
    title: families(`${family}.title`),
    links: items.map((item) => ({
      title: item.title,
      url: markdownTwinUrl(locale, `${FAMILY_PATH[family]}/${item.slug}`),
      description: item.excerpt,
    })),
  };
}

async function productSection(locale: LocaleCode): Promise<LlmsSection> {
  const [nav, home, pricing, download, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Pricing' }),
    getTranslations({ locale, namespace: 'Download' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const links: LlmsLink[] = [
    { title: meta('siteName'), url: markdownTwinUrl(locale, '/'), description: home('hero.title') },
    { title: pricing('title'), url: markdownTwinUrl(locale, '/pricing'), description: pricing('lead') },
    { title: download('title'), url: markdownTwinUrl(locale, '/download'), description: download('lead') },
    ...FEATURE_IDS.map((id) => ({
      title: nav(`items.${id}`),
      url: markdownTwinUrl(locale, `/${id}`),
      description: home(`features.items.${id}`),
    })),
  ];
  return { title: nav('groups.features'), links };
}

/** Solutions whose page has this language's text (a twin exists only there). */
async function solutionsSection(locale: LocaleCode): Promise<LlmsSection> {
  const [nav, solutions] = await Promise.all([
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Solutions' }),
  ]);
  const ids = new Set<string>(NAV_SOLUTION_IDS);
  const pages = (await content.listLanding('solutions', locale)).filter(
    (page) => ids.has(page.slug) && page.lang === locale,
  );
  return {
    title: solutions('title'),
    links: pages.map((page) => ({
      title: nav.has(`items.${page.slug}`) ? nav(`items.${page.slug}`) : page.title,
      url: markdownTwinUrl(locale, `/solutions/${page.slug}`),
      description: page.summary,
    })),
  };
}

/** The other languages' llms.txt, listed from the English one. */
function languagesSection(locale: LocaleCode): LlmsSection {
  if (locale !== 'en') return { title: 'Optional', links: [] };
  return {
    title: 'Optional',
    links: LOCALE_CODES.filter((other) => other !== locale).map((other) => ({
      title: `${getLocale(other).name} (${getLocale(other).tag})`,
      url: llmsTxtUrl(other),
    })),
  };
}

export async function buildLlmsTxt(locale: LocaleCode): Promise<string> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  const sections = await Promise.all([
    productSection(locale),
    ...DOCUMENTATION.map((family) => familySection(locale, family)),
    solutionsSection(locale),
    ...NEWEST.map((family) => familySection(locale, family, LLMS_NEWEST_PER_FAMILY)),
  ]);
  const full = llmsTxtUrl(locale, LLMS_FULL_TXT_FILE);
  return llmsTxt({
    title: meta('siteName'),
    summary: meta('description'),
    details: [footer('tagline')],
    sections: [
      ...sections,
      {
        ...languagesSection(locale),
        links: [{ title: LLMS_FULL_TXT_FILE, url: full }, ...languagesSection(locale).links],
      },
    ],
  });
}

/** The help centre and the guides (and docs) of the language, each as its twin, within LLMS_FULL_MAX_BYTES. */
export async function buildLlmsFullTxt(locale: LocaleCode): Promise<string> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const documents: { url: string; markdown: string }[] = [];
  for (const family of DOCUMENTATION) {
    if (!serves(locale, FAMILY_PATH[family])) continue;
    for (const item of await listAllArticles(family, locale)) {
      const path = `${FAMILY_PATH[family]}/${item.slug}`;
      const markdown = await markdownTwin(locale, path);
      if (markdown) documents.push({ url: markdownTwinUrl(locale, path), markdown });
    }
  }
  return llmsFullTxt(
    { title: meta('siteName'), summary: meta('description'), index: llmsTxtUrl(locale) },
    documents,
    LLMS_FULL_MAX_BYTES,
  ).text;
}
