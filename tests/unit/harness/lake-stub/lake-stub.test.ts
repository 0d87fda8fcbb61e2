import { Agent, get } from 'node:http';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LakeControl } from '../../../lake-stub/client';
import type { RunningLake } from '../../../lake-stub/server';
import { LAKE_API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID, LAKE_TOKEN } from '../../../lake-stub/settings';
import { startSeedLake } from '../../../fixtures/dataset';

/** The Content Lake stand-in, driven by the real `@sanity/client` exactly as the site configures it. */
let lake: RunningLake;
let control: LakeControl;
const client = (extra: Parameters<typeof createClient>[0] = {}): SanityClient =>
  createClient({
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    apiVersion: LAKE_API_VERSION,
    apiHost: `http://127.0.0.1:${lake.port}`,
    useProjectHostname: false,
    useCdn: false,
    maxRetries: 0,
    ...extra,
  });

beforeAll(async () => {
  lake = await startSeedLake();
  control = new LakeControl({ stubPort: lake.port });
});
afterAll(() => lake.close());
beforeEach(() => control.reset());

const SETTINGS = '*[_id == "siteSettings"][0]._id';

describe('Content Lake stand-in', () => {
  it("answers GET queries with parameters in Sanity's shape (ms, query, result)", async () => {
    const response = await client().fetch<{ ms: number; query: string; result: number }>(
      'count(*[_type == $type])',
      { type: 'blogPost' },
      { filterResponse: false },
    );
    expect(response.ms).toBeGreaterThan(0);
    expect(response.query).toBe('count(*[_type == $type])');
    expect(response.result).toBeGreaterThan(0);
  });

  it('answers POST for a query too long for a URL, as the client sends it', async () => {
    const pad = 'x'.repeat(12_000);
    expect(await client().fetch('*[_id == "siteSettings" && length($pad) > 0][0]._id', { pad })).toBe('siteSettings');
    expect((await control.stats()).posts).toBe(1);
  });

  it('answers a drafts query without a token with what an anonymous reader sees, and drafts with one', async () => {
    await control.client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings', marker: 'draft' });
    const marker = '*[_id == "siteSettings"][0].marker';
    for (const perspective of ['drafts', 'previewDrafts'] as const)
      expect(await client({ perspective }).fetch(marker)).toBeNull();
    expect(await client({ perspective: 'drafts', token: LAKE_TOKEN }).fetch(marker)).toBe('draft');
    expect(await client({ perspective: 'published', token: LAKE_TOKEN }).fetch(marker)).toBeNull();
  });

  it("checks the token on every request: an unknown one is 401 in the Lake's shape, none reads published", async () => {
    const revoked = client({ token: 'revoked-token' });
    const base = `http://127.0.0.1:${lake.port}/v${LAKE_API_VERSION}`;
    const refused = [
      revoked.fetch(SETTINGS),
      revoked.getDocument('siteSettings'),
      revoked.create({ _type: 'siteSettings' }),
      client({ token: 'revoked-token', perspective: 'drafts' }).fetch(SETTINGS),
    ];
    for (const attempt of refused)
      await expect(attempt).rejects.toMatchObject({ statusCode: 401, message: 'Unauthorized - Session not found' });
    const live = await fetch(`${base}/data/live/events/${LAKE_DATASET}`, { headers: { authorization: 'Bearer x' } });
    expect(live.status).toBe(401);
    expect(await live.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Session not found',
      errorCode: 'SIO-401-ANF',
    });
    expect(await client().fetch(SETTINGS)).toBe('siteSettings');
  });

  it("answers a query it cannot parse with the Lake's queryParseError, which the client prints with the place", async () => {
    const failure = (await client()
      .fetch('*[_type == "blogPost"]{title')
      .catch((error: unknown) => error)) as { statusCode: number; message: string; details: Record<string, unknown> };
    expect(failure.statusCode).toBe(400);
    expect(failure.details).toMatchObject({ type: 'queryParseError', query: '*[_type == "blogPost"]{title' });
    expect(typeof failure.details.start).toBe('number');
    expect(typeof failure.details.end).toBe('number');
    // @sanity/client draws the query with the failing place marked only for the Lake's full shape.
    expect(failure.message).toMatch(/^GROQ query parse error:\n/);
    expect(failure.message).toContain('^');
    const unknownFunction = (await client()
      .fetch('nope::fn(1)')
      .catch((error: unknown) => error)) as { details: Record<string, unknown> };
    expect(unknownFunction.details).toMatchObject({ type: 'queryParseError', query: 'nope::fn(1)', start: 0 });
  });

  it('carries sync tags in query answers, the tags live messages name', async () => {
    const { syncTags } = await client().fetch('*[_id == "siteSettings"][0]{_id}', {}, { filterResponse: false });
    expect(syncTags).toHaveLength(1);
    expect(syncTags?.[0]).toMatch(/^s1:/);
    const events: { type: string; tags?: string[] }[] = [];
    const subscription = client()
      .live.events()
      .subscribe({ next: (event) => events.push(event as never) });
    try {
      await expect.poll(() => events.map((event) => event.type)).toContain('welcome');
      await control.client.patch('siteSettings').set({ marker: 'tagged' }).commit();
      await expect.poll(() => events.find((event) => event.type === 'message')?.tags).toEqual(syncTags);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('answers a source map on request, so stega works through the real client', async () => {
    const stega = client({
      perspective: 'drafts',
      token: LAKE_TOKEN,
      stega: { enabled: true, studioUrl: 'http://studio.test' },
    });
    const query = '*[_id == "siteSettings"][0]{_id, "title": title.en}';
    const { title } = await stega.fetch<{ title: string }>(query);
    const { title: plain } = await client().fetch<{ title: string }>(query);
    expect(title).not.toBe(plain);
    expect(title.startsWith(plain)).toBe(true);
  });

  it('answers 404 for another project or dataset', async () => {
    await expect(client({ projectId: 'other0' }).fetch(SETTINGS)).rejects.toMatchObject({ statusCode: 404 });
    await expect(client({ dataset: 'staging' }).fetch(SETTINGS)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('fails on command: 5xx, malformed JSON, a dropped connection, a slow answer', async () => {
    await control.configure({ faults: [{ mode: 'status', status: 502, times: 1 }] });
    await expect(client().fetch(SETTINGS)).rejects.toMatchObject({ statusCode: 502 });
    await control.configure({ faults: [{ mode: 'malformed', times: 1 }] });
    await expect(client().fetch(SETTINGS)).rejects.toThrow();
    await control.configure({ faults: [{ mode: 'drop', times: 1 }] });
    await expect(client().fetch(SETTINGS)).rejects.toThrow();
    await control.configure({ faults: [{ mode: 'slow', delayMs: 400, times: 1 }] });
    const started = Date.now();
    expect(await client().fetch(SETTINGS)).toBe('siteSettings');
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    await control.configure({ faults: [{ mode: 'hang', times: 1 }] });
    await expect(client({ timeout: 300 }).fetch(SETTINGS)).rejects.toThrow();
    expect(await client().fetch(SETTINGS)).toBe('siteSettings');
  });

  it('keeps an idle connection open past a client’s pause, so a mutation never meets a socket it is closing', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const health = () =>
      new Promise<{ status: number; reused: boolean }>((done, fail) => {
        const req = get({ host: '127.0.0.1', port: lake.port, path: '/__lake/health', agent }, (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', fail);
      });
    try {
      expect(await health()).toEqual({ status: 200, reused: false });
      // Past Node's default of 5 s, after which a server closes an idle connection the client may be reusing.
      await new Promise((wait) => setTimeout(wait, 6_000));
      expect(await health()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);

  it('makes a publish visible only after the configured delay', async () => {
    await control.configure({ visibilityDelayMs: 600 });
    await control.client.patch('siteSettings').set({ marker: 'v2' }).commit();
    expect(await client().fetch('*[_id == "siteSettings"][0].marker')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await client().fetch('*[_id == "siteSettings"][0].marker')).toBe('v2');
  });

  it('streams live events: welcome, then a message with sync tags per visible change; drafts need a token', async () => {
    const events: { type: string; tags?: string[] }[] = [];
    const subscription = client({ token: LAKE_TOKEN })
      .live.events({ includeDrafts: true })
      .subscribe({ next: (event) => events.push(event as never) });
    try {
      await expect.poll(() => events.map((event) => event.type)).toContain('welcome');
      await control.client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings', marker: 'live' });
      await expect.poll(() => events.find((event) => event.type === 'message')?.tags?.[0]).toMatch(/^s1:/);
    } finally {
      subscription.unsubscribe();
    }
    const refused = await fetch(
      `http://127.0.0.1:${lake.port}/v${LAKE_API_VERSION}/data/live/events/${LAKE_DATASET}?includeDrafts=true`,
      {
        headers: { 'x-sanity-project-id': LAKE_PROJECT_ID },
      },
    );
    expect(refused.status).toBe(401);
  });
});

describe('Content Lake stand-in documents', () => {
  it('answers getDocument by id, drafts only with a token', async () => {
    expect((await client().getDocument('siteSettings'))?._id).toBe('siteSettings');
    await control.client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings' });
    expect(await client().getDocument('drafts.siteSettings')).toBeUndefined();
    expect((await control.client.getDocument('drafts.siteSettings'))?._id).toBe('drafts.siteSettings');
  });
});

describe('Content Lake stand-in mutations', () => {
  const ID = 'mutationTarget';
  const create = () =>
    control.client.create({ _id: ID, _type: 'note', title: 'abc', count: 1, tags: ['a'] }, { returnDocuments: true });

  it("applies Sanity's patch operations (setIfMissing, inc, insert, unset, diffMatchPatch), each with a new _rev", async () => {
    const created = await create();
    const patched = await control.client
      .patch(ID)
      .setIfMissing({ title: 'ignored', subtitle: 'set' })
      .inc({ count: 2 })
      .insert('after', 'tags[-1]', ['b'])
      .unset(['count2'])
      .diffMatchPatch({ title: '@@ -1,3 +1,3 @@\n ab\n-c\n+d\n' })
      .commit();
    expect(patched).toMatchObject({ title: 'abd', subtitle: 'set', count: 3, tags: ['a', 'b'] });
    expect(patched._rev).not.toBe(created._rev);
    const unset = await control.client.patch(ID).unset(['subtitle']).commit();
    expect(unset.subtitle).toBeUndefined();
    expect(unset._rev).not.toBe(patched._rev);
    expect((await control.client.getDocument(ID))?._rev).toBe(unset._rev);
  });

  it("honours ifRevisionID (409 in the Lake's shape on a mismatch) and refuses a patch of a missing document", async () => {
    const created = await create();
    const stale = control.client.patch(ID).ifRevisionId('not-the-revision').set({ title: 'x' }).commit();
    await expect(stale).rejects.toMatchObject({
      statusCode: 409,
      details: { type: 'mutationError', items: [{ error: { type: 'documentRevisionIDDoesNotMatchError', id: ID } }] },
    });
    expect((await control.client.getDocument(ID))?.title).toBe('abc');
    expect((await control.client.patch(ID).ifRevisionId(created._rev).set({ title: 'y' }).commit()).title).toBe('y');
    await expect(control.client.patch('noSuchDocument').set({ title: 'x' }).commit()).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('The document with the ID "noSuchDocument" was not found'),
    });
    await expect(control.client.create({ _id: ID, _type: 'note' })).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('Content Lake stand-in live stream', () => {
  it('sends restart on command (after events it lost) and goaway, then resumes after Last-Event-ID', async () => {
    const events: { type: string; tags?: string[] }[] = [];
    const subscription = client({ token: LAKE_TOKEN })
      .live.events({ includeDrafts: true })
      .subscribe({ next: (event) => events.push(event as never) });
    const types = () => events.map((event) => event.type);
    try {
      await expect.poll(types).toContain('welcome');
      // A change the Lake does not announce: only `restart` tells the client to fetch everything again.
      await control.configure({ liveMessages: false });
      await control.client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings', marker: 'lost' });
      expect(await control.live('restart')).toEqual({ open: 1 });
      await expect.poll(types).toContain('restart');
      expect(types()).not.toContain('message');
      await control.configure({ liveMessages: true });

      // goaway ends the stream; a change made before the client is back reaches it when it reconnects.
      expect(await control.live('goaway')).toEqual({ open: 0 });
      await control.client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings', marker: 'missed' });
      await expect.poll(types, { timeout: 10_000 }).toContain('message');
      expect(types()).toContain('goaway');
      expect((await control.stats()).resumed).toBe(1);
    } finally {
      subscription.unsubscribe();
    }
  }, 20_000);

  it('tells a client back with an unknown Last-Event-ID to restart', async () => {
    const response = await fetch(
      `http://127.0.0.1:${lake.port}/v${LAKE_API_VERSION}/data/live/events/${LAKE_DATASET}`,
      {
        headers: { 'last-event-id': 'an-old-run-7' },
      },
    );
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: restart')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(text).toMatch(/event: welcome[\s\S]*event: restart/);
  });
});

describe('Content Lake stand-in CORS', () => {
  const SITE = 'http://localhost:3580';
  const OTHER = 'http://elsewhere.localhost:3580';
  const url = (path: string) => `http://127.0.0.1:${lake.port}/v${LAKE_API_VERSION}${path}`;

  it('answers only its configured origins; /check/cors says no to the others', async () => {
    await control.configure({ corsOrigins: [{ origin: SITE, credentials: false }] });
    const preflight = (origin: string) =>
      fetch(url(`/data/live/events/${LAKE_DATASET}`), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight(SITE);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight(OTHER);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    const read = await fetch(url(`/data/query/${LAKE_DATASET}?query=1`), {
      headers: { origin: OTHER, 'x-sanity-project-id': LAKE_PROJECT_ID },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    const check = async (origin: string) => {
      const answer = await fetch(url('/check/cors'), { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      return ((await answer.json()) as { result: { allowed: boolean } }).result.allowed;
    };
    expect(await check(SITE)).toBe(true);
    expect(await check(OTHER)).toBe(false);
  });
});
