import type { MetadataRoute } from 'next';
import { siteUrls } from '@/env';

/** One robots.txt for the three hosts: everything may be crawled, and the sitemap index is on the English host. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${siteUrls.en}/sitemap.xml`,
  };
}
