import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contentHealth, contentUnavailable, ContentUnavailableError, createLastGood } from '@/content/last-good';
import { LocalContentSource } from '@/content/local-source';

const STATE = Symbol.for('morphis.content.lastGood');
const DATASET = fileURLToPath(new URL('../../../../studio/seed/dataset', import.meta.url));

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE];
  vi.useRealTimers();
});

function setup(probe: () => Promise<unknown>, limits: { limit?: number; absentLimit?: number } = {}) {
  const expired: string[][] = [];
  const logs: string[] = [];
  const lastGood = createLastGood({
    expireTags: (tags) => expired.push([...tags]),
    probe,
    log: (line) => logs.push(line),
    probeIntervalMs: 1000,
    ...limits,
  });
  return { lastGood, expired, logs };
}

describe('last good content', () => {
  test('a failed read answers the last good result, logs it once with the document, and reports stale', async () => {
    const { lastGood, logs } = setup(() => Promise.reject(new Error('still down')));
    expect(await lastGood.read('k', ['t1'], 'ARTICLE blog/x', async () => ({ title: 'good' }))).toEqual({
      title: 'good',
    });
    expect(contentHealth()).toBe('ok');
    const failing = async () => {
      throw new Error('Lake answered 502');
    };
    expect(await lastGood.read('k', ['t1'], 'ARTICLE blog/x', failing)).toEqual({ title: 'good' });
    expect(await lastGood.read('k', ['t1'], 'ARTICLE blog/x', failing)).toEqual({ title: 'good' });
    expect(contentHealth()).toBe('stale');
    expect(contentUnavailable()).toBe(false);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('ARTICLE blog/x');
    expect(logs[0]).toContain('Lake answered 502');
  });

  test('with nothing to fall back on, the read fails as unavailable (the server answers 503)', async () => {
    const { lastGood } = setup(() => Promise.reject(new Error('down')));
    await expect(lastGood.read('new', [], 'PAGE new', () => Promise.reject(new Error('down')))).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
    expect(contentUnavailable()).toBe(true);
  });

  test('reads with nothing to fall back on log one line per outage, not one per address', async () => {
    const { lastGood, logs } = setup(() => Promise.reject(new Error('down')));
    for (const slug of ['a', 'b', 'c']) {
      await expect(
        lastGood.read(slug, [], `ARTICLE blog/${slug}`, () => Promise.reject(new Error('down'))),
      ).rejects.toBeInstanceOf(ContentUnavailableError);
    }
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('ARTICLE blog/a');
  });

  test('lookups that found nothing are remembered apart: made-up addresses never push a real result out', async () => {
    const { lastGood } = setup(() => Promise.reject(new Error('down')), { limit: 2, absentLimit: 2 });
    await lastGood.read('real', [], 'ARTICLE blog/real', async () => ({ title: 'real' }));
    for (let index = 0; index < 10; index += 1) {
      await lastGood.read(`made-up-${index}`, [], `ARTICLE blog/made-up-${index}`, async () => null);
    }
    const down = () => Promise.reject(new Error('down'));
    expect(await lastGood.read('real', [], 'ARTICLE blog/real', down)).toEqual({ title: 'real' });
    // The latest lookups that found nothing still answer nothing (a 404, not a 503); older ones were let go.
    expect(await lastGood.read('made-up-9', [], 'ARTICLE blog/made-up-9', down)).toBeNull();
    await expect(lastGood.read('made-up-0', [], 'ARTICLE blog/made-up-0', down)).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
  });

  test('once the probe passes, the tags served from memory are expired and the content is ok again', async () => {
    vi.useFakeTimers();
    let healthy = false;
    const { lastGood, expired } = setup(async () => {
      if (!healthy) throw new Error('down');
    });
    await lastGood.read('k', ['content:slug:blogPost:x'], 'x', async () => 1);
    await lastGood.read('k', ['content:slug:blogPost:x'], 'x', () => Promise.reject(new Error('down')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(expired).toEqual([]);
    expect(contentHealth()).toBe('stale');
    healthy = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(expired).toEqual([['content:slug:blogPost:x']]);
    expect(contentHealth()).toBe('ok');
  });
});

describe('the embedded dataset when its file breaks', () => {
  test('the last good dataset answers, the source reports itself degraded, and a readable file is read again', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'dataset-')), 'dataset');
    cpSync(DATASET, dir, { recursive: true });
    const file = join(dir, 'data.ndjson');
    const degraded: unknown[] = [];
    const source = new LocalContentSource({ dir, watch: false, onDegraded: (error) => degraded.push(error) });
    const count = 'count(*[_type == "blogPost"])';
    const before = await source.fetch<number>(count);
    const good = readFileSync(file, 'utf8');

    writeFileSync(file, good.slice(0, good.length / 2));
    source.invalidate();
    expect(await source.fetch<number>(count)).toBe(before);
    expect(source.degraded()).toBe(true);
    expect(degraded).toHaveLength(1);
    // An unchanged broken file is not read again on every query.
    await source.fetch(count);
    expect(degraded).toHaveLength(1);

    writeFileSync(
      file,
      good
        .split('\n')
        .filter((line) => !line.includes('"_type":"blogPost"') || !line.includes('what-is-browser-fingerprinting'))
        .join('\n'),
    );
    expect(await source.fetch<number>(count)).toBe(before - 1);
    expect(source.degraded()).toBe(false);
  });

  test('with nothing read yet, an unreadable file is an error', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'dataset-')), 'dataset');
    cpSync(DATASET, dir, { recursive: true });
    writeFileSync(join(dir, 'data.ndjson'), '{"_id": "x", ');
    const source = new LocalContentSource({ dir, watch: false });
    await expect(source.fetch('1')).rejects.toThrow(/Cannot load the embedded dataset/);
  });
});
