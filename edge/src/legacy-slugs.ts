import type { LocaleCode } from '@site/schemas';
import { LEGACY_ARTICLES, type LegacyArticle } from './data/legacy-articles';

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The new path of a moved article (`rest` is the normalised path without locale prefix, as segments), or undefined.
 * The old id matches raw or percent-encoded (`:` or `%3A`), because both forms are out there in old links.
 */
export function legacyArticlePath(
  locale: LocaleCode,
  rest: readonly string[],
  articles: readonly LegacyArticle[] = LEGACY_ARTICLES,
): string[] | undefined {
  if (rest.length !== 2) return undefined;
  const [section, id] = rest as [string, string];
  const plain = decoded(id);
  const hit = articles.find(
    (article) =>
      article.section === section &&
      article.from === plain &&
      (article.locales === 'all' || article.locales.includes(locale)),
  );
  return hit ? [section, hit.to] : undefined;
}
