import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's metrics in Prometheus's format (prom-client), served on a private port only
 * (`server/metrics-server.node.ts`, METRICS_PORT). One registry per process on `globalThis`, since this module is
 * loaded by the unbundled cache handler and by the app's bundles alike (prom-client is external to the bundles,
 * next.config.ts).
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

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOKUP_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

function create() {
  const registry = new Registry();
  const readers: StateReaders = {};
  collectDefaultMetrics({ register: registry, prefix: 'morphis_' });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, buckets: number[], labelNames: readonly L[] = []) =>
    new Histogram<L>({ name, help, labelNames, buckets, registers });
  /** A state read when scraped. */
  const state = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  state('morphis_redis_up', 'The shared state link: 1 up, 0 down, -1 off (no REDIS_URL or no signing key)', () => {
    const link = readers.redis?.() ?? 'off';
    return link === 'up' ? 1 : link === 'down' ? 0 : -1;
  });
  state('morphis_content_ok', 'The content source: 1 reads, 0 stale (answers from the last good content)', () =>
    readers.content?.() === 'stale' ? 0 : 1,
  );
  state(
    'morphis_ready',
    'Readiness (/api/ready): 1 when the content was read and Redis joined (when configured)',
    () => (readers.ready?.() ? 1 : 0),
  );

  return {
    registry,
    readers,
    responses: counter('morphis_http_responses_total', 'Answers by route family and status', ['family', 'status']),
    notReady: counter(
      'morphis_not_ready_answers_total',
      'GET/HEAD answered 503 because the instance was not ready yet (the front tries another instance)',
    ),
    requestErrors: counter(
      'morphis_request_errors_total',
      'Errors Next reported through onRequestError, by route type',
      ['route_type'],
    ),
    render: histogram(
      'morphis_render_seconds',
      'From the cache lookup that missed to the rendered entry being stored, by entry kind',
      SECONDS_BUCKETS,
      ['kind'],
    ),
    lookup: histogram(
      'morphis_cache_lookup_seconds',
      'Incremental cache lookups, by the tier that answered',
      LOOKUP_BUCKETS,
      ['tier'],
    ),
    cacheErrors: counter('morphis_cache_errors_total', 'Cache handler errors (local tier reads and writes)', [
      'operation',
    ]),
    webhooks: counter('morphis_webhooks_total', 'Revalidation webhooks received by this instance, by answer status', [
      'status',
    ]),
    tagsExpired: counter(
      'morphis_tags_expired_total',
      'Cache tags expired, by origin (a webhook here, another instance, the content recovering)',
      ['origin'],
    ),
    clusterEvents: counter(
      'morphis_cluster_events_total',
      'Events received from other instances through Redis, by type',
      ['type'],
    ),
    propagation: histogram(
      'morphis_publish_propagation_seconds',
      'From a webhook on one instance to this instance applying it (the slowest instance is the max over them)',
      SECONDS_BUCKETS,
    ),
    lastPublish: new Gauge({
      name: 'morphis_last_publish_timestamp_seconds',
      help: "When the last webhook this instance applied (its own or another instance's) was received",
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

/** The process's metrics (created on first use). */
export function metrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics };
  holder[KEY] ??= create();
  return holder[KEY];
}
