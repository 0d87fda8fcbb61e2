import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import type { SanityProjectConfig } from '@/env';
import { lakeClient } from './lake-source';

/**
 * Draft mode opened by the Studio's Presentation tool (a Sanity project only): next-sanity checks the secret the
 * tool created in the project (`sanity-preview-secret`, short-lived, stored in the dataset), turns on draft mode with
 * the cookies an iframe in the Studio needs, and redirects to `sanity-preview-pathname`. Loaded by the enable route
 * only for such requests, so nothing of it runs for the embedded dataset.
 */
export async function enableFromPresentation(request: Request, sanity: SanityProjectConfig): Promise<Response> {
  if (!sanity.token) {
    return Response.json(
      { message: 'The Presentation tool needs SANITY_READ_TOKEN (a viewer token) to check its secret' },
      { status: 401, headers: { 'cache-control': 'private, no-store' } },
    );
  }
  const client = lakeClient(sanity);
  return defineEnableDraftMode({ client }).GET(request);
}
