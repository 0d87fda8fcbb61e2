import { describe, expect, it } from 'vitest';
import { accountLink } from '../../../../web/src/lib/register-link';

describe('accountLink (spec sections 2 and 3)', () => {
  it('adds rel, lang and from when missing', () => {
    const link = new URL(accountLink('https://app.example/register', { locale: 'de', from: 'http://localhost:3000/de/pricing' })!);
    expect(link.searchParams.get('rel')).toBe('official_website');
    expect(link.searchParams.get('lang')).toBe('de');
    expect(link.searchParams.get('from')).toBe('http://localhost:3000/de/pricing');
  });

  it('keeps values already present', () => {
    const link = new URL(accountLink('https://app.example/login?lang=zh&from=x&rel=other', { locale: 'de', from: 'y' })!);
    expect([link.searchParams.get('rel'), link.searchParams.get('lang'), link.searchParams.get('from')]).toEqual(['other', 'zh', 'x']);
  });

  it('gives nothing for a missing or non-http address', () => {
    expect(accountLink(null, { locale: 'en', from: '' })).toBeNull();
    expect(accountLink('javascript:alert(1)', { locale: 'en', from: '' })).toBeNull();
  });
});
