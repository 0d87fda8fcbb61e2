import { escapeInline, escapeText } from './portable-text';

/**
 * A page's Markdown twin as one document, pure: the title as the one H1, a short list of facts (language, dates,
 * the canonical address), the summary, the body. Facts are labelled in English, the one form readers of many
 * languages parse; the text is the page's own language. No navigation, scripts or tracking: only what the page's
 * main content says.
 */
export interface TwinDocument {
  readonly title: string;
  /** The real language tag (`de`, `zh-CN`, `fil`), as the page's `<html lang>`. */
  readonly language: string;
  /** The page's canonical address (absolute). */
  readonly canonical: string;
  readonly published?: string | null;
  readonly updated?: string | null;
  /** The lead under the title (an article's excerpt, a landing page's summary). */
  readonly summary?: string | null;
  /** Markdown already (portableTextToMarkdown, or sections assembled by the caller). */
  readonly body: string;
}

/** `2025-03-01` from an ISO date-time; anything unparsable is left out. */
export function isoDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function twinMarkdown(doc: TwinDocument): string {
  const published = isoDay(doc.published);
  const updated = isoDay(doc.updated);
  const facts = [
    `- Language: ${escapeInline(doc.language)}`,
    ...(published ? [`- Published: ${published}`] : []),
    ...(updated && updated !== published ? [`- Updated: ${updated}`] : []),
    `- Canonical URL: <${doc.canonical}>`,
  ];
  const summary = doc.summary?.trim();
  return `${[
    `# ${escapeText(doc.title.replace(/\s+/g, ' ').trim())}`,
    facts.join('\n'),
    summary ? escapeText(summary) : '',
    doc.body.trim(),
  ]
    .filter(Boolean)
    .join('\n\n')}\n`;
}

/** A section of a twin assembled from page strings (home, pricing, download): a heading and its paragraphs. */
export function markdownSection(
  heading: string,
  level: 2 | 3,
  paragraphs: readonly (string | null | undefined)[],
): string {
  const text = paragraphs.filter((paragraph): paragraph is string => Boolean(paragraph?.trim()));
  return [`${'#'.repeat(level)} ${escapeText(heading.trim())}`, ...text].join('\n\n');
}

/** A bullet list of already-escaped items. */
export function markdownList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** `[text](url)`, text escaped. */
export function markdownLink(text: string, url: string): string {
  return `[${escapeInline(text)}](${url.replace(/[()\\]/g, '\\$&').replace(/\s/g, '%20')})`;
}
