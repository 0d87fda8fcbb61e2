// Requests to a server on this machine, addressed by the page's public URL. The site's build bakes its public
// origins (SITE_URL_*, default port 3000) and picks the site from the Host header, so a page of a server started on
// another port is reached by sending its public Host to 127.0.0.1:<that port>. Traffic never leaves loopback.
import { type RawResponse, rawGet } from '../../e2e/support/http';
import { ENGLISH_BROWSER_HEADERS } from '../../fixtures/browser';

export { ENGLISH_BROWSER_HEADERS as BROWSER_HEADERS } from '../../fixtures/browser';

/** GET `url` from 127.0.0.1:`port` (default: the URL's own port) with the URL's host as Host; no redirects followed. */
export function fetchLocal(url: string, port?: number, headers: Record<string, string> = {}): Promise<RawResponse> {
  const target = new URL(url);
  return rawGet(port ?? Number(target.port || 80), target.host, `${target.pathname}${target.search}`, {
    ...ENGLISH_BROWSER_HEADERS,
    ...headers,
  });
}

/** Polls until `url` answers 200 (or `alive()` turns false: the server we started died, e.g. its port was taken). */
export async function waitFor(
  url: string,
  { port, timeoutMs = 60_000, alive = () => true }: { port?: number; timeoutMs?: number; alive?: () => boolean } = {},
): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (!alive()) throw new Error(`the server for ${url} exited before answering`);
    try {
      if ((await fetchLocal(url, port)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
