import { describe, expect, it } from 'vitest';
import { isLocalizableHref, localizedHref } from '@/i18n/navigation';

describe('the site Link’s href (i18n/navigation.ts)', () => {
  it('prefixes site paths for the English site’s other locales, and not for a site’s own default', () => {
    expect(localizedHref('/pricing', 'de')).toBe('/de/pricing');
    expect(localizedHref('/', 'th')).toBe('/th');
    expect(localizedHref('/links#scan', 'km')).toBe('/km/links#scan');
    expect(localizedHref('/blog?page=2', 'fil')).toBe('/fil/blog?page=2');
    for (const locale of ['en', 'zh', 'ru'] as const) expect(localizedHref('/pricing', locale)).toBe('/pricing');
    expect(localizedHref('/', 'en')).toBe('/');
  });

  it('leaves other addresses alone', () => {
    for (const href of [
      'https://t.me/morphis',
      'mailto:sales@example.com',
      '//evil.example/x',
      '#faq',
      'relative/path',
    ]) {
      expect(isLocalizableHref(href)).toBe(false);
      expect(localizedHref(href, 'de')).toBe(href);
    }
  });
});
