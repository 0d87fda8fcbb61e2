import type { RecordedRequest, StubConfig } from './server';

/**
 * The tests' side of the stub's control endpoints. It talks to 127.0.0.1, because Node's resolver here does not
 * map localhost names the way browsers do.
 */
export class StubClient {
  readonly base: string;

  constructor(
    readonly port: number,
    readonly session: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  private async call<T>(method: string, route: string, body?: unknown, query: Record<string, string> = {}): Promise<T> {
    const url = new URL(route, this.base);
    url.searchParams.set('session', this.session);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!response.ok) throw new Error(`stub ${method} ${route}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async requests(path?: string): Promise<RecordedRequest[]> {
    return (
      await this.call<{ requests: RecordedRequest[] }>('GET', '/__stub/requests', undefined, path ? { path } : {})
    ).requests;
  }

  configure(config: Partial<StubConfig>): Promise<StubConfig> {
    return this.call('POST', '/__stub/config', config);
  }

  async reset(): Promise<void> {
    await this.call('POST', '/__stub/reset');
  }

  /** Polls until `predicate` holds for the recorded requests of `path` (or all), then returns them. */
  async waitFor(
    predicate: (requests: RecordedRequest[]) => boolean,
    path?: string,
    timeoutMs = 10_000,
  ): Promise<RecordedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = await this.requests(path);
      if (predicate(list)) return list;
      if (Date.now() > deadline) {
        throw new Error(
          `stub: condition not met within ${timeoutMs} ms for ${path ?? 'all paths'}; recorded: ${list.map((r) => `${r.method} ${r.path}`).join(', ') || 'nothing'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
