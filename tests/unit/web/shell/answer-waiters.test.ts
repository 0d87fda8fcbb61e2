import { describe, expect, it } from 'vitest';
import { AnswerWaiters } from '@/shell/answer-waiters';

// web/src/shell/answer-waiters.ts: what a refresh() before swr loaded, or a download click, waits on.
describe('AnswerWaiters', () => {
  it('answers everyone waiting for a key, and only them', async () => {
    const waiters = new AnswerWaiters<string, number | undefined>();
    const first = waiters.wait('a');
    const second = waiters.wait('a');
    const other = waiters.wait('b');
    let otherAnswered = false;
    void other.then(() => (otherAnswered = true));
    waiters.settle('a', 1);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0)); // every pending reaction has run
    expect(otherAnswered).toBe(false);
    waiters.settle('b', undefined);
    await expect(other).resolves.toBeUndefined();
  });

  it('waits for the next answer after a settle, and forgets settled keys', async () => {
    const waiters = new AnswerWaiters<string, string>();
    waiters.settle('a', 'nobody was waiting');
    const later = waiters.wait('a');
    waiters.settle('a', 'second');
    waiters.settle('a', 'third');
    await expect(later).resolves.toBe('second');
  });
});
