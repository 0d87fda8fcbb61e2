import { LOCALES } from '@site/schemas';

/** The languages editors translate into, from the one locale list; English first because it is required. */
export const STUDIO_LANGUAGES = LOCALES.map((locale) => ({
  id: locale.code,
  title: `${locale.englishName} (${locale.name})`,
}));
