import { articleRoute } from '@/views/article-page';

/**
 * `/docs/{id}`: a documentation page from the CMS, prerendered for every slug in every language (English standing in
 * for a missing translation, with the notice); slugs published later render on first request and are cached (ISR).
 * The index, `/docs`, is the fixed CMS page `docs`, which lists these pages. An unknown id is a 404.
 */
export const dynamicParams = true;

const route = articleRoute('docs');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
