import { cookies, draftMode } from 'next/headers';
import { contentConfig } from '@/env';
import { decideEnable, draftModeAnswer, draftSessionCookie, privateAnswer } from '@/content/draft-mode';

/**
 * Turns on Next's draft mode (the `__prerender_bypass` cookie) with a draft session of DRAFT_SESSION_SECONDS (its
 * signed companion cookie, content/draft-mode.ts) and sends the editor to the page, which then reads drafts.
 * `?secret=` is SANITY_PREVIEW_SECRET; a Sanity project's Presentation tool sends its own secret
 * (`sanity-preview-secret`), checked against the project by next-sanity (src/content/presentation-preview.ts).
 * Every answer is `private, no-store`: next-sanity's redirect is Next's thrown answer, which no code here can
 * change, so the header is next.config's rule for these routes (server/security-headers.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (contentConfig.sanity && url.searchParams.has('sanity-preview-secret')) {
    const { enableFromPresentation } = await import('@/content/presentation-preview');
    return privateAnswer(await enableFromPresentation(request, contentConfig.sanity, contentConfig.previewSecret));
  }
  const decision = decideEnable(url, contentConfig.previewSecret);
  if (decision.type === 'redirect' && contentConfig.previewSecret) {
    (await draftMode()).enable();
    (await cookies()).set(draftSessionCookie(contentConfig.previewSecret));
  }
  return draftModeAnswer(decision);
}
