import { defineLive } from 'next-sanity/live';
import { VisualEditing } from 'next-sanity/visual-editing';
import type { SanityProjectConfig } from '@/env';
import { lakeClient } from '@/content/lake-source';

/**
 * An editor's preview on a Sanity project, rendered by the Preview bar in draft mode only (a build of the embedded
 * dataset never imports this module: env.ts, loadSanityPreview). Both parts are next-sanity's own:
 * - `SanityLive` (defineLive) opens the Content Lake's live event stream with drafts and refreshes the page (Next's
 *   `router.refresh()`) on every change, so an edit shows without a reload, inside the Studio's Presentation tool or
 *   in a plain tab. The stream needs a token: the Viewer token (SANITY_READ_TOKEN) is handed to the browser here,
 *   which only happens for a request that passed draft mode's secret.
 * - `VisualEditing` draws the click-to-edit overlays from the strings' stega markers and follows the Studio's
 *   navigation. Its own refresh ignores the Studio's mutation messages (next-sanity's default handler); the live
 *   stream above is what refreshes.
 */
export function SanityPreview({ sanity }: { sanity: SanityProjectConfig }) {
  const { SanityLive } = defineLive({
    client: lakeClient(sanity),
    serverToken: sanity.token ?? false,
    browserToken: sanity.token ?? false,
  });
  return (
    <>
      <SanityLive includeDrafts={Boolean(sanity.token)} />
      <VisualEditing />
    </>
  );
}
