import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Duplex } from 'node:stream';
import { evaluate, parse } from 'groq-js';
import type { Document } from '../../web/src/content/dataset';
import { acceptStudioSocket } from './studio-socket';
import { type Webhook, studioWebhook } from './studio-webhook';
import { type Change, LakeMutationError, type Mut, transact as transactMutations } from './transaction';

/**
 * What the Sanity Studio asks of the Content Lake, served by the stand-in beside the site's part (server.ts): the
 * built Studio itself under /studio, Sanity's token login with one provider, the current user and project, the
 * document listener (`/data/listen`, mendoza effects), the Studio's mutations and document actions (drafts, publish)
 * with new `_rev`s, an empty history, and the GROQ-powered webhook on every published change. The list, with what it
 * leaves out, is in tests/README.md. Anything else the Studio asks is recorded as unknown (GET /__lake/unknown) and
 * answered 404, so a journey that depends on it fails instead of being silently faked.
 */

export interface StudioStore {
  /** The stand-in's documents by id (the current map: a reset replaces it). */
  readonly documents: () => Map<string, Document>;
  /** Tells the site's live listeners that these documents changed. */
  readonly notify: (ids: string[]) => void;
  readonly authorized: (request: IncomingMessage) => boolean;
  readonly token: string;
  readonly projectId: string;
  readonly dataset: string;
}

export interface StudioOptions {
  /** The port of the Studio's HTTPS (HTTP/2) listener; absent: none. */
  readonly port?: number;
  /** The output of `sanity build` made with SANITY_STUDIO_BASEPATH=/studio; absent: the Studio's API only. */
  readonly studioDir?: string;
  /** The GROQ-powered webhook the README configures; absent: none is sent. */
  readonly webhook?: Webhook;
}

export interface UnknownRequest {
  readonly method: string;
  readonly url: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/** The one editor the stand-in knows: what `/users/me` answers to the token. */
export const STAND_IN_USER = {
  id: 'pStandInEditor',
  name: 'Stand-in Editor',
  email: 'editor@lake-stub.invalid',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access to all datasets' }],
  provider: 'sanity',
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

function send(response: ServerResponse, status: number, body: unknown): true {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(text);
  return true;
}

function error(response: ServerResponse, status: number, description: string, type = 'httpError'): true {
  return send(response, status, { error: { description, type }, message: description, statusCode: status });
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (cause) {
        reject(cause instanceof Error ? cause : new Error(String(cause)));
      }
    });
    request.on('error', reject);
  });
}

const draftId = (id: string) => (id.startsWith('drafts.') ? id : `drafts.${id}`);

interface Listener {
  readonly matches: (doc: Document | undefined) => Promise<boolean>;
  readonly includeResult: boolean;
  readonly send: (event: string, data: unknown) => void;
}

export function studioApi(store: StudioStore, options: StudioOptions) {
  const unknown: UnknownRequest[] = [];
  const listeners = new Set<Listener>();
  const sessions = new Set<string>();
  const keyValues = new Map<string, unknown>();
  const webhook = options.webhook ? studioWebhook(options.webhook) : undefined;

  /**
   * Applies mutations as one transaction: all or nothing, each document's `_rev` new, then one listener event per
   * changed document (mendoza effects that replace the whole document: a valid patch, if not a minimal one) and the
   * webhook for each published document that changed.
   */
  function transact(mutations: Mut[], requested?: unknown): { transactionId: string; changes: Change[] } {
    const documents = store.documents();
    // The Studio names its transactions and knows its own edits in the listener by that id.
    const transactionId = typeof requested === 'string' && requested !== '' ? requested : randomUUID();
    const timestamp = new Date().toISOString();
    const changes = transactMutations((id) => documents.get(id), mutations, transactionId, timestamp);
    for (const change of changes) {
      if (change.after) documents.set(change.id, change.after);
      else documents.delete(change.id);
    }
    void announce(transactionId, timestamp, changes);
    store.notify(changes.map((change) => change.id));
    return { transactionId, changes };
  }

  async function announce(transactionId: string, timestamp: string, changes: Change[]) {
    for (const [index, change] of changes.entries()) {
      const { before, after } = change;
      const event = {
        eventId: `${transactionId}#${change.id}`,
        documentId: change.id,
        transactionId,
        identity: STAND_IN_USER.id,
        mutations: change.mutations,
        previousRev: before?._rev,
        resultRev: transactionId,
        timestamp,
        effects: { apply: [0, after ? withoutRev(after) : null], revert: [0, before ? withoutRev(before) : null] },
        transition: !before ? 'appear' : !after ? 'disappear' : 'update',
        visibility: 'query',
        transactionTotalEvents: changes.length,
        transactionCurrentEvent: index + 1,
      };
      for (const listener of listeners) {
        if ((await listener.matches(before)) || (await listener.matches(after)))
          listener.send('mutation', listener.includeResult ? { ...event, result: after } : event);
      }
    }
    // Drafts off, as the README's webhook: only published documents trigger it.
    for (const change of changes)
      if (!change.id.startsWith('drafts.')) webhook?.(change.before, change.after, transactionId);
  }

  /**
   * A delete by query (the Presentation tool's sweep of its expired preview secrets) as deletes by id of what the
   * query matches now.
   */
  async function byIds(mutations: Mut[]): Promise<Mut[]> {
    const out: Mut[] = [];
    for (const mutation of mutations) {
      const query = mutation.delete?.query;
      if (typeof query !== 'string') {
        out.push(mutation);
        continue;
      }
      const params = (mutation.delete?.params ?? {}) as Record<string, unknown>;
      const matched = (await (
        await evaluate(parse(query, { params }), { dataset: [...store.documents().values()], params })
      ).get()) as Document[];
      out.push(...matched.map((doc) => ({ delete: { id: doc._id } })));
    }
    return out;
  }

  /** Document actions (`/data/actions`): what the Studio's publish, edit, discard and delete send. */
  function actions(list: Record<string, unknown>[], transactionId?: unknown) {
    const documents = store.documents();
    const mutations: Mut[] = [];
    for (const action of list) {
      const type = action.actionType;
      const published = typeof action.publishedId === 'string' ? action.publishedId : undefined;
      const draft = typeof action.draftId === 'string' ? action.draftId : published ? draftId(published) : undefined;
      if (type === 'sanity.action.document.publish' && published && draft) {
        const current = documents.get(draft);
        if (!current) throw new StudioError(409, `Draft "${draft}" not found`, 'documentNotFoundError');
        if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== current._rev)
          throw new StudioError(409, 'Draft revision does not match', 'documentRevisionIDDoesNotMatchError');
        const { _rev: _ignored, ...body } = current;
        mutations.push({ createOrReplace: { ...body, _id: published } }, { delete: { id: draft } });
      } else if (type === 'sanity.action.document.edit' && published && draft) {
        if (!documents.has(draft)) {
          const base = documents.get(published);
          if (!base) throw new StudioError(404, `Document "${published}" not found`, 'documentNotFoundError');
          const { _rev: _ignored, ...body } = base;
          mutations.push({ createIfNotExists: { ...body, _id: draft } });
        }
        mutations.push({ patch: { ...(action.patch as Record<string, unknown>), id: draft } });
      } else if (type === 'sanity.action.document.create' && published) {
        const attributes = action.attributes as Record<string, unknown>;
        const id = typeof attributes._id === 'string' ? attributes._id : draft!;
        mutations.push({ [action.ifExists === 'ignore' ? 'createIfNotExists' : 'create']: { ...attributes, _id: id } });
      } else if (type === 'sanity.action.document.discard' && draft) {
        mutations.push({ delete: { id: draft } });
      } else if (type === 'sanity.action.document.unpublish' && published && draft) {
        const current = documents.get(published);
        if (current && !documents.has(draft)) {
          const { _rev: _ignored, ...body } = current;
          mutations.push({ createIfNotExists: { ...body, _id: draft } });
        }
        mutations.push({ delete: { id: published } });
      } else if (type === 'sanity.action.document.delete' && published) {
        mutations.push({ delete: { id: published } }, { delete: { id: draftId(published) } });
      } else {
        throw new StudioError(400, `Unsupported action: ${String(type)}`, 'actionError');
      }
    }
    return transact(mutations, transactionId);
  }

  function listen(request: IncomingMessage, response: ServerResponse, url: URL): true {
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    const filter = parse(`*[${/^\*\[(.*)\]$/s.exec(url.searchParams.get('query') ?? '*')?.[1] ?? 'true'}]`, { params });
    const drafts = store.authorized(request);
    const listener: Listener = {
      includeResult: url.searchParams.get('includeResult') !== 'false',
      matches: async (doc) => {
        if (!doc || (!drafts && doc._id.startsWith('drafts.'))) return false;
        return ((await (await evaluate(filter, { dataset: [doc], params })).get()) as unknown[]).length > 0;
      },
      send: (event, data) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    };
    // No `connection` header: HTTP/2 refuses it.
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    listeners.add(listener);
    listener.send('welcome', { listenerName: randomUUID() });
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    request.on('close', () => {
      clearInterval(keepAlive);
      listeners.delete(listener);
    });
    return true;
  }

  function staticFile(response: ServerResponse, path: string): boolean {
    const root = options.studioDir;
    if (!root) return false;
    const relative = normalize(path).replace(/^(\.\.(\/|$))+/, '');
    let file = join(root, relative);
    // The Studio is a single-page app: its own routes (/studio/structure/...) get index.html.
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    if (!existsSync(file)) return false;
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(readFileSync(file));
    return true;
  }

  const handle: Handler = async (request, response, url) => {
    const method = request.method ?? 'GET';
    if (url.pathname === '/studio' || url.pathname.startsWith('/studio/'))
      return staticFile(response, url.pathname.slice('/studio'.length) || '/');
    if (url.pathname.startsWith('/static/')) return staticFile(response, url.pathname);
    const versioned = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/.exec(url.pathname);
    if (!versioned) return false;
    const path = versioned[1]!;
    const signedIn = store.authorized(request);
    const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
    const origin = `${secure ? 'https' : 'http'}://${request.headers.host ?? request.headers[':authority'] ?? 'localhost'}`;
    try {
      // Sanity's token login with the stand-in as the one provider: the Studio redirects to it on its own
      // (redirectOnSingle), comes back with a session id and exchanges it for the token.
      if (path === '/auth/providers')
        return send(response, 200, {
          thirdPartyLogin: false,
          sso: {},
          providers: [{ name: 'lake-stub', title: 'Content Lake stand-in', url: `${origin}/v1/auth/login/lake-stub` }],
        });
      if (path === '/auth/login/lake-stub') {
        const back = new URL(url.searchParams.get('origin') ?? '');
        if (!LOOPBACK.test(back.hostname)) return error(response, 400, 'The stand-in logs in loopback origins only');
        const sid = randomBytes(24).toString('base64url');
        sessions.add(sid);
        back.hash = `sid=${sid}`;
        response.writeHead(302, { location: back.toString() });
        response.end();
        return true;
      }
      if (path === '/auth/fetch') {
        const sid = url.searchParams.get('sid') ?? '';
        if (!sessions.delete(sid)) return error(response, 401, 'Unknown session', 'unauthorized');
        return send(response, 200, { token: store.token });
      }
      if (path === '/auth/id') return send(response, signedIn ? 200 : 401, signedIn ? { id: STAND_IN_USER.id } : {});
      if (path === '/auth/logout' && method === 'POST') return send(response, 200, {});
      // Sanity's own offers and notices (upsells, announcements, trials, version news, paid features): none.
      if (path === '/journey/announcements') return send(response, 200, []);
      if (path === '/journey/trial') return send(response, 200, {});
      if (path.startsWith('/journey/')) return send(response, 200, null);
      if (path === '/features') return send(response, 200, []);
      // The Studio's usage telemetry: no consent, and a batch sent anyway is accepted and dropped.
      if (path === '/intake/telemetry-status') return send(response, 200, { status: 'denied' });
      if (path === '/intake/batch' && method === 'POST') {
        request.resume();
        return send(response, 200, {});
      }
      if (path === '/help') return send(response, 200, {});
      if (path === '/ping') return send(response, 200, {});
      if (path === `/schedules/${store.projectId}/${store.dataset}`) return send(response, 200, { schedules: [] });
      if (path === '/users/me') return send(response, 200, signedIn ? STAND_IN_USER : {});
      if (path.startsWith('/users/me/keyvalue')) {
        if (method === 'PUT' || method === 'POST') {
          const body = (await readJson(request)) as { key: string; value: unknown }[];
          for (const item of [body].flat()) keyValues.set(item.key, item.value);
          return send(response, 200, [body].flat());
        }
        const keys = decodeURIComponent(path.slice('/users/me/keyvalue/'.length)).split(',').filter(Boolean);
        return send(
          response,
          200,
          keys.map((key) => (keyValues.has(key) ? { key, value: keyValues.get(key) } : null)),
        );
      }
      if (path.startsWith('/users/')) {
        const ids = decodeURIComponent(path.slice('/users/'.length)).split(',');
        const users = ids.map((id) => (id === STAND_IN_USER.id ? STAND_IN_USER : null));
        return send(response, 200, ids.length === 1 && !path.includes(',') ? users[0] : users);
      }
      const project = /^\/projects\/([^/]+)(\/.*)?$/.exec(path);
      if (project && project[1] === store.projectId) {
        const rest = project[2] ?? '';
        if (rest === '')
          return send(response, 200, {
            id: store.projectId,
            displayName: 'Content Lake stand-in',
            studioHost: null,
            isBlocked: false,
            isDisabled: false,
            isDisabledByUser: false,
            metadata: {},
            organizationId: null,
            members: [
              {
                id: STAND_IN_USER.id,
                role: 'administrator',
                roles: STAND_IN_USER.roles,
                isCurrentUser: true,
                isRobot: false,
              },
            ],
            features: [],
          });
        if (rest === '/grants') return send(response, 200, {});
        if (rest === '/user-applications') return send(response, 200, []);
        // No addon dataset for comments and tasks (the Studio offers to create one when an editor comments).
        if (rest === '/datasets')
          return send(
            response,
            200,
            url.searchParams.has('datasetProfile') ? [] : [{ name: store.dataset, aclMode: 'public' }],
          );
        if (rest === `/datasets/${store.dataset}/acl` || rest === '/acl')
          return send(response, 200, [
            { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] },
          ]);
      }
      const data = /^\/data\/(listen|actions|mutate|history)\/([^/]+)(\/.*)?$/.exec(path);
      if (data && data[2] === store.dataset) {
        const [, kind, , rest] = data;
        const fromStudio = (url.searchParams.get('tag') ?? '').startsWith('sanity.studio');
        if (kind === 'listen' && method === 'GET') return listen(request, response, url);
        if ((kind === 'actions' || (kind === 'mutate' && fromStudio)) && method === 'POST') {
          if (!signedIn) return error(response, 401, 'Mutations need a token', 'unauthorized');
          const body = (await readJson(request)) as {
            actions?: Record<string, unknown>[];
            mutations?: Mut[];
            transactionId?: string;
          };
          if (kind === 'actions') {
            const { transactionId } = actions(body.actions ?? [], body.transactionId);
            return send(response, 200, { transactionId });
          }
          const { transactionId, changes } = transact(await byIds(body.mutations ?? []), body.transactionId);
          return send(response, 200, {
            transactionId,
            results: changes.map((change) => ({
              id: change.id,
              operation: !change.before ? 'create' : !change.after ? 'delete' : 'update',
            })),
          });
        }
        // No history is kept: the Studio's history and review-changes panes show it as empty.
        if (kind === 'history' && rest?.startsWith('/transactions/')) {
          response.writeHead(200, { 'content-type': 'application/x-ndjson' });
          response.end('');
          return true;
        }
        if (kind === 'history' && rest?.startsWith('/documents/')) return send(response, 200, { documents: [] });
        if (kind === 'history' && rest?.startsWith('/events/documents/'))
          return send(response, 200, { events: [], nextCursor: '' });
      }
    } catch (cause) {
      if (cause instanceof StudioError) return error(response, cause.status, cause.message, cause.type);
      if (cause instanceof LakeMutationError) return send(response, cause.status, cause.body());
      throw cause;
    }
    return false;
  };

  /** The Studio's socket (studio-socket.ts); anything else asking to upgrade is unknown. */
  function upgrade(request: IncomingMessage, socket: Duplex): void {
    if (acceptStudioSocket(request, socket)) return;
    unknown.push({ method: 'UPGRADE', url: request.url ?? '/' });
    socket.destroy();
  }

  return { handle, upgrade, unknown };
}

function withoutRev(doc: Document) {
  const { _rev: _ignored, ...rest } = doc;
  return rest;
}

class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}
