import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';

/** Shown above a document displayed in English because the visitor's language has no translation yet. */
export async function FallbackNotice({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  return (
    <p className="content-notice container" role="note" data-testid="translation-notice">
      {t('fallbackNotice')}
    </p>
  );
}
