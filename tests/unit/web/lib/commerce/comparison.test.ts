import { ALTERNATIVE_IDS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_ROWS,
  COMPETITOR_COLUMNS,
  SUPPORT_VALUES,
  advantagesOver,
  comparisonFor,
  isAlternativeId,
} from '@/lib/commerce/comparison';
import en from '../../../../../web/messages/en.json';

describe('comparison tables', () => {
  it('cover exactly the seven alternative ids, every row with a known value', () => {
    expect(Object.keys(COMPETITOR_COLUMNS).sort()).toEqual([...ALTERNATIVE_IDS].sort());
    for (const id of ALTERNATIVE_IDS) {
      const table = comparisonFor(id)!;
      expect(table.map((line) => line.row)).toEqual([...COMPARISON_ROWS]);
      for (const line of table) expect(SUPPORT_VALUES).toContain(line.competitor);
    }
  });

  it('gives every alternative page at least one reason to switch', () => {
    for (const id of ALTERNATIVE_IDS) expect(advantagesOver(id).length, id).toBeGreaterThan(0);
  });

  it('has no table for ids outside the seven (the route answers 404)', () => {
    expect(comparisonFor('gologin')).toBeNull();
    expect(isAlternativeId('gologin')).toBe(false);
    expect(advantagesOver('not-a-page')).toEqual([]);
  });

  it('has a label for every row and value in the messages', () => {
    const messages = en.Landing.comparison;
    for (const row of COMPARISON_ROWS) expect(messages.rows[row]).toBeTruthy();
    for (const value of SUPPORT_VALUES) expect(messages.support[value]).toBeTruthy();
  });
});
