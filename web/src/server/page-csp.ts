import { createHash } from 'node:crypto';

/**
 * A cached page's inline scripts, measured for its Content-Security-Policy (decision 0012).
 * The cache handler stores the hash sources with the entry under this header; the instrumentation net turns it
 * into the page's CSP when the answer leaves and removes it, so it never reaches a client. Pages stay static: the
 * hashes are computed once per entry (when Next stores a render, or when an entry of the build is first read), never
 * per request.
 */
export const SCRIPT_HASHES_HEADER = 'x-site-script-hashes';

/** Types a browser executes; anything else in a `type` (JSON-LD, JSON data) is a data block CSP does not govern. */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Scripts a page runs that are not in its HTML: the statistical snippets' inline scripts, which the shell inserts
 * after the page is interactive. The layout writes their hashes into this meta element of the head when it renders
 * (`<meta name="site-script-hashes" content="'sha256-…' …">`), so they join the page's policy like its own scripts.
 * Only the layout can write an element: CMS text reaches the HTML escaped (`&lt;meta`) and the RSC payload with `<`
 * as `\u003c`, so no text can forge one.
 */
export const DECLARED_HASHES_META = 'site-script-hashes';
const DECLARED = new RegExp(`<meta name="${DECLARED_HASHES_META}" content="([^"]*)"`);
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** The hash sources the layout declared in the head, each checked to be one. */
function declaredHashes(html: string): string[] {
  const end = html.indexOf('</head>');
  const head = end < 0 ? html : html.slice(0, end);
  const content = DECLARED.exec(head)?.[1] ?? '';
  return content
    .replace(/&#x27;|&#39;/g, "'")
    .split(/\s+/)
    .filter((source) => HASH_SOURCE.test(source));
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/**
 * `'sha256-…'` of each inline script a browser would run, in document order, without repeats. CSP hashes the
 * element's text: a script is raw text in HTML (no entity decoding), so the characters between the tags are the
 * input, as the HTML parser hands them on (`parsedScriptText`). React escapes `</script` inside its payloads, so the
 * first closing tag ends the element.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set([...scriptElementHashes(html), ...declaredHashes(html)])];
}

function scriptElementHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(parsedScriptText(body), 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A script's text as the browser's HTML parser produces it, which is what the browser hashes and runs: the input
 * stream turns every CRLF and lone CR into LF before tokenizing, and script data turns NUL into U+FFFD. The raw text
 * differs whenever it has a CR: a snippet typed into a form's textarea comes with CRLF, and its hash taken as written
 * matched nothing the browser ran, so the script was refused.
 */
export function parsedScriptText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
}

/** The hash sources of the inline scripts in snippets of HTML (what the layout declares for the statistical ones). */
export function snippetScriptHashes(...snippets: readonly (string | null | undefined)[]): string[] {
  return [...new Set(snippets.flatMap((snippet) => (snippet ? scriptElementHashes(snippet) : [])))];
}

interface PageValue {
  kind?: string;
  html?: unknown;
  headers?: Record<string, undefined | string | string[] | number>;
}

/**
 * Adds the hashes header to an App Router page entry that has HTML and no hashes yet; anything else is returned as
 * it is. Mutates the value: Next hands the same object to the response that is being rendered, to its memory tier
 * and to the file written next to the HTML, so each of them carries the header.
 */
export function withScriptHashes<T>(value: T): T {
  const page = value as PageValue | null | undefined;
  if (page?.kind !== 'APP_PAGE' || page.html === undefined || page.headers?.[SCRIPT_HASHES_HEADER] !== undefined)
    return value;
  const html =
    typeof page.html === 'string' ? page.html : Buffer.isBuffer(page.html) ? page.html.toString('utf8') : undefined;
  if (html === undefined || html.length === 0) return value;
  page.headers = { ...page.headers, [SCRIPT_HASHES_HEADER]: inlineScriptHashes(html).join(' ') };
  return value;
}
