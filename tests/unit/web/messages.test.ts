import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES } from '@site/schemas';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const messagesDir = fileURLToPath(new URL('../../../web/messages/', import.meta.url));
const load = (code: string): Messages => JSON.parse(readFileSync(`${messagesDir}${code}.json`, 'utf8')) as Messages;

/** Every leaf as [dotted.key, text]. */
function leaves(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Words that stay in English in every language: the brand and technical terms. */
const SAME_AS_ENGLISH_ALLOWED =
  /^(Morphis|API|RPA|FAQ|SEO|SERP|Local API|Blog|E-commerce|Crypto|Ticketing|99\.9%|150\+|12M\+|80,000\+|EN|Teamwork|Synchronizer)$/;

/** Strings identical to English outside the allowlist: a place to look for a missed translation. */
export function untranslatedReport(code: string): string[] {
  const english = new Map(leaves(load('en')));
  return leaves(load(code))
    .filter(([key, text]) => english.get(key) === text && !SAME_AS_ENGLISH_ALLOWED.test(text))
    .map(([key, text]) => `${code} ${key}: ${text}`);
}

const english = leaves(load('en'));

describe.each(LOCALE_CODES.filter((code) => code !== 'en'))('messages/%s.json', (code) => {
  const translated = new Map(leaves(load(code)));

  it('has exactly the keys of English', () => {
    expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
  });

  it('keeps every placeholder and leaves no string empty', () => {
    for (const [key, text] of english) {
      const value = translated.get(key) ?? '';
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(text));
    }
  });
});

describe('strings identical to English', () => {
  it('are reported, and most of the site is really translated', () => {
    const report = LOCALE_CODES.filter((code) => code !== 'en').flatMap(untranslatedReport);
    if (report.length > 0)
      console.info(`Strings identical to English (check they are meant to be):\n${report.join('\n')}`);
    // Identical strings are legitimate in places (loanwords); a whole untranslated file is not.
    for (const code of LOCALE_CODES.filter((c) => c !== 'en')) {
      expect(untranslatedReport(code).length, code).toBeLessThan(english.length / 10);
    }
  });

  it('flags a copied English string that is not on the allowlist', () => {
    expect(SAME_AS_ENGLISH_ALLOWED.test('Download for free')).toBe(false);
    expect(SAME_AS_ENGLISH_ALLOWED.test('Morphis')).toBe(true);
  });
});
