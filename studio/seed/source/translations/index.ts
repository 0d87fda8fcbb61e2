import { LOCALE_CODES, type LocaleCode } from '@site/schemas';
import type { L } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fil } from './fil';
import { fr } from './fr';
import { hi } from './hi';
import { jp } from './jp';
import { km } from './km';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { tc } from './tc';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { vn } from './vn';
import { zh } from './zh';
import type { DraftTranslation, Translation } from './types';

/** Every language's marketing texts, one file per language (the keys are the locale codes of `@site/schemas`). */
export const TRANSLATIONS: { en: Translation } & Record<LocaleCode, Translation | DraftTranslation> = {
  en,
  zh,
  ru,
  vn,
  es,
  pt,
  tr,
  th,
  fr,
  uk,
  ko,
  hi,
  jp,
  tc,
  de,
  fil,
  km,
  pl,
  nl,
  ro,
};

/** One text in every language that has it, English first; the seed's `L<T>` shape. */
export function collect<T>(pick: (translation: DraftTranslation) => T | undefined): L<T> {
  const english = pick(TRANSLATIONS.en);
  if (english === undefined) throw new Error('The English text is missing');
  const result: L<T> = { en: english };
  for (const code of LOCALE_CODES) {
    const value = pick(TRANSLATIONS[code]);
    if (value !== undefined) result[code] = value;
  }
  return result;
}
