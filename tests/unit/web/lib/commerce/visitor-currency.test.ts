import { describe, expect, it } from 'vitest';
import { visitorCurrency } from '@/lib/commerce/visitor-currency';
import type { VisitorIp } from '@/tracking/visitor-ip';

const runtime = (country: string | null) => async () => ({
  visitorIp: async (): Promise<VisitorIp | null> =>
    country === null
      ? null
      : { ip: '203.0.113.1', ua: '', language: '', ip_data: { country, region: '', city: '', timezone: '' } },
});

describe('visitorCurrency', () => {
  it.each([
    ['BR', 'BRL'],
    ['Poland', 'PLN'],
    ['VN', 'VND'],
    ['DE', 'USD'],
  ])('a visitor from %s pays in %s', async (country, currency) => {
    await expect(visitorCurrency(10, runtime(country))).resolves.toBe(currency);
  });

  it('is null (keep the page currency) when the country cannot be known', async () => {
    await expect(visitorCurrency(10, async () => null)).resolves.toBeNull();
    await expect(visitorCurrency(10, runtime(null))).resolves.toBeNull();
    await expect(visitorCurrency(10, runtime('Atlantis'))).resolves.toBeNull();
    await expect(visitorCurrency(10, () => Promise.reject(new Error('boom')))).resolves.toBeNull();
  });
});
