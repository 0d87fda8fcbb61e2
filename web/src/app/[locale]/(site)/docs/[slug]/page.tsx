import { articleRoute } from '@/views/article-page';

/**
 * `/docs/{id}`: a documentation page from the CMS, prerendered for the newest slugs of each language (schemas/prerender.ts;
 * English stands in for a missing translation, with the notice); other slugs render on first request and are cached.
 * The index, `/docs`, is the fixed CMS page `docs`, which lists these pages. An unknown id is a 404.
 */
export const dynamicParams = true;

const route = articleRoute('docs');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
