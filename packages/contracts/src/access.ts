import { HINT_COOKIES } from './cookies.ts';

/**
 * Which routes need which assurance level (spec portal.md §6): the one list of member-only pages, shared by the SPA's
 * route table (its level-1 routes are exactly these, apps/web/src/app/routes.test.tsx) and the BFF (a cancelled login
 * never returns to one of them, which would loop).
 */

/** The level-1 routes the spec names (§6). */
export const SPEC_LEVEL1_PATHS = [
  '/memberStatus',
  '/favorite',
  '/entry',
  '/registerSuccess',
  '/app-withdraw',
  '/app-continue',
  '/withdrawFinish',
] as const;

/**
 * Every route that needs a level-1 login: the spec's, and the member's own steps the spec reaches from them — the
 * confirm and complete steps of a continuation or its cancellation (/orders/*), the opinion box's three steps, and the
 * convenience-store one-time password page.
 */
export const LEVEL1_PATHS = [
  ...SPEC_LEVEL1_PATHS,
  '/orders/confirm',
  '/orders/complete',
  '/opinion',
  '/opinionConfirm',
  '/opinionRegister',
  '/oneTimePassword',
] as const;

export function isLevel1Path(pathname: string): boolean {
  return (LEVEL1_PATHS as readonly string[]).includes(pathname);
}

/** /mypage and everything under it is a full-page redirect to the separate my-page site: level 2. */
export function isMypagePath(pathname: string): boolean {
  return pathname === '/mypage' || pathname.startsWith('/mypage/');
}

/** A path a logged-out visitor cannot stay on: returning there after a cancelled login would loop. */
export function isMemberOnlyPath(pathOrUri: string): boolean {
  const pathname = pathOrUri.split(/[?#]/)[0] ?? pathOrUri;
  return isLevel1Path(pathname) || isMypagePath(pathname);
}

/** The hint cookies as read from a request or from the browser, by name. */
export type HintCookies = Readonly<Partial<Record<(typeof HINT_COOKIES)[keyof typeof HINT_COOKIES], string>>>;

/**
 * The BFF writes the hint cookies with their limit as epoch milliseconds; they are only hints, the server decides
 * authorisation. A hint is present when it holds a limit still in the future; missing, malformed or past means absent.
 */
export function isHintPresent(value: string | undefined, now: number): boolean {
  if (value === undefined || value.trim() === '') return false;
  const limit = Number(value);
  return Number.isFinite(limit) && limit > now;
}

/** Whether a level-1 route may show: both the level-1 cookie and the user-limit cookie are present. */
export function hasLevel1Hints(cookies: HintCookies, now: number): boolean {
  return isHintPresent(cookies[HINT_COOKIES.level1], now) && isHintPresent(cookies[HINT_COOKIES.userLimit], now);
}

export function hasLevel2Hint(cookies: HintCookies, now: number): boolean {
  return isHintPresent(cookies[HINT_COOKIES.level2], now);
}
