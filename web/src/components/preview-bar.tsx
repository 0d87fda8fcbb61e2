import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { isDraftMode } from '@/content';
import { contentConfig } from '@/env';
import { PreviewExitLink } from './preview-exit-link.client';

/**
 * Shown on every page while draft mode is on (an editor's preview): says that drafts are shown and links out of it.
 * Rendered nothing otherwise, so prerendered pages and visitors never carry it. With a Sanity project, Visual
 * Editing's overlays (next-sanity) are loaded here too, by a dynamic import: their code is never in the public pages.
 */
export async function PreviewBar({ locale }: { locale: LocaleCode }) {
  if (!(await isDraftMode())) return null;
  const t = await getTranslations({ locale, namespace: 'PreviewBar' });
  const overlays = contentConfig.source === 'sanity' ? await visualEditing() : null;
  return (
    <>
      <div className="preview-bar" role="status" data-preview-bar>
        <strong className="preview-bar-label">{t('label')}</strong>
        <span className="preview-bar-note">{t('note')}</span>
        <PreviewExitLink label={t('exit')} />
      </div>
      {overlays}
    </>
  );
}

async function visualEditing() {
  const { VisualEditing } = await import('next-sanity/visual-editing');
  return <VisualEditing />;
}
