import { oneSegmentRoute } from '@/views/one-segment-page';

/**
 * `/{html}`: a feature page, a published CMS page (fixed or generic), or a category listing (`/blog-{category}`).
 * Anything else is the localized 404 (NotFoundPage). Pages published after the build render on first request and
 * are then cached (ISR).
 */
export const dynamicParams = true;

export const generateStaticParams = oneSegmentRoute.generateStaticParams;
export const generateMetadata = oneSegmentRoute.generateMetadata;
export default oneSegmentRoute.Page;
