import { describe, expect, it } from 'vitest';
import { isShown, type PublishedRevision, waitUntilShown } from '@/content/publish-visible';
import type { ChangedDocument } from '@/content/tags';

const UPDATE: ChangedDocument = {
  _id: 'post-a',
  _type: 'blogPost',
  _rev: 'rev-2',
  _updatedAt: '2025-06-01T12:00:00Z',
  operation: 'update',
};

/** A Lake that answers `answers` in turn (the last one from then on), on a clock the sleeps move. */
function lake(answers: (PublishedRevision | Error)[]) {
  let clock = 0;
  const reads: number[] = [];
  return {
    reads,
    deps: {
      read: async () => {
        reads.push(clock);
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      sleep: async (ms: number) => {
        clock += ms;
      },
      now: () => clock,
    },
  };
}

describe('waiting until the Lake shows a publish', () => {
  it('is shown by the announced revision, a later one, or, for a delete, the document gone', () => {
    expect(isShown(UPDATE, { _rev: 'rev-2' })).toBe(true);
    expect(isShown(UPDATE, { _rev: 'rev-1', _updatedAt: '2025-06-01T11:59:00Z' })).toBe(false);
    expect(isShown(UPDATE, { _rev: 'rev-3', _updatedAt: '2025-06-01T12:00:05Z' })).toBe(true);
    expect(isShown(UPDATE, null)).toBe(false);
    expect(isShown({ ...UPDATE, operation: 'delete' }, null)).toBe(true);
    expect(isShown({ ...UPDATE, operation: 'delete' }, { _rev: 'rev-2' })).toBe(false);
  });

  it('asks again with growing pauses until the revision shows, a failed read counting as not yet', async () => {
    const { deps, reads } = lake([{ _rev: 'rev-1' }, new Error('503'), { _rev: 'rev-1' }, { _rev: 'rev-2' }]);
    expect(await waitUntilShown(UPDATE, deps, 10_000)).toBe(true);
    expect(reads).toEqual([0, 100, 300, 700]);
  });

  it('gives up at the bound, and at once for a change that names no revision', async () => {
    const { deps, reads } = lake([{ _rev: 'rev-1' }]);
    expect(await waitUntilShown(UPDATE, deps, 3000)).toBe(false);
    expect(reads.at(-1)).toBe(3000);
    const none = lake([{ _rev: 'rev-1' }]);
    expect(await waitUntilShown({ ...UPDATE, _rev: null }, none.deps, 3000)).toBe(false);
    expect(none.reads).toEqual([]);
  });
});
