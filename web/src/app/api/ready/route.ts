import { isReady, waitingFor } from '@/observability/readiness';

/**
 * GET /api/ready: readiness, apart from liveness (/api/health). 200 once this instance read its content and joined
 * the others through Redis (when configured), 503 before (observability/readiness.ts). For the cluster's
 * supervisor and an orchestrator's readiness probe; the front sees the same state as 503s on pages.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const ready = isReady();
  return Response.json(
    { ready, waitingFor: waitingFor() },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
