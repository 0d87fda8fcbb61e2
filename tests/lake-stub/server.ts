import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { applyDraftsPerspective, applyPublishedPerspective } from '@site/schemas';
import { GroqSyntaxError, evaluate, parse } from 'groq-js';
import { type Document, loadDataset } from '../../web/src/content/dataset';
import { type StudioOptions, studioApi } from './studio';
import { studioCertificate } from './studio-tls';
import { deliveries } from './studio-webhook';
import { type Change, LakeMutationError, type Mut, transact } from './transaction';

/**
 * A local stand-in for the part of Sanity's HTTP API the site's `@sanity/client` and next-sanity call, served from
 * a dataset folder (data.ndjson + images/, the embedded dataset's format) with groq-js. What it covers and what it
 * does not: tests/README.md (The Content Lake stand-in). Only the server across the wire is ours: the site reaches it
 * through the real client's `apiHost` (SANITY_API_HOST) with `useProjectHostname: false`, so the project travels in
 * the `X-Sanity-Project-ID` header, as the client sends it.
 *
 *   GET|POST /v{apiVersion}/data/query/{dataset}      GROQ; `perspective` published (default), drafts, raw
 *   GET      /v{apiVersion}/data/doc/{dataset}/{ids}  documents by id (getDocument, getDocuments)
 *   POST     /v{apiVersion}/data/mutate/{dataset}     Sanity's mutations (@sanity/mutator, transaction.ts); every
 *                                                     document changed gets _rev = the transaction id
 *   GET      /v{apiVersion}/data/live/events/{dataset} Server-Sent Events: welcome, a message per visible change,
 *                                                     restart and goaway on command; resumes after Last-Event-ID
 *   GET      /v{apiVersion}/check/cors                 whether the asking origin is configured for CORS
 *   /__lake/health, /__lake/config (GET|POST), /__lake/reset, /__lake/stats, /__lake/live,
 *   /__lake/backdate: the tests' controls
 */

export type LakeFaultMode =
  /** Answer `status` (default 503) with Sanity's error shape. */
  | 'status'
  /** Answer after `delayMs`. */
  | 'slow'
  /** Never answer (the client's timeout ends it). */
  | 'hang'
  /** 200 with JSON cut off mid-way. */
  | 'malformed'
  /** Close the connection without an answer. */
  | 'drop';

export interface LakeFault {
  readonly mode: LakeFaultMode;
  readonly status?: number;
  readonly delayMs?: number;
  /** Which endpoint: `query` (default), `live` or `mutate`. */
  readonly endpoint?: 'query' | 'live' | 'mutate';
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
}

/** An origin allowed by the project's CORS settings (sanity.io/manage, API → CORS origins). */
export interface CorsOrigin {
  readonly origin: string;
  /** "Allow credentials": cookies and the Authorization header. */
  readonly credentials: boolean;
}

export interface LakeConfig {
  faults: LakeFault[];
  /** A mutation becomes visible to queries (and the live stream) this long after it was accepted (0 to 60 s). */
  visibilityDelayMs: number;
  /** The origins browsers may call the API from; any other gets no CORS headers. */
  corsOrigins: CorsOrigin[];
  /** false: changes are not announced on the live stream (a Lake that lost its place, until it sends `restart`). */
  liveMessages: boolean;
}

export interface LakeOptions {
  readonly port: number;
  readonly host?: string;
  readonly datasetDir: string;
  readonly projectId: string;
  readonly dataset: string;
  /** Tokens accepted as `Authorization: Bearer`; each may read drafts and mutate. Any other token is refused (401). */
  readonly tokens: readonly string[];
  /** The project's CORS origins; none when absent (Node's requests carry no Origin and need none). */
  readonly corsOrigins?: readonly CorsOrigin[];
  /** What the Sanity Studio needs besides (studio.ts): its build, the webhook. */
  readonly studio?: StudioOptions;
}

export interface RunningLake {
  readonly port: number;
  readonly origin: string;
  readonly close: () => Promise<void>;
}

interface Pending {
  readonly visibleAt: number;
  readonly changes: Change[];
}

const VERSIONED = /^\/v(\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/;
const MAX_BODY = 4 * 1024 * 1024;
/** The longest visibility lag the tests may ask for: well past the webhook's own bound (10 s). */
const MAX_VISIBILITY_DELAY_MS = 60_000;
const RECENT_QUERIES = 100;
/** How many live events a reconnecting client can resume after; an older or unknown Last-Event-ID gets `restart`. */
const LIVE_HISTORY = 1000;

/** The Lake's answer to a token it does not know (revoked, mistyped, another project's), on every endpoint. */
function unauthorized(response: ServerResponse): void {
  json(response, 401, {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Session not found',
    errorCode: 'SIO-401-ANF',
  });
}

/** A query the Lake cannot parse: `query`, `start`, `end` let @sanity/client print the query with the place marked. */
function queryError(response: ServerResponse, query: string, error: unknown): void {
  const syntax = error instanceof GroqSyntaxError;
  const description = (error instanceof Error ? error.message : String(error)).replace(
    /^Syntax error in GROQ query at position \d+: /,
    '',
  );
  const start = syntax ? Math.min(error.position, Math.max(0, query.length - 1)) : 0;
  json(response, 400, {
    error: { description, query, start, end: syntax ? start + 1 : query.length, type: 'queryParseError' },
  });
}

function sanityError(response: ServerResponse, status: number, description: string, type = 'httpError'): void {
  json(response, status, { error: { description, type }, message: description, statusCode: status });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const contentRev = (doc: Document) => createHash('sha1').update(JSON.stringify(doc)).digest('base64url').slice(0, 22);

/** Sanity's sync tag of a document: opaque, stable per document id. */
const syncTag = (id: string) =>
  `s1:${createHash('sha1')
    .update(id.replace(/^drafts\./, ''))
    .digest('base64url')
    .slice(0, 6)}`;

/**
 * A Content Source Map good enough for stega: every object of the result that carries a document's `_id` maps, from
 * its place in the result, to that document's root, so a string below it is attributed to the same path in the
 * document. Sanity's own maps follow each projection exactly; a renamed field here points at a wrong path, which
 * only changes where an overlay's edit link lands.
 */
function sourceMap(result: unknown, visible: readonly Document[]) {
  const byId = new Map(visible.map((doc) => [doc._id, doc]));
  const documents: { _id: string; _type: string }[] = [];
  const mappings: Record<string, unknown> = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}[${index}]`));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const doc = typeof record._id === 'string' ? byId.get(record._id) : undefined;
    if (doc) {
      documents.push({ _id: (doc._originalId as string | undefined) ?? doc._id, _type: doc._type });
      mappings[path] = { type: 'value', source: { type: 'documentValue', document: documents.length - 1, path: 0 } };
    }
    for (const [key, item] of Object.entries(record)) walk(item, `${path}['${key}']`);
  };
  walk(result, '$');
  return { documents, paths: ['$'], mappings };
}

/** The sync tags of an answer: one per document the result carries (Sanity tags what the query read, finer). */
function syncTagsOf(result: unknown): string[] {
  const tags = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string') tags.add(syncTag(record._id));
    Object.values(record).forEach(walk);
  };
  walk(result);
  return [...tags];
}

export async function startLake(options: LakeOptions): Promise<RunningLake> {
  let documents = new Map<string, Document>();
  const initialConfig = (): LakeConfig => ({
    faults: [],
    visibilityDelayMs: 0,
    corsOrigins: [...(options.corsOrigins ?? [])],
    liveMessages: true,
  });
  const config = initialConfig();
  const pending: Pending[] = [];
  const stats = { queries: 0, posts: 0, drafts: 0, mutations: 0, live: 0, resumed: 0, restarted: 0 };
  /** The latest queries' text and parameters, so a test can say which reads a request caused (newest last). */
  const recentQueries: { query: string; params: Record<string, unknown>; token: boolean }[] = [];
  interface LiveListener {
    readonly includeDrafts: boolean;
    readonly send: (event: string, data: unknown, id?: string) => void;
    readonly close: () => void;
  }
  const listeners = new Set<LiveListener>();
  /**
   * The live stream's past events, for a client that comes back with Last-Event-ID. Ids start with this run's epoch:
   * after a reset (or a restart of the stand-in) an old id is unknown and the client is told to `restart`.
   */
  let liveEpoch = '';
  let liveCount = 0;
  const liveHistory: { count: number; ids: string[] }[] = [];
  const liveId = () => `${liveEpoch}-${liveCount}`;
  const load = () => {
    // Every document in the Lake has a revision; a seed without them gets one made from its content (the Studio
    // only applies a listener's event to a document whose `_rev` the event names).
    documents = new Map(
      loadDataset(options.datasetDir).documents.map((doc) => [doc._id, { _rev: contentRev(doc), ...doc } as Document]),
    );
    liveEpoch = randomUUID().slice(0, 8);
    liveCount = 0;
    liveHistory.length = 0;
  };
  load();

  /** A document as the next transaction sees it: accepted mutations count even before they are visible. */
  const head = (id: string): Document | undefined => {
    for (const item of pending.toReversed()) {
      const change = item.changes.findLast((candidate) => candidate.id === id);
      if (change) return change.after;
    }
    return documents.get(id);
  };
  /** Applies every accepted mutation whose visibility time has come, in order, and tells the live listeners. */
  const settle = () => {
    const now = Date.now();
    while (pending.length > 0 && pending[0]!.visibleAt <= now) {
      const { changes } = pending.shift()!;
      for (const change of changes) {
        if (change.after) documents.set(change.id, change.after);
        else documents.delete(change.id);
      }
      notify(changes.map((change) => change.id));
    }
  };
  const messageFor = (listener: LiveListener, ids: string[]) => {
    const changed = listener.includeDrafts ? ids : ids.filter((id) => !id.startsWith('drafts.'));
    return changed.length > 0 ? { tags: [...new Set(changed.map(syncTag))] } : undefined;
  };
  /** Tells the live listeners which documents changed (unless the stand-in was told to lose the events). */
  const notify = (ids: string[]) => {
    if (!config.liveMessages) return;
    liveCount += 1;
    const id = liveId();
    liveHistory.push({ count: liveCount, ids });
    if (liveHistory.length > LIVE_HISTORY) liveHistory.shift();
    for (const listener of listeners) {
      const message = messageFor(listener, ids);
      if (message) listener.send('message', message, id);
    }
  };
  // Changes with a visibility delay surface on their own, for the live stream too, not only on the next query.
  const settleTimer = setInterval(settle, 50);
  settleTimer.unref();

  const takeFault = (endpoint: 'query' | 'live' | 'mutate'): LakeFault | undefined => {
    const fault = config.faults.find(
      (item) => (item.endpoint ?? 'query') === endpoint && (item.times === undefined || item.times > 0),
    );
    if (fault && fault.times !== undefined) fault.times -= 1;
    return fault;
  };

  /** Answers the fault, or returns false when the request should be served (after a `slow` fault's wait). */
  const applyFault = async (
    fault: LakeFault | undefined,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> => {
    if (!fault) return false;
    switch (fault.mode) {
      case 'status':
        sanityError(response, fault.status ?? 503, 'The stand-in was told to fail');
        return true;
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 5000));
        return request.destroyed;
      case 'hang':
        return true;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ms":1,"result":{"_id":');
        return true;
      case 'drop':
        request.socket.destroy();
        return true;
    }
  };

  /** The request's bearer token; '' when it sends none. */
  const tokenOf = (request: IncomingMessage): string => {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? header.slice(7) : header;
  };
  const authorized = (request: IncomingMessage): boolean => {
    const token = tokenOf(request);
    return token !== '' && options.tokens.includes(token);
  };

  // The Studio's part of the API, beside the site's (studio.ts); what neither knows is recorded as unknown.
  const studio = studioApi(
    {
      documents: () => documents,
      notify,
      authorized,
      token: options.tokens[0]!,
      projectId: options.projectId,
      dataset: options.dataset,
    },
    options.studio ?? {},
  );
  const notFound = (request: IncomingMessage, response: ServerResponse, status = 404, description = 'Not found') => {
    studio.unknown.push({ method: request.method ?? 'GET', url: request.url ?? '/' });
    console.warn(`lake-stub: unknown request ${request.method} ${request.url}`);
    sanityError(response, status, description);
  };

  async function query(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    let groq = url.searchParams.get('query');
    const params: Record<string, unknown> = {};
    try {
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
      if (request.method === 'POST') {
        const body = JSON.parse(await readBody(request)) as { query?: string; params?: Record<string, unknown> };
        groq = body.query ?? groq;
        Object.assign(params, body.params ?? {});
      }
    } catch {
      sanityError(response, 400, 'Invalid parameters or body', 'queryParseError');
      return;
    }
    if (!groq) {
      sanityError(response, 400, 'Missing query', 'queryParseError');
      return;
    }
    const perspective = url.searchParams.get('perspective') ?? 'published';
    if (!['published', 'drafts', 'previewDrafts', 'raw'].includes(perspective)) {
      sanityError(response, 400, `Unsupported perspective: ${perspective}`);
      return;
    }
    // Drafts are what an anonymous reader cannot see: without a token the Lake answers the published content, with
    // no error (an unknown token never gets here: 401 for every request).
    const withDrafts = (perspective === 'drafts' || perspective === 'previewDrafts') && authorized(request);
    settle();
    const all = [...documents.values()];
    const visible = withDrafts
      ? applyDraftsPerspective(all)
      : perspective === 'raw' && authorized(request)
        ? all
        : applyPublishedPerspective(all);
    const started = performance.now();
    let result: unknown;
    let tree: ReturnType<typeof parse>;
    try {
      tree = parse(groq, { params });
    } catch (error) {
      queryError(response, groq, error);
      return;
    }
    try {
      result = await (await evaluate(tree, { dataset: visible, params })).get();
    } catch (error) {
      // groq-js finds an unknown function only when it runs the query, the Lake when it parses it; a function groq-js
      // lacks (the Studio's `text::query`) fails the same way, where the Lake would run it.
      return queryError(response, groq, error);
    }
    stats.queries += 1;
    // Whether the read carried a token at all: visitors' reads of a public dataset must not.
    recentQueries.push({ query: groq, params, token: request.headers.authorization !== undefined });
    if (recentQueries.length > RECENT_QUERIES) recentQueries.shift();
    if (request.method === 'POST') stats.posts += 1;
    if (withDrafts) stats.drafts += 1;
    json(response, 200, {
      ms: Math.max(1, Math.round(performance.now() - started)),
      ...(url.searchParams.get('returnQuery') === 'false' ? {} : { query: groq, params }),
      result: result ?? null,
      syncTags: syncTagsOf(result),
      ...(url.searchParams.has('resultSourceMap') ? { resultSourceMap: sourceMap(result, visible) } : {}),
    });
  }

  /** `getDocument(s)`: the raw documents by id; drafts only with a token. */
  function doc(request: IncomingMessage, response: ServerResponse, ids: string[]): void {
    settle();
    const readable = (id: string) => !id.startsWith('drafts.') || authorized(request);
    const found = ids.filter(readable).flatMap((id) => (documents.has(id) ? [documents.get(id)!] : []));
    json(response, 200, {
      documents: found,
      omitted: ids.filter((id) => !found.some((item) => item._id === id)).map((id) => ({ id, reason: 'existence' })),
    });
  }

  async function mutate(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (!authorized(request)) {
      sanityError(response, 401, 'Mutations need a token', 'unauthorized');
      return;
    }
    let mutations: Mut[];
    let requested: unknown;
    try {
      const body = JSON.parse(await readBody(request)) as { mutations?: Mut[]; transactionId?: unknown };
      mutations = Array.isArray(body.mutations) ? body.mutations : [];
      requested = body.transactionId;
    } catch {
      sanityError(response, 400, 'Invalid JSON body');
      return;
    }
    settle();
    const transactionId = typeof requested === 'string' && requested !== '' ? requested : randomUUID();
    let changes: Change[];
    try {
      // `_updatedAt` is when the Lake accepted it, not when it became visible, so a webhook can announce the revision.
      changes = transact(head, mutations, transactionId, new Date().toISOString());
    } catch (error) {
      if (!(error instanceof LakeMutationError)) throw error;
      json(response, error.status, error.body());
      return;
    }
    stats.mutations += 1;
    pending.push({ visibleAt: Date.now() + config.visibilityDelayMs, changes });
    settle();
    const withDocuments = url.searchParams.get('returnDocuments') === 'true';
    json(response, 200, {
      transactionId,
      results: changes.map((change) => ({
        id: change.id,
        operation: !change.before ? 'create' : !change.after ? 'delete' : 'update',
        ...(withDocuments && change.after ? { document: change.after } : {}),
      })),
    });
  }

  function live(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const includeDrafts = url.searchParams.get('includeDrafts') === 'true';
    if (includeDrafts && !authorized(request)) {
      sanityError(response, 401, 'Live drafts need a token', 'unauthorized');
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown, id?: string) => {
      response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const listener: LiveListener = { includeDrafts, send, close: () => response.end() };
    stats.live += 1;
    // Every event carries an id, the welcome too, so a client that reconnects names where it was.
    send('welcome', {}, liveId());
    // A reconnecting client sends the last id it saw (the header from Node's and native EventSource, the query
    // parameter from the browser polyfill): what it missed is sent again, or `restart` when the id is unknown.
    const last = request.headers['last-event-id'] ?? url.searchParams.get('lastEventId');
    if (typeof last === 'string' && last !== '' && last !== liveId()) {
      const [epoch, count] = [last.slice(0, last.lastIndexOf('-')), Number(last.slice(last.lastIndexOf('-') + 1))];
      const oldest = liveHistory[0]?.count ?? liveCount + 1;
      if (epoch !== liveEpoch || !Number.isInteger(count) || count > liveCount || count < oldest - 1) {
        stats.restarted += 1;
        send('restart', {}, liveId());
      } else {
        stats.resumed += 1;
        for (const item of liveHistory.filter((candidate) => candidate.count > count)) {
          const message = messageFor(listener, item.ids);
          if (message) send('message', message, `${liveEpoch}-${item.count}`);
        }
      }
    }
    listeners.add(listener);
    // A comment line now and then keeps proxies and the client's polyfill from taking the stream for dead.
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    request.on('close', () => {
      clearInterval(keepAlive);
      listeners.delete(listener);
    });
  }

  /** What `/__lake/live` tells every open stream: `restart` (refetch everything) or `goaway` (then the stream ends). */
  function liveCommand(event: 'restart' | 'goaway', reason: string): number {
    for (const listener of listeners) {
      listener.send(event, event === 'goaway' ? { reason } : {}, liveId());
      if (event === 'goaway') {
        listeners.delete(listener);
        listener.close();
      }
    }
    return listeners.size;
  }

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://lake.invalid');
      const origin = request.headers.origin;
      // Browsers call the API only from the project's CORS origins (the README's CORS step): another origin gets no
      // CORS headers, so its browser refuses the answer, and its preflight (the live stream's Authorization header)
      // fails.
      const cors = origin ? config.corsOrigins.find((item) => item.origin === origin) : undefined;
      if (origin) response.setHeader('vary', 'Origin');
      if (cors) {
        response.setHeader('access-control-allow-origin', cors.origin);
        if (cors.credentials) response.setHeader('access-control-allow-credentials', 'true');
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(
          204,
          cors
            ? {
                'access-control-allow-methods': 'GET, POST, OPTIONS',
                // Whatever the client asks to send (the EventSource polyfill adds its own headers), like Sanity.
                'access-control-allow-headers':
                  request.headers['access-control-request-headers'] ?? 'authorization, content-type',
                'access-control-max-age': '600',
              }
            : {},
        );
        response.end();
        return;
      }
      if (url.pathname.startsWith('/__lake/')) return control(request, response, url.pathname.slice('/__lake/'.length));
      const versioned = VERSIONED.exec(url.pathname);
      // The Lake checks a token on every request, public reads too: a revoked or mistyped one is refused, never
      // treated as anonymous.
      if (versioned && tokenOf(request) !== '' && !authorized(request)) return unauthorized(response);
      if (versioned?.[2] === '/check/cors') {
        // Any page may ask (the live client does, before it reconnects); the answer says whether its origin may call.
        response.setHeader('access-control-allow-origin', '*');
        response.removeHeader('access-control-allow-credentials');
        return json(response, 200, {
          result: { allowed: !origin || cors !== undefined, withCredentials: cors?.credentials ?? false },
        });
      }
      if (await studio.handle(request, response, url)) return;
      if (!versioned) return notFound(request, response);
      const path = versioned[2]!;
      const data = /^\/data\/(query|mutate|live\/events|doc)\/([^/]+)(?:\/([^/]+))?$/.exec(path);
      if (!data) return notFound(request, response);
      // The live client sends no project header (its EventSource carries only the token), so the stream is the one
      // project's; queries and mutations name it, as on Sanity's global host, or in the host name
      // (`<project>.<apiHost>`, the Studio's client).
      const project =
        request.headers['x-sanity-project-id'] ??
        /^([a-z0-9]+)\./.exec(String(request.headers.host ?? request.headers[':authority'] ?? ''))?.[1];
      if (data[1] !== 'live/events' && project !== options.projectId) {
        return sanityError(response, 404, `Project not found: ${String(project)}`, 'projectNotFound');
      }
      if (data[2] !== options.dataset)
        return sanityError(response, 404, `Dataset not found: ${data[2]}`, 'datasetNotFound');
      if (data[1] === 'doc' && request.method === 'GET' && data[3])
        return doc(request, response, decodeURIComponent(data[3]).split(','));
      const endpoint = data[1] === 'live/events' ? 'live' : (data[1] as 'query' | 'mutate');
      if (await applyFault(takeFault(endpoint), request, response)) return;
      if (endpoint === 'query' && (request.method === 'GET' || request.method === 'POST'))
        return query(request, response, url);
      if (endpoint === 'mutate' && request.method === 'POST') return mutate(request, response, url);
      if (endpoint === 'live' && request.method === 'GET') return live(request, response, url);
      return notFound(request, response, 405, 'Method not allowed');
    })().catch((error: unknown) => {
      if (!response.headersSent) sanityError(response, 500, error instanceof Error ? error.message : String(error));
      else response.destroy();
    });
  };
  // Idle connections stay open longer than a client's pause between requests, as the Lake's own front keeps them.
  // With Node's 5 s default, a client that reused a socket just as the stand-in closed it got "socket hang up", and
  // a mutation (never retried by the client) failed.
  const server: Server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, handler);

  async function control(request: IncomingMessage, response: ServerResponse, action: string): Promise<void> {
    if (action === 'health') return json(response, 200, { ok: true });
    if (action === 'stats')
      return json(response, 200, { ...stats, documents: documents.size, pending: pending.length, recentQueries });
    if (action === 'reset' && request.method === 'POST') {
      load();
      pending.length = 0;
      Object.assign(config, initialConfig());
      return json(response, 200, { ok: true });
    }
    if (action === 'config' && request.method === 'GET') return json(response, 200, config);
    if (action === 'unknown' && request.method === 'GET') return json(response, 200, studio.unknown);
    if (action === 'unknown' && request.method === 'DELETE') {
      studio.unknown.length = 0;
      return json(response, 200, []);
    }
    if (action === 'webhooks' && request.method === 'GET') return json(response, 200, deliveries);
    // A document's `_updatedAt` moved into the past (a preview secret past its time to live), which no mutation can do.
    if (action === 'backdate' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as { id?: string; seconds?: number };
      const found = body.id === undefined ? undefined : documents.get(body.id);
      if (!found || typeof body.seconds !== 'number') return sanityError(response, 400, 'backdate needs {id, seconds}');
      const updatedAt = new Date(Date.parse(String(found._updatedAt)) - body.seconds * 1000).toISOString();
      documents.set(body.id!, { ...found, _updatedAt: updatedAt });
      return json(response, 200, { _updatedAt: updatedAt });
    }
    if (action === 'live' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as { event?: string; reason?: string };
      if (body.event !== 'restart' && body.event !== 'goaway')
        return sanityError(response, 400, 'event is restart or goaway');
      return json(response, 200, { open: liveCommand(body.event, body.reason ?? 'the stand-in was told to go away') });
    }
    if (action === 'config' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as Partial<LakeConfig>;
      if (body.faults) config.faults = body.faults;
      if (body.corsOrigins) config.corsOrigins = body.corsOrigins;
      if (body.liveMessages !== undefined) config.liveMessages = body.liveMessages !== false;
      if (body.visibilityDelayMs !== undefined) {
        const lag = body.visibilityDelayMs;
        if (typeof lag !== 'number' || !Number.isFinite(lag) || lag < 0 || lag > MAX_VISIBILITY_DELAY_MS)
          return sanityError(response, 400, `visibilityDelayMs is 0 to ${MAX_VISIBILITY_DELAY_MS}`);
        config.visibilityDelayMs = lag;
      }
      return json(response, 200, config);
    }
    return sanityError(response, 404, 'Unknown control');
  }

  server.on('upgrade', studio.upgrade);
  // The Studio's own listener: the same answers over HTTP/2 (studio-tls.ts says why).
  const studioServer =
    options.studio?.port === undefined
      ? undefined
      : createSecureServer({ ...studioCertificate(), allowHTTP1: true }, handler as never);
  studioServer?.on('upgrade', studio.upgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '::', () => resolve());
  });
  if (studioServer)
    await new Promise<void>((resolve, reject) => {
      studioServer.once('error', reject);
      studioServer.listen(options.studio!.port, options.host ?? '::', () => resolve());
    });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(settleTimer);
        studioServer?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
