import { isCrawler } from '@site/edge';
import { describe, expect, it } from 'vitest';
import { BROWSER_AGENTS, CRAWLER_AGENTS } from '../../fixtures/user-agents';

// Crawlers are never redirected by Accept-Language (edge/README.md). The list is isbot's: these
// are the user agents the hand-written pattern missed, next to the ones it already knew and real browsers.
describe('isCrawler', () => {
  it.each(CRAWLER_AGENTS)('%s is a crawler', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each(BROWSER_AGENTS)('%s is a visitor', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

describe('isCrawler asked again', () => {
  it('gives the same answers from its memory, and for User-Agents too long to remember', () => {
    const bot = 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)';
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    for (let round = 0; round < 3; round += 1) {
      expect(isCrawler(bot)).toBe(true);
      expect(isCrawler(browser)).toBe(false);
      expect(isCrawler(`${browser} ${'x'.repeat(600)}`)).toBe(false);
      expect(isCrawler(`${'x'.repeat(600)} ${bot}`)).toBe(true);
    }
    // More distinct agents than it keeps: the oldest go, answers stay right.
    for (let index = 0; index < 3000; index += 1) expect(isCrawler(`${browser} build/${index}`)).toBe(false);
    expect(isCrawler(bot)).toBe(true);
  });
});
