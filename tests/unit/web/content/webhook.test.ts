import { SIGNATURE_HEADER, signWebhookPayload } from '@site/schemas';
import { encodeSignatureHeader } from '@sanity/webhook';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPublisher } from '@/content/publish';
import { type ChangedDocument, contentTags, tagsForChange } from '@/content/tags';
import { handleRevalidation, MAX_BODY_BYTES, MemoryReplayGuard, type RevalidationDeps } from '@/content/webhook';
import { publishHarness } from './support';

const SECRET = 'test-secret-for-webhooks';
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const URL_ = 'http://localhost/api/revalidate';
const PAYLOAD = JSON.stringify({
  _id: 'blog-post-a',
  _type: 'blogPost',
  slug: 'new-slug',
  previousSlug: 'old-slug',
  operation: 'update',
});

/** The webhook over the real publish (content/publish.ts) with a recording host. */
function setup(overrides: Partial<RevalidationDeps> = {}) {
  const run = publishHarness();
  const deps: RevalidationDeps = {
    secret: SECRET,
    replay: new MemoryReplayGuard(),
    now: () => NOW,
    publish: createPublisher(run.host, run.own),
    ...overrides,
  };
  return {
    deps,
    revalidated: run.expired,
    invalidations: () => run.steps.filter((step) => step === 'source invalidated').length,
  };
}

async function signed(
  body: string | Uint8Array<ArrayBuffer>,
  timestamp = NOW,
  secret = SECRET,
  init: RequestInit = {},
) {
  return new Request(URL_, {
    method: 'POST',
    body: body as BodyInit,
    ...init,
    headers: { [SIGNATURE_HEADER]: await signWebhookPayload(secret, body, timestamp), ...(init.headers ?? {}) },
  });
}

describe('POST /api/revalidate', () => {
  it('accepts a valid call, refreshes the source and expires the document, list and sitemap tags', async () => {
    const { deps, revalidated, invalidations } = setup();
    const response = await handleRevalidation(await signed(PAYLOAD), deps);
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(
      expect.arrayContaining([
        contentTags.slug('blogPost', 'new-slug'),
        contentTags.slug('blogPost', 'old-slug'),
        contentTags.list('blogPost'),
        contentTags.sitemap(),
      ]),
    );
    expect(invalidations()).toBe(1);
    expect(((await response.json()) as { revalidated: string[] }).revalidated).toEqual(revalidated);
  });

  it("records a delivery only once its work succeeded: Sanity's retry of a failed one is applied, a repeat of an applied one is 409", async () => {
    let failures = 1;
    const { deps: applied, revalidated } = setup();
    const deps: RevalidationDeps = {
      ...applied,
      publish: async (change: ChangedDocument) => {
        if (failures-- > 0) throw new Error('the Lake did not answer');
        return applied.publish(change);
      },
    };
    const delivery = await signed(PAYLOAD);
    const retry = () => new Request(delivery.url, { method: 'POST', body: PAYLOAD, headers: delivery.headers });
    const first = await handleRevalidation(retry(), deps);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('5');
    expect(((await first.json()) as { message: string }).message).toBe('The change could not be applied; retry');
    expect(revalidated).toEqual([]);
    expect((await handleRevalidation(retry(), deps)).status).toBe(200);
    expect(revalidated.length).toBeGreaterThan(0);
    expect((await handleRevalidation(retry(), deps)).status).toBe(409);
  });

  it('never waits for a call it refuses', async () => {
    const { deps } = setup({ publish: () => new Promise<readonly string[]>(() => undefined) });
    expect((await handleRevalidation(await signed(PAYLOAD, NOW, 'wrong-secret'), deps)).status).toBe(401);
  });

  it('accepts the signature @sanity/webhook produces (the format Sanity sends)', async () => {
    const { deps } = setup();
    const header = await encodeSignatureHeader(PAYLOAD, NOW, SECRET);
    const response = await handleRevalidation(
      new Request(URL_, { method: 'POST', body: PAYLOAD, headers: { [SIGNATURE_HEADER]: header } }),
      deps,
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ['a missing signature', async () => new Request(URL_, { method: 'POST', body: PAYLOAD }), /Missing signature/],
    [
      'a malformed signature',
      async () => new Request(URL_, { method: 'POST', body: PAYLOAD, headers: { [SIGNATURE_HEADER]: 'v1=abc' } }),
      /Malformed/,
    ],
    ['a signature made with another secret', async () => signed(PAYLOAD, NOW, 'another-secret'), /Invalid signature/],
    [
      'a body changed after signing',
      async () => {
        const header = await signWebhookPayload(SECRET, PAYLOAD, NOW);
        return new Request(URL_, {
          method: 'POST',
          body: PAYLOAD.replace('new-slug', 'evil-slug'),
          headers: { [SIGNATURE_HEADER]: header },
        });
      },
      /Invalid signature/,
    ],
    ['a timestamp older than 5 minutes', async () => signed(PAYLOAD, NOW - 5 * 60 * 1000 - 1), /too old/],
    ['a timestamp in the future', async () => signed(PAYLOAD, NOW + 10 * 60 * 1000), /future/],
  ])('answers 401 for %s and expires nothing', async (_name, make, message) => {
    const { deps, revalidated } = setup();
    const response = await handleRevalidation(await make(), deps);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(revalidated).toEqual([]);
  });

  it('tolerates a few seconds of clock skew', async () => {
    const { deps } = setup();
    expect((await handleRevalidation(await signed(PAYLOAD, NOW + 5_000), deps)).status).toBe(200);
  });

  it('answers 409 when a signature is replayed', async () => {
    const { deps, revalidated } = setup();
    const header = await signWebhookPayload(SECRET, PAYLOAD, NOW);
    const make = () => new Request(URL_, { method: 'POST', body: PAYLOAD, headers: { [SIGNATURE_HEADER]: header } });
    expect((await handleRevalidation(make(), deps)).status).toBe(200);
    const count = revalidated.length;
    expect((await handleRevalidation(make(), deps)).status).toBe(409);
    expect(revalidated.length).toBe(count);
  });

  it('accepts one signature once, whatever its spelling: the spare bits of the last character and padding are refused', async () => {
    const { deps, revalidated } = setup();
    const header = await signWebhookPayload(SECRET, PAYLOAD, NOW);
    const [timestamp, mac] = header.split(',v1=') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1)!);
    // 43 characters carry 258 bits for 32 bytes: the last one's two low bits decode to nothing.
    const spellings = [0, 1, 2, 3].map((bits) => `${timestamp},v1=${mac.slice(0, -1)}${alphabet[(last & ~3) | bits]}`);
    expect(spellings).toContain(header);
    const send = (value: string) =>
      handleRevalidation(
        new Request(URL_, { method: 'POST', body: PAYLOAD, headers: { [SIGNATURE_HEADER]: value } }),
        deps,
      );
    const statuses = [];
    for (const value of [...spellings, `${header}=`, header]) statuses.push((await send(value)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(409);
    expect(revalidated.length).toBe(tagsForChange(JSON.parse(PAYLOAD) as never).length);
  });

  it('hands the replay guard the MAC bytes, not the text', async () => {
    const keys: string[] = [];
    const { deps } = setup({ replay: { accept: (key) => (keys.push(key), true), release: () => undefined } });
    const header = await signWebhookPayload(SECRET, PAYLOAD, NOW);
    await handleRevalidation(
      new Request(URL_, { method: 'POST', body: PAYLOAD, headers: { [SIGNATURE_HEADER]: header } }),
      deps,
    );
    expect(keys).toEqual([Buffer.from(header.split(',v1=')[1]!, 'base64url').toString('hex')]);
  });

  it('answers 413 for a body over 256 KB, declared or streamed', async () => {
    const { deps } = setup();
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect((await handleRevalidation(await signed(big), deps)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 5; index++) controller.enqueue(new Uint8Array(64 * 1024 + 1));
        controller.close();
      },
    });
    const chunked = new Request(URL_, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, 'x', NOW) },
    } as RequestInit);
    expect((await handleRevalidation(chunked, deps)).status).toBe(413);
    expect((await handleRevalidation(await signed('y'.repeat(MAX_BODY_BYTES)), deps)).status).toBe(400);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('answers 405 to %s with Allow: POST', async (method) => {
    const { deps } = setup();
    const response = await handleRevalidation(
      new Request(URL_, { method, ...(method === 'GET' ? {} : { body: PAYLOAD }) }),
      deps,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['malformed JSON', '{"_id": "x",'],
    ['a JSON array', JSON.stringify([{ _id: 'x', _type: 'blogPost' }])],
    ['a payload without _type', JSON.stringify({ _id: 'x' })],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers 400 for %s (after the signature checks out)', async (_name, body) => {
    const { deps, revalidated } = setup();
    expect((await handleRevalidation(await signed(body), deps)).status).toBe(400);
    expect(revalidated).toEqual([]);
  });

  it('refuses every call with 503 when no secret is configured', async () => {
    const { deps } = setup({ secret: null });
    expect((await handleRevalidation(await signed(PAYLOAD), deps)).status).toBe(503);
  });

  it('never throws on random input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.option(fc.string({ maxLength: 80 })),
        fc.constantFrom('POST', 'GET', 'PUT'),
        async (body, header, method) => {
          const { deps } = setup();
          const request = new Request(URL_, {
            method,
            ...(method === 'GET' ? {} : { body }),
            headers: header === null ? {} : { [SIGNATURE_HEADER]: header },
          });
          const response = await handleRevalidation(request, deps);
          expect([400, 401, 405, 409, 413]).toContain(response.status);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('verifies exactly the signed bytes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), fc.nat(), async (text, flip) => {
        const body = new TextEncoder().encode(JSON.stringify({ _id: 'x', _type: 'blogPost', note: text }));
        const header = await signWebhookPayload(SECRET, body, NOW);
        const tampered = body.slice();
        const index = flip % tampered.length;
        tampered[index] = tampered[index]! ^ 1;
        const ok = await handleRevalidation(
          new Request(URL_, { method: 'POST', body, headers: { [SIGNATURE_HEADER]: header } }),
          setup().deps,
        );
        const bad = await handleRevalidation(
          new Request(URL_, { method: 'POST', body: tampered, headers: { [SIGNATURE_HEADER]: header } }),
          setup().deps,
        );
        expect(ok.status).toBe(200);
        expect(bad.status).toBe(401);
      }),
      { numRuns: 40 },
    );
  });
});

describe('document to tags', () => {
  it.each([
    [
      { _id: 'guide-x', _type: 'guide', slug: 'x' },
      ['content:list:guide', 'content:members:guide', 'content:sitemap', 'content:slug:guide:x', 'content:type:guide'],
    ],
    [
      { _id: 'blog-category-tips', _type: 'blogCategory', slug: 'tips' },
      ['content:list:blogCategory', 'content:list:blogPost', 'content:sitemap', 'content:type:blogCategory'],
    ],
    [{ _id: 'siteSettings', _type: 'siteSettings' }, ['content:doc:siteSettings']],
    [{ _id: 'navigation', _type: 'navigation' }, ['content:doc:navigation']],
    [{ _id: 'faq-entry-a', _type: 'faqEntry' }, ['content:list:faqEntry', 'content:type:faqEntry']],
    [
      { _id: 'solution-page-crypto', _type: 'solutionPage', slug: 'crypto' },
      [
        'content:list:solutionPage',
        'content:members:solutionPage',
        'content:sitemap',
        'content:slug:solutionPage:crypto',
        'content:type:solutionPage',
      ],
    ],
    [{ _id: 'x', _type: 'somethingElse', slug: 'x' }, []],
  ])('%j -> %j', (change, tags) => {
    expect(tagsForChange(change)).toEqual(tags);
  });

  it('refreshes which articles exist only when one is created, deleted or renamed, not on an edit', () => {
    const members = 'content:members:blogPost';
    const post = { _id: 'blog-post-x', _type: 'blogPost', slug: 'x', previousSlug: 'x' };
    expect(tagsForChange({ ...post, operation: 'update' })).not.toContain(members);
    expect(tagsForChange({ ...post, operation: 'update' })).toContain('content:list:blogPost');
    expect(tagsForChange({ ...post, operation: 'update', previousSlug: 'old-x' })).toContain(members);
    expect(tagsForChange({ ...post, operation: 'update', slug: null })).toContain(members);
    expect(tagsForChange({ ...post, operation: 'create', previousSlug: null })).toContain(members);
    expect(tagsForChange({ ...post, operation: 'delete', slug: null })).toContain(members);
    expect(tagsForChange({ ...post, operation: null })).toContain(members);
  });

  it('refreshes every article list when an author changes (names appear in lists)', () => {
    expect(tagsForChange({ _id: 'author-a', _type: 'author', slug: 'a' })).toEqual(
      expect.arrayContaining(['content:type:author', 'content:list:blogPost', 'content:list:partner']),
    );
  });

  it('takes `listed` only when each id in it is an id: otherwise every listing of the type is refreshed', async () => {
    const side = { category: 'blog-category-a', tags: ['blog-tag-a'], locales: ['en'] };
    const expire = async (listed: unknown) => {
      const { deps, revalidated } = setup();
      const body = { _id: 'blog-post-x', _type: 'blogPost', slug: 'x', previousSlug: 'x', operation: 'update', listed };
      expect((await handleRevalidation(await signed(JSON.stringify(body)), deps)).status).toBe(200);
      return revalidated;
    };
    expect(await expire([side, side])).toEqual(
      expect.arrayContaining(['content:listing:blogPost:blog-category-a:*', 'content:listing:blogPost:*:blog-tag-a']),
    );
    expect(await expire([side, side])).not.toContain('content:list:blogPost');
    for (const bad of [[side], [side, { ...side, tags: ['a b'] }], [side, { ...side, category: '-x' }], 'x', null]) {
      const tags = await expire(bad);
      expect(tags, JSON.stringify(bad)).toContain('content:list:blogPost');
      expect(tags.filter((tag) => tag.startsWith('content:listing:'))).toEqual([]);
    }
  });

  it('drops slugs that are not slugs, so request text never becomes a tag', () => {
    const tags = tagsForChange({ _id: 'blog-post-x', _type: 'blogPost', slug: '../../etc', previousSlug: 'A B' });
    expect(tags.some((tag) => tag.includes('..') || tag.includes(' '))).toBe(false);
    expect(tags).toContain('content:list:blogPost');
  });
});
