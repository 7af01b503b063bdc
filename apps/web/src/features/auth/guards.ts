import { hasLevel1Hints, hasLevel2Hint, type HintCookies } from '@portal/contracts/access';
import { buildLoginUrl } from '../../lib/auth-redirect.ts';

export {
  LEVEL1_PATHS,
  hasLevel1Hints,
  hasLevel2Hint,
  isHintPresent,
  isLevel1Path,
  isMypagePath,
  type HintCookies,
} from '@portal/contracts/access';

/**
 * Route guards (spec portal.md §6, §8) as pure decisions. The hint cookies are written by the BFF and hold
 * the limit as epoch milliseconds; they are only hints — the server decides authorisation. The BFF reads the same
 * hints before it renders a level-1 page (ADR 0020).
 */

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
