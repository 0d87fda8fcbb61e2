import { createServer, type IncomingMessage, type Server } from 'node:http';
import { log } from '../observability/log';
import { metrics } from '../observability/metrics';
import { UnhookedResponse } from './response-hooks.node';

/**
 * GET /metrics in Prometheus's text format, on a port of its own (METRICS_PORT), bound to loopback unless
 * METRICS_HOST names a private address: never on the site's port, so no visitor reaches it through the front.
 * Anything else answers 404. Neither the server nor a scraper's connection (closed after each answer) keeps the
 * process alive once Next stops serving.
 */
export function startMetricsServer(
  port: number,
  host: string,
): Server<typeof IncomingMessage, typeof UnhookedResponse> {
  const { registry } = metrics();
  // Its answers are not the site's: they bypass the site's response hooks (readiness, counting).
  const server = createServer({ ServerResponse: UnhookedResponse }, (request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store', connection: 'close' })
          .end(text),
      (error: unknown) => {
        log().error({ err: error }, 'metrics: collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  server.on('error', (error) =>
    log().error({ err: error, metricsPort: port, host }, 'metrics: cannot listen; the instance serves without them'),
  );
  server.listen(port, host, () => log().info({ metricsPort: port, host }, 'metrics: listening'));
  server.unref();
  return server;
}
