import {
  ARTICLE_TYPE,
  CATEGORY_TYPE,
  FIXED_PAGE_SLUGS,
  LANDING_TYPE,
  TAG_TYPE,
  type TaxonomyFamily,
} from '@site/schemas';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

/** Editors find content by family (what a URL section shows), not by Sanity type name. */
const FAMILY_TITLES: Record<TaxonomyFamily, string> = { blog: 'Blog', news: 'News', guide: 'Guides' };

function taxonomyFamily(S: StructureBuilder, family: TaxonomyFamily) {
  return S.listItem()
    .title(FAMILY_TITLES[family])
    .id(family)
    .child(
      S.list()
        .title(FAMILY_TITLES[family])
        .items([
          S.documentTypeListItem(ARTICLE_TYPE[family]).title('Articles'),
          S.documentTypeListItem(CATEGORY_TYPE[family]).title('Categories'),
          S.documentTypeListItem(TAG_TYPE[family]).title('Tags'),
        ]),
    );
}

function singleton(S: StructureBuilder, type: string, title: string) {
  return S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title));
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      taxonomyFamily(S, 'blog'),
      taxonomyFamily(S, 'news'),
      taxonomyFamily(S, 'guide'),
      S.documentTypeListItem(ARTICLE_TYPE.help).title('Help'),
      S.documentTypeListItem(ARTICLE_TYPE.release).title('Releases'),
      S.documentTypeListItem(ARTICLE_TYPE.partner).title('Partners'),
      S.documentTypeListItem(ARTICLE_TYPE.docs).title('Documentation'),
      S.divider(),
      S.listItem()
        .title('Landing pages')
        .id('landing')
        .child(
          S.list()
            .title('Landing pages')
            .items([
              S.documentTypeListItem(LANDING_TYPE.solutions).title('Solutions'),
              S.documentTypeListItem(LANDING_TYPE.features).title('Features'),
              S.documentTypeListItem(LANDING_TYPE.alternatives).title('Alternatives'),
            ]),
        ),
      S.listItem()
        .title('Pages')
        .id('pages')
        .child(
          S.list()
            .title('Pages')
            .items([
              S.listItem()
                .title('Fixed pages')
                .id('fixed-pages')
                .child(
                  S.documentList()
                    .title(`Fixed pages (${FIXED_PAGE_SLUGS.join(', ')})`)
                    .filter('_type == "page" && kind == "fixed"'),
                ),
              S.listItem()
                .title('Generic pages (/{html})')
                .id('generic-pages')
                .child(S.documentList().title('Generic pages').filter('_type == "page" && kind == "generic"')),
            ]),
        ),
      S.listItem()
        .title('Pricing and FAQ')
        .id('commerce')
        .child(
          S.list()
            .title('Pricing and FAQ')
            .items([
              S.documentTypeListItem('pricingPlan').title('Pricing plans'),
              S.documentTypeListItem('faqEntry').title('FAQ'),
            ]),
        ),
      S.documentTypeListItem('author').title('Authors'),
      S.divider(),
      S.listItem()
        .title('Site')
        .id('site')
        .child(
          S.list()
            .title('Site')
            .items([
              singleton(S, 'siteSettings', 'Site settings'),
              singleton(S, 'navigation', 'Navigation'),
              S.documentTypeListItem('promotion').title('Promotions'),
              singleton(S, 'ruBlogMap', 'Russian external blog'),
              singleton(S, 'legacySlugMap', 'Legacy solution slugs'),
            ]),
        ),
    ]);
