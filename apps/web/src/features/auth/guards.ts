import { HINT_COOKIES } from '@portal/contracts/cookies';

export { LEVEL1_PATHS, isLevel1Path, isMypagePath } from '@portal/contracts/access';
import { buildLoginUrl } from '../../lib/auth-redirect.ts';

/**
 * Route guards (spec portal.md §6, §8) as pure decisions. The hint cookies are written by the BFF and hold
 * the limit as epoch milliseconds; they are only hints — the server decides authorisation.
 */

export type HintCookies = Readonly<Partial<Record<(typeof HINT_COOKIES)[keyof typeof HINT_COOKIES], string>>>;

export type GuardDecision =
  | { kind: 'allow' }
  /** Save backUri in the back_uri cookie, then full-navigate to loginUrl. */
  | { kind: 'login'; loginUrl: string; backUri: string }
  /** Full-page redirect (location.replace) to the separate my-page site. */
  | { kind: 'external'; url: string };

export interface GuardInput {
  pathname: string;
  search: string;
  cookies: HintCookies;
  /** epoch milliseconds */
  now: number;
}

/** The entry login asks the identity provider for the enrolment flow (auth_type=1). */
const ENTRY_PATH = '/entry';

/** A hint is present when it holds a limit still in the future; missing, malformed or past means absent. */
export function isHintPresent(value: string | undefined, now: number): boolean {
  if (value === undefined || value.trim() === '') return false;
  const limit = Number(value);
  return Number.isFinite(limit) && limit > now;
}

export function hasLevel1Hints(cookies: HintCookies, now: number): boolean {
  return isHintPresent(cookies[HINT_COOKIES.level1], now) && isHintPresent(cookies[HINT_COOKIES.userLimit], now);
}

export function hasLevel2Hint(cookies: HintCookies, now: number): boolean {
  return isHintPresent(cookies[HINT_COOKIES.level2], now);
}

/** Level-1 routes need both the level-1 cookie and the user-limit cookie. */
export function decideLevel1Access({ pathname, search, cookies, now }: GuardInput): GuardDecision {
  if (hasLevel1Hints(cookies, now)) return { kind: 'allow' };
  const backUri = `${pathname}${search}`;
  return {
    kind: 'login',
    backUri,
    loginUrl: buildLoginUrl(backUri, pathname === ENTRY_PATH ? { authType: '1' } : {}),
  };
}

/** My-page routes need the level-2 cookie; then the browser leaves for the my-page site. */
export function decideMypageAccess({
  pathname,
  search,
  cookies,
  now,
  mypageBaseUrl,
}: GuardInput & { mypageBaseUrl: string }): GuardDecision {
  const backUri = `${pathname}${search}`;
  if (!hasLevel2Hint(cookies, now)) {
    return { kind: 'login', backUri, loginUrl: buildLoginUrl(backUri, { acrValue: '2' }) };
  }
  return { kind: 'external', url: `${mypageBaseUrl}${pathname}${search}` };
}
