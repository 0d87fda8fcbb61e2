import {
  ALTERNATIVE_IDS,
  ARTICLE_FAMILIES,
  type ArticleFamily,
  DEFAULT_LOCALE,
  FAMILY_PATH,
  FEATURE_IDS,
  type LocaleCode,
  MARKDOWN_INDEX_FILE,
  NAV_SOLUTION_IDS,
  SOLUTION_IDS,
  getLocale,
  isRichTextHref,
  isSlug,
  localeUrl,
} from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { GETTING_STARTED_STEPS } from '@/components/marketing-blocks';
import { type Article, content } from '@/content';
import { siteUrls } from '@/env';
import { newestRelease, downloadTargets } from '@/lib/commerce/release-downloads';
import { currencyForLocale, formatPrice } from '@/lib/commerce/price';
import { type PtBlock, escapeInline, escapeText, portableTextToMarkdown } from '@/lib/markdown/portable-text';
import { markdownLink, markdownList, markdownSection, twinMarkdown } from '@/lib/markdown/twin-document';
import { markdownTwinUrl as twinUrl } from '@/lib/markdown/twin-url';
import { loadArticle } from '@/lib/routing/article-route';
import { parsePageRoute } from '@/lib/routing/page-route';
import { localesServing } from '@/lib/seo/alternates';
import { formatDate, numberFormat } from '@/lib/site/format';

/**
 * The Markdown twin of a page (`/de/blog/x.md`, `/index.html.md`): the same content the page's main element shows,
 * read through the same loaders (so the same cache tags, and the webhook refreshes both), in the page's language
 * only. No twin (null, the route's 404) where the page is a 404, where the Russian site sends the path to the
 * external blog, and where the language has no translation: the page shows English there under a notice, a twin
 * must not.
 *
 * Twins: every article of the seven families, the solution, alternative and feature pages, the CMS pages, and the
 * home, pricing and download pages. Listings (indexes, categories) have none: llms.txt lists what they list.
 */

/** The public path (no locale prefix) of the page a twin's segments name; null when it names none. */
export function twinPagePath(segments: readonly string[]): string | null {
  if (segments.length === 1 && segments[0] === MARKDOWN_INDEX_FILE) return '/';
  if (segments.length === 0 || segments.length > 2 || !segments.every(isSlug)) return null;
  return `/${segments.join('/')}`;
}

/** The absolute address a body link prints: what the page's relative link resolves to on the language's own host. */
function absoluteOn(locale: LocaleCode) {
  const origin = siteUrls[getLocale(locale).site];
  return (href: string): string | null => {
    if (!isRichTextHref(href)) return null;
    try {
      return new URL(href, `${origin}/`).href;
    } catch {
      return null;
    }
  };
}

function bodyMarkdown(blocks: readonly PtBlock[] | null | undefined, locale: LocaleCode): string {
  const absolute = absoluteOn(locale);
  return portableTextToMarkdown(blocks, { link: absolute, image: absolute });
}

function imageMarkdown(image: { url: string | null; alt: string } | null | undefined, locale: LocaleCode): string {
  const url = image?.url ? absoluteOn(locale)(image.url) : null;
  return url ? `![${escapeInline(image!.alt.replace(/\s+/g, ' ').trim())}](${url.replace(/[()\\]/g, '\\$&')})` : '';
}

const familyOfSegment = (segment: string): ArticleFamily | undefined =>
  ARTICLE_FAMILIES.find((family) => FAMILY_PATH[family] === `/${segment}`);

async function articleTwin(locale: LocaleCode, family: ArticleFamily, slug: string): Promise<string | null> {
  const { article } = await loadArticle(family, Promise.resolve({ locale, slug }));
  if (!article || article.isFallback) return null;
  return twinMarkdown({
    title: article.title,
    language: getLocale(locale).tag,
    canonical: localeUrl(locale, `${FAMILY_PATH[family]}/${article.slug}`, siteUrls),
    published: article.publishedAt,
    updated: article.updatedAt,
    summary: article.excerpt,
    body: [
      imageMarkdown(article.coverImage, locale),
      await familyFacts(locale, article),
      bodyMarkdown(article.body, locale),
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/** What a release or a partner shows above its body (FamilyFacts in views/article-view.tsx). */
async function familyFacts(locale: LocaleCode, article: Article): Promise<string> {
  if (article.family === 'release') {
    const t = await getTranslations({ locale, namespace: 'Releases' });
    const systems = (article.platforms ?? []).map((system) =>
      t.has(`systems.${system}`) ? t(`systems.${system}`) : system,
    );
    return [
      article.version ? escapeText(t('version', { version: article.version })) : '',
      systems.length ? `${escapeText(t('platforms'))}: ${escapeInline(systems.join(', '))}` : '',
      markdownLink(t('download'), localeUrl(locale, '/download', siteUrls)),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  if (article.family === 'partner') {
    const t = await getTranslations({ locale, namespace: 'Partners' });
    return [
      article.name ? escapeText(article.name) : '',
      article.promoCode ? `${escapeText(t('promoCode'))}: \`${article.promoCode.replace(/`/g, '')}\`` : '',
      article.website && /^https?:\/\//.test(article.website) ? markdownLink(t('website'), article.website) : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  return '';
}

async function landingTwin(
  locale: LocaleCode,
  kind: 'solutions' | 'alternatives' | 'features',
  id: string,
  path: string,
): Promise<string | null> {
  const page = await content.getLanding(kind, id, locale);
  if (!page || page.isFallback) return null;
  return twinMarkdown({
    title: page.title,
    language: getLocale(locale).tag,
    canonical: localeUrl(locale, path, siteUrls),
    updated: page.updatedAt,
    summary: page.summary,
    body: [imageMarkdown(page.coverImage, locale), bodyMarkdown(page.body, locale)].filter(Boolean).join('\n\n'),
  });
}

async function cmsPageTwin(locale: LocaleCode, slug: string): Promise<string | null> {
  const page = await content.getPage(slug, locale);
  if (!page || page.isFallback) return null;
  return twinMarkdown({
    title: page.title,
    language: getLocale(locale).tag,
    canonical: localeUrl(locale, `/${slug}`, siteUrls),
    updated: page.updatedAt,
    summary: page.summary,
    body: bodyMarkdown(page.body, locale),
  });
}

/** The home page's text (views/home-view.tsx): hero, features, solutions, steps, call to action. */
async function homeTwin(locale: LocaleCode): Promise<string> {
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const url = (path: string) => localeUrl(locale, path, siteUrls);
  const sections = [
    escapeText(t('hero.note')),
    markdownList([
      markdownLink(t('hero.primary'), url('/download')),
      markdownLink(t('hero.secondary'), url('/pricing')),
    ]),
    markdownSection(t('features.title'), 2, [
      escapeText(t('features.subtitle')),
      markdownList(
        FEATURE_IDS.map(
          (id) => `${markdownLink(nav(`items.${id}`), url(`/${id}`))}: ${escapeInline(t(`features.items.${id}`))}`,
        ),
      ),
    ]),
    markdownSection(t('solutions.title'), 2, [
      escapeText(t('solutions.subtitle')),
      markdownList(NAV_SOLUTION_IDS.map((id) => markdownLink(nav(`items.${id}`), url(`/solutions/${id}`)))),
    ]),
    markdownSection(t('steps.title'), 2, [
      markdownList(
        GETTING_STARTED_STEPS.map(
          (key) => `**${escapeInline(t(`steps.${key}.title`))}**: ${escapeInline(t(`steps.${key}.text`))}`,
        ),
      ),
    ]),
    markdownSection(t('cta.title'), 2, [escapeText(t('cta.text')), markdownLink(t('cta.button'), url('/download'))]),
  ];
  return twinMarkdown({
    title: t('hero.title'),
    language: getLocale(locale).tag,
    canonical: url('/'),
    summary: t('hero.subtitle'),
    body: sections.join('\n\n'),
  });
}

/** Plans and their prices in the language's currency, then the pricing questions (views/pricing-view.tsx). */
async function pricingTwin(locale: LocaleCode): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const [plans, faq] = await Promise.all([content.listPricingPlans(locale), content.listFaq(locale)]);
  const currency = currencyForLocale(locale);
  const number = numberFormat(locale);
  const planSections = plans.map((plan) => {
    const price = plan.prices.find((entry) => entry.currency === currency) ?? plan.prices[0];
    const lines = [
      price
        ? `${formatPrice(price.monthly, price.currency as never)} ${escapeInline(t('perMonth'))} (${escapeInline(t('monthly'))}); ${formatPrice(price.annual, price.currency as never)} ${escapeInline(t('perMonth'))} (${escapeInline(t('annual'))})`
        : '',
      markdownList([
        `${escapeInline(t('profiles'))}: ${number.format(plan.profiles)}`,
        `${escapeInline(t('members'))}: ${number.format(plan.teamMembers)}`,
        ...(plan.features ?? []).map(escapeInline),
      ]),
    ];
    return markdownSection(plan.name, 2, [plan.description ? escapeText(plan.description) : '', ...lines]);
  });
  const questions = faq
    .filter((item) => item.group === 'pricing')
    .map((item) => markdownSection(item.question, 3, [escapeText(item.answer)]));
  return twinMarkdown({
    title: t('title'),
    language: getLocale(locale).tag,
    canonical: localeUrl(locale, '/pricing', siteUrls),
    summary: t('lead'),
    body: [...planSections, ...questions].join('\n\n'),
  });
}

/** Every system's newest release and installer (views/download-view.tsx), then the requirements. */
async function downloadTwin(locale: LocaleCode): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Download' });
  const releases = (await content.listArticles('release', DEFAULT_LOCALE, { pageSize: 100 })).items.map((item) => ({
    slug: item.slug,
    version: item.version,
    publishedAt: item.publishedAt,
    platforms: item.platforms,
  }));
  const newest = newestRelease(releases);
  const targets = downloadTargets(releases).map((target) => {
    const meta = target.release
      ? t('version', { version: target.release.version, date: formatDate(locale, target.release.publishedAt) })
      : t('notAvailable');
    const label = target.fallbackUrl
      ? markdownLink(t(`targets.${target.key}`), target.fallbackUrl)
      : escapeInline(t(`targets.${target.key}`));
    return `${label}: ${escapeInline(meta)}`;
  });
  const requirements = (['windows', 'macos', 'linux'] as const).map(
    (key) => `**${escapeInline(t(`requirements.${key}.title`))}**: ${escapeInline(t(`requirements.${key}.text`))}`,
  );
  return twinMarkdown({
    title: t('title'),
    language: getLocale(locale).tag,
    canonical: localeUrl(locale, '/download', siteUrls),
    updated: newest?.publishedAt,
    summary: t('lead'),
    body: [
      newest ? markdownLink(t('releaseNotes'), localeUrl(locale, `/release/${newest.slug}`, siteUrls)) : '',
      markdownSection(t('allSystems'), 2, [markdownList(targets)]),
      markdownSection(t('requirementsTitle'), 2, [markdownList(requirements)]),
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/** The twin of the page at `path` (no locale prefix) in `locale`, or null where that page has none. */
export async function markdownTwin(locale: LocaleCode, path: string): Promise<string | null> {
  if (localesServing(path, [locale]).length === 0) return null;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return homeTwin(locale);
  const [first, second] = segments as [string, string | undefined];
  if (second !== undefined) {
    const family = familyOfSegment(first);
    if (family) return articleTwin(locale, family, second);
    if (first === 'solutions' && (SOLUTION_IDS as readonly string[]).includes(second))
      return landingTwin(locale, 'solutions', second, path);
    if (first === 'alternatives' && (ALTERNATIVE_IDS as readonly string[]).includes(second))
      return landingTwin(locale, 'alternatives', second, path);
    return null;
  }
  if (first === 'pricing') return pricingTwin(locale);
  if (first === 'download') return downloadTwin(locale);
  const route = parsePageRoute(first);
  if (route?.kind === 'feature') return landingTwin(locale, 'features', route.id, path);
  if (route?.kind === 'page') return cmsPageTwin(locale, route.slug);
  return null;
}

/** The twin's address: the page's address plus `.md` (`/index.html.md` for a language's home). */
export function markdownTwinUrl(locale: LocaleCode, path: string): string {
  return twinUrl(locale, path, siteUrls);
}
