import { escapeInline, escapeText } from './portable-text';
import { markdownLink } from './twin-document';

/**
 * `llms.txt` and `llms-full.txt`, pure, in the form of the llms.txt proposal (https://llmstxt.org/): one H1 (the
 * site's name), a blockquote summary, optional paragraphs, then H2 sections of links, each `- [title](url): one
 * line`. The `Optional` section holds what a reader may skip (the proposal's name for it).
 */
export interface LlmsLink {
  readonly title: string;
  readonly url: string;
  readonly description?: string | null;
}

export interface LlmsSection {
  readonly title: string;
  readonly links: readonly LlmsLink[];
}

export interface LlmsTxt {
  readonly title: string;
  readonly summary: string;
  readonly details?: readonly string[];
  readonly sections: readonly LlmsSection[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(doc: LlmsTxt): string {
  const parts = [`# ${escapeText(oneLine(doc.title))}`, `> ${escapeInline(oneLine(doc.summary))}`];
  for (const detail of doc.details ?? []) if (detail.trim()) parts.push(escapeText(oneLine(detail)));
  for (const section of doc.sections) {
    if (section.links.length === 0) continue;
    const links = section.links.map((link) => {
      const description = link.description ? oneLine(link.description) : '';
      return `- ${markdownLink(oneLine(link.title), link.url)}${description ? `: ${escapeInline(description)}` : ''}`;
    });
    parts.push(`## ${escapeText(oneLine(section.title))}\n\n${links.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

export interface FullDocument {
  readonly url: string;
  /** The document's Markdown twin (it starts with its own H1). */
  readonly markdown: string;
}

export interface LlmsFull {
  readonly text: string;
  readonly included: number;
  readonly omitted: number;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The head of llms.txt, then each document's twin in order (headings pushed one level down, so the file keeps one
 * H1), until the next one would pass `maxBytes`; a last line names how many were left out and where they are. The
 * result is never above `maxBytes`, whatever the documents.
 */
export function llmsFullTxt(
  head: { readonly title: string; readonly summary: string; readonly index: string },
  documents: readonly FullDocument[],
  maxBytes: number,
): LlmsFull {
  const intro = `# ${escapeText(oneLine(head.title))}\n\n> ${escapeInline(oneLine(head.summary))}\n`;
  const tail = (omitted: number) => (omitted > 0 ? `\n---\n\n${omitted} more documents: see ${head.index}\n` : '');
  let text = intro;
  let included = 0;
  // Room for the closing line is kept, with its count at most the number of documents.
  const reserve = bytes(tail(documents.length));
  for (const document of documents) {
    const section = `\n---\n\n${demoteHeadings(document.markdown).trim()}\n`;
    if (bytes(text) + bytes(section) + reserve > maxBytes) break;
    text += section;
    included += 1;
  }
  const omitted = documents.length - included;
  text += tail(omitted);
  return { text, included, omitted };
}

/** `# x` becomes `## x` and so on (outside fenced code), `######` stays. */
export function demoteHeadings(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (opening) {
        if (!fence) fence = opening[1]!;
        else if (opening[1]!.startsWith(fence[0]!) && opening[1]!.length >= fence.length) fence = null;
        return line;
      }
      if (fence) return line;
      return line.replace(/^(#{1,5}) /, '#$1 ');
    })
    .join('\n');
}
