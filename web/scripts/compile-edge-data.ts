/**
 * Build step: compiles the CMS's Russian blog map and legacy solution slugs into src/generated/edge-data.json,
 * which the proxy imports. The edge never fetches per request; revalidation replaces the data in memory.
 * Reads the same source the site reads (the embedded dataset, or the Content Lake when configured).
 *
 * It also writes src/proxy.ts: Next reads a proxy's matcher from the file's literal text, and the matcher
 * (`proxyMatcher` in @site/edge) names the configured sites' hosts. The cached route handlers' paths are added: the
 * proxy refuses other methods than GET and HEAD there (src/lib/routing/cached-routes.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createEdgeConfig, proxyMatcher, usesPlaceholderRuBlog } from '@site/edge';
import { LakeContentSource } from '../src/content/lake-source';
import { LocalContentSource } from '../src/content/local-source';
import { loadEdgeData } from '../src/edge-data/load';
import { CACHED_ROUTE_MATCHER } from '../src/lib/routing/cached-routes';
import { contentConfig, ruBlogUrl, siteUrls } from '../src/env';

const source =
  contentConfig.source === 'sanity' && contentConfig.sanity
    ? new LakeContentSource(contentConfig.sanity)
    : new LocalContentSource({ dir: contentConfig.datasetDir, watch: false });

const data = await loadEdgeData(source, (message) => console.warn(`edge data: ${message}`));
// Fails the build on data the edge would refuse at start (bad slugs, unknown solution ids, bad targets).
const config = createEdgeConfig({ sites: siteUrls, ruBlogUrl, data });
// `--production`: the build script's run (next build sets NODE_ENV only after this step); dev and typecheck stay quiet.
if ((process.argv.includes('--production') || process.env.NODE_ENV === 'production') && usesPlaceholderRuBlog(config)) {
  // Not an error: a preview build may leave it unset. Production redirects would point at a host that never resolves.
  console.warn(
    `edge data: warning: the Russian blog home is the placeholder ${config.ruBlog.home}; set blogHome in the CMS's ruBlogMap document or RU_BLOG_URL`,
  );
}
const out = new URL('../src/generated/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('edge-data.json', out), `${JSON.stringify(data, null, 2)}\n`);
console.info(
  `edge data: ${data.ruBlogMap.length} Russian blog articles at ${config.ruBlog.home}, ${data.legacySolutions.length} legacy solution slugs (${contentConfig.source})`,
);

// Object keys unquoted, strings as JSON (valid TypeScript): the form Next's static analysis reads.
const matcher = JSON.stringify([...proxyMatcher(siteUrls), CACHED_ROUTE_MATCHER], null, 2).replace(/"(\w+)":/g, '$1:');
writeFileSync(
  new URL('../src/proxy.ts', import.meta.url),
  `// Written by scripts/compile-edge-data.ts from @site/edge's proxyMatcher(), SITE_URL_* and the cached routes: do not edit.
// The proxy itself is proxy-handler.ts; Next reads the matcher from this file's literal text at build time.
export { proxy } from './proxy-handler';

export const config = {
  matcher: ${matcher.replace(/\n/g, '\n  ')},
};
`,
);
