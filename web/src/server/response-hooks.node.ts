import { ServerResponse } from 'node:http';

/**
 * The one wrapper of Node's `ServerResponse.prototype.writeHead` (an implicit head goes through it too): every
 * answer of the server passes the hooks below, in this order, just before its head leaves. App Router pages cannot
 * set their own status or late headers, so this is where the server's answers are finished.
 *
 *  1. readiness: a GET/HEAD before the instance is ready becomes 503 (the front tries another instance).
 *  2. contentUnavailable: a 500 caused by content that cannot be read becomes 503 with Retry-After.
 *  3. internalHeaders: Next's routing headers go, the detection marker is merged into Vary.
 *  4. draftSession: a draft session that is over has its cookies cleared.
 *  5. securityHeaders: the CSP for HTML, and any security header a response lacks.
 *  6. observe: the answer is counted (metrics), gets the request's id, and a 5xx is logged with it; it sees the
 *     final status.
 *
 * The status rules come first so that everything after them sees the status that leaves. Hooks run only while the
 * head is not yet sent, and must be cheap: they run on every answer.
 */

export const RESPONSE_HOOK_ORDER = [
  'readiness',
  'contentUnavailable',
  'internalHeaders',
  'draftSession',
  'securityHeaders',
  'observe',
] as const;
export type ResponseHookName = (typeof RESPONSE_HOOK_ORDER)[number];

/** The head about to leave: a hook may change its status. */
export interface ResponseHead {
  status: number;
}

export type ResponseHook = (response: ServerResponse, head: ResponseHead) => void;

const INSTALLED = Symbol.for('site.responseHooks');
const UNHOOKED = Symbol.for('site.responseHooks.unhooked');

/**
 * The answers of a server of our own beside the site's (the metrics listener): Node creates them through
 * `createServer({ ServerResponse: UnhookedResponse })`, and the wrapper lets them pass untouched, so a scrape is
 * neither counted as a page nor held back by readiness. Marked by a registered symbol rather than `instanceof`,
 * since this module may be loaded twice in one process.
 */
export class UnhookedResponse extends ServerResponse {
  declare readonly [UNHOOKED]: true;
}
Object.defineProperty(UnhookedResponse.prototype, UNHOOKED, { value: true });

interface Installed {
  readonly slots: Partial<Record<ResponseHookName, ResponseHook>>;
  ordered: ResponseHook[];
}

/**
 * Installs the wrapper once per process and sets the given hooks in their slots (a later call replaces a slot's
 * hook; the order is always RESPONSE_HOOK_ORDER's).
 */
export function installResponseHooks(hooks: Partial<Record<ResponseHookName, ResponseHook>>): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: Installed };
  let installed = prototype[INSTALLED];
  if (!installed) {
    const state: Installed = { slots: {}, ordered: [] };
    installed = state;
    const writeHead = prototype.writeHead;
    prototype.writeHead = function writeHeadWithHooks(this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent && !(this as { [UNHOOKED]?: true })[UNHOOKED]) {
        const head: ResponseHead = { status: typeof args[0] === 'number' ? args[0] : this.statusCode };
        for (const hook of state.ordered) hook(this, head);
        if (typeof args[0] === 'number') args[0] = head.status;
        this.statusCode = head.status;
      }
      return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
    } as typeof writeHead;
    prototype[INSTALLED] = state;
  }
  Object.assign(installed.slots, hooks);
  installed.ordered = RESPONSE_HOOK_ORDER.flatMap((name) => installed.slots[name] ?? []);
}
