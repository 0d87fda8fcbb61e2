import { categoryTagsRoute } from '@/views/category-tags-page';

/**
 * `/blog-{category}/{tags}`: a category filtered by one or two tags (`canvas,webgl`: every tag,
 * lib/routing/tag-filter.ts). Only a set that lists at least one article of the language is a page; any other is a
 * 404, so the addresses are bounded by the content, not by the tags' combinations. Rendered on first request and then
 * cached, like every filtered listing (schemas/prerender.ts). A pair is `noindex` with the category as canonical, and
 * is reached only through `nofollow` links (views/category-view.tsx). Another order or a repeated tag answers 308 to
 * the canonical set; an unknown tag or a third one is a 404.
 */
export const dynamicParams = true;

export function generateStaticParams(): { page: string; tags: string }[] {
  return [];
}

export const generateMetadata = categoryTagsRoute.generateMetadata;
export default categoryTagsRoute.Page;
