import type { MetadataRoute } from 'next';
import { answerEnginePolicy, siteUrls } from '@/env';
import { robotsGroups } from '@/lib/seo/robots-rules';
import { OG_IMAGE_PATH } from '@/lib/seo/og-path';

/**
 * One robots.txt for the three hosts: everything may be crawled, and the sitemap index is on the English host. The
 * API is not for crawlers, except the social images: link-preview crawlers that honour robots.txt (X's, LinkedIn's)
 * must fetch `/api/og/` to show a page's card (the longest matching rule wins, so `Allow: /api/og/` beats
 * `Disallow: /api/`). The answer engines' crawlers get the same rules in a group of their own, or none of the site
 * with ANSWER_ENGINE_CRAWLERS=disallow (lib/seo/robots-rules.ts).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: robotsGroups(answerEnginePolicy, { allow: ['/', OG_IMAGE_PATH], disallow: ['/api/'] }),
    sitemap: `${siteUrls.en}/sitemap.xml`,
  };
}
