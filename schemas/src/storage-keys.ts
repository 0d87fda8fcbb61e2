/**
 * Names of cookies and local-storage keys that other tools and the old site rely on.
 * They are a contract: change none of them without a migration.
 */

/** The language cookie (named as the previous site named it, so old visitors keep their choice). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
/**
 * A language chosen on another host, carried once by the switcher's link to the English host when the two hosts
 * share no cookie (`?set_locale=en`): the English host stores it as its language cookie and drops the parameter.
 */
export const LOCALE_CHOICE_PARAM = 'set_locale';

/** Local-storage keys for the last locale, the current locale, and the locale on every change. */
export const LAST_LOCALE_KEY = 'lastLocale';
export const CURRENT_LOCALE_KEY = 'currentLocale';
export const LOCALE_KEY = 'locale';

/**
 * Draft mode's companion cookie: when the editor's draft session ends (a signed expiry, set with Next's draft-mode
 * cookie by /api/draft-mode/enable). A draft-mode request without a valid one is rendered as a visitor's.
 */
export const DRAFT_SESSION_COOKIE = 'morphis_draft_session';
export const DRAFT_SESSION_SECONDS = 60 * 60;
/**
 * Every answer of the draft-mode routes belongs to one editor (it sets or clears the bypass cookie, or names a
 * secret's failure): no shared cache, the front's or a CDN's, may keep or reuse it.
 */
export const DRAFT_MODE_CACHE_CONTROL = 'private, no-store';
