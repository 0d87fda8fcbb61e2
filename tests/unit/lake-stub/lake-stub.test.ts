import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LakeControl } from '../../lake-stub/client';
import { type RunningLake, startLake } from '../../lake-stub/server';
import { LAKE_API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID, LAKE_TOKEN } from '../../lake-stub/settings';
import { DATASET_DIR } from '../content/support';

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
  lake = await startLake({
    port: 0,
    host: '127.0.0.1',
    datasetDir: DATASET_DIR,
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    tokens: [LAKE_TOKEN],
  });
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

  it('refuses drafts without a token (401) and shows them with one', async () => {
    await control.client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings', marker: 'draft' });
    await expect(client({ perspective: 'drafts' }).fetch(SETTINGS)).rejects.toMatchObject({ statusCode: 401 });
    expect(await client({ perspective: 'drafts', token: LAKE_TOKEN }).fetch('*[_id == "siteSettings"][0].marker')).toBe(
      'draft',
    );
    expect(
      await client({ perspective: 'published', token: LAKE_TOKEN }).fetch('*[_id == "siteSettings"][0].marker'),
    ).toBeNull();
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
