import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import type { ErrorPanelStrings } from '@/shell/islands/error-panel.client';

/** The 502 page's strings for a locale, with `{seconds}` left in the countdown label for the client to fill. */
export async function errorPanelStrings(locale: LocaleCode): Promise<ErrorPanelStrings> {
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return {
    title: t('title'),
    message: t('message'),
    hint: t('hint'),
    countdown: t('countdown', { seconds: '{seconds}' }),
    back: t('back'),
    imageAlt: t('imageAlt'),
  };
}
