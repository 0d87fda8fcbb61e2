import { revalidateTag } from 'next/cache';
import { contentConfig } from '@/env';
import { contentSource } from '@/content';
import { handleRevalidation, ReplayGuard } from '@/content/webhook';

/** Sanity's webhook (and `npm run content:publish`) lands here; see `handleRevalidation` for every answer. */
export const dynamic = 'force-dynamic';

const GUARD = Symbol.for('morphis.content.replayGuard');
const replay = ((globalThis as Record<symbol, unknown>)[GUARD] ??= new ReplayGuard()) as ReplayGuard;

function handle(request: Request): Promise<Response> {
  return handleRevalidation(request, {
    secret: contentConfig.revalidateSecret,
    replay,
    now: Date.now,
    // expire: 0, not 'max': the webhook promises that the next request is fresh, not a stale page revalidating.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    invalidate: () => contentSource().invalidate(),
  });
}

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
