/**
 * Promises for the first answer a key gets, all settled together: a `refresh()` of a call whose chunk has not loaded
 * yet (deferred-async-data.ts), a download click waiting for its system's latest version (download.client.tsx).
 * Mutable, never rendered: hold one per component (`useState(() => new AnswerWaiters())`).
 */
export class AnswerWaiters<K, V> {
  readonly #waiting = new Map<K, ((value: V) => void)[]>();

  /** Resolves with the next answer `settle` gives `key`. */
  wait(key: K): Promise<V> {
    return new Promise((resolve) => this.#waiting.set(key, [...(this.#waiting.get(key) ?? []), resolve]));
  }

  /** Answers everyone waiting for `key`; a later `wait` waits for the next answer. */
  settle(key: K, value: V): void {
    const waiting = this.#waiting.get(key) ?? [];
    this.#waiting.delete(key);
    for (const resolve of waiting) resolve(value);
  }
}
