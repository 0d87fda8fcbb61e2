/**
 * The statistical snippets of site settings: `statistical_title` goes into the head and
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

export type SnippetReporter = (
  error: SnippetError,
  context: { trigger: 'api error'; position: SnippetPosition },
) => void;

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

/**
 * Both snippets, the head's first, with their refusals reported: the page's CSP allows a snippet's inline scripts by
 * hash and its external ones by origin (SNIPPET_SCRIPT_ORIGINS), and a script it refuses fires no error of its
 * own, only a `securitypolicyviolation` event, dispatched after the insertion. Each snippet gets its own task, so an
 * inline refusal is credited to the snippet inserted in the task before it. (An external script the CSP refuses
 * also fires `error` on its element: reported as not loaded.) Returns a function that stops listening.
 */
export function injectSnippets(
  snippets: { readonly statistical_title?: string | null; readonly statistical_body?: string | null },
  report: SnippetReporter,
  doc: Document = document,
): () => void {
  const win = doc.defaultView;
  let current: SnippetPosition | null = null;
  const onViolation = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    if (!current || violation.blockedURI !== 'inline' || !/^script-src/.test(violation.effectiveDirective)) return;
    report(
      new SnippetError(
        `An inline script of the ${current} snippet was refused by the Content-Security-Policy`,
        current,
      ),
      { trigger: 'api error', position: current },
    );
  };
  doc.addEventListener('securitypolicyviolation', onViolation);
  const timers: ReturnType<typeof setTimeout>[] = [];
  const positions: SnippetPosition[] = ['statistical_title', 'statistical_body'];
  // The body's snippet stays current after its task: the scripts an analytics tag inserts later are its own.
  const step = (index: number) => {
    const position = positions[index];
    if (!position) return;
    current = position;
    injectSnippet(snippets[position], position, report, doc);
    timers.push((win ?? globalThis).setTimeout(() => step(index + 1), 0));
  };
  step(0);
  return () => {
    timers.forEach((timer) => clearTimeout(timer));
    doc.removeEventListener('securitypolicyviolation', onViolation);
  };
}

/** A script parsed from HTML never runs; a new element with the same attributes and text does. */
function runnable(
  parsed: HTMLScriptElement,
  doc: Document,
  fail: (message: string, cause?: unknown) => void,
): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const attribute of Array.from(parsed.attributes)) script.setAttribute(attribute.name, attribute.value);
  if (parsed.src) {
    script.async = true;
    script.addEventListener('error', () => fail(`The snippet script failed to load or was refused: ${parsed.src}`));
  }
  script.text = parsed.text;
  return script;
}
