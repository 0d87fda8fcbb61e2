import type { MetadataRoute } from 'next';
import { siteUrls } from '@/env';
import { OG_IMAGE_PATH } from '@/og/og-path';

/**
 * One robots.txt for the three hosts: everything may be crawled, and the sitemap index is on the English host. The
 * API is not for crawlers, except the social images: link-preview crawlers that honour robots.txt (X's, LinkedIn's)
 * must fetch `/api/og/` to show a page's card (the longest matching rule wins, so `Allow: /api/og/` beats
 * `Disallow: /api/`).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: ['/', OG_IMAGE_PATH], disallow: ['/api/'] }],
    sitemap: `${siteUrls.en}/sitemap.xml`,
  };
}
