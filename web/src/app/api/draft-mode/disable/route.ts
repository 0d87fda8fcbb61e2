import { draftMode } from 'next/headers';
import { decideDisable, DRAFT_MODE_CACHE_CONTROL, draftModeAnswer } from '@/content/draft-mode';

/** Turns draft mode off and goes back to the page (the Preview bar's exit link). Every answer is `private, no-store`. */
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
  if (isPrefetch(request))
    return new Response(null, { status: 204, headers: { 'cache-control': DRAFT_MODE_CACHE_CONTROL } });
  const decision = decideDisable(new URL(request.url), request.headers.get('referer'), request.headers.get('host'));
  if (decision.type === 'redirect') (await draftMode()).disable();
  return draftModeAnswer(decision);
}
