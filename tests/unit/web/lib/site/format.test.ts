import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, numberFormat } from '@/lib/site/format';

/**
 * Formatters are made once per language: an Intl formatter holds ICU objects outside the JavaScript heap that V8 does
 * not count, so one made per render piled up resident memory until a full collection (docs/decisions/0009).
 */
describe('format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats with the real language tag', () => {
    expect(formatDate('en', '2026-03-04T10:00:00Z')).toBe('March 4, 2026');
    expect(formatDate('de', '2026-03-04T10:00:00Z')).toBe('4. März 2026');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en', 'percent').format(0.204)).toBe('20%');
  });

  it('makes one formatter per language and kind, however many renders ask', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    for (let render = 0; render < 50; render += 1) {
      formatDate('ru', '2026-03-04T10:00:00Z');
      formatDate('fr', '2026-03-04T10:00:00Z');
      numberFormat('ru').format(render);
      numberFormat('ru', 'percent').format(render / 100);
    }
    expect(dates.mock.calls.length).toBeLessThanOrEqual(2);
    expect(numbers.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
