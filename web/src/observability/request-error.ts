import type { Instrumentation } from 'next';
import { log, loggedPath, requestIdOf } from './log';
import { metrics } from './metrics';

type Args = Parameters<Instrumentation.onRequestError>;

/**
 * The log record of an error Next reports (`onRequestError`): which route threw, the digest the visitor's error
 * page shows, the stack, and the front's request id, so the line joins the front's access-log line. The path's
 * query is dropped when it may carry a secret; no header but the request id is logged.
 */
export function requestErrorRecord(error: Args[0], request: Args[1], context: Args[2]): Record<string, unknown> {
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error
      ? String((error as { digest: unknown }).digest)
      : undefined;
  return {
    requestId: requestIdOf(request.headers),
    method: request.method,
    path: loggedPath(request.path),
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
    revalidateReason: context.revalidateReason,
    digest,
    err: error,
  };
}

export function reportRequestError(...[error, request, context]: Args): void {
  metrics().requestErrors.labels(context.routeType).inc();
  log().error(requestErrorRecord(error, request, context), 'request error');
}
