import { articleRoute } from '@/views/article-page';

/**
 * `/blog/{id}`: prerendered for the newest slugs of each language (schemas/prerender.ts); other slugs render on
 * first request and are cached (ISR). An id that is not a slug of this family is a 404.
 */
export const dynamicParams = true;

const route = articleRoute('blog');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
