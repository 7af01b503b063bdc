import { data, replace, type LoaderFunction, type MiddlewareFunction } from 'react-router';
import { DEVICE_ERROR_PATH, isFeaturePhone } from '@portal/contracts/user-agent';
import { rememberBackUri } from '../../lib/auth-redirect.ts';
import { browserNavigation, untilPageUnloads } from '../../lib/browser-navigation.ts';
import { publicConfigQueryOptions } from '../../config/public-config.ts';
import { decideLevel1Access, decideMypageAccess, type GuardDecision } from './guards.ts';
import { readHintCookies } from '../../lib/session/hint-cookies.ts';
import { loggedOutOnWithdrawFinish } from '../../lib/session/logout.ts';
import { LOGOUT_RETURNS } from '@portal/contracts/logout-returns';
import { onServer, queryClientContext } from '../../lib/route-data.ts';

/** Carries out a guard decision; resolves only when the route may render. */
async function carryOut(decision: GuardDecision): Promise<void> {
  switch (decision.kind) {
    case 'allow':
      return;
    case 'login':
      rememberBackUri(decision.backUri);
      browserNavigation.assign(decision.loginUrl);
      return untilPageUnloads();
    case 'external':
      browserNavigation.replace(decision.url);
      return untilPageUnloads();
  }
}

/** Feature phones get /device-error on every route (spec portal.md §8; the BFF does it too). */
export const featurePhoneMiddleware: MiddlewareFunction = ({ request }) => {
  if (!isFeaturePhone(window.navigator.userAgent)) return;
  if (new URL(request.url).pathname !== DEVICE_ERROR_PATH) throw replace(DEVICE_ERROR_PATH);
};

/** Level-1 routes: middleware runs on every navigation into them, with or without a loader. */
export const level1Middleware: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  // A member who logged out on /withdrawFinish comes back to it from the providers' sign-out, logged out: the page
  // shows that, without a login (spec portal.md §4: no navigation on the withdraw-finish page).
  if (url.pathname === LOGOUT_RETURNS.withdrawFinish && loggedOutOnWithdrawFinish()) return;
  await carryOut(
    decideLevel1Access({ pathname: url.pathname, search: url.search, cookies: readHintCookies(), now: Date.now() }),
  );
};

/**
 * The level-1 check of the server renderer (ADR 0032), the loader of the level-1 routes: route middleware runs only
 * in the browser, so on the server a level-1 page renders only when the browser's guard would let it show (the
 * member's hint cookies, which the BFF passes on only with a session cookie); otherwise the page is sent for the
 * browser to render, whose guard then sends the visitor to the login. In the browser it does nothing: the middleware
 * has decided.
 */
export const level1ServerCheck: LoaderFunction = ({ request }) => {
  if (!onServer) return null;
  const url = new URL(request.url);
  const decision = decideLevel1Access({
    pathname: url.pathname,
    search: url.search,
    cookies: readHintCookies(),
    now: Date.now(),
  });
  if (decision.kind !== 'allow') throw data(null, { status: 401 });
  return null;
};

/** /mypage/*: a level-2 check, then a full-page redirect to the my-page site (in the browser: the server sends the page). */
export const mypageLoader: LoaderFunction = async ({ request, context }) => {
  if (onServer) return null;
  const url = new URL(request.url);
  const config = await context.get(queryClientContext).ensureQueryData(publicConfigQueryOptions());
  await carryOut(
    decideMypageAccess({
      pathname: url.pathname,
      search: url.search,
      cookies: readHintCookies(),
      now: Date.now(),
      mypageBaseUrl: config.mypageBaseUrl,
    }),
  );
  return null;
};
