/**
 * Build step: compiles the CMS's Russian blog map and legacy solution slugs into src/generated/edge-data.json,
 * which the proxy imports. The edge never fetches per request; revalidation replaces the data in memory.
 * Reads the same source the site reads (the embedded dataset, or the Content Lake when configured).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createEdgeConfig } from '@site/edge';
import { LakeContentSource } from '../src/content/lake-source';
import { LocalContentSource } from '../src/content/local-source';
import { loadEdgeData } from '../src/edge-data/load';
import { contentConfig, ruBlogUrl, siteUrls } from '../src/env';

const source =
  contentConfig.source === 'sanity' && contentConfig.sanity
    ? new LakeContentSource(contentConfig.sanity)
    : new LocalContentSource({ dir: contentConfig.datasetDir, watch: false });

const data = await loadEdgeData(source, (message) => console.warn(`edge data: ${message}`));
// Fails the build on data the edge would refuse at start (bad slugs, unknown solution ids, bad targets).
createEdgeConfig({ sites: siteUrls, ruBlogUrl, data });
const out = new URL('../src/generated/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('edge-data.json', out), `${JSON.stringify(data, null, 2)}\n`);
console.info(`edge data: ${data.ruBlogMap.length} Russian blog articles, ${data.legacySolutions.length} legacy solution slugs (${contentConfig.source})`);
