/**
 * Portable Text to CommonMark, pure (no React, no Next): the body of a page's Markdown twin. Text blocks (paragraphs,
 * h1-h6, quotes), bullet and numbered lists at any depth, strong, emphasis, inline code and links (made absolute by
 * the caller's `link`), and the block types a body may grow: images (`![alt](url)`), code blocks (fenced) and tables
 * (GFM pipe tables, the one extension used: a CommonMark reader sees their text as a paragraph). Every character of
 * the text that Markdown would read as syntax is escaped, so what a reader renders is the text the page shows.
 */

export interface PtSpan {
  readonly _type: string;
  readonly text?: unknown;
  readonly marks?: readonly string[];
}

export interface PtMarkDef {
  readonly _key: string;
  readonly _type: string;
  readonly href?: unknown;
}

/** Any Portable Text block: a text block, or an object block (image, code, table) read by its fields. */
export interface PtBlock {
  readonly _type: string;
  readonly _key?: string;
  readonly style?: string;
  readonly listItem?: string;
  readonly level?: number;
  readonly children?: readonly PtSpan[];
  readonly markDefs?: readonly PtMarkDef[] | null;
}

/** An object block (image, code, table...), read by its fields. */
export interface PtObject {
  readonly _type: string;
  readonly _key?: string;
  readonly [field: string]: unknown;
}

/** A field of an object block (image, code, table), whatever its declared type. */
const field = (block: PtBlock, name: string): unknown => (block as unknown as Record<string, unknown>)[name];

export interface MarkdownOptions {
  /** The absolute address a link prints, or null to print its text alone (a scheme the page would not link). */
  readonly link: (href: string) => string | null;
  /** The absolute address of an image source, or null to leave the image out. Default: the address as it is. */
  readonly image?: (url: string) => string | null;
}

const ALWAYS_ESCAPED = /[\\`*_[\]<>|~]/g;
const ENTITY_LIKE = /&(?=#?[A-Za-z0-9]+;)/g;

/** Escapes inline text: whatever would open emphasis, code, links, HTML, entities, tables or strikethrough. */
export function escapeInline(text: string): string {
  return text.replace(ALWAYS_ESCAPED, '\\$&').replace(ENTITY_LIKE, '\\&');
}

/** Also what only means something at the start of a line: headings, quotes, list markers, setext underlines. */
function escapeLineStarts(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^(\s*)([#+=-])/, '$1\\$2').replace(/^(\s*\d{1,9})([.)])/, '$1\\$2'))
    .join('\n');
}

/** Escaped text that may start a line (a paragraph, a heading, a list item). */
export function escapeText(text: string): string {
  return escapeLineStarts(escapeInline(text));
}

/** An address inside `(...)`: parentheses, spaces and control characters escaped or encoded. */
export function escapeUrl(url: string): string {
  return url.replace(/[\s<>]/g, (c) => encodeURIComponent(c)).replace(/[()\\]/g, '\\$&');
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Wraps text in a delimiter with its outer spaces moved outside (`** a**` is not strong in CommonMark); a span of
 * spaces only is left as it is.
 */
function wrap(text: string, delimiter: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  const [, before, inner, after] = match;
  if (!inner) return text;
  return `${before}${delimiter}${inner}${delimiter}${after}`;
}

function spanText(span: PtSpan): string {
  return typeof span.text === 'string' ? span.text : '';
}

/** A span with its decorators: code innermost (its text is not escaped), then emphasis, then strong. */
function renderSpan(span: PtSpan): string {
  const raw = spanText(span);
  if (!raw) return '';
  const marks = new Set(span.marks ?? []);
  // A line break inside a span is a hard break: a backslash at the end of the line.
  const lines = raw.split('\n');
  return lines
    .map((line) => {
      let text = marks.has('code') && line.trim() ? codeSpan(line) : escapeInline(line);
      if (marks.has('em')) text = wrap(text, '*');
      if (marks.has('strong')) text = wrap(text, '**');
      if (marks.has('strike-through')) text = wrap(text, '~~');
      return text;
    })
    .join('\\\n');
}

/** The inline Markdown of a text block: spans in order, consecutive spans under one link joined into one link. */
export function renderInline(block: PtBlock, options: MarkdownOptions): string {
  const links = new Map<string, string>();
  for (const def of block.markDefs ?? []) {
    if (def._type === 'link' && typeof def.href === 'string') links.set(def._key, def.href);
  }
  const linkOf = (span: PtSpan) => (span.marks ?? []).find((mark) => links.has(mark));
  let out = '';
  const spans = block.children ?? [];
  for (let i = 0; i < spans.length;) {
    const key = linkOf(spans[i]!);
    if (!key) {
      out += renderSpan(spans[i]!);
      i += 1;
      continue;
    }
    let inner = '';
    for (; i < spans.length && linkOf(spans[i]!) === key; i += 1) inner += renderSpan(spans[i]!);
    const target = options.link(links.get(key)!);
    out += target && inner.trim() ? wrapLink(inner, target) : inner;
  }
  return escapeLineStarts(out);
}

function wrapLink(inner: string, target: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner)!;
  return `${match[1]}[${match[2]}](${escapeUrl(target)})${match[3]}`;
}

const HEADING = /^h([1-6])$/;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function imageBlock(block: PtBlock, options: MarkdownOptions): string | null {
  const asset = field(block, 'asset') as { url?: unknown } | null | undefined;
  const source = text(field(block, 'url')) || text(asset?.url);
  if (!source) return null;
  const url = options.image ? options.image(source) : source;
  if (!url) return null;
  const alt = text(field(block, 'alt')).replace(/\s+/g, ' ').trim();
  const caption = text(field(block, 'caption')).trim();
  const image = `![${escapeInline(alt)}](${escapeUrl(url)})`;
  return caption ? `${image}\\\n${escapeText(caption)}` : image;
}

function codeBlock(block: PtBlock): string | null {
  const code = text(field(block, 'code')).replace(/\n+$/, '');
  if (!code) return null;
  // The fence is longer than any run of backticks that starts a line of the code.
  const runs = [...code.matchAll(/^\s*(`+)/gm)].map((match) => match[1]!.length);
  const fence = '`'.repeat(Math.max(2, ...runs) + 1);
  const language = text(field(block, 'language')).replace(/[^\w+#.-]/g, '');
  return `${fence}${language}\n${code}\n${fence}`;
}

function tableCell(value: unknown): string {
  const cell = typeof value === 'number' ? String(value) : text(value);
  return escapeInline(cell.replace(/\s+/g, ' ').trim());
}

function tableBlock(block: PtBlock): string | null {
  const source = field(block, 'rows');
  const rows = (Array.isArray(source) ? (source as { cells?: unknown }[]) : [])
    .map((row) => (Array.isArray(row?.cells) ? row.cells.map(tableCell) : []))
    .filter((cells) => cells.length > 0);
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((cells) => cells.length));
  const line = (cells: readonly string[]) =>
    `| ${Array.from({ length: width }, (_, index) => cells[index] || ' ').join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

interface ListState {
  /** Per open level (1-based index - 1): the list kind and the width of its marker plus the space. */
  readonly levels: { kind: string; indent: number; count: number }[];
}

/** The Markdown of a body, blocks separated by a blank line, a list's items by one line break. */
export function portableTextToMarkdown(
  blocks: readonly (PtBlock | PtObject)[] | null | undefined,
  options: MarkdownOptions,
): string {
  const parts: string[] = [];
  let list: ListState | null = null;
  let listLines: string[] = [];

  const closeList = () => {
    if (list && listLines.length) parts.push(listLines.join('\n'));
    list = null;
    listLines = [];
  };

  for (const item of blocks ?? []) {
    if (!item || typeof item._type !== 'string') continue;
    const block = item as PtBlock;
    if (block._type === 'block' && block.listItem) {
      const text = renderInline(block, options).trim();
      if (!text) continue;
      const state: ListState = list ?? { levels: [] };
      list = state;
      const level = Math.max(1, Math.min(Math.floor(block.level ?? 1), state.levels.length + 1));
      state.levels.length = level;
      const kind = block.listItem === 'number' ? 'number' : 'bullet';
      const current = state.levels[level - 1];
      let entry = current && current.kind === kind ? current : undefined;
      if (!entry) {
        entry = { kind, indent: 0, count: 0 };
        state.levels[level - 1] = entry;
      }
      entry.count += 1;
      const marker = kind === 'number' ? `${entry.count}.` : '-';
      entry.indent = marker.length + 1;
      const indent = ' '.repeat(state.levels.slice(0, level - 1).reduce((sum, parent) => sum + parent!.indent, 0));
      const continuation = `\n${indent}${' '.repeat(entry.indent)}`;
      listLines.push(`${indent}${marker} ${text.replace(/\n/g, continuation)}`);
      continue;
    }
    closeList();
    let rendered: string | null = null;
    if (block._type === 'block') {
      const text = renderInline(block, options).trim();
      if (!text) continue;
      const heading = HEADING.exec(block.style ?? '');
      if (heading) rendered = `${'#'.repeat(Number(heading[1]))} ${text.replace(/\\?\n/g, ' ')}`;
      else if (block.style === 'blockquote') rendered = text.replace(/^/gm, '> ');
      else rendered = text;
    } else if (block._type === 'image') rendered = imageBlock(block, options);
    else if (block._type === 'code') rendered = codeBlock(block);
    else if (block._type === 'table') rendered = tableBlock(block);
    if (rendered) parts.push(rendered);
  }
  closeList();
  return parts.join('\n\n');
}
