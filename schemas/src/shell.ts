/**
 * Timings, sizes and texts of the shell and its widgets. They are a contract:
 * web reads them from here and tests restate them on purpose to check this file against the spec.
 */
import type { LocaleCode } from './locales';

/** The top loading bar of client navigations. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 2000;
export const LOADING_BAR_HEIGHT_PX = 3;

/** On page change the view goes to the hash's anchor this long after the page finished. */
export const HASH_SCROLL_DELAY_MS = 0;

/**
 * Short hashes are this many characters. The site's one short hash is the version of a social image's
 * address (`?v=`), a digest of the titles it is drawn from (web/src/lib/seo/page-metadata.ts).
 */
export const HASH_SLICE_LENGTH = 10;

/**
 * The old site's head update delay (10 ms) has no counterpart: it was the old framework's pause before patching the
 * document head after a navigation. Under Next the title and meta tags come in the page's own payload and React
 * writes them in the same commit as the page, so the head never lags the page (decision 0036).
 */

/** The error page counts 5 to 0, then leaves. */
export const ERROR_COUNTDOWN_SECONDS = 5;

/** Scroll handlers are throttled, trailing. */
export const SCROLL_THROTTLE_MS = 200;

/** The mobile registration banner. */
export const BANNER_SHOW_DELAY_MS = 1000;
export const BANNER_RESHOW_DELAY_MS = 5000;

/** Toasts. */
export const TOAST_DELAY_MS = 1000;
export const TOAST_ANIMATION_MS = 300;
export const GLOBAL_TOAST_MS = 3600;

/** Tooltip and floating buttons. */
export const TOOLTIP_MAX_WIDTH_PX = 265;
export const FLOATING_OFFSET_PX = 93;
/** The floating buttons sit about 5 px above the chat frame. */
export const FLOATING_MARGIN_PX = 5;

/** One-tap sign-in. */
export const ONE_TAP_PROMPT_DELAY_MS = 3000;
export const ONE_TAP_FRAME_POLL_MS = 500;
export const ONE_TAP_FRAME_GIVE_UP_MS = 20 * 60 * 1000;

/** The chat widget. */
export const CHAT_START_DELAY_MS = 500;
export const CHAT_POLL_MS = 500;
export const CHAT_POLL_MAX_TICKS = 1200;
/**
 * The spec's device condition, which it does not show (docs/decisions/0047): on a phone the chat starts only once
 * the page has been scrolled past this many viewport heights, so its launcher and its script stay out of a small
 * screen's first view. Other devices start it with the page.
 */
export const CHAT_PHONE_START_VIEWPORTS = 1;

/** The promotional flag. 2025-08-23 16:00 at UTC+8. */
export const PROMOTION_CUTOFF_DEFAULT = '2025-08-23T16:00:00+08:00';
export const PROMOTION_CHECK_MS = 60_000;

/** Link prefetching. */
export const PREFETCH_CONCURRENCY = 5;

/** The mobile breakpoint (px, inclusive). */
export const MOBILE_BREAKPOINT_PX = 767;

/** The texts of aborted data fetches (error messages, kept in English like every thrown message). */
export const REQUEST_TIMEOUT_MESSAGE = 'Request aborted due to timeout.';
export const REQUEST_SUPERSEDED_MESSAGE = 'Request aborted as another request to the same endpoint was initiated.';

/**
 * Unmatched route: the variant 'Page Not Found: {full path}' (path and query), the message of the JSON 404
 * that an address under `/api/` no route serves answers (web/README.md); pages say 'Page not found: {path}'.
 */
export const unmatchedApiMessage = (fullPath: string): string => `Page Not Found: ${fullPath}`;

/** One-tap failure, the two texts the spec gives (the other 18 languages live in web/messages). */
export const ONE_TAP_FAILURE_TEXT = { en: 'Registration failed!', zh: '注册失败' } as const;

/** The base-info register and login URLs get these when missing. */
export const OFFICIAL_WEBSITE_REL = 'official_website';
/** Register and login links carry the current full address in this parameter. */
export const FROM_PARAM = 'from';

/** The registration banner's image languages. */
export type BannerLanguage = 'zh' | 'ru' | 'pt' | 'vn' | 'en';

/** zh and tc share the Chinese image; ru, pt and vn have their own; every other locale gets English. */
export function bannerLanguage(locale: LocaleCode): BannerLanguage {
  switch (locale) {
    case 'zh':
    case 'tc':
      return 'zh';
    case 'ru':
    case 'pt':
    case 'vn':
      return locale;
    default:
      return 'en';
  }
}

/** Where the error page goes at 0: the site root for ru, the blog for every other locale. */
export function errorPageTarget(locale: LocaleCode): '/' | '/blog' {
  return locale === 'ru' ? '/' : '/blog';
}

/** The chat-config answer's data.chat values the site knows; anything else is the default chat. */
export const CHAT_TYPES = ['SS_ROBOT', 'SS_HUMAN', 'HUAN_XIN'] as const;
export type ChatType = (typeof CHAT_TYPES)[number] | 'DEFAULT';
/** The chat-choose answer's data.type. */
export const CHAT_CHOOSE_TYPES = ['easemob', 'ss'] as const;
export type ChatChooseType = (typeof CHAT_CHOOSE_TYPES)[number];

/** The one-tap payload's constant fields (values the spec does not give; see web/README.md). */
export const ONE_TAP_THIRD_PARTY = 'google';
export const ONE_TAP_ACTION_TYPE = 'one_tap';
