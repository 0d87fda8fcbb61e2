import { describe, expect, it } from 'vitest';
import { PROBE_QUERY, readContentOnce } from '@/content/first-read';
import type { ContentSource } from '@/content/source';

function source(kind: 'local' | 'sanity', fetch: () => Promise<unknown>) {
  const queries: string[] = [];
  const value: ContentSource = {
    kind,
    fetch: async <R>(query: string) => {
      queries.push(query);
      return (await fetch()) as R;
    },
    revision: async () => 'constant',
    invalidate: () => undefined,
  };
  return { value, queries };
}

describe('the first read at start (readiness)', () => {
  it('asks the Lake itself, whose revision is a constant, and fails with it', async () => {
    const lake = source('sanity', async () => 1);
    await readContentOnce(lake.value);
    expect(lake.queries).toEqual([PROBE_QUERY]);
    const down = source('sanity', async () => Promise.reject(new Error('401 Unauthorized')));
    await expect(readContentOnce(down.value)).rejects.toThrow('401');
  });

  it('gives up on a Lake that hangs after its short timeout', async () => {
    const hanging = source('sanity', () => new Promise(() => undefined));
    const started = Date.now();
    await expect(readContentOnce(hanging.value, 50)).rejects.toThrow('did not answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads only the revision of the embedded dataset (its file read)', async () => {
    const local = source('local', async () => 1);
    await readContentOnce(local.value);
    expect(local.queries).toEqual([]);
  });
});
