import { ServerResponse } from 'node:http';
import { contentUnavailable, RETRY_AFTER_SECONDS } from './last-good';

const INSTALLED = Symbol.for('site.contentUnavailableNet');

/**
 * A page whose content cannot be read and was never read before fails its render, and Next answers 500. That is
 * not a fault of the page but an outage of its source: while the content is unavailable, such an answer goes out as
 * 503 with Retry-After, which crawlers and the front cache treat as "come back later". App Router pages cannot set
 * their own status, so this is done where every response's status is written.
 */
export function installContentUnavailableNet(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function writeHeadWithContentUnavailable(this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (status === 500 && !this.headersSent && contentUnavailable()) {
      if (typeof args[0] === 'number') args[0] = 503;
      this.statusCode = 503;
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
  prototype[INSTALLED] = true;
}
