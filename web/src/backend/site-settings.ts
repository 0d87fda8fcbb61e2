import type { LocaleCode } from '@site/schemas';
import { getBaseInfo } from './index';
import { type SiteInfo, withBaseInfo } from './base-info';
import { content } from '@/content';

/**
 * The site-wide settings: the base-info call's answer where it has a field, the CMS's site settings
 * otherwise. base-info never fails (an empty object); a CMS failure propagates like every loader's, so a refresh
 * keeps serving the last good page (decision 0027).
 */
export async function siteSettings(locale: LocaleCode): Promise<SiteInfo> {
  const [settings, info] = await Promise.all([content.getSiteSettings(locale), getBaseInfo(locale)]);
  return withBaseInfo(settings, info);
}
