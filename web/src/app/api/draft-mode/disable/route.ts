import { cookies, draftMode } from 'next/headers';
import { DRAFT_MODE_CACHE_CONTROL, DRAFT_SESSION_COOKIE } from '@site/schemas';
import { decideDisable, draftModeAnswer, isCrossSite } from '@/content/draft-mode';

/**
 * Turns draft mode off and goes back to the page (the Preview bar's exit link), when this site sent the request.
 * Every answer is `private, no-store`.
 */
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
  return disable(request);
}

/** The same from a form; like the link, only from this site. */
export async function POST(request: Request): Promise<Response> {
  return disable(request);
}

async function disable(request: Request): Promise<Response> {
  const { headers } = request;
  const host = headers.get('host');
  const decision = decideDisable(new URL(request.url), headers.get('referer'), host, isCrossSite(headers, host));
  if (decision.type === 'redirect') {
    (await draftMode()).disable();
    (await cookies()).delete(DRAFT_SESSION_COOKIE);
  }
  return draftModeAnswer(decision);
}
