import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { decideDisable } from '@/content/draft-mode';

/** Turns draft mode off and goes back to the page (the Preview bar's exit link). */
export const dynamic = 'force-dynamic';

/**
 * A browser's speculative prefetch of the exit link is not the editor leaving: it must not end draft mode. (Next's
 * router prefetches arrive without their RSC headers, which Next strips; the site's prefetcher skips the link.)
 */
function isPrefetch(request: Request): boolean {
  const { headers } = request;
  return /prefetch/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`);
}

export async function GET(request: Request): Promise<Response> {
  if (isPrefetch(request)) return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
  const decision = decideDisable(new URL(request.url), request.headers.get('referer'), request.headers.get('host'));
  if (decision.type === 'refuse') {
    return Response.json({ message: decision.message }, { status: decision.status, headers: { 'cache-control': 'private, no-store' } });
  }
  (await draftMode()).disable();
  redirect(decision.location);
}
