import { VARY_MARKER, mergeVary } from '@site/edge';
import { ServerResponse } from 'node:http';

const INSTALLED = Symbol.for('site.internalHeadersNet');

/**
 * Headers Next adds for its own routing that must not reach visitors. `x-middleware-rewrite` names the proxy's
 * internal rewrite target (`/en/~/missing/...`, `/de/pricing` for `/pricing`); Next's router sets it on the response
 * after the proxy ran, and the App Router's client never reads it (client navigation follows
 * `x-nextjs-rewritten-path`, which stays). The front (deploy/nginx) hides it too; this removes it at the source, so a
 * server answering directly does not leak it either.
 */
export const INTERNAL_RESPONSE_HEADERS: readonly string[] = ['x-middleware-rewrite'];

/**
 * Removes the internal headers from every response, and merges the routing's `Vary` marker (`VARY_MARKER`, set by
 * next.config's detection rule) into `Vary`, where Next's renderer would have overwritten a `Vary` of ours.
 */
export function installInternalHeadersNet(names: readonly string[] = INTERNAL_RESPONSE_HEADERS): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function writeHeadWithoutInternalHeaders(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      for (const name of names) this.removeHeader(name);
      const marker = this.getHeader(VARY_MARKER);
      if (marker !== undefined) {
        this.setHeader('Vary', mergeVary(this.getHeader('vary'), String(marker)));
        this.removeHeader(VARY_MARKER);
      }
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
  prototype[INSTALLED] = true;
}
