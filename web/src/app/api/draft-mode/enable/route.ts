import { draftMode } from 'next/headers';
import { contentConfig } from '@/env';
import { decideEnable, draftModeAnswer, privateAnswer } from '@/content/draft-mode';

/**
 * Turns on Next's draft mode (the `__prerender_bypass` cookie) and sends the editor to the page, which then reads the
 * drafts perspective. `?secret=` is SANITY_PREVIEW_SECRET; a Sanity project's Presentation tool sends its own
 * secret (`sanity-preview-secret`), checked against the project by next-sanity (src/content/presentation-preview.ts).
 * Every answer is `private, no-store`.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (contentConfig.sanity && url.searchParams.has('sanity-preview-secret')) {
    const { enableFromPresentation } = await import('@/content/presentation-preview');
    return privateAnswer(await enableFromPresentation(request, contentConfig.sanity));
  }
  const decision = decideEnable(url, contentConfig.previewSecret);
  if (decision.type === 'redirect') (await draftMode()).enable();
  return draftModeAnswer(decision);
}
