import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { applyDraftsPerspective, applyPublishedPerspective } from '@site/schemas';
import { evaluate, parse } from 'groq-js';
import { type Document, loadDataset } from '../../web/src/content/dataset';
import { type StudioOptions, studioApi } from './studio';
import { studioCertificate } from './studio-tls';
import { deliveries } from './studio-webhook';

/**
 * A local stand-in for the part of Sanity's HTTP API the site's `@sanity/client` and next-sanity call, served from
 * a dataset folder (data.ndjson + images/, the embedded dataset's format) with groq-js. What it covers and what it
 * does not: tests/README.md (Content Lake stand-in). Only the server across the wire is ours: the site reaches it
 * through the real client's `apiHost` (SANITY_API_HOST) with `useProjectHostname: false`, so the project travels in
 * the `X-Sanity-Project-ID` header, as the client sends it.
 *
 *   GET|POST /v{apiVersion}/data/query/{dataset}      GROQ; `perspective` published (default), drafts, raw
 *   GET      /v{apiVersion}/data/doc/{dataset}/{ids}  documents by id (getDocument, getDocuments)
 *   POST     /v{apiVersion}/data/mutate/{dataset}     create, createOrReplace, createIfNotExists, delete, patch.set/unset;
 *                                                     every document changed gets _rev = the transaction id
 *   GET      /v{apiVersion}/data/live/events/{dataset} Server-Sent Events: welcome, then a message per visible change
 *   GET      /v{apiVersion}/check/cors                 what the live client asks before reconnecting
 *   /__lake/health, /__lake/config (GET|POST), /__lake/reset, /__lake/stats, /__lake/backdate: the tests' controls
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

export interface LakeConfig {
  faults: LakeFault[];
  /** A mutation becomes visible to queries (and the live stream) this long after it was accepted (0 to 60 s). */
  visibilityDelayMs: number;
}

export interface LakeOptions {
  readonly port: number;
  readonly host?: string;
  readonly datasetDir: string;
  readonly projectId: string;
  readonly dataset: string;
  /** Tokens accepted as `Authorization: Bearer`; each may read drafts and mutate. */
  readonly tokens: readonly string[];
  /** What the Sanity Studio needs besides (studio.ts): its build, the webhook. */
  readonly studio?: StudioOptions;
}

export interface RunningLake {
  readonly port: number;
  readonly origin: string;
  readonly close: () => Promise<void>;
}

type Mutation = Record<string, unknown>;

interface Pending {
  readonly visibleAt: number;
  readonly apply: () => string[];
}

const VERSIONED = /^\/v(\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/;
const MAX_BODY = 4 * 1024 * 1024;
/** The longest visibility lag the tests may ask for: well past the webhook's own bound (10 s). */
const MAX_VISIBILITY_DELAY_MS = 60_000;
const RECENT_QUERIES = 100;

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

function setPath(target: Record<string, unknown>, path: string, value: unknown, unset = false): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (unset) delete node[last];
  else node[last] = value;
}

/**
 * One transaction's revision, as the Lake gives it: every document it changes gets `_rev` = the transaction's id and
 * `_updatedAt` = when it was accepted (not when it became visible), so a webhook can announce the revision to wait for.
 */
function revisionOf(): { id: string; stamp: { _rev: string; _updatedAt: string } } {
  const id = randomUUID();
  return { id, stamp: { _rev: id, _updatedAt: new Date().toISOString() } };
}

export async function startLake(options: LakeOptions): Promise<RunningLake> {
  let documents = new Map<string, Document>();
  const load = () => {
    // Every document in the Lake has a revision; a seed without them gets one made from its content (the Studio
    // only applies a listener's event to a document whose `_rev` the event names).
    documents = new Map(
      loadDataset(options.datasetDir).documents.map((doc) => [doc._id, { _rev: contentRev(doc), ...doc } as Document]),
    );
  };
  load();
  const config: LakeConfig = { faults: [], visibilityDelayMs: 0 };
  const pending: Pending[] = [];
  const stats = { queries: 0, posts: 0, drafts: 0, mutations: 0, live: 0 };
  /** The latest queries' text and parameters, so a test can say which reads a request caused (newest last). */
  const recentQueries: { query: string; params: Record<string, unknown>; token: boolean }[] = [];
  const listeners = new Set<{ includeDrafts: boolean; send: (event: string, data: unknown, id?: string) => void }>();

  /** Applies every accepted mutation whose visibility time has come, in order, and tells the live listeners. */
  const settle = () => {
    const now = Date.now();
    while (pending.length > 0 && pending[0]!.visibleAt <= now) notify(pending.shift()!.apply());
  };
  /** Tells the live listeners which documents changed. */
  const notify = (ids: string[]) => {
    const published = ids.filter((id) => !id.startsWith('drafts.'));
    const id = randomUUID();
    for (const listener of listeners) {
      const changed = listener.includeDrafts ? ids : published;
      if (changed.length > 0) listener.send('message', { tags: [...new Set(changed.map(syncTag))] }, id);
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

  const authorized = (request: IncomingMessage): boolean => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
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
    const withDrafts = perspective === 'drafts' || perspective === 'previewDrafts';
    // The Lake refuses drafts to a request that cannot read them, rather than quietly answering published content.
    if (withDrafts && !authorized(request)) {
      sanityError(response, 401, 'Drafts need a token with read access to drafts', 'unauthorized');
      return;
    }
    settle();
    const all = [...documents.values()];
    const visible = withDrafts
      ? applyDraftsPerspective(all)
      : perspective === 'raw' && authorized(request)
        ? all
        : applyPublishedPerspective(all);
    const started = performance.now();
    let result: unknown;
    try {
      const tree = parse(groq, { params });
      result = await (await evaluate(tree, { dataset: visible, params })).get();
    } catch (error) {
      sanityError(response, 400, error instanceof Error ? error.message : String(error), 'queryParseError');
      return;
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

  async function mutate(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!authorized(request)) {
      sanityError(response, 401, 'Mutations need a token', 'unauthorized');
      return;
    }
    let mutations: Mutation[];
    try {
      const body = JSON.parse(await readBody(request)) as { mutations?: Mutation[] };
      mutations = Array.isArray(body.mutations) ? body.mutations : [];
    } catch {
      sanityError(response, 400, 'Invalid JSON body');
      return;
    }
    settle();
    const transaction = revisionOf();
    const results: { id: string; operation: string; document?: Document }[] = [];
    const steps: (() => string)[] = [];
    for (const mutation of mutations) {
      const [operation, value] = Object.entries(mutation)[0] ?? [];
      const doc = value as Partial<Document> & { id?: string; set?: Record<string, unknown>; unset?: string[] };
      if (operation === 'create' || operation === 'createOrReplace' || operation === 'createIfNotExists') {
        if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
          sanityError(response, 400, `${operation} needs _id and _type`, 'mutationError');
          return;
        }
        const next = { ...doc, ...transaction.stamp } as Document;
        steps.push(() => {
          if (operation !== 'createOrReplace' && documents.has(next._id)) return next._id;
          documents.set(next._id, next);
          return next._id;
        });
        results.push({ id: doc._id, operation: 'create', document: next });
      } else if (operation === 'delete' && typeof doc.id === 'string') {
        const id = doc.id;
        steps.push(() => {
          documents.delete(id);
          return id;
        });
        results.push({ id, operation: 'delete' });
      } else if (operation === 'patch' && typeof doc.id === 'string') {
        const id = doc.id;
        steps.push(() => {
          const current = documents.get(id);
          if (!current) return id;
          const next = structuredClone(current) as Record<string, unknown>;
          for (const [path, item] of Object.entries(doc.set ?? {})) setPath(next, path, item);
          for (const path of doc.unset ?? []) setPath(next, path, undefined, true);
          Object.assign(next, transaction.stamp);
          documents.set(id, next as Document);
          return id;
        });
        results.push({ id, operation: 'update' });
      } else {
        sanityError(response, 400, `Unsupported mutation: ${String(operation)}`, 'mutationError');
        return;
      }
    }
    stats.mutations += 1;
    pending.push({ visibleAt: Date.now() + config.visibilityDelayMs, apply: () => steps.map((step) => step()) });
    settle();
    json(response, 200, { transactionId: transaction.id, results });
  }

  function live(request: IncomingMessage, response: ServerResponse, url: URL, origin: string | undefined): void {
    const includeDrafts = url.searchParams.get('includeDrafts') === 'true';
    if (includeDrafts && !authorized(request)) {
      sanityError(response, 401, 'Live drafts need a token', 'unauthorized');
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...(origin ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } : {}),
    });
    const send = (event: string, data: unknown, id?: string) => {
      response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const listener = { includeDrafts, send };
    listeners.add(listener);
    stats.live += 1;
    send('welcome', {});
    // A comment line now and then keeps proxies and the client's polyfill from taking the stream for dead.
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    request.on('close', () => {
      clearInterval(keepAlive);
      listeners.delete(listener);
    });
  }

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://lake.invalid');
      const origin = request.headers.origin;
      // The live stream is opened from the editor's browser, with an Authorization header: a CORS preflight first.
      if (origin) {
        response.setHeader('access-control-allow-origin', origin);
        response.setHeader('access-control-allow-credentials', 'true');
        response.setHeader('vary', 'Origin');
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          // Whatever the client asks to send (the EventSource polyfill adds its own headers), like Sanity for an allowed origin.
          'access-control-allow-headers':
            request.headers['access-control-request-headers'] ?? 'authorization, content-type',
          'access-control-max-age': '600',
        });
        response.end();
        return;
      }
      if (url.pathname.startsWith('/__lake/')) return control(request, response, url.pathname.slice('/__lake/'.length));
      if (await studio.handle(request, response, url)) return;
      const versioned = VERSIONED.exec(url.pathname);
      if (!versioned) return notFound(request, response);
      const path = versioned[2]!;
      if (path === '/check/cors') return json(response, 200, { result: { allowed: true, withCredentials: true } });
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
      if (endpoint === 'mutate' && request.method === 'POST') return mutate(request, response);
      if (endpoint === 'live' && request.method === 'GET') return live(request, response, url, origin);
      return notFound(request, response, 405, 'Method not allowed');
    })().catch((error: unknown) => {
      if (!response.headersSent) sanityError(response, 500, error instanceof Error ? error.message : String(error));
      else response.destroy();
    });
  };
  const server: Server = createServer(handler);

  async function control(request: IncomingMessage, response: ServerResponse, action: string): Promise<void> {
    if (action === 'health') return json(response, 200, { ok: true });
    if (action === 'stats')
      return json(response, 200, { ...stats, documents: documents.size, pending: pending.length, recentQueries });
    if (action === 'reset' && request.method === 'POST') {
      load();
      pending.length = 0;
      config.faults = [];
      config.visibilityDelayMs = 0;
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
    if (action === 'config' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as Partial<LakeConfig>;
      if (body.faults) config.faults = body.faults;
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
