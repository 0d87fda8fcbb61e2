import { PREFETCH_CONCURRENCY } from '@site/schemas';

/** What the browser tells about the connection (Network Information API; absent in some browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching in data-saver mode or on a slow (2g, slow-2g) connection. */
export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g/.test(connection.effectiveType ?? '');
}

/**
 * A queue that runs at most `concurrency` tasks at once (5 prefetches in parallel) and runs each
 * key once: a link that scrolls into view twice is prefetched once.
 */
export class PrefetchQueue {
  private running = 0;
  private readonly waiting: Array<{ key: string; task: () => Promise<unknown> }> = [];
  private readonly seen = new Set<string>();
  peak = 0;

  constructor(private readonly concurrency = PREFETCH_CONCURRENCY) {}

  get active(): number {
    return this.running;
  }

  add(key: string, task: () => Promise<unknown>): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.waiting.push({ key, task });
    this.pump();
    return true;
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      this.running += 1;
      this.peak = Math.max(this.peak, this.running);
      let settled: Promise<unknown>;
      try {
        settled = Promise.resolve(next.task());
      } catch (error) {
        settled = Promise.reject(error);
      }
      settled
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }
}
