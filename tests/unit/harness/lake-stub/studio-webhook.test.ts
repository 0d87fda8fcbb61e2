import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSignatureHeader, SIGNATURE_HEADER, verifyWebhookSignature } from '@site/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, studioWebhook } from '../../../lake-stub/studio-webhook';

/** The stand-in's webhook to the site: the README's projection, signed, retried on 5xx and failed connections only. */
const SECRET = 'a-test-secret-of-at-least-32-characters!';
let server: Server;
let url: string;
const answers: number[] = [];
const received: { body: string; valid: boolean }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const parsed = parseSignatureHeader(request.headers[SIGNATURE_HEADER] as string);
      received.push({
        body: body.toString('utf8'),
        valid: !!parsed && (await verifyWebhookSignature(SECRET, body, parsed)),
      });
      response.writeHead(answers.shift() ?? 200);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The webhook to the server above (created per call: the server's port is known only once it listens). */
function send(...args: Parameters<ReturnType<typeof studioWebhook>>) {
  studioWebhook({ url, secret: SECRET, projectId: 'p', dataset: 'd', retryDelaysMs: [20, 20] })(...args);
}

async function settled(documentId: string, attempts: number) {
  for (let i = 0; i < 100; i += 1) {
    const delivery = deliveries.findLast((item) => item.documentId === documentId);
    if (delivery && delivery.attempts.length >= attempts) return delivery;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return deliveries.findLast((item) => item.documentId === documentId);
}

describe('the stand-in webhook', () => {
  it('posts the projection of a renamed document, signed, and retries a 503 until it is taken', async () => {
    answers.push(503, 502);
    received.length = 0;
    const listed = {
      category: { _ref: 'blog-category-a' },
      tags: [{ _ref: 'blog-tag-a' }],
      title: { en: 'A' },
      body: { en: [{ _type: 'block' }] },
    };
    const before = { _id: 'post-a', _type: 'blogPost', slug: { current: 'old' }, ...listed };
    const after = {
      _id: 'post-a',
      _type: 'blogPost',
      _rev: 'tx',
      _updatedAt: '2026-11-29T00:00:00Z',
      slug: { current: 'new' },
      ...listed,
      tags: [{ _ref: 'blog-tag-a' }, { _ref: 'blog-tag-b' }],
      title: { en: 'A', de: 'A' },
      body: { en: [{ _type: 'block' }], de: [{ _type: 'block' }] },
    };
    send(before, after, 'tx');
    const delivery = await settled('post-a', 3);
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([503, 502, 200]);
    expect(JSON.parse(received[0]!.body)).toEqual({
      _id: 'post-a',
      _type: 'blogPost',
      // The revision the site waits for the Lake to show.
      _rev: 'tx',
      _updatedAt: '2026-11-29T00:00:00Z',
      slug: 'new',
      previousSlug: 'old',
      operation: 'update',
      // Which listings show it, before and after: the site refreshes those of its own terms.
      listed: [
        { category: 'blog-category-a', tags: ['blog-tag-a'], locales: ['en'] },
        { category: 'blog-category-a', tags: ['blog-tag-a', 'blog-tag-b'], locales: ['en', 'de'] },
      ],
    });
    expect(received.every((item) => item.valid)).toBe(true);
  });

  it('does not retry a refusal (4xx), and a deletion carries the old slug', async () => {
    answers.push(401);
    send({ _id: 'post-b', _type: 'blogPost', slug: { current: 'gone' } }, undefined, 'tx');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const delivery = deliveries.findLast((item) => item.documentId === 'post-b');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([401]);
    expect(delivery?.body).toEqual({
      _id: 'post-b',
      _type: 'blogPost',
      _rev: null,
      _updatedAt: null,
      slug: null,
      previousSlug: 'gone',
      operation: 'delete',
      listed: [{ category: null, tags: null, locales: [] }, null],
    });
  });
});
