import { createEdgeConfig } from '@site/edge';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { ruBlogUrl, siteUrls } from './src/env';
import { siteSecurityHeaders } from './src/lib/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default function nextConfig(phase: string): NextConfig {
  // The proxy compiles the same configuration; doing it here too makes a bad RU_BLOG_URL fail the build and the
  // server start with its message, instead of every proxied request.
  createEdgeConfig({ sites: siteUrls, ruBlogUrl });
  const headers = siteSecurityHeaders(phase === PHASE_DEVELOPMENT_SERVER);
  const config: NextConfig = {
    poweredByHeader: false,
    reactStrictMode: true,
    transpilePackages: ['@site/schemas', '@site/edge'],
    // Trailing slashes are the edge's normalisation rule: one 301 together with the other fixes, not Next's own
    // 308 first. (Next still answers `//` and `\` itself with a 308 before anything else runs; see edge/README.)
    skipTrailingSlashRedirect: true,
    // Every response: pages, redirects, 404s, sitemaps, images, static files (src/instrumentation.ts covers the
    // few responses Next writes before these rules run).
    async headers() {
      return [{ source: '/:path*', headers: [...headers] }];
    },
  };
  return withNextIntl(config);
}
