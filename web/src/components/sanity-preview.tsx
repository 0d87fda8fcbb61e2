import { defineLive } from 'next-sanity/live';
import { VisualEditing } from 'next-sanity/visual-editing';
import type { SanityProjectConfig } from '@/env';
import { lakeClient } from '@/content/lake-source';

/**
 * An editor's preview on a Sanity project, rendered by the Preview bar in draft mode only (a build of the embedded
 * dataset never imports this module: preview-bar.tsx, loadSanityPreview). Both parts are next-sanity's own:
 * - `SanityLive` (defineLive) opens the Content Lake's live event stream and refreshes the page (Next's
 *   `router.refresh()`) on every change, so an edit shows without a reload, inside the Studio's Presentation tool or
 *   in a plain tab. Drafts on the stream need a token in the browser: SANITY_BROWSER_TOKEN, a Viewer token of its
 *   own, never the server's SANITY_READ_TOKEN (the client here carries no token at all). next-sanity includes
 *   drafts when draft mode is on; without a browser token the stream follows published changes, and inside the
 *   Presentation tool the Studio lends its editor's token.
 * - `VisualEditing` draws the click-to-edit overlays from the strings' stega markers and follows the Studio's
 *   navigation and perspective switcher (it sets the perspective cookie the draft loaders read). Its own refresh
 *   ignores the Studio's mutation messages (next-sanity's default handler); the live stream above is what refreshes.
 */
export function SanityPreview({ sanity }: { sanity: SanityProjectConfig }) {
  const { SanityLive } = defineLive({
    client: lakeClient(sanity),
    serverToken: false,
    browserToken: sanity.browserToken ?? false,
  });
  return (
    <>
      <SanityLive />
      <VisualEditing />
    </>
  );
}
