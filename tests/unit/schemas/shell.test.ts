import * as schemas from '@site/schemas';
import { describe, expect, it } from 'vitest';

/** The spec's numbers, restated on purpose: a change in schemas/src/shell.ts must be a change of the spec. */
describe('shell constants keep their contract', () => {
  it.each([
    ['LOADING_BAR_THROTTLE_MS', 200],
    ['LOADING_BAR_DURATION_MS', 2000],
    ['LOADING_BAR_HEIGHT_PX', 3],
    ['HASH_SCROLL_DELAY_MS', 0],
    ['HASH_SLICE_LENGTH', 10],
    ['ERROR_COUNTDOWN_SECONDS', 5],
    ['SCROLL_THROTTLE_MS', 200],
    ['BANNER_SHOW_DELAY_MS', 1000],
    ['BANNER_RESHOW_DELAY_MS', 5000],
    ['TOAST_DELAY_MS', 1000],
    ['TOAST_ANIMATION_MS', 300],
    ['GLOBAL_TOAST_MS', 3600],
    ['TOOLTIP_MAX_WIDTH_PX', 265],
    ['FLOATING_OFFSET_PX', 93],
    ['FLOATING_MARGIN_PX', 5],
    ['ONE_TAP_PROMPT_DELAY_MS', 3000],
    ['ONE_TAP_FRAME_POLL_MS', 500],
    ['ONE_TAP_FRAME_GIVE_UP_MS', 1_200_000],
    ['CHAT_START_DELAY_MS', 500],
    ['CHAT_POLL_MS', 500],
    ['CHAT_POLL_MAX_TICKS', 1200],
    // Ours, not the spec's (it does not show its device condition): docs/decisions/0047.
    ['CHAT_PHONE_START_VIEWPORTS', 1],
    ['PROMOTION_CHECK_MS', 60_000],
    ['PREFETCH_CONCURRENCY', 5],
    ['MOBILE_BREAKPOINT_PX', 767],
  ] as const)('%s = %d', (name, value) => {
    expect((schemas as Record<string, unknown>)[name]).toBe(value);
  });

  it('the promotion ends 2025-08-23 16:00 at UTC+8, which is 08:00 UTC', () => {
    expect(Date.parse(schemas.PROMOTION_CUTOFF_DEFAULT)).toBe(Date.UTC(2025, 7, 23, 8, 0, 0));
  });

  it('keeps the data-fetch and one-tap error texts', () => {
    expect(schemas.REQUEST_TIMEOUT_MESSAGE).toBe('Request aborted due to timeout.');
    expect(schemas.REQUEST_SUPERSEDED_MESSAGE).toBe(
      'Request aborted as another request to the same endpoint was initiated.',
    );
    expect(schemas.ONE_TAP_FAILURE_TEXT).toEqual({ en: 'Registration failed!', zh: '注册失败' });
  });

  it('picks the banner image by locale: zh and tc Chinese, ru, pt, vn their own, the rest English', () => {
    const expected: Record<string, string> = { zh: 'zh', tc: 'zh', ru: 'ru', pt: 'pt', vn: 'vn' };
    for (const code of schemas.LOCALE_CODES) expect(schemas.bannerLanguage(code), code).toBe(expected[code] ?? 'en');
  });

  it('sends the error page to the root for ru and to the blog for every other locale', () => {
    for (const code of schemas.LOCALE_CODES)
      expect(schemas.errorPageTarget(code), code).toBe(code === 'ru' ? '/' : '/blog');
  });
});
