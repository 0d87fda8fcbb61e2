import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, CLIENT_API_PATHS, WEB_API_PATHS } from '@site/schemas';
import { type DecryptedBeacon, decryptBeacon } from './beacon';
import { SNIPPET_TEST_LOCALE, STUB_PREFIXES, snippetTestAnswer } from './settings';

/**
 * The backend stub: every backend call the site makes, with answers of the documented shape, CORS with credentials for the
 * site's origins, every request recorded, delays and failures switchable, and beacons decrypted with the test key.
 *
 * Sessions keep parallel tests apart: a request whose User-Agent contains `stub-session/{id}` is recorded under
 * that id and answered with that session's configuration; anything else belongs to the session "default". The
 * control endpoints under /__stub/ take `?session={id}`.
 */

export type FailureMode = 'status' | 'drop' | 'empty' | 'code' | 'malformed' | 'huge';

/** The size of a `huge` answer: far more than any backend call returns. */
export const HUGE_BODY_BYTES = 8 * 1024 * 1024;

export interface StubFailure {
  /** A full stub path (/api/sys/config/ip/get-visitor-ip) or its end (get-visitor-ip). */
  readonly path: string;
  readonly method?: string;
  /**
   * status: answer `status` (default 503); drop: close the connection; empty: 200 with no body; code: code != 0;
   * malformed: 200 with JSON cut off mid-way; huge: 200 with a valid JSON body of HUGE_BODY_BYTES.
   */
  readonly mode: FailureMode;
  readonly status?: number;
  readonly code?: number;
  /** How many matching requests fail; unlimited when absent. */
  times?: number;
}

export interface StubConfig {
  /** Every answer of the session waits this long. */
  delayMs: number;
  failures: StubFailure[];
  /** Answers replacing the defaults, by full stub path. */
  answers: Record<string, unknown>;
}

export interface RecordedRequest {
  readonly seq: number;
  readonly session: string;
  readonly time: number;
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly cookies: Record<string, string>;
  readonly contentType: string;
  /** Form fields of a multipart or urlencoded body. */
  readonly fields: Record<string, string>;
  readonly body: string;
  /** For the statistics beacon: the decrypted batch, or why it could not be decrypted. */
  readonly beacon?: DecryptedBeacon | { error: string };
}

export interface StubOptions {
  readonly port: number;
  readonly host?: string;
  readonly siteOrigins: readonly string[];
  readonly privateKeyPem: string;
}

export interface RunningStub {
  readonly port: number;
  readonly origin: string;
  readonly close: () => Promise<void>;
}

const SESSION_PATTERN = /stub-session\/([A-Za-z0-9_-]{1,64})/;
const MAX_BODY = 1024 * 1024;
const MAX_RECORDED = 2000;

export const STUB_PATHS = {
  refSet: `${STUB_PREFIXES.api}${API_PATHS.refSet}`,
  visitorIp: `${STUB_PREFIXES.api}${API_PATHS.visitorIp}`,
  recordSource: `${STUB_PREFIXES.api}${API_PATHS.recordSource}`,
  recordLog: `${STUB_PREFIXES.api}${API_PATHS.recordLog}`,
  chatConfig: `${STUB_PREFIXES.api}${API_PATHS.chatConfig}`,
  authorizedLogin: `${STUB_PREFIXES.api}${API_PATHS.authorizedLogin}`,
  latestVersion: `${STUB_PREFIXES.webApi}${WEB_API_PATHS.latestVersion}`,
  baseInfo: `${STUB_PREFIXES.webApi}${WEB_API_PATHS.baseInfo}`,
  chatChoose: `${STUB_PREFIXES.clientApi}${CLIENT_API_PATHS.chatChoose}`,
  beacon: STUB_PREFIXES.beacon,
} as const;

/** Default visitor-IP answer data: an address from the documentation range (RFC 5737). */
export const DEFAULT_IP_DATA = {
  country: 'US',
  region: 'California',
  city: 'San Jose',
  timezone: 'America/Los_Angeles',
};
export const DEFAULT_VISITOR_IP = '203.0.113.10';

const emptyConfig = (): StubConfig => ({ delayMs: 0, failures: [], answers: {} });

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function formFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(contentType) || body.length === 0) return {};
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`;
    });
    return fields;
  } catch {
    return {};
  }
}

const ok = (data?: unknown) => ({ code: 0, msg: 'success', ...(data === undefined ? {} : { data }) });

/** The backend's answers, per stub path. */
function defaultAnswer(
  path: string,
  request: IncomingMessage,
  query: URLSearchParams,
  origin: string,
): { status: number; body: unknown } | null {
  switch (path) {
    case STUB_PATHS.refSet:
      return { status: 200, body: ok(null) };
    case STUB_PATHS.visitorIp:
      return {
        status: 200,
        body: ok({
          ip: DEFAULT_VISITOR_IP,
          ua: request.headers['user-agent'] ?? '',
          language: (request.headers['accept-language'] ?? '').split(',')[0] ?? '',
          ip_data: DEFAULT_IP_DATA,
        }),
      };
    case STUB_PATHS.recordSource:
    case STUB_PATHS.recordLog:
      return { status: 200, body: ok(null) };
    case STUB_PATHS.chatConfig:
      return { status: 200, body: ok({ chat: 'SS_ROBOT', chat_info: { js: `${origin}/fixtures/chat.js` } }) };
    case STUB_PATHS.chatChoose:
      return { status: 200, body: ok({ type: 'ss' }) };
    case STUB_PATHS.authorizedLogin:
      return { status: 200, body: ok({ cpl: 'stub-cpl-token' }) };
    case STUB_PATHS.latestVersion: {
      const system = query.get('system') ?? '';
      if (!/^com_(win64|win32|mac|arm64|linux)$/.test(system))
        return { status: 200, body: { code: 1, msg: 'unknown system' } };
      return { status: 200, body: ok({ url: `${origin}/downloads/${system}.bin` }) };
    }
    case STUB_PATHS.baseInfo:
      // Every field empty ("absent"): the server asks this for every page it renders, and a value here would replace
      // the CMS's site settings on every page re-rendered during the run. Tests that need values set an answer.
      return {
        status: 200,
        body: ok({
          title: '',
          keywords: '',
          description: '',
          register_url: '',
          login_url: '',
          statistical_body: '',
          statistical_title: '',
          ...(query.get('lang') === SNIPPET_TEST_LOCALE ? snippetTestAnswer(origin) : {}),
        }),
      };
    case STUB_PATHS.beacon:
      return { status: 200, body: ok() };
    default:
      return null;
  }
}

export async function startStub(options: StubOptions): Promise<RunningStub> {
  const allowed = new Set(options.siteOrigins.map((origin) => new URL(origin).origin));
  const recorded = new Map<string, RecordedRequest[]>();
  const configs = new Map<string, StubConfig>();
  let seq = 0;
  let origin = '';

  const configOf = (session: string) => {
    let config = configs.get(session);
    if (!config) {
      config = emptyConfig();
      configs.set(session, config);
    }
    return config;
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(body));
  };

  async function control(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const session = url.searchParams.get('session') ?? 'default';
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /__stub/health') return json(response, 200, { ok: true });
    if (route === 'GET /__stub/requests') {
      const path = url.searchParams.get('path');
      const list = (recorded.get(session) ?? []).filter((entry) => !path || entry.path === path);
      return json(response, 200, { requests: list });
    }
    if (route === 'DELETE /__stub/requests') {
      recorded.delete(session);
      return json(response, 200, { ok: true });
    }
    if (route === 'POST /__stub/reset') {
      recorded.delete(session);
      configs.delete(session);
      return json(response, 200, { ok: true });
    }
    if (route === 'GET /__stub/config') return json(response, 200, configOf(session));
    if (route === 'POST /__stub/config') {
      let patch: Partial<StubConfig>;
      try {
        patch = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Partial<StubConfig>;
      } catch {
        return json(response, 400, { error: 'config must be JSON' });
      }
      const next = { ...configOf(session), ...patch };
      configs.set(session, {
        delayMs: Number(next.delayMs) || 0,
        failures: [...(next.failures ?? [])],
        answers: { ...(next.answers ?? {}) },
      });
      return json(response, 200, configs.get(session));
    }
    return json(response, 404, { error: `unknown control route ${route}` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub.invalid');
    if (url.pathname.startsWith('/__stub/')) return control(request, response, url);

    const requestOrigin = request.headers.origin;
    if (requestOrigin && allowed.has(requestOrigin)) {
      response.setHeader('access-control-allow-origin', requestOrigin);
      response.setHeader('access-control-allow-credentials', 'true');
      response.setHeader('vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      const asked = request.headers['access-control-request-headers'];
      if (asked) response.setHeader('access-control-allow-headers', asked);
      response.setHeader('access-control-max-age', '600');
      response.statusCode = 204;
      response.end();
      return;
    }

    const body = await readBody(request);
    const session = SESSION_PATTERN.exec(request.headers['user-agent'] ?? '')?.[1] ?? 'default';
    const contentType = request.headers['content-type'] ?? '';
    const fields = await formFields(body, contentType);
    let beacon: RecordedRequest['beacon'];
    if (url.pathname === STUB_PATHS.beacon) {
      try {
        beacon = decryptBeacon(options.privateKeyPem, fields);
      } catch (error) {
        beacon = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const entry: RecordedRequest = {
      seq: ++seq,
      session,
      time: Date.now(),
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      cookies: parseCookies(request.headers.cookie),
      contentType,
      fields,
      body: body.toString('utf8').slice(0, 64 * 1024),
      ...(beacon ? { beacon } : {}),
    };
    const list = recorded.get(session) ?? [];
    list.push(entry);
    if (list.length > MAX_RECORDED) list.shift();
    recorded.set(session, list);

    const config = configOf(session);
    if (config.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.delayMs));

    const failure = config.failures.find(
      (candidate) =>
        (candidate.times === undefined || candidate.times > 0) &&
        (url.pathname === candidate.path || url.pathname.endsWith(candidate.path)) &&
        (!candidate.method || candidate.method.toUpperCase() === request.method),
    );
    if (failure) {
      if (failure.times !== undefined) failure.times -= 1;
      switch (failure.mode) {
        case 'drop':
          request.socket.destroy();
          return;
        case 'empty':
          response.statusCode = 200;
          response.end();
          return;
        case 'code':
          return json(response, 200, { code: failure.code ?? 500, msg: 'stub failure' });
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"code":0,"data":{"ip":"203.0.11');
          return;
        case 'huge':
          return json(response, 200, { code: 0, data: { padding: 'x'.repeat(HUGE_BODY_BYTES) } });
        default:
          return json(response, failure.status ?? 503, { code: failure.status ?? 503, msg: 'stub failure' });
      }
    }

    if (Object.hasOwn(config.answers, url.pathname)) return json(response, 200, config.answers[url.pathname]);
    const answer = defaultAnswer(url.pathname, request, url.searchParams, origin);
    if (!answer) return json(response, 404, { code: 404, msg: `no such call: ${url.pathname}` });
    return json(response, answer.status, answer.body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, { code: 500, msg: error instanceof Error ? error.message : 'stub error' });
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '::', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://localhost:${port}`;
  return {
    port,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
