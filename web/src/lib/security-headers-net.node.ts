import { ServerResponse } from 'node:http';
import type { HeaderEntry } from '@site/edge';

const INSTALLED = Symbol.for('site.securityHeadersNet');

/**
 * Next writes a few responses before its header rules run: the 308 for a path with `//` or `\`, and its bare 500
 * when even the error page fails. This fills in any security header a response is about to be sent without, so
 * that every response carries them. Headers already set (by `next.config.ts` rules or a route) are left alone.
 */
export function installSecurityHeadersNet(headers: readonly HeaderEntry[]): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function writeHeadWithSecurityHeaders(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      for (const { key, value } of headers) {
        if (!this.hasHeader(key)) this.setHeader(key, value);
      }
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
  prototype[INSTALLED] = true;
}
