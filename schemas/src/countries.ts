import type { Currency } from './ids';
import { DEFAULT_LOCALE, type LocaleCode, LOCALES, getLocale, isLocaleCode } from './locales';

/**
 * The country-code-to-name table of about 250 regions. The codes are data: ISO 3166-1 alpha-2
 * (249 codes) plus XK (Kosovo), which IP-location services return though ISO has not assigned it. The names come
 * from Intl.DisplayNames in each locale's real language tag, so all 20 languages are covered by CLDR instead of by
 * 5,000 hand-kept strings.
 */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
  'XK',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

const codeSet = new Set<string>(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && codeSet.has(value);
}

const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(tag: string): Intl.DisplayNames {
  let names = displayNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(tag, names);
  }
  return names;
}

/** A region's name in a locale (route code, e.g. 'jp', 'tc'); unknown locales use English. */
export function countryName(code: CountryCode, locale: string = DEFAULT_LOCALE): string {
  const tag = isLocaleCode(locale) ? getLocale(locale).tag : 'en';
  return namesIn(tag).of(code) ?? code;
}

/** The whole table in one locale: code -> localized name, in code order. */
export function countryTable(locale: LocaleCode = DEFAULT_LOCALE): ReadonlyArray<{ code: CountryCode; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) }));
}

const normalise = (text: string) => text.normalize('NFKC').trim().toLowerCase();
let byName: Map<string, CountryCode> | undefined;

/**
 * The country a backend value stands for: an alpha-2 code in any case, or a region name in English or any of the
 * 20 languages (IP-location services answer either). Null when nothing matches.
 */
export function toCountryCode(value: unknown): CountryCode | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const upper = value.trim().toUpperCase();
  if (isCountryCode(upper)) return upper;
  if (!byName) {
    byName = new Map();
    for (const tag of ['en', ...LOCALES.map((locale) => locale.tag)]) {
      for (const code of COUNTRY_CODES) {
        const name = namesIn(tag).of(code);
        if (name && name !== code && !byName.has(normalise(name))) byName.set(normalise(name), code);
      }
    }
  }
  return byName.get(normalise(value)) ?? null;
}

/** Pricing preselects the currency of the visitor's country; everyone else sees USD. */
export const CURRENCY_BY_COUNTRY: Readonly<Partial<Record<CountryCode, Currency>>> = {
  BR: 'BRL',
  PL: 'PLN',
  VN: 'VND',
};
export const DEFAULT_CURRENCY: Currency = 'USD';

export function currencyForCountry(code: string | null | undefined): Currency {
  return (code && CURRENCY_BY_COUNTRY[code as CountryCode]) || DEFAULT_CURRENCY;
}
