import { DETECTION_VARY, VARY_MARKER } from '@site/edge';
import { type IncomingHttpHeaders, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeadersHook } from '@/server/internal-headers-net.node';
import { installResponseHooks } from '@/server/response-hooks.node';

/**
 * Internal headers and detection's Vary, at the server's response net: whatever Next put on a response, the client
 * never gets `x-middleware-rewrite`, and the detection rule's marker ends up in `Vary` after Next's own names.
 */

let port = 0;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('x-middleware-rewrite', '/en/~/missing/x');
  res.setHeader('x-nextjs-rewritten-path', '/en/pricing');
  if (url.searchParams.has('marker')) res.setHeader(VARY_MARKER, DETECTION_VARY);
  // As Next's page renderer does, after the header rules: its own Vary replaces any other.
  res.setHeader('Vary', url.searchParams.get('vary') ?? 'rsc, next-router-state-tree');
  if (url.searchParams.has('implicit')) res.end('body');
  else {
    res.writeHead(url.searchParams.has('redirect') ? 307 : 200, { 'content-type': 'text/plain' });
    res.end('body');
  }
});

function headersOf(path: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  installResponseHooks({ internalHeaders: internalHeadersHook() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the internal headers net', () => {
  it.each(['/', '/?implicit', '/?redirect', '/?marker', '/?marker&implicit'])(
    'never sends x-middleware-rewrite (%s)',
    async (path) => {
      const headers = await headersOf(path);
      expect(headers['x-middleware-rewrite']).toBeUndefined();
      // The client router's header stays.
      expect(headers['x-nextjs-rewritten-path']).toBe('/en/pricing');
    },
  );

  it('merges the detection marker into Vary and drops the marker', async () => {
    for (const path of ['/?marker', '/?marker&implicit', '/?marker&redirect']) {
      const headers = await headersOf(path);
      expect(headers.vary).toBe(`rsc, next-router-state-tree, ${DETECTION_VARY}`);
      expect(headers[VARY_MARKER]).toBeUndefined();
    }
  });

  it('merges each Vary with the marker on its own, however many answers came before', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await headersOf('/?marker&vary=Accept-Encoding')).vary).toBe(`Accept-Encoding, ${DETECTION_VARY}`);
      expect((await headersOf('/?marker')).vary).toBe(`rsc, next-router-state-tree, ${DETECTION_VARY}`);
      expect((await headersOf('/?marker&vary=rsc')).vary).toBe(`rsc, ${DETECTION_VARY}`);
    }
  });

  it('leaves Vary alone without the marker', async () => {
    expect((await headersOf('/')).vary).toBe('rsc, next-router-state-tree');
  });
});
