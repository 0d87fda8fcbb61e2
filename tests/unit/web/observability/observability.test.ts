import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installResponseHooks, RESPONSE_HOOK_ORDER } from '@/server/response-hooks.node';
import { Writable } from 'node:stream';
import { bindRequestIds, createLogger, loggedPath, requestIdOf } from '@/observability/log';
import { metrics } from '@/observability/metrics';
import { startMetricsServer } from '@/server/metrics-server.node';
import { repeatedKeys } from '../../../fixtures/json-keys';
import { answerFamily, observeHook, readinessHook, routeFamily } from '@/server/observe.node';
import { markReady } from '@/observability/readiness';
import { requestErrorRecord } from '@/observability/request-error';

/**
 * The server's response hooks run in the one stated order whatever order they were installed in; a GET/HEAD before
 * readiness is a 503 the front retries elsewhere (probes and webhooks pass); every answer is counted by route family
 * and final status; log records never carry a secret query or a cookie.
 */

const seen: string[] = [];
let port = 0;
const server = createServer((req, res) => {
  if (req.url?.startsWith('/fail')) res.statusCode = 500;
  res.end('body');
});

function answer(path: string, method = 'GET'): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  // Installed last to first: the order that runs must still be the stated one.
  installResponseHooks({ observe: observeHook(), securityHeaders: () => void seen.push('securityHeaders') });
  installResponseHooks({ internalHeaders: () => void seen.push('internalHeaders') });
  installResponseHooks({
    readiness: readinessHook(),
    contentUnavailable: (_response, head) => void seen.push(`contentUnavailable ${head.status}`),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const counted = async (family: string, status: number) =>
  (await metrics().responses.get()).values.find(
    (value) => value.labels.family === family && value.labels.status === String(status),
  )?.value ?? 0;

describe('the response hooks', () => {
  it('states one order, readiness first and observation last', () => {
    expect(RESPONSE_HOOK_ORDER).toEqual([
      'readiness',
      'contentUnavailable',
      'internalHeaders',
      'draftSession',
      'securityHeaders',
      'observe',
    ]);
  });

  it('leaves the metrics listener out: a scrape answers 200 before ready and is not counted', async () => {
    const listener = startMetricsServer(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    try {
      const total = async () => (await metrics().responses.get()).values.reduce((sum, { value }) => sum + value, 0);
      const before = await total();
      const scrape = await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('morphis_ready 0');
      expect(await total()).toBe(before);
    } finally {
      listener.close();
    }
  });

  it('answers 503 to GET and HEAD until ready, lets probes and webhooks through, then serves', async () => {
    seen.length = 0;
    expect(await answer('/de/blog/some-post')).toEqual({ status: 503, retryAfter: '1' });
    // Later hooks see the status that leaves.
    expect(seen).toEqual(['contentUnavailable 503', 'internalHeaders', 'securityHeaders']);
    expect((await answer('/pricing', 'HEAD')).status).toBe(503);
    expect((await answer('/api/health')).status).toBe(200);
    expect((await answer('/api/ready?x')).status).toBe(200);
    expect((await answer('/api/revalidate', 'POST')).status).toBe(200);
    markReady('content');
    expect((await answer('/pricing')).status).toBe(503);
    markReady('cluster');
    expect((await answer('/pricing')).status).toBe(200);
    expect(await counted('blog', 503)).toBe(1);
    expect(await counted('pricing', 200)).toBe(1);
    await answer('/fail');
    expect(await counted('page', 500)).toBe(1);
  });
});

describe('the log lines', () => {
  it('carry the id of the request they were written for, once, and never a key twice', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
    );
    bindRequestIds();
    const logging = createServer((req, res) => {
      // Written later, from another turn of the event loop, as a render or a handler would.
      setTimeout(() => {
        logger.info({ path: req.url }, 'served');
        logger.error({ requestId: requestIdOf(req.headers), path: req.url }, 'with its own id too');
        res.end();
      }, 5);
    });
    await new Promise<void>((resolve) => logging.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(logging.address() as AddressInfo).port}`;
      await Promise.all(
        ['a1', 'b2', 'c3'].map((id) =>
          fetch(`${url}/${id}`, { headers: { 'x-request-id': id } }).then((r) => r.text()),
        ),
      );
      await fetch(`${url}/none`).then((r) => r.text());
      logger.info('not a request');
    } finally {
      logging.close();
    }
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const record of records.filter((record) => record.path !== '/none' && record.msg !== 'not a request'))
      expect(record.requestId).toBe(String(record.path).slice(1));
    for (const record of records.filter((record) => record.path === '/none' || record.msg === 'not a request'))
      expect(record).not.toHaveProperty('requestId');
    expect(records).toHaveLength(9);
    for (const line of lines) expect(repeatedKeys(line), line).toEqual([]);
  });
});

describe('the request id', () => {
  it('goes back with the answer when the front sent a plausible one', async () => {
    const asked = (id?: string) =>
      fetch(`http://127.0.0.1:${port}/pricing`, { headers: id ? { 'x-request-id': id } : {} }).then((answer) => {
        void answer.body?.cancel();
        return answer.headers.get('x-request-id');
      });
    expect(await asked('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(await asked()).toBeNull();
    expect(await asked('not <an> id')).toBeNull();
  });
});

describe('observability helpers', () => {
  it('names a bounded route family', () => {
    expect(routeFamily('/')).toBe('home');
    expect(routeFamily('/de')).toBe('home');
    expect(routeFamily('/de/blog/x?y=1')).toBe('blog');
    expect(routeFamily('/pricing')).toBe('pricing');
    expect(routeFamily('/no-such/thing')).toBe('page');
    expect(routeFamily('/_next/static/chunks/a.js')).toBe('static');
    expect(routeFamily('/_next/image?url=x')).toBe('image');
    expect(routeFamily('/api/revalidate')).toBe('api:revalidate');
    expect(routeFamily('/api/whatever')).toBe('api:other');
    expect(routeFamily('/en-US-sitemap.xml')).toBe('feed');
    expect(routeFamily('/de/blog/x.md')).toBe('markdown');
    expect(routeFamily('/index.html.md')).toBe('markdown');
    expect(routeFamily('/llms.txt')).toBe('llms');
    expect(routeFamily('/de/llms-full.txt')).toBe('llms');
    expect(routeFamily('/api/markdown/de/blog/x')).toBe('api:markdown');
    expect(routeFamily('/robots.txt')).toBe('feed');
  });

  it('counts a Markdown twin as one however it was asked for: its .md address or the page address with Accept', () => {
    expect(answerFamily('/de/blog/x', 'text/markdown; charset=utf-8')).toBe('markdown');
    expect(answerFamily('/api/markdown/de/blog/x', 'text/markdown; charset=utf-8')).toBe('markdown');
    expect(answerFamily('/de/blog/x', 'text/html; charset=utf-8')).toBe('blog');
    expect(answerFamily('/de/blog/x', undefined)).toBe('blog');
    expect(answerFamily('/llms.txt', 'text/plain; charset=utf-8')).toBe('llms');
  });

  it('keeps secrets and draft mode out of logged paths, and takes only a plausible request id', () => {
    expect(loggedPath('/api/draft-mode/enable?secret=abc&slug=/x')).toBe('/api/draft-mode/enable?[redacted]');
    expect(loggedPath('/x?sanity-preview-secret=abc')).toBe('/x?[redacted]');
    expect(loggedPath('/x?access_token=1')).toBe('/x?[redacted]');
    expect(loggedPath('/blog?page=2')).toBe('/blog?page=2');
    expect(requestIdOf({ 'x-request-id': '0123abcdef' })).toBe('0123abcdef');
    expect(requestIdOf({ 'x-request-id': 'a b\n{"level":60}' })).toBeUndefined();
    expect(requestIdOf(new Headers({ 'x-request-id': 'f00' }))).toBe('f00');
  });

  it('records a request error with its route, digest and request id, and no cookie', () => {
    const error = Object.assign(new Error('boom'), { digest: '12345' });
    const record = requestErrorRecord(
      error,
      {
        path: '/api/draft-mode/enable?secret=s3cret',
        method: 'GET',
        headers: { cookie: '__prerender_bypass=1', 'x-request-id': 'abc123' },
      },
      {
        routerKind: 'App Router',
        routePath: '/api/draft-mode/enable',
        routeType: 'route',
        revalidateReason: undefined,
      },
    );
    expect(record).toMatchObject({
      requestId: 'abc123',
      route: '/api/draft-mode/enable',
      routeType: 'route',
      digest: '12345',
      path: '/api/draft-mode/enable?[redacted]',
    });
    expect(JSON.stringify(record)).not.toMatch(/s3cret|prerender_bypass/);
  });
});
