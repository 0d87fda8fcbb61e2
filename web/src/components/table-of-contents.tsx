import type { TocEntry } from '@/lib/articles/article-text';

/** The article's headings as in-page links; rendered only when the body has headings. */
/** `textLang`: the headings' language when it differs from the page's (an English fallback). */
export function TableOfContents({
  entries,
  label,
  textLang,
}: {
  entries: readonly TocEntry[];
  label: string;
  textLang?: string | undefined;
}) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-label={label} data-testid="toc">
      <p className="toc-title">{label}</p>
      <ol lang={textLang}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'toc-sub' : undefined}>
            <a href={`#${encodeURIComponent(entry.id)}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
