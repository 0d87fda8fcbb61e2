import type { ServerResponse } from 'node:http';
import { DRAFT_SESSION_COOKIE, DRAFT_SESSION_SECONDS } from '@site/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { draftSessionValid, signDraftSession } from '@/content/draft-mode';
import { LakeContentSource } from '@/content/lake-source';
import { resolveContentConfig, sanityProblems } from '@/env';
import { holdOut, isReady, markReady, waitingFor } from '@/observability/readiness';
import { draftSessionHook } from '@/content/draft-session-net.node';
import { LakeControl } from '../../../lake-stub/client';
import type { RunningLake } from '../../../lake-stub/server';
import { LAKE_API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID, LAKE_TOKEN } from '../../../lake-stub/settings';
import { startSeedLake } from '../../../fixtures/dataset';

/**
 * Least privilege on the Lake path: which reads carry the server's token, a refused read holding the instance out of
 * readiness, and the draft session that makes draft mode end.
 */
let lake: RunningLake;
let control: LakeControl;
const QUERY = 'count(*[_type == "blogPost"])';

beforeAll(async () => {
  lake = await startSeedLake();
  control = new LakeControl({ stubPort: lake.port });
});
afterAll(() => lake.close());
beforeEach(() => control.reset());

const source = (extra: Partial<ConstructorParameters<typeof LakeContentSource>[0]> = {}) =>
  new LakeContentSource({
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    apiVersion: LAKE_API_VERSION,
    token: LAKE_TOKEN,
    privateDataset: false,
    browserToken: undefined,
    apiHost: `http://127.0.0.1:${lake.port}`,
    ...extra,
  });

/** Whether the last query the stand-in answered carried a token. */
const lastCarriedToken = async () => (await control.stats()).recentQueries.at(-1)?.token;

describe("the Lake's reads and the server's token", () => {
  it("reads a public dataset's published documents anonymously, though the server holds a token", async () => {
    expect(await source().fetch<number>(QUERY)).toBeGreaterThan(0);
    expect(await lastCarriedToken()).toBe(false);
  });

  it('sends the token on every read of a private dataset (SANITY_DATASET_PRIVATE=1)', async () => {
    await source({ privateDataset: true }).fetch(QUERY);
    expect(await lastCarriedToken()).toBe(true);
  });

  it("reads drafts, and any perspective the editor chose, with the server's token", async () => {
    await source({ perspective: 'drafts' }).fetch(QUERY);
    expect(await lastCarriedToken()).toBe(true);
    await source({ perspective: 'published', privateDataset: false }).fetch(QUERY);
    expect(await lastCarriedToken()).toBe(false);
  });

  it('tells once when the Lake refuses a read (401), and once when it reads again', async () => {
    const told: boolean[] = [];
    const lakeSource = source({ onRefused: (refused) => told.push(refused) });
    await control.configure({ faults: [{ mode: 'status', status: 401, times: 2 }] });
    await expect(lakeSource.fetch(QUERY)).rejects.toThrow('GROQ query failed');
    await expect(lakeSource.fetch(QUERY)).rejects.toThrow('GROQ query failed');
    expect(told).toEqual([true]);
    await lakeSource.fetch(QUERY);
    await lakeSource.fetch(QUERY);
    expect(told).toEqual([true, false]);
  });

  it('a 5xx is no refusal: readiness is not for outages', async () => {
    const told: boolean[] = [];
    const lakeSource = source({ onRefused: (refused) => told.push(refused) });
    await control.configure({ faults: [{ mode: 'status', status: 503, times: 2 }] });
    await expect(lakeSource.fetch(QUERY)).rejects.toThrow();
    expect(told).toEqual([]);
  });
});

describe('readiness held out', () => {
  it('an instance held out for its content is not ready until let back in', () => {
    markReady('content');
    markReady('cluster');
    expect(isReady()).toBe(true);
    holdOut('content', true);
    expect(isReady()).toBe(false);
    expect(waitingFor()).toEqual(['content']);
    holdOut('content', false);
    expect(isReady()).toBe(true);
    expect(waitingFor()).toEqual([]);
  });
});

describe('the Sanity settings', () => {
  const env = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_STUDIO_URL: 'https://s.example' };

  it('reads SANITY_DATASET_PRIVATE as 1 or 0 and refuses anything else', () => {
    expect(resolveContentConfig(env).sanity?.privateDataset).toBe(false);
    expect(resolveContentConfig({ ...env, SANITY_DATASET_PRIVATE: '1' }).sanity?.privateDataset).toBe(true);
    expect(() => resolveContentConfig({ ...env, SANITY_DATASET_PRIVATE: 'yes' })).toThrow(
      'SANITY_DATASET_PRIVATE must be 1 or 0',
    );
  });

  it('refuses to start a private dataset without a read token, or a browser given the server token', () => {
    expect(sanityProblems({ ...env, SANITY_DATASET_PRIVATE: '1' })).toEqual([
      expect.stringContaining('SANITY_DATASET_PRIVATE=1 needs SANITY_READ_TOKEN'),
    ]);
    expect(sanityProblems({ ...env, SANITY_READ_TOKEN: 't', SANITY_BROWSER_TOKEN: 't' })).toEqual([
      expect.stringContaining('SANITY_BROWSER_TOKEN is SANITY_READ_TOKEN'),
    ]);
    expect(sanityProblems({ ...env, SANITY_READ_TOKEN: 't', SANITY_BROWSER_TOKEN: 'b' })).toEqual([]);
  });
});

describe('the draft session', () => {
  const SECRET = 'preview-secret-for-the-test-0123456789';
  const now = Date.UTC(2026, 0, 1);

  it('is valid for DRAFT_SESSION_SECONDS and then over', () => {
    const value = signDraftSession(SECRET, now);
    expect(draftSessionValid(value, SECRET, now)).toBe(true);
    expect(draftSessionValid(value, SECRET, now + DRAFT_SESSION_SECONDS * 1000 - 1)).toBe(true);
    expect(draftSessionValid(value, SECRET, now + DRAFT_SESSION_SECONDS * 1000)).toBe(false);
  });

  it('ends when SANITY_PREVIEW_SECRET changes, and refuses forged, stretched or missing values', () => {
    const value = signDraftSession(SECRET, now);
    expect(draftSessionValid(value, `${SECRET}-rotated`, now)).toBe(false);
    expect(draftSessionValid(value, null, now)).toBe(false);
    expect(draftSessionValid(undefined, SECRET, now)).toBe(false);
    const [end, mac] = value.split('.');
    // A later end with the old MAC, and a far end signed properly (a session longer than one) are both refused.
    expect(draftSessionValid(`${Number(end) + 1000}.${mac}`, SECRET, now)).toBe(false);
    expect(draftSessionValid(signDraftSession(SECRET, now + 10 * DRAFT_SESSION_SECONDS * 1000), SECRET, now)).toBe(
      false,
    );
    expect(draftSessionValid(`${end}.${'A'.repeat(43)}`, SECRET, now)).toBe(false);
    expect(draftSessionValid('garbage', SECRET, now)).toBe(false);
  });

  function answer(cookie: string | undefined, setCookie?: string[]) {
    const headers = new Map<string, unknown>(setCookie ? [['set-cookie', setCookie]] : []);
    const response = {
      req: { headers: cookie === undefined ? {} : { cookie } },
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: unknown) => headers.set(name, value),
    } as unknown as ServerResponse;
    draftSessionHook(SECRET)(response, { status: 200 });
    return ([] as unknown[]).concat(headers.get('set-cookie') ?? []).map(String);
  }

  it("clears the cookies of a draft-mode request whose session is over, and leaves everyone else's alone", () => {
    const over = answer(`a=1; __prerender_bypass=x; ${DRAFT_SESSION_COOKIE}=${signDraftSession(SECRET, now)}`);
    expect(over.filter((line) => line.startsWith('__prerender_bypass=;'))).toHaveLength(2);
    expect(over.filter((line) => line.startsWith(`${DRAFT_SESSION_COOKIE}=;`))).toHaveLength(2);
    expect(over.every((line) => line.includes('Max-Age=0'))).toBe(true);
    expect(answer('__prerender_bypass=x')).toHaveLength(4);
    expect(answer(`__prerender_bypass=x; ${DRAFT_SESSION_COOKIE}=${signDraftSession(SECRET)}`)).toEqual([]);
    expect(answer('a=1')).toEqual([]);
    expect(answer(undefined)).toEqual([]);
    // The enable route's answer, which sets a new session, is not undone.
    expect(answer('__prerender_bypass=x', [`${DRAFT_SESSION_COOKIE}=new; Path=/`])).toEqual([
      `${DRAFT_SESSION_COOKIE}=new; Path=/`,
    ]);
  });
});
