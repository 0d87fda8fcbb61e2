/**
 * Crawlers are never sent elsewhere by their Accept-Language: each URL must show the same language to every
 * crawler, or search engines index the wrong page under the wrong address.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|lighthouse|headlesschrome|yandex|baidu|sogou|bytespider|petalbot|applebot|duckduck|semrush|ahrefs|mj12/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  return BOT_PATTERN.test(userAgent);
}
