import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { unstable_rethrow } from 'next/navigation';
import { cookies } from 'next/headers';
import { DRAFT_SESSION_COOKIE } from '@site/schemas';
import type { SanityProjectConfig } from '@/env';
import { draftSessionCookie, sameSitePath } from './draft-mode';
import { lakeClient } from './lake-source';

/**
 * Draft mode opened by the Studio's Presentation tool (a Sanity project only): next-sanity checks the secret the
 * tool created in the project (`sanity-preview-secret`, short-lived, stored in the dataset), turns on draft mode with
 * the cookies an iframe in the Studio needs (and the perspective the tool shows), and redirects to
 * `sanity-preview-pathname`. Loaded by the enable route only for such requests, so nothing of it runs for the
 * embedded dataset.
 *
 * The draft session's cookie (content/draft-mode.ts) is set beside next-sanity's: before it runs, since it ends in
 * Next's `redirect()` (a thrown answer that carries the cookies set so far), and taken back when it refuses.
 */
export async function enableFromPresentation(
  request: Request,
  sanity: SanityProjectConfig,
  previewSecret: string | null,
): Promise<Response> {
  if (!sanity.token || !previewSecret) {
    return Response.json(
      {
        message:
          'The Presentation tool needs SANITY_READ_TOKEN (a Viewer token) to check its secret, and SANITY_PREVIEW_SECRET',
      },
      { status: 401 },
    );
  }
  // next-sanity keeps the path it is given; only a path on this site is a target (`//host` would be another site).
  const target = new URL(request.url).searchParams.get('sanity-preview-pathname');
  if (target !== null && sameSitePath(target) === null)
    return Response.json({ message: 'sanity-preview-pathname must be a path on this site' }, { status: 400 });
  const jar = await cookies();
  const iframe =
    request.headers.get('sec-fetch-dest') === 'iframe' && request.headers.get('sec-fetch-site') === 'cross-site';
  jar.set(draftSessionCookie(previewSecret, iframe));
  let refused: Response;
  try {
    refused = await defineEnableDraftMode({ client: lakeClient(sanity, { token: sanity.token }) }).GET(request);
  } catch (error) {
    unstable_rethrow(error);
    jar.delete(DRAFT_SESSION_COOKIE);
    throw error;
  }
  jar.delete(DRAFT_SESSION_COOKIE);
  return refused;
}
