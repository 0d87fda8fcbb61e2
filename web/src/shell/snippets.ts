/**
 * The statistical snippets of site settings (spec sections 3, 7): `statistical_title` goes into the head and
 * `statistical_body` at the end of the body, after the page is interactive. They are HTML written by editors
 * (usually analytics tags), so scripts are re-created to run, in order. A failure is reported with trigger
 * 'api error' and the position, and never breaks the page.
 */

export type SnippetPosition = 'statistical_title' | 'statistical_body';

export class SnippetError extends Error {
  override readonly name = 'SnippetError';
  constructor(
    message: string,
    readonly position: SnippetPosition,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type SnippetReporter = (error: SnippetError, context: { trigger: 'api error'; position: SnippetPosition }) => void;

/** Inserts one snippet. Returns the number of nodes inserted. */
export function injectSnippet(
  html: string | null | undefined,
  position: SnippetPosition,
  report: SnippetReporter,
  doc: Document = document,
): number {
  if (!html || !html.trim()) return 0;
  const target = position === 'statistical_title' ? doc.head : doc.body;
  const fail = (message: string, cause?: unknown) =>
    report(new SnippetError(message, position, { cause }), { trigger: 'api error', position });
  try {
    const template = doc.createElement('template');
    template.innerHTML = html;
    let count = 0;
    for (const node of Array.from(template.content.childNodes)) {
      target.appendChild(node.nodeName === 'SCRIPT' ? runnable(node as HTMLScriptElement, doc, fail) : node);
      count += 1;
    }
    return count;
  } catch (cause) {
    fail(`The ${position} snippet could not be inserted`, cause);
    return 0;
  }
}

/** A script parsed from HTML never runs; a new element with the same attributes and text does. */
function runnable(parsed: HTMLScriptElement, doc: Document, fail: (message: string, cause?: unknown) => void): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const attribute of Array.from(parsed.attributes)) script.setAttribute(attribute.name, attribute.value);
  if (parsed.src) {
    script.async = true;
    script.addEventListener('error', () => fail(`The snippet script failed to load: ${parsed.src}`));
  }
  script.text = parsed.text;
  return script;
}
