/**
 * The content model as plain data: one description that Studio turns into Sanity schema types and that the dataset
 * validator walks. Keeping it free of `sanity` imports lets web, edge and tests read it without the Studio bundle.
 */
import { ALTERNATIVE_IDS, CURRENCIES, FEATURE_IDS, LEGACY_SOLUTION_SLUGS, SOLUTION_IDS, SYSTEM_VALUES } from '../ids';
import { PROMOTION_CUTOFF_DEFAULT } from '../shell';
import {
  type ArticleFamily,
  ARTICLE_TYPE,
  CATEGORY_TYPE,
  FAQ_GROUPS,
  FIXED_PAGE_SLUGS,
  HELP_SECTIONS,
  PARTNER_KINDS,
  PROMOTION_PLACEMENTS,
  type ReservedSlug,
  reservedArticleSlugs,
  TAG_TYPE,
  type TaxonomyFamily,
} from './families';

/** Field kinds. The `locale*` kinds hold one value per route code (see `Localized`). */
export type FieldKind =
  | { type: 'string'; options?: readonly string[] }
  | { type: 'text' }
  /** `options`: the only slugs allowed (ids the spec fixes); `reserved`: slugs another route owns (`slugProblem`). */
  | { type: 'slug'; options?: readonly string[]; reserved?: readonly ReservedSlug[] }
  /** An external address: http or https only. */
  | { type: 'url' }
  /** A site path (`/pricing`) or an external http(s) address. */
  | { type: 'link' }
  | { type: 'number'; min?: number; integer?: boolean }
  | { type: 'boolean' }
  | { type: 'datetime' }
  | { type: 'date' }
  | { type: 'localeString' }
  | { type: 'localeText' }
  | { type: 'localeBlocks' }
  | { type: 'localeStringList' }
  /** Per translated language (every code but en): the `englishRevisedAt` value the translation was made from. */
  | { type: 'localeRevisions' }
  | { type: 'image' }
  | { type: 'reference'; to: readonly string[] }
  | { type: 'object'; fields: readonly FieldDef[] }
  | { type: 'array'; of: ArrayMember; unique?: string };

export type ArrayMember =
  | { type: 'string'; options?: readonly string[] }
  | { type: 'reference'; to: readonly string[] }
  | { type: 'object'; name: string; title: string; fields: readonly FieldDef[] };

export interface FieldDef {
  readonly name: string;
  readonly title: string;
  readonly kind: FieldKind;
  /** For localized kinds: the English value is required. For arrays: at least one item. */
  readonly required?: boolean;
  /** Editors are warned (not blocked) above this many characters: SEO lengths. */
  readonly warnAbove?: number;
  readonly description?: string;
  readonly group?: 'content' | 'meta' | 'seo' | 'translation';
  /** The value a new document starts with (Studio; string and datetime fields). */
  readonly initialValue?: string;
  /** For datetime fields: must be later than this sibling field. */
  readonly after?: string;
}

export type DocumentFamilyGroup = 'articles' | 'taxonomy' | 'landing' | 'pages' | 'commerce' | 'site';

export interface DocumentDef {
  readonly name: string;
  readonly title: string;
  readonly group: DocumentFamilyGroup;
  readonly fields: readonly FieldDef[];
  /** Localized fields whose presence in a language means "this translation exists". */
  readonly presence?: readonly string[];
  /** Exists once, with `_id` equal to the type name. */
  readonly singleton?: boolean;
  /** Field used as the document's title in lists. */
  readonly titleField: string;
}

/** SEO lengths editors are warned about (spec: seo_title, seo_keywords, seo_description). */
export const SEO_LIMITS = { seo_title: 60, seo_keywords: 160, seo_description: 160 } as const;

const seoField: FieldDef = {
  name: 'seo',
  title: 'SEO',
  group: 'seo',
  kind: {
    type: 'object',
    fields: [
      { name: 'seo_title', title: 'SEO title', kind: { type: 'localeString' }, warnAbove: SEO_LIMITS.seo_title },
      {
        name: 'seo_keywords',
        title: 'SEO keywords',
        kind: { type: 'localeString' },
        warnAbove: SEO_LIMITS.seo_keywords,
      },
      {
        name: 'seo_description',
        title: 'SEO description',
        kind: { type: 'localeText' },
        warnAbove: SEO_LIMITS.seo_description,
      },
    ],
  },
};

/**
 * Translation bookkeeping. `englishRevisedAt` moves when the English text changes; `translatedFrom.{code}` records
 * which English revision a translation was made from, so a translation older than the English text is stale.
 */
const translationFields: readonly FieldDef[] = [
  {
    name: 'englishRevisedAt',
    title: 'English text revised at',
    kind: { type: 'datetime' },
    required: true,
    group: 'translation',
    description: 'Set when the English text changes (the publish action does this).',
  },
  {
    name: 'translatedFrom',
    title: 'Translated from the English revision of',
    kind: { type: 'localeRevisions' },
    group: 'translation',
    description: 'Per language: the English revision the translation was made from.',
  },
];

const slugField = ({
  options,
  reserved = [],
}: { options?: readonly string[]; reserved?: readonly ReservedSlug[] } = {}): FieldDef => ({
  name: 'slug',
  title: 'Slug',
  kind: { type: 'slug', ...(options ? { options } : {}), ...(reserved.length > 0 ? { reserved } : {}) },
  required: true,
  group: 'meta',
  description: 'The same in every language: lowercase a-z, 0-9 and hyphens.',
});

/** An article's slug: never one another route of its section owns (`/blog/feed`). */
const articleSlugField = (family: ArticleFamily): FieldDef => slugField({ reserved: reservedArticleSlugs(family) });

const title: FieldDef = {
  name: 'title',
  title: 'Title',
  kind: { type: 'localeString' },
  required: true,
  group: 'content',
};
const excerpt: FieldDef = {
  name: 'excerpt',
  title: 'Excerpt',
  kind: { type: 'localeText' },
  group: 'content',
  warnAbove: 200,
};
const body: FieldDef = {
  name: 'body',
  title: 'Body',
  kind: { type: 'localeBlocks' },
  required: true,
  group: 'content',
};
const publishedAt: FieldDef = {
  name: 'publishedAt',
  title: 'Published at',
  kind: { type: 'datetime' },
  required: true,
  group: 'meta',
};
const coverImage: FieldDef = { name: 'coverImage', title: 'Cover image', kind: { type: 'image' }, group: 'content' };
const order: FieldDef = {
  name: 'order',
  title: 'Order',
  kind: { type: 'number', integer: true, min: 0 },
  group: 'meta',
};

function taxonomyArticle(family: TaxonomyFamily, name: string, docTitle: string): DocumentDef {
  return {
    name,
    title: docTitle,
    group: 'articles',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [
      title,
      articleSlugField(family),
      excerpt,
      body,
      coverImage,
      publishedAt,
      { name: 'author', title: 'Author', kind: { type: 'reference', to: ['author'] }, group: 'meta' },
      {
        name: 'category',
        title: 'Category',
        kind: { type: 'reference', to: [CATEGORY_TYPE[family]] },
        required: true,
        group: 'meta',
      },
      {
        name: 'tags',
        title: 'Tags',
        kind: { type: 'array', of: { type: 'reference', to: [TAG_TYPE[family]] } },
        group: 'meta',
      },
      seoField,
      ...translationFields,
    ],
  };
}

function category(family: TaxonomyFamily, label: string): DocumentDef {
  return {
    name: CATEGORY_TYPE[family],
    title: `${label} category`,
    group: 'taxonomy',
    titleField: 'title',
    presence: ['title'],
    fields: [
      title,
      slugField(),
      { name: 'description', title: 'Description', kind: { type: 'localeText' } },
      order,
      seoField,
      ...translationFields,
    ],
  };
}

function tag(family: TaxonomyFamily, label: string): DocumentDef {
  return {
    name: TAG_TYPE[family],
    title: `${label} tag`,
    group: 'taxonomy',
    titleField: 'title',
    presence: ['title'],
    fields: [title, slugField(), ...translationFields],
  };
}

function landing(name: string, docTitle: string, ids: readonly string[], extra: readonly FieldDef[] = []): DocumentDef {
  return {
    name,
    title: docTitle,
    group: 'landing',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [
      title,
      slugField({ options: ids }),
      ...extra,
      {
        name: 'summary',
        title: 'Summary',
        kind: { type: 'localeText' },
        required: true,
        group: 'content',
        warnAbove: 240,
      },
      body,
      coverImage,
      seoField,
      ...translationFields,
    ],
  };
}

/**
 * Menus: a link is internal (a path of this site, checked against its pages and given the locale prefix
 * on every site) or external (an http(s) address, opened in a new tab). Labels fall back to English.
 */
const navKey: FieldDef = {
  name: 'key',
  title: 'Key',
  kind: { type: 'string' },
  required: true,
  description: 'A stable name, unique in its list (the /links page finds chat-group, video and scan by it).',
};
const navLabel: FieldDef = {
  name: 'label',
  title: 'Label',
  kind: { type: 'localeString' },
  required: true,
  description: 'A missing language shows the English label.',
};
const navLink: FieldDef = {
  name: 'link',
  title: 'Link',
  kind: { type: 'link' },
  required: true,
  description:
    'Internal: a path of this site such as /blog, /solutions/crypto or /links#scan (it must exist; each site adds its language prefix). External: an http(s) address, opened in a new tab.',
};
const navItems: FieldDef = {
  name: 'items',
  title: 'Entries',
  kind: {
    type: 'array',
    unique: 'key',
    of: { type: 'object', name: 'navLink', title: 'Entry', fields: [navKey, navLabel, navLink] },
  },
};

export const DOCUMENTS: readonly DocumentDef[] = [
  taxonomyArticle('blog', ARTICLE_TYPE.blog, 'Blog post'),
  taxonomyArticle('news', ARTICLE_TYPE.news, 'News item'),
  taxonomyArticle('guide', ARTICLE_TYPE.guide, 'Guide'),
  {
    name: ARTICLE_TYPE.help,
    title: 'Help article',
    group: 'articles',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [
      title,
      articleSlugField('help'),
      excerpt,
      body,
      {
        name: 'section',
        title: 'Section',
        kind: { type: 'string', options: HELP_SECTIONS },
        required: true,
        group: 'meta',
      },
      order,
      publishedAt,
      seoField,
      ...translationFields,
    ],
  },
  {
    name: ARTICLE_TYPE.release,
    title: 'Release',
    group: 'articles',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [
      title,
      articleSlugField('release'),
      {
        name: 'version',
        title: 'Version',
        kind: { type: 'string' },
        required: true,
        group: 'meta',
        description: 'Semantic version, e.g. 3.4.0.',
      },
      { ...publishedAt, title: 'Release date' },
      {
        name: 'platforms',
        title: 'Platforms',
        kind: { type: 'array', of: { type: 'string', options: SYSTEM_VALUES } },
        required: true,
        group: 'meta',
      },
      excerpt,
      { ...body, title: 'Release notes' },
      seoField,
      ...translationFields,
    ],
  },
  {
    // `/docs/{id}`: reference pages (local API, RPA, profile settings), listed on the fixed `docs` page by `order`.
    name: ARTICLE_TYPE.docs,
    title: 'Documentation page',
    group: 'articles',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [title, articleSlugField('docs'), excerpt, body, order, publishedAt, seoField, ...translationFields],
  },
  {
    name: ARTICLE_TYPE.partner,
    title: 'Partner',
    group: 'articles',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [
      title,
      articleSlugField('partner'),
      { name: 'name', title: 'Partner name', kind: { type: 'string' }, required: true, group: 'meta' },
      { name: 'website', title: 'Website', kind: { type: 'url' }, required: true, group: 'meta' },
      { name: 'kind', title: 'Kind', kind: { type: 'string', options: PARTNER_KINDS }, required: true, group: 'meta' },
      { name: 'promoCode', title: 'Promo code', kind: { type: 'string' }, group: 'meta' },
      { name: 'logo', title: 'Logo', kind: { type: 'image' }, group: 'content' },
      excerpt,
      body,
      publishedAt,
      order,
      seoField,
      ...translationFields,
    ],
  },
  category('blog', 'Blog'),
  category('news', 'News'),
  category('guide', 'Guide'),
  tag('blog', 'Blog'),
  tag('news', 'News'),
  tag('guide', 'Guide'),
  {
    name: 'author',
    title: 'Author',
    group: 'taxonomy',
    titleField: 'name',
    presence: ['role'],
    fields: [
      { name: 'name', title: 'Name', kind: { type: 'string' }, required: true },
      slugField(),
      { name: 'role', title: 'Role', kind: { type: 'localeString' }, required: true },
      { name: 'bio', title: 'Biography', kind: { type: 'localeText' } },
      { name: 'avatar', title: 'Avatar', kind: { type: 'image' } },
      ...translationFields,
    ],
  },
  landing('solutionPage', 'Solution page', SOLUTION_IDS),
  landing('featurePage', 'Feature page', FEATURE_IDS),
  landing('alternativePage', 'Alternative page', ALTERNATIVE_IDS, [
    { name: 'competitor', title: 'Competitor', kind: { type: 'string' }, required: true, group: 'meta' },
  ]),
  {
    name: 'page',
    title: 'Page',
    group: 'pages',
    titleField: 'title',
    presence: ['title', 'body'],
    fields: [
      title,
      slugField(),
      {
        name: 'kind',
        title: 'Kind',
        kind: { type: 'string', options: ['fixed', 'generic'] },
        required: true,
        group: 'meta',
        description: `Fixed pages have their own route (${FIXED_PAGE_SLUGS.join(', ')}); generic ones are served at /{slug}.`,
      },
      { name: 'summary', title: 'Summary', kind: { type: 'localeText' }, group: 'content' },
      body,
      seoField,
      ...translationFields,
    ],
  },
  {
    name: 'faqEntry',
    title: 'FAQ entry',
    group: 'commerce',
    titleField: 'question',
    presence: ['question', 'answer'],
    fields: [
      { name: 'question', title: 'Question', kind: { type: 'localeString' }, required: true },
      { name: 'answer', title: 'Answer', kind: { type: 'localeText' }, required: true },
      { name: 'group', title: 'Group', kind: { type: 'string', options: FAQ_GROUPS }, required: true },
      order,
      ...translationFields,
    ],
  },
  {
    name: 'pricingPlan',
    title: 'Pricing plan',
    group: 'commerce',
    titleField: 'name',
    presence: ['name'],
    fields: [
      { name: 'name', title: 'Name', kind: { type: 'localeString' }, required: true },
      slugField(),
      { name: 'description', title: 'Description', kind: { type: 'localeText' } },
      { name: 'profiles', title: 'Browser profiles', kind: { type: 'number', integer: true, min: 0 }, required: true },
      { name: 'teamMembers', title: 'Team members', kind: { type: 'number', integer: true, min: 1 }, required: true },
      { name: 'features', title: 'Features', kind: { type: 'localeStringList' } },
      {
        name: 'prices',
        title: 'Prices',
        required: true,
        description:
          'One row per currency; monthly is the price of one month, annual the price of twelve months billed once.',
        kind: {
          type: 'array',
          unique: 'currency',
          of: {
            type: 'object',
            name: 'price',
            title: 'Price',
            fields: [
              { name: 'currency', title: 'Currency', kind: { type: 'string', options: CURRENCIES }, required: true },
              { name: 'monthly', title: 'Monthly', kind: { type: 'number', min: 0 }, required: true },
              { name: 'annual', title: 'Annual', kind: { type: 'number', min: 0 }, required: true },
            ],
          },
        },
      },
      { name: 'highlighted', title: 'Highlighted', kind: { type: 'boolean' } },
      order,
      ...translationFields,
    ],
  },
  {
    name: 'siteSettings',
    title: 'Site settings',
    group: 'site',
    singleton: true,
    titleField: 'title',
    presence: ['title', 'description'],
    fields: [
      {
        name: 'title',
        title: 'Title',
        kind: { type: 'localeString' },
        required: true,
        warnAbove: SEO_LIMITS.seo_title,
      },
      { name: 'keywords', title: 'Keywords', kind: { type: 'localeString' }, warnAbove: SEO_LIMITS.seo_keywords },
      {
        name: 'description',
        title: 'Description',
        kind: { type: 'localeText' },
        required: true,
        warnAbove: SEO_LIMITS.seo_description,
      },
      { name: 'register_url', title: 'Register URL', kind: { type: 'url' }, required: true },
      { name: 'login_url', title: 'Login URL', kind: { type: 'url' }, required: true },
      { name: 'statistical_title', title: 'Statistics snippet title', kind: { type: 'string' } },
      { name: 'statistical_body', title: 'Statistics snippet body', kind: { type: 'text' } },
      {
        name: 'consultation_qr',
        title: 'Consultation QR code',
        description:
          'Shown by the consultation button on Chinese pages: the code visitors scan to reach the team (e.g. a WeChat contact).',
        kind: { type: 'image' },
      },
      ...translationFields,
    ],
  },
  {
    name: 'navigation',
    title: 'Navigation',
    group: 'site',
    singleton: true,
    titleField: 'title',
    presence: [],
    fields: [
      { name: 'title', title: 'Title', kind: { type: 'string' }, required: true },
      {
        name: 'menu',
        title: 'Header menu',
        description: 'Each group opens a list of its entries; a group without entries is a plain link.',
        required: true,
        kind: {
          type: 'array',
          unique: 'key',
          of: {
            type: 'object',
            name: 'navGroup',
            title: 'Menu group',
            fields: [
              navKey,
              navLabel,
              {
                ...navLink,
                required: false,
                description: `${navLink.description} Only used when the group has no entries.`,
              },
              navItems,
            ],
          },
        },
      },
      {
        name: 'footer',
        title: 'Footer columns',
        required: true,
        kind: {
          type: 'array',
          unique: 'key',
          of: {
            type: 'object',
            name: 'footerColumn',
            title: 'Footer column',
            fields: [navKey, { ...navLabel, description: 'The column heading.' }, { ...navItems, required: true }],
          },
        },
      },
      ...translationFields,
    ],
  },
  {
    name: 'promotion',
    title: 'Promotion',
    group: 'site',
    titleField: 'name',
    presence: ['text'],
    fields: [
      {
        name: 'name',
        title: 'Name',
        kind: { type: 'string' },
        required: true,
        description: 'For editors only; not shown on the site.',
      },
      {
        name: 'placement',
        title: 'Shown as',
        kind: { type: 'string', options: PROMOTION_PLACEMENTS },
        required: true,
        initialValue: 'banner',
        description: 'banner: a bar above the header of every page; pricing: a badge at the top of the pricing page.',
      },
      {
        name: 'text',
        title: 'Text',
        kind: { type: 'localeString' },
        required: true,
        warnAbove: 120,
        description: 'A missing language shows the English text.',
      },
      {
        name: 'linkLabel',
        title: 'Link text',
        kind: { type: 'localeString' },
        description: 'Shown after the text when there is a link.',
      },
      { ...navLink, required: false },
      { name: 'startsAt', title: 'Starts at', kind: { type: 'datetime' }, required: true },
      {
        name: 'endsAt',
        title: 'Ends at',
        kind: { type: 'datetime' },
        after: 'startsAt',
        initialValue: new Date(PROMOTION_CUTOFF_DEFAULT).toISOString(),
        description:
          'Starts as the promotion cutoff of the specification (2025-08-23 16:00 UTC+8); empty means that cutoff too.',
      },
      ...translationFields,
    ],
  },
  {
    name: 'ruBlogMap',
    title: 'Russian external blog map',
    group: 'site',
    singleton: true,
    titleField: 'title',
    fields: [
      { name: 'title', title: 'Title', kind: { type: 'string' }, required: true },
      { name: 'blogHome', title: 'External blog home', kind: { type: 'url' }, required: true },
      {
        name: 'entries',
        title: 'Known articles',
        kind: {
          type: 'array',
          unique: 'articleId',
          of: {
            type: 'object',
            name: 'ruBlogEntry',
            title: 'Article address',
            fields: [
              {
                name: 'section',
                title: 'Section (the id is matched only under this route)',
                kind: { type: 'string', options: ['blog', 'news', 'guide'] },
                required: true,
              },
              { name: 'articleId', title: 'Article id (slug on this site)', kind: { type: 'slug' }, required: true },
              { name: 'url', title: 'External address (under the blog home)', kind: { type: 'url' }, required: true },
            ],
          },
        },
      },
    ],
  },
  {
    name: 'legacySlugMap',
    title: 'Legacy solution slugs',
    group: 'site',
    singleton: true,
    titleField: 'title',
    fields: [
      { name: 'title', title: 'Title', kind: { type: 'string' }, required: true },
      {
        name: 'entries',
        title: 'Legacy slugs',
        kind: {
          type: 'array',
          unique: 'legacySlug',
          of: {
            type: 'object',
            name: 'legacySlug',
            title: 'Legacy slug',
            fields: [
              {
                name: 'legacySlug',
                title: 'Legacy slug',
                kind: { type: 'string', options: LEGACY_SOLUTION_SLUGS },
                required: true,
              },
              {
                name: 'target',
                title: 'Solution page',
                kind: { type: 'string', options: SOLUTION_IDS },
                required: true,
              },
              { name: 'zhSlug', title: 'Slug on the Chinese site', kind: { type: 'slug' }, required: true },
              { name: 'tcSlug', title: 'Slug in Traditional Chinese', kind: { type: 'slug' }, required: true },
            ],
          },
        },
      },
    ],
  },
];

const byName = new Map(DOCUMENTS.map((doc) => [doc.name, doc]));

export function documentDef(type: string): DocumentDef | undefined {
  return byName.get(type);
}

export const DOCUMENT_TYPES = DOCUMENTS.map((doc) => doc.name);

/** Whether a document type carries translation bookkeeping (it has localized fields). */
export function isLocalizedDocument(def: DocumentDef): boolean {
  return def.fields.some((field) => field.name === 'englishRevisedAt');
}
