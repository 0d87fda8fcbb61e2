/**
 * Every GROQ query the site runs, named. They stay inside the subset both the Content Lake and groq-js evaluate,
 * and the contract test runs each of them on both sources.
 *
 * Localized fields are objects keyed by route code (`title.de`). GROQ only allows a constant key in `field[$key]`,
 * so "the locale if this document has it, else English" is spelled per field with `select`, from fragments below.
 * Result types are generated from these queries and the Studio's schema (`npm run typegen`, into `sanity.types.ts`).
 */
import { defineQuery } from 'groq';
import { LOCALE_CODES } from '../locales';

/** A document with both a title and a body in `$locale` has that translation. */
const HAS_LOCALE = 'defined(title[$locale]) && count(body[$locale]) > 0';

/** The field in `$locale` when the document has that translation, else in English: title and body never mix. */
const pick = (field: string): string => `select(${HAS_LOCALE} => ${field}[$locale], ${field}.en)`;

/** The field in `$locale` if it has a value there, else English: for items that fall back one by one. */
const either = (field: string): string => `coalesce(${field}[$locale], ${field}.en)`;
/** The language `either(field)` reads: the locale's, or "en" where its translation is missing. */
const languageOf = (field: string): string => `select(defined(${field}[$locale]) => $locale, "en")`;

/** The route codes for which `condition` (with `{code}` in it) holds, computed in the query. */
const codesWhere = (condition: string): string =>
  `array::compact([${LOCALE_CODES.map((code) => `select(${condition.replaceAll('{code}', code)} => "${code}")`).join(', ')}])`;

/** Route codes of every translation the document has (documents without a body: by title). */
const LOCALES_PRESENT = codesWhere('defined(title.{code}) && (!defined(body) || count(body.{code}) > 0)');

const STALE = `$locale != "en" && (!defined(translatedFrom[$locale]) || translatedFrom[$locale] < englishRevisedAt)`;

// assetRef, crop and hotspot let a site reading a Sanity project build CDN URLs with @sanity/image-url.
const IMAGE = `{
  "url": asset->url,
  "alt": coalesce(alt[$locale], alt.en, ""),
  "altLang": select(defined(alt[$locale]) => null, defined(alt.en) => "en", null),
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "assetRef": asset._ref,
  "crop": crop{ top, bottom, left, right },
  "hotspot": hotspot{ x, y, height, width }
}`;

const SEO = (choose: (field: string) => string): string => `{
  "seo_title": ${choose('seo.seo_title')},
  "seo_keywords": ${choose('seo.seo_keywords')},
  "seo_description": ${choose('seo.seo_description')}
}`;

/** A category's or tag's name is page chrome: English where the language lacks it, with `lang` saying so. */
const TERM = `{ "slug": slug.current, "title": ${either('title')}, "lang": ${languageOf('title')} }`;

const AUTHOR = `{ name, "slug": slug.current, "role": ${either('role')}, "avatar": avatar${IMAGE} }`;

/** Fields every article family may carry; families without one get null. */
const ARTICLE_META = `
  _id,
  _type,
  "slug": slug.current,
  publishedAt,
  "updatedAt": _updatedAt,
  "coverImage": coverImage${IMAGE},
  "category": category->${TERM},
  "tags": tags[]->${TERM},
  "author": author->${AUTHOR},
  section,
  order,
  version,
  platforms,
  name,
  website,
  kind,
  promoCode,
  "logo": logo${IMAGE}`;

// `$category` and `$tag` are the terms' ids (null: no filter), which the loader looks up by slug in the term list
// the page reads anyway; articles compare references, so the filter reads nothing but the article. A `->` in the
// filter scans the dataset for every article on groq-js, and `!defined($x) || …` evaluates both sides there: an
// unfiltered list of 450 articles took half a second. `select` evaluates only the branch it takes.
const ARTICLE_FILTER = `_type == $type && ${HAS_LOCALE}
  && select(defined($category) => category._ref == $category, true)
  && select(defined($tag) => $tag in tags[]._ref, true)`;

/** One article in `$locale`, or in English with `lang: "en"` when that translation is missing. */
export const ARTICLE_QUERY = defineQuery(`*[_type == $type && slug.current == $slug][0]{
  ${ARTICLE_META},
  "lang": select(${HAS_LOCALE} => $locale, "en"),
  "stale": ${HAS_LOCALE} && ${STALE},
  "title": ${pick('title')},
  "excerpt": ${pick('excerpt')},
  "body": ${pick('body')},
  "seo": ${SEO(pick)},
  "locales": ${LOCALES_PRESENT}
}`);

/** A page of a family's list in `$locale`: articles without that translation are left out. */
export const ARTICLE_LIST_QUERY = defineQuery(`{
  "total": count(*[${ARTICLE_FILTER}]),
  "items": *[${ARTICLE_FILTER}] | order(coalesce(order, 0) asc, publishedAt desc, _id asc) [$start...$end]{
    ${ARTICLE_META},
    "lang": $locale,
    "title": title[$locale],
    "excerpt": excerpt[$locale]
  }
}`);

/** Every slug of a family with the languages it exists in: static params, sitemaps, hreflang. */
export const ARTICLE_PATHS_QUERY = defineQuery(`*[_type == $type && defined(slug.current)] | order(slug.current asc){
  "slug": slug.current,
  "updatedAt": _updatedAt,
  "locales": ${LOCALES_PRESENT}
}`);

/** The route codes an article is listed in: those it has a title and a body in (what `HAS_LOCALE` tests). */
const LISTED_IN = codesWhere('defined(title.{code}) && count(body.{code}) > 0');

/**
 * The languages each article of a family in one category with one tag (ids) is listed in: the languages a category
 * filtered by that tag has a page in, read once for all of them.
 */
export const LISTING_LOCALES_QUERY = defineQuery(
  `*[_type == $type && category._ref == $category && $tag in tags[]._ref]{ "locales": ${LISTED_IN} }.locales`,
);

/**
 * Categories (or tags) of a family, and for each article of the family in `$locale` the terms it names (`category`,
 * `tags`): the loader counts each term's articles from them, in one pass. A count per term in GROQ (`references()`,
 * which also walks every body, or each term filtering the uses) costs terms times articles: 8 ms for a family's tags
 * at thirty times the seed on groq-js.
 */
export const TERM_LIST_QUERY = defineQuery(`{
  "terms": *[_type == $type] | order(coalesce(order, 0) asc, slug.current asc){
    _id,
    "slug": slug.current,
    "title": ${either('title')},
    "lang": ${languageOf('title')},
    "description": ${either('description')},
    "descriptionLang": ${languageOf('description')}
  },
  "uses": *[_type == $articleType && ${HAS_LOCALE}]{ "ids": [category._ref] + coalesce(tags[]._ref, []) }
}`);

/** A solution, feature or alternative page. These fall back to English like articles. */
export const LANDING_QUERY = defineQuery(`*[_type == $type && slug.current == $slug][0]{
  _id,
  _type,
  "slug": slug.current,
  "updatedAt": _updatedAt,
  competitor,
  "lang": select(${HAS_LOCALE} => $locale, "en"),
  "stale": ${HAS_LOCALE} && ${STALE},
  "title": ${pick('title')},
  "summary": ${pick('summary')},
  "body": ${pick('body')},
  "coverImage": coverImage${IMAGE},
  "seo": ${SEO(pick)},
  "locales": ${LOCALES_PRESENT}
}`);

/** Every landing page of one kind; each item falls back to English on its own (an index must list all ids). */
export const LANDING_LIST_QUERY = defineQuery(`*[_type == $type] | order(slug.current asc){
  "slug": slug.current,
  competitor,
  "lang": select(${HAS_LOCALE} => $locale, "en"),
  "title": ${pick('title')},
  "summary": ${pick('summary')}
}`);

/** A fixed or generic page by slug. */
export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  _type,
  "slug": slug.current,
  kind,
  "updatedAt": _updatedAt,
  "lang": select(${HAS_LOCALE} => $locale, "en"),
  "stale": ${HAS_LOCALE} && ${STALE},
  "title": ${pick('title')},
  "summary": ${pick('summary')},
  "body": ${pick('body')},
  "seo": ${SEO(pick)},
  "locales": ${LOCALES_PRESENT}
}`);

/** Every page slug, for static params and sitemaps. */
export const PAGE_PATHS_QUERY = defineQuery(`*[_type == "page" && defined(slug.current)] | order(slug.current asc){
  "slug": slug.current,
  kind,
  "updatedAt": _updatedAt,
  "locales": ${LOCALES_PRESENT}
}`);

export const FAQ_QUERY = defineQuery(`*[_type == "faqEntry"] | order(group asc, coalesce(order, 0) asc, _id asc){
  _id,
  group,
  "lang": select(defined(question[$locale]) && defined(answer[$locale]) => $locale, "en"),
  "question": select(defined(question[$locale]) && defined(answer[$locale]) => question[$locale], question.en),
  "answer": select(defined(question[$locale]) && defined(answer[$locale]) => answer[$locale], answer.en)
}`);

export const PRICING_QUERY = defineQuery(`*[_type == "pricingPlan"] | order(coalesce(order, 0) asc, _id asc){
  _id,
  "slug": slug.current,
  "lang": ${languageOf('name')},
  "name": ${either('name')},
  "description": ${either('description')},
  "features": select(defined(name[$locale]) && count(features[$locale]) > 0 => features[$locale], features.en),
  profiles,
  teamMembers,
  highlighted,
  "prices": prices[]{ currency, monthly, annual }
}`);

/** Base info: title, keywords, description, register_url, login_url, statistical_*. */
export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  "title": ${either('title')},
  "keywords": ${either('keywords')},
  "description": ${either('description')},
  register_url,
  login_url,
  statistical_body,
  statistical_title,
  "consultation_qr": consultation_qr${IMAGE}
}`);

const NAV_ENTRY = `{ key, "label": ${either('label')}, link }`;

/** The header menu's groups and the footer's columns, labels in the locale or English. */
export const NAVIGATION_QUERY = defineQuery(`*[_id == "navigation"][0]{
  "menu": menu[]{ key, "label": ${either('label')}, link, "items": items[]${NAV_ENTRY} },
  "footer": footer[]{ key, "label": ${either('label')}, "items": items[]${NAV_ENTRY} }
}`);

/**
 * Every promotion with its dates: whether one shows is decided in the browser against its clock (pages are cached,
 * so the server's clock at render time says nothing about the visitor's).
 */
export const PROMOTIONS_QUERY =
  defineQuery(`*[_type == "promotion" && defined(startsAt)] | order(startsAt asc, _id asc){
  _id,
  placement,
  startsAt,
  endsAt,
  link,
  "lang": select(defined(text[$locale]) => $locale, "en"),
  "text": ${either('text')},
  "linkLabel": ${either('linkLabel')}
}`);

export const RU_BLOG_MAP_QUERY = defineQuery(
  `*[_id == "ruBlogMap"][0]{ blogHome, "entries": entries[]{ section, articleId, url } }`,
);

export const LEGACY_SLUG_MAP_QUERY = defineQuery(
  `*[_id == "legacySlugMap"][0]{ "entries": entries[]{ legacySlug, target, zhSlug, tcSlug } }`,
);

/** Every routable document with the languages it exists in: the sitemaps' one query. */
export const SITEMAP_QUERY =
  defineQuery(`*[_type in $types && defined(slug.current)] | order(_type asc, slug.current asc){
  _type,
  "slug": slug.current,
  "updatedAt": _updatedAt,
  "locales": ${LOCALES_PRESENT}
}`);

/** Every named query, for the contract test and the benchmark. */
export const QUERIES = {
  ARTICLE_QUERY,
  ARTICLE_LIST_QUERY,
  ARTICLE_PATHS_QUERY,
  TERM_LIST_QUERY,
  LISTING_LOCALES_QUERY,
  LANDING_QUERY,
  LANDING_LIST_QUERY,
  PAGE_QUERY,
  PAGE_PATHS_QUERY,
  FAQ_QUERY,
  PRICING_QUERY,
  SITE_SETTINGS_QUERY,
  NAVIGATION_QUERY,
  PROMOTIONS_QUERY,
  RU_BLOG_MAP_QUERY,
  LEGACY_SLUG_MAP_QUERY,
  SITEMAP_QUERY,
} as const;
export type QueryName = keyof typeof QUERIES;

/**
 * The projection Sanity's GROQ-powered webhook sends (configure it on the webhook; `content:publish` evaluates the
 * same text locally). `before()` gives the old slug, so a renamed or deleted document refreshes its old URL too;
 * `_rev` and `_updatedAt` say which published revision the site waits for before expiring its pages. `listed` is what
 * decides which listings show an article, before and after the change (null where the document did not or does not
 * exist): its category and tags (ids) and its languages. With it, an edit refreshes only the listings of its own
 * category and tags, and the counts per term only when it joins or leaves one.
 */
export const WEBHOOK_PROJECTION = `{
  _id,
  _type,
  _rev,
  _updatedAt,
  "slug": after().slug.current,
  "previousSlug": before().slug.current,
  "operation": delta::operation(),
  "listed": [before(), after()]{ "category": category._ref, "tags": tags[]._ref, "locales": ${LOCALES_PRESENT} }
}`;
