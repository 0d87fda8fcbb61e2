/** Browser-only loading of third-party scripts, always async and after the page is interactive. */

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
}

const loading = new Map<string, Promise<void>>();

/** Adds `<script async src>` once per address; the promise settles when it ran or failed. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new ScriptLoadError(`Script failed to load: ${src}`));
    };
    script.src = src;
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * A chat script address is accepted only when it is a full https address whose path ends in `.js`. A query is part
 * of such an address (Easemob's script takes its tenant and configuration ids there). With `allowedOrigins`, its
 * origin must be one of them: the page's CSP allows only those, and a refused script would fail without a word.
 */
export function isAcceptableScriptUrl(value: unknown, allowedOrigins?: readonly string[]): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.hostname === '' || url.username || url.password) return false;
    if (!url.pathname.endsWith('.js')) return false;
    return !allowedOrigins || allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}
