import { ARTICLE_FAMILIES, type ArticleFamily, FAMILY_PATH, type LocaleCode, isSlug } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { publishedContent as content } from '@/content';
import { parsePageRoute } from '@/lib/routing/page-route';

export interface OgText {
  readonly title: string;
  readonly eyebrow?: string | undefined;
  readonly siteName: string;
}

/** Message keys (Nav.items) of the sections a social image names above the title. */
const SECTION_LABEL: Readonly<Record<string, string>> = {
  blog: 'blog',
  news: 'news',
  guide: 'video',
  helps: 'help',
  release: 'release',
  partner: 'partner',
  pricing: 'pricing',
  faq: 'faq',
};

const FAMILY_BY_SEGMENT = new Map<string, ArticleFamily>(
  ARTICLE_FAMILIES.map((family) => [FAMILY_PATH[family].slice(1), family]),
);

/**
 * The text of a page's social image, looked up from the page's own content: the URL names a page, never the text,
 * so nobody can make our host render arbitrary words. Null for a path that is not a page.
 */
export async function resolveOgText(locale: LocaleCode, segments: readonly string[]): Promise<OgText | null> {
  if (!segments.every(isSlug)) return null;
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const siteName = meta('siteName');
  const section = (segment: string) =>
    SECTION_LABEL[segment] ? nav(`items.${SECTION_LABEL[segment]}` as 'items.blog') : undefined;
  const [first, second, third] = segments;

  if (first === undefined) return { title: meta('title'), siteName };
  if (third !== undefined) return null;

  const family = FAMILY_BY_SEGMENT.get(first);
  // `/docs` itself is the fixed CMS page `docs` (below); only its `/docs/{id}` pages are the family's.
  if (family && !(family === 'docs' && second === undefined)) {
    if (second === undefined) return { title: section(first) ?? siteName, siteName };
    const article = await content.getArticle(family, second, locale);
    return article ? { title: article.title, eyebrow: section(first), siteName } : null;
  }
  if (first === 'solutions' || first === 'alternatives') {
    const label = nav(first === 'solutions' ? 'groups.solutions' : 'groups.features');
    if (second === undefined) return { title: label, siteName };
    const landing = await content.getLanding(first, second, locale);
    return landing ? { title: landing.title, eyebrow: label, siteName } : null;
  }
  if (second === undefined && (first === 'pricing' || first === 'faq' || first === 'download')) {
    return { title: first === 'download' ? nav('download') : section(first)!, siteName };
  }

  const route = parsePageRoute(first);
  if (!route) return null;
  if (route.kind === 'feature' && second === undefined) {
    const landing = await content.getLanding('features', route.id, locale);
    return landing ? { title: landing.title, eyebrow: nav('groups.features'), siteName } : null;
  }
  if (route.kind === 'category') {
    const category = (await content.listCategories(route.family, locale)).find((c) => c.slug === route.category);
    if (!category) return null;
    if (second === undefined)
      return { title: category.title, eyebrow: section(FAMILY_PATH[route.family].slice(1)), siteName };
    const tag = (await content.listTags(route.family, locale)).find((t) => t.slug === second);
    return tag
      ? { title: `${category.title} · ${tag.title}`, eyebrow: section(FAMILY_PATH[route.family].slice(1)), siteName }
      : null;
  }
  if (route.kind === 'page' && second === undefined) {
    const page = await content.getPage(route.slug, locale);
    return page ? { title: page.title, siteName } : null;
  }
  return null;
}
