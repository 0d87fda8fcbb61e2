import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { isDraftMode } from '@/content';
import { contentConfig } from '@/env';
import type { SanityPreview } from './sanity-preview';

export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable';

/**
 * The editor's live preview and Visual Editing's overlays (sanity-preview.tsx), or null. next.config.ts inlines
 * MORPHIS_VISUAL_EDITING at build time: in a build of the embedded dataset the condition is a constant false and the
 * bundler drops the import, so no page's JavaScript carries even the lazy loader of a client component that is never
 * rendered. Named literally (not through env.ts or `process.env[...]`) so the value is inlined here, beside the import
 * it drops.
 */
function loadSanityPreview(): Promise<{ SanityPreview: typeof SanityPreview }> | null {
  if (process.env.MORPHIS_VISUAL_EDITING === '1') return import('./sanity-preview');
  return null;
}

/**
 * Fills the exit link's `?redirect=` with the page the editor is on when the link is used. The server does not know
 * the public path (the Chinese host's `/pricing` is rendered as `/zh/pricing`), and a client component would be in
 * every visitor's JavaScript (layouts ship their client components' code whether rendered or not), so this is an
 * inline script that exists only in draft-mode HTML (the CSP allows inline scripts). It listens on the document, so
 * the link stays right after client-side navigation, which keeps the layout and this script. Without JavaScript the
 * plain link still works: the disable route goes back to the Referer.
 */
const EXIT_SCRIPT = `(function(){var p=${JSON.stringify(`${DRAFT_MODE_DISABLE_PATH}?redirect=`)};function u(e){var a=e&&e.target&&e.target.closest?e.target.closest("a[data-preview-exit]"):null;if(a)a.href=p+encodeURIComponent(location.pathname+location.search)}["pointerdown","mousedown","focusin","click"].forEach(function(t){document.addEventListener(t,u,true)});u({target:document.querySelector("a[data-preview-exit]")})})()`;

/**
 * Shown on every page while draft mode is on (an editor's preview): says that drafts are shown and links out of it.
 * Renders nothing otherwise, so prerendered pages and visitors never carry it. With a Sanity project, the live
 * preview and Visual Editing's overlays (next-sanity; components/sanity-preview.tsx) are rendered here too, loaded by
 * a dynamic import.
 */
export async function PreviewBar({ locale }: { locale: LocaleCode }) {
  if (!(await isDraftMode())) return null;
  const t = await getTranslations({ locale, namespace: 'PreviewBar' });
  const preview = contentConfig.sanity ? await loadSanityPreview() : null;
  return (
    <>
      <div className="preview-bar" role="status" data-preview-bar>
        <strong className="preview-bar-label">{t('label')}</strong>
        <span className="preview-bar-note">{t('note')}</span>
        {/* data-no-prefetch: the site's prefetcher would otherwise request the exit route as soon as it is in view. */}
        <a href={DRAFT_MODE_DISABLE_PATH} className="preview-bar-exit" data-preview-exit data-no-prefetch>
          {t('exit')}
        </a>
        <script dangerouslySetInnerHTML={{ __html: EXIT_SCRIPT }} />
      </div>
      {preview && contentConfig.sanity ? <preview.SanityPreview sanity={contentConfig.sanity} /> : null}
    </>
  );
}
