/**
 * Client-readable cookie names and lifetimes (spec portal.md §3, persistence).
 * The BFF writes the level cookies as hints for the SPA's route guards; it never trusts them.
 */
export const HINT_COOKIES = {
  level1: 'LYLv1AtLimitAuthenticatedCookie',
  userLimit: 'LYUserLimitCookie',
  level2: 'LYLv2AtLimitAuthenticatedCookie',
} as const;

export const BACK_URI_COOKIE = 'back_uri';

/** The HttpOnly cookie that carries the opaque server-side session id. */
export const SESSION_COOKIE = 'portal_sid';
/** The cookie that carries the CSRF token the SPA echoes in the X-CSRF-Token header. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export const SHORT_COOKIE_DAYS = 7;
export const LONG_COOKIE_DAYS = 3650;

/**
 * Client persistence: what lives where, and for how long. The spec's `ly_mail` and `ly_opinion` slots are not
 * here: the contact forms keep their drafts in localStorage (ADR 0013).
 */
export const CLIENT_COOKIES = {
  loginInfo: { name: 'ly_login_info', days: SHORT_COOKIE_DAYS },
  registerDate: { name: 'ly_register_date', days: SHORT_COOKIE_DAYS },
  navOrder: { name: 'ly_nav_order', days: LONG_COOKIE_DAYS },
  clickedNews: { name: 'ly_clicked_news', days: LONG_COOKIE_DAYS },
  /** The stay search history, last 3 searches (spec search.md §9: 30-day expiry). */
  searchHistory: { name: 'ly_search_history', days: 30 },
  /** The saved domestic stay conditions, restored on returning to that tab; the spec gives no expiry. */
  stayConditions: { name: 'ly_stay_conditions', days: 30 },
} as const;

export const LOCAL_STORAGE_KEYS = {
  navOrder: 'ly_nav_order',
  tutorial: 'ly_tutorial',
  clickedNews: 'ly_clicked_news',
} as const;

export const LANGUAGE_COOKIE = 'ly_lang';
