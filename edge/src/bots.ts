import { isbot } from 'isbot';

/**
 * Crawlers are never sent elsewhere by their Accept-Language: each URL must show the same language to every
 * crawler, or search engines index the wrong page under the wrong address.
 *
 * The list of crawlers is isbot's (a maintained pattern, pure JavaScript, so it runs at the edge): a hand-written
 * one missed Google-InspectionTool, Naver's Yeti and ia_archiver. A request without a User-Agent is treated as a
 * crawler too (isbot says no): browsers always send one, scripts and bots often do not.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent);
}
