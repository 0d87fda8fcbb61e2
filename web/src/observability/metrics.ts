import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's metrics in Prometheus's format (prom-client), served on a private port only (`metrics-server.ts`,
 * METRICS_PORT). One registry per process on `globalThis`, since this module is loaded by the unbundled cache
 * handler and by the app's bundles alike (prom-client is external to the bundles, next.config.ts).
 *
 * Per request only counters and histograms are touched (a label lookup and an add: well under a microsecond);
 * states (Redis, content, readiness) are read when scraped.
 */

const KEY = Symbol.for('morphis.observability.metrics');

/** Where each cache lookup was answered: Next's memory LRU, its disk, Redis (another instance's render), or nowhere. */
export type CacheTier = 'memory' | 'disk' | 'redis' | 'miss';

/** Readers of states owned elsewhere, set by whoever owns them (the app: Redis link, content, readiness). */
export interface StateReaders {
  redis?: () => 'up' | 'down' | 'off';
  content?: () => 'ok' | 'stale';
  ready?: () => boolean;
}

function create() {
  const registry = new Registry();
  const readers: StateReaders = {};
  collectDefaultMetrics({ register: registry, prefix: 'morphis_' });
  const metrics = {
    registry,
    readers,
    responses: new Counter({
      name: 'morphis_http_responses_total',
      help: 'Answers by route family and status',
      labelNames: ['family', 'status'] as const,
      registers: [registry],
    }),
    notReady: new Counter({
      name: 'morphis_not_ready_answers_total',
      help: 'GET/HEAD answered 503 because the instance was not ready yet (the front tries another instance)',
      registers: [registry],
    }),
    requestErrors: new Counter({
      name: 'morphis_request_errors_total',
      help: "Errors Next reported through onRequestError, by route type",
      labelNames: ['route_type'] as const,
      registers: [registry],
    }),
    render: new Histogram({
      name: 'morphis_render_seconds',
      help: 'From the cache lookup that missed to the rendered entry being stored, by entry kind',
      labelNames: ['kind'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    lookup: new Histogram({
      name: 'morphis_cache_lookup_seconds',
      help: 'Incremental cache lookups, by the tier that answered',
      labelNames: ['tier'] as const,
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers: [registry],
    }),
    cacheErrors: new Counter({
      name: 'morphis_cache_errors_total',
      help: 'Cache handler errors (local tier reads and writes)',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
    webhooks: new Counter({
      name: 'morphis_webhooks_total',
      help: 'Revalidation webhooks received by this instance, by answer status',
      labelNames: ['status'] as const,
      registers: [registry],
    }),
    tagsExpired: new Counter({
      name: 'morphis_tags_expired_total',
      help: 'Cache tags expired, by origin (a webhook here, another instance, the content recovering)',
      labelNames: ['origin'] as const,
      registers: [registry],
    }),
    clusterEvents: new Counter({
      name: 'morphis_cluster_events_total',
      help: 'Events received from other instances through Redis, by type',
      labelNames: ['type'] as const,
      registers: [registry],
    }),
    propagation: new Histogram({
      name: 'morphis_publish_propagation_seconds',
      help: 'From a webhook on one instance to this instance applying it (the slowest instance is the max over them)',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    lastPublish: new Gauge({
      name: 'morphis_last_publish_timestamp_seconds',
      help: 'When the last webhook this instance applied (its own or another instance\'s) was received',
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'morphis_redis_up',
    help: 'The shared state link: 1 up, 0 down, -1 off (no REDIS_URL or no signing key)',
    registers: [registry],
    collect() {
      const state = readers.redis?.() ?? 'off';
      this.set(state === 'up' ? 1 : state === 'down' ? 0 : -1);
    },
  });
  new Gauge({
    name: 'morphis_content_ok',
    help: 'The content source: 1 reads, 0 stale (answers from the last good content)',
    registers: [registry],
    collect() {
      this.set(readers.content?.() === 'stale' ? 0 : 1);
    },
  });
  new Gauge({
    name: 'morphis_ready',
    help: 'Readiness (/api/ready): 1 when the content was read and Redis joined (when configured)',
    registers: [registry],
    collect() {
      this.set(readers.ready?.() ? 1 : 0);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof create>;

/** The process's metrics (created on first use). */
export function metrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics };
  holder[KEY] ??= create();
  return holder[KEY];
}
