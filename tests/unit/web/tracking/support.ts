import { parentDomain } from '@/lib/site/cookie-domain';
import type { CookieAttributes, CookieJar } from '@/tracking/cookies';
import type { ApiAnswer, Caller, RequestOptions } from '@/tracking/request';
import { cookieDomainsOf } from '@/tracking/settings';
import type { KeyValueStore } from '@/tracking/storage';
import type { VisitorIp } from '@/tracking/visitor-ip';

/** What the server hands the runtime for the product's hosts and local ones (settings' cookieDomains). */
export const COOKIE_DOMAINS = cookieDomainsOf(
  ['www.morphis.com', 'zh.morphis.com', 'ru.morphis.com', 'localhost', 'zh.localhost', 'www.example.test'],
  parentDomain,
);

/** The visitor-IP service's answer the fingerprint tests collect (a documentation address). */
export const VISITOR_IP: VisitorIp = {
  ip: '203.0.113.9',
  ua: 'UA',
  language: 'de',
  ip_data: { country: 'DE', region: 'BE', city: 'Berlin', timezone: 'Europe/Berlin' },
};

/** A cookie jar that remembers the attributes each cookie was written with. */
export class FakeJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: Array<{ name: string; value: string; attributes: CookieAttributes }> = [];

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(name: string, value: string, attributes: CookieAttributes): void {
    this.values.set(name, value);
    this.writes.push({ name, value, attributes });
  }
}

export class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();

  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.map.set(key, value);
  }

  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }

  removeItem(key: string): void {
    this.map.delete(key);
  }
}

export interface RecordedCall {
  readonly path: string;
  readonly options: RequestOptions;
}

/** A Caller that records each call and answers with `answer` (or rejects when it is an Error). */
export function fakeCaller(answer: ApiAnswer | Error = { code: 0 }): Caller & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const caller = (async (path: string, options: RequestOptions = {}) => {
    calls.push({ path, options });
    if (answer instanceof Error) throw answer;
    return answer;
  }) as Caller & { calls: RecordedCall[] };
  caller.calls = calls;
  return caller;
}

/** FormData (or URLSearchParams) as a plain record. */
export function fieldsOf(body: RequestOptions['body']): Record<string, string> {
  const fields: Record<string, string> = {};
  body?.forEach((value, name) => {
    fields[name] = String(value);
  });
  return fields;
}

/**
 * A stand-in for the browser's task queue: `pause` (what yieldToMain does) parks the caller until the test runs
 * the next task, so a test sees exactly what ran in each task.
 */
export class FakeTasks {
  private readonly queue: Array<() => void> = [];
  yields = 0;

  readonly pause = (): Promise<void> =>
    new Promise((resolve) => {
      this.yields += 1;
      this.queue.push(resolve);
    });

  get pending(): number {
    return this.queue.length;
  }

  /** Lets the current task finish (its microtasks included). */
  async settle(): Promise<void> {
    for (let round = 0; round < 20; round += 1) await Promise.resolve();
  }

  /** Runs the next parked continuation up to its next yield. */
  async runNext(): Promise<void> {
    this.queue.shift()?.();
    await this.settle();
  }

  /** Runs tasks until nothing yields any more. */
  async drain(limit = 1000): Promise<void> {
    for (let count = 0; this.queue.length > 0 && count < limit; count += 1) await this.runNext();
  }
}

/** An OfflineAudioContext stand-in whose rendering resolves at once with every sample at `sample`. */
export function renderingAudioContext(sample: number) {
  return class RenderingAudioContext {
    createOscillator() {
      return { type: '', frequency: { value: 0 }, connect: () => undefined, start: () => undefined };
    }
    createDynamicsCompressor() {
      const param = () => ({ value: 0 });
      return {
        threshold: param(),
        knee: param(),
        ratio: param(),
        attack: param(),
        release: param(),
        connect: () => undefined,
      };
    }
    destination = {};
    async startRendering() {
      const samples = new Float32Array(5000).fill(sample);
      return { getChannelData: () => samples };
    }
  };
}
