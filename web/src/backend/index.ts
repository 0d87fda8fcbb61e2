import { type LocaleCode, getLocale } from '@site/schemas';
import { unstable_cache } from 'next/cache';
import { runtimeSettings, siteUrls } from '@/env';
import { contentTags } from '@/content/tags';
import { log } from '@/observability/log';
import { type BaseInfo, createBaseInfoLoader } from './base-info';
import { serverWebApi } from './server-web-api';

/**
 * The product backend's calls made on the server, bound to Next's data cache like the content loaders
 * (`content/index.ts`). Pages are prerendered, so these run at build and when a revalidated page renders again.
 */
export const getBaseInfo: (locale: LocaleCode) => Promise<BaseInfo> = createBaseInfoLoader({
  // WEB_API_BASE_URL, else the production web API for a site on a product domain, else none (server-web-api.ts).
  webApiOf: (locale) => serverWebApi(runtimeSettings, siteUrls[getLocale(locale).site]),
  cache: (key, tags, load) => unstable_cache(load, [...key], { tags: [...tags] })(),
  // The site settings' tags: base-info is their backend counterpart, so publishing the settings (or a full refresh)
  // fetches it again, and the pages that show it render again with the new answer.
  tags: [contentTags.all(), contentTags.doc('siteSettings')],
  warn: (message) => log().warn({ component: 'backend' }, message),
});
