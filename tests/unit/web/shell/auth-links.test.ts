import { describe, expect, it } from 'vitest';
import { officialUrl, withFrom, withToken } from '@/shell/auth-links';

describe('officialUrl', () => {
  it('adds rel=official_website and lang={locale} when missing', () => {
    const url = new URL(officialUrl('https://app.example.com/register', 'de')!);
    expect(url.searchParams.get('rel')).toBe('official_website');
    expect(url.searchParams.get('lang')).toBe('de');
  });

  it('keeps rel and lang that are already there', () => {
    const url = new URL(officialUrl('https://app.example.com/login?rel=partner&lang=fr&x=1', 'de')!);
    expect(url.searchParams.get('rel')).toBe('partner');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('x')).toBe('1');
  });

  it('ignores a URL that fails to parse: it stays as configured, without an error', () => {
    expect(officialUrl('not a url', 'en')).toBe('not a url');
    expect(officialUrl('/register', 'en')).toBe('/register');
  });

  it('gives nothing for a URL of another scheme', () => {
    expect(officialUrl('javascript:alert(1)', 'en')).toBeUndefined();
    expect(officialUrl('data:text/html,x', 'en')).toBeUndefined();
  });

  it('gives nothing for an empty setting', () => {
    expect(officialUrl('', 'en')).toBeUndefined();
    expect(officialUrl(undefined, 'en')).toBeUndefined();
    expect(officialUrl(null, 'en')).toBeUndefined();
  });
});

describe('withFrom', () => {
  const here = 'https://www.example.com/de/pricing?plan=team#faq';

  it('adds the current full address as from', () => {
    const url = new URL(withFrom('https://app.example.com/register?rel=official_website', here));
    expect(url.searchParams.get('from')).toBe(here);
    expect(url.searchParams.get('rel')).toBe('official_website');
  });

  it('leaves a from that is already present', () => {
    expect(withFrom('https://app.example.com/register?from=campaign', here)).toBe(
      'https://app.example.com/register?from=campaign',
    );
  });

  it('ignores a URL that fails to parse', () => {
    expect(withFrom('::::', here)).toBe('::::');
  });
});

describe('withToken', () => {
  it('sets t on the login destination', () => {
    expect(new URL(withToken('https://app.example.com/login?lang=en', 'abc')).searchParams.get('t')).toBe('abc');
  });
});
