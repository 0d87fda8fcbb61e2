import { type SanityClient, createClient } from '@sanity/client';
import type { CorsOrigin, LakeConfig, LakeFault } from './server';
import { LAKE_API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID, LAKE_TOKEN, type LakeSettings } from './settings';

/**
 * The tests' side of the stand-in: its controls, and the real `@sanity/client` configured as the site configures
 * it, for the mutations an editor's Studio would send. It talks to 127.0.0.1: Node's resolver here does not map
 * localhost names the way browsers do.
 */
export class LakeControl {
  readonly base: string;
  readonly client: SanityClient;

  constructor(settings: Pick<LakeSettings, 'stubPort'>) {
    this.base = `http://127.0.0.1:${settings.stubPort}`;
    this.client = createClient({
      projectId: LAKE_PROJECT_ID,
      dataset: LAKE_DATASET,
      apiVersion: LAKE_API_VERSION,
      apiHost: this.base,
      useProjectHostname: false,
      token: LAKE_TOKEN,
      useCdn: false,
    });
  }

  private async call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(route, this.base), {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!response.ok) throw new Error(`lake stand-in ${method} ${route}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  reset(): Promise<unknown> {
    return this.call('POST', '/__lake/reset');
  }

  configure(config: {
    faults?: LakeFault[];
    visibilityDelayMs?: number;
    corsOrigins?: CorsOrigin[];
    liveMessages?: boolean;
  }): Promise<LakeConfig> {
    return this.call('POST', '/__lake/config', config);
  }

  config(): Promise<LakeConfig> {
    return this.call('GET', '/__lake/config');
  }

  /** Sends `restart` or `goaway` (which ends the stream) on every open live stream; answers how many stay open. */
  live(event: 'restart' | 'goaway'): Promise<{ open: number }> {
    return this.call('POST', '/__lake/live', { event });
  }

  stats(): Promise<{
    queries: number;
    posts: number;
    drafts: number;
    mutations: number;
    live: number;
    /** Live streams reopened after a known Last-Event-ID (missed events sent again), and after an unknown one. */
    resumed: number;
    restarted: number;
    documents: number;
    pending: number;
    /** The last hundred queries, oldest first. */
    recentQueries: { query: string; params: Record<string, unknown> }[];
  }> {
    return this.call('GET', '/__lake/stats');
  }
}
