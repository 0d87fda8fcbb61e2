import { sharedState } from '@/cluster/shared-state.ts';
import { contentHealth } from '@/content/last-good';
import { shellSettings } from '@/env';

/**
 * GET /api/health: this instance is up. `redis`: the shared state's link ("off" without REDIS_URL); `content`:
 * "stale" while some answers come from the last good content because the source cannot be read. Always 200 while
 * the process serves: a stale or Redis-less instance still answers every page (deploy/README.md).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { status: 'ok', buildId: shellSettings.buildId, redis: sharedState().status(), content: contentHealth() },
    { headers: { 'cache-control': 'no-store' } },
  );
}
