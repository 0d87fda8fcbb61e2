import type { RuBlogMapEntry } from '../ru-blog';

/**
 * Known Russian articles and where they live on the external blog (spec section 2, Redirects: "known article ids
 * map to specific addresses").
 *
 * The source of truth will be a CMS document; a build step will write this list from it (same shape, read through
 * `parseRuBlogMap`) and revalidation will refresh it. Until that step lands, the list is kept here by hand.
 * Targets are relative to RU_BLOG_URL, so the map survives a change of blog address.
 */
export const RU_BLOG_MAP: readonly RuBlogMapEntry[] = [
  { section: 'blog', id: 'chto-takoe-antidetekt-brauzer', target: 'chto-takoe-antidetekt-brauzer/' },
  { section: 'blog', id: 'kak-rabotat-s-neskolkimi-akkauntami', target: 'multiakkaunting/kak-rabotat-s-neskolkimi-akkauntami/' },
  { section: 'blog', id: 'proksi-dlya-arbitrazha-trafika', target: 'arbitrazh/proksi-dlya-arbitrazha/' },
  { section: 'blog', id: 'fingerprint-brauzera', target: 'fingerprint-brauzera/' },
  { section: 'news', id: 'reliz-2-0', target: 'novosti/reliz-2-0/' },
  { section: 'news', id: 'novye-tarify', target: 'novosti/novye-tarify/' },
  { section: 'guide', id: 'nastroika-proksi', target: 'gaidy/nastroika-proksi/' },
  { section: 'guide', id: 'pervyi-profil', target: 'gaidy/pervyi-profil/' },
];
