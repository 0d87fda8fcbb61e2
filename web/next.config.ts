import { createEdgeConfig, staticRewrites } from '@site/edge';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { resolve } from 'node:path';
import { contentConfig, ruBlogUrl, siteUrls } from './src/env';
import { imageOptimizerConfig } from './src/lib/site/image-hosts';
import { twinRewrites } from './src/lib/markdown/twin-rewrites';
import { siteHeaderRules } from './src/server/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build, fixed in this process before Next starts its workers, so they all inherit the same value. The
// pages carry it and /build-id.json serves it; a page that finds a different id there is outdated.
const buildId = (process.env.MORPHIS_BUILD_ID ||= Date.now().toString(36));

export default function nextConfig(phase: string): NextConfig {
  // The proxy compiles the same configuration; doing it here too makes a bad RU_BLOG_URL fail the build and the
  // server start with its message, instead of every proxied request.
  createEdgeConfig({ sites: siteUrls, ruBlogUrl });
  const config: NextConfig = {
    poweredByHeader: false,
    reactStrictMode: true,
    // Serving cost (web/README.md, serving cost and memory). Next hashes the whole HTML of every response for its
    // ETag (about a tenth of a cached page's CPU); pages are public and one second fresh behind the front, and a
    // revisit costs a 12 KB gzipped page, so 304s are not worth a hash per request.
    generateEtags: false,
    // Next's in-memory copy of cached pages, in front of the same pages on disk. Its 50 MB default is counted in
    // string length: pages in two-byte scripts (Chinese, Russian, Thai...) take twice that in the heap, and a crawl
    // of every page kept ~100 MB resident for pages a second request rarely asks for. 16 MB holds the hot pages;
    // the rest are read from disk (the OS page cache) when asked.
    cacheMaxMemorySize: 16 * 1024 * 1024,
    transpilePackages: ['@site/schemas', '@site/edge'],
    // The deployable artefact (deploy/README.md): `.next/standalone` holds the server and every file it reads at
    // run time. Traced from the repository root, because the dataset and hoisted packages live above web/.
    output: 'standalone',
    outputFileTracingRoot: resolve('..'),
    outputFileTracingIncludes: {
      '/*': [
        // Read with fs at run time, so the tracer cannot see them: the embedded dataset (the default content source),
        // the social images' fonts (weight 700, the woff files satori reads) and the cache handler's own modules (with the
        // logger and metrics it imports).
        '../studio/seed/dataset/**',
        '../node_modules/@fontsource/*/package.json',
        '../node_modules/@fontsource/*/700.css',
        '../node_modules/@fontsource/*/files/*-700-normal.woff',
        './src/cluster/**',
        './src/observability/**',
      ],
    },
    // Pages, route handlers and data entries: Next's file-system cache, shared through Redis when REDIS_URL is set
    // (src/cluster). Next imports it from this path at run time (relative to .next in the standalone build).
    cacheHandler: resolve('src/cluster/cache-handler.ts'),
    // One Redis client and one metrics registry per process, shared by the cache handler (loaded by Node) and the
    // app's bundles (pino is external by Next's own list).
    serverExternalPackages: ['ioredis', 'prom-client'],
    generateBuildId: async () => buildId,
    // MORPHIS_VISUAL_EDITING: whether this build reads a Sanity project. Inlined, so a build of the embedded dataset
    // holds no reference to Visual Editing at all (src/components/preview-bar.tsx), not even a lazy loader.
    env: { MORPHIS_BUILD_ID: buildId, MORPHIS_VISUAL_EDITING: contentConfig.source === 'sanity' ? '1' : '' },
    // Trailing slashes are the edge's normalisation rule: one 301 together with the other fixes, not Next's own
    // 308 first. (Next still answers `//` and `\` itself with a 308 before anything else runs; see edge/README.)
    skipTrailingSlashRedirect: true,
    async rewrites() {
      return {
        // The locale rewrite of a clean path, keyed by host (`/pricing` on the Chinese host is `/zh/pricing`): the
        // proxy runs only where a decision needs code (src/proxy.ts, edge/README.md, Static routing).
        beforeFiles: staticRewrites(siteUrls),
        // Sitemap files keep the names crawlers already know (`/index-sitemap.xml`, `/en-US-sitemap.xml`, and a
        // language's further parts `/en-US-2-sitemap.xml`); one route handler renders them all. Markdown twins (`/de/blog/x.md`) and llms.txt, keyed by host: after the pages,
        // so a page's own address never looks at them (src/lib/markdown/twin-rewrites.ts).
        afterFiles: [
          ...twinRewrites(siteUrls),
          {
            source: '/:name(index|[a-z]{2}-[A-Z]{2}|[a-z]{2}-[A-Z]{2}-[0-9]+)-sitemap.xml',
            destination: '/api/sitemap/:name',
          },
        ],
        fallback: [],
      };
    },
    // The optimizer accepts only what the site requests, and bounds its disk cache (src/lib/site/image-hosts.ts).
    images: imageOptimizerConfig(contentConfig.sanity),
    // Every response: pages, redirects, 404s, sitemaps, images, static files (src/instrumentation.ts covers the
    // few responses Next writes before these rules run); the rules are src/server/security-headers.ts `siteHeaderRules`.
    // Sources name no parameter (`/(.*)`, not `/:path*`): Next compiles every header value of a rule that captured a
    // named parameter through path-to-regexp on every request (the CSP's colons make it a template), ~5 % of a cached
    // page's CPU.
    async headers() {
      return siteHeaderRules(phase === PHASE_DEVELOPMENT_SERVER);
    },
  };
  return withNextIntl(config);
}
