import { safeBackUri } from '@portal/contracts/back-uri';
import { BACK_URI_COOKIE } from '@portal/contracts/cookies';
import { paths } from '../config/paths.ts';
import { browserNavigation } from './browser-navigation.ts';
import { removeCookie, writeCookie } from './cookies.ts';

/** Query of GET /v1/top/login (spec portal.md §7): acr_value=2 for my-page routes, auth_type=1 for entry. */
export interface LoginOptions {
  acrValue?: '2';
  authType?: '1';
}

/** back_uri is only ever a same-origin relative path (ARCHITECTURE.md §4); anything else becomes "/". */
export function buildLoginUrl(backUri: string, options: LoginOptions = {}): string {
  const query = [
    ...(options.acrValue ? [`acr_value=${options.acrValue}`] : []),
    `back_uri=${encodeURIComponent(safeBackUri(backUri))}`,
    ...(options.authType ? [`auth_type=${options.authType}`] : []),
  ];
  return `${paths.api.login}?${query.join('&')}`;
}

/** The carrier login used after an HTTP 401 (spec portal.md §8). */
export function buildCarrierLoginUrl(backUri: string): string {
  return `${paths.api.carrierLogin}?back_uri=${encodeURIComponent(safeBackUri(backUri))}`;
}

/** Saves where to come back to after login in the back_uri cookie (spec portal.md §3: "back_uri is written"). */
export function rememberBackUri(backUri: string): void {
  writeCookie(BACK_URI_COOKIE, safeBackUri(backUri));
}

export function forgetBackUri(): void {
  removeCookie(BACK_URI_COOKIE);
}

export function currentPathWithSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}

let signingOut = false;

/**
 * While the member signs out, an HTTP 401 of a call still in flight (a widget's, the keep-alive's) is the sign-out
 * itself, not an ended session: it must not send the browser to the login instead of the sign-out's own way out.
 */
export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/**
 * HTTP 401 (spec portal.md §4, §8): save the current path in back_uri and go to the carrier login; nothing while the
 * member signs out.
 */
export function redirectToCarrierLogin(backUri: string = currentPathWithSearch()): void {
  if (signingOut) return;
  rememberBackUri(backUri);
  browserNavigation.assign(buildCarrierLoginUrl(backUri));
}
