import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGOUT_RETURNS, type LogoutReturn } from '@portal/contracts/logout-returns';
import { apiFetch } from '../api-client.ts';
import { setSigningOut } from '../auth-redirect.ts';
import { browserNavigation } from '../browser-navigation.ts';
import { clearAllFormDrafts } from '../form-drafts.ts';
import { persistence } from '../persistence.ts';

/**
 * POST /v1/top/logout → the BFF chains SSO end-session, carrier end-session and back to "/" — or, for a logout on the
 * withdraw-finish page, back to that page (spec portal.md §4: no navigation on the withdraw-finish page).
 */
export async function logout(returnTo: LogoutReturn = 'top'): Promise<string> {
  const body = await apiFetch('/v1/top/logout', {
    method: 'POST',
    body: { returnTo },
    schema: (s) => s.LogoutResponseSchema,
  });
  return body.data.redirectTo;
}

/** Where a logout started from a page ends: that page for /withdrawFinish, the top page from anywhere else. */
export function logoutReturnFor(pathname: string): LogoutReturn {
  return pathname === LOGOUT_RETURNS.withdrawFinish ? 'withdrawFinish' : 'top';
}

/**
 * The tab's note that its member logged out on /withdrawFinish, kept while the chain passes the providers: back on the
 * page, logged out, the tab shows its logged-out state there instead of asking for a login (route-guards.ts).
 */
const LOGGED_OUT_ON_WITHDRAW_FINISH = 'ly_withdraw_finish_logged_out';
/** How long the note holds: the chain takes seconds; a member who comes back much later is asked to log in. */
const LOGGED_OUT_NOTE_MS = 10 * 60_000;

function noteLoggedOutOnWithdrawFinish(): void {
  try {
    window.sessionStorage.setItem(LOGGED_OUT_ON_WITHDRAW_FINISH, String(Date.now()));
  } catch {
    // No storage (private mode): the returning page asks for a login, as any level-1 page.
  }
}

/** Whether this tab logged out on /withdrawFinish within the last minutes. */
export function loggedOutOnWithdrawFinish(now: number = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(LOGGED_OUT_ON_WITHDRAW_FINISH));
    return Number.isFinite(at) && at > 0 && now - at < LOGGED_OUT_NOTE_MS;
  } catch {
    return false;
  }
}

/** While the session ends no member call may leave: it would come back 401 (the page is about to go anyway). */
function holdCalls(holding: boolean): void {
  setSigningOut(holding);
  // Offline, the query client pauses every query instead of fetching it (TanStack Query's network mode "online").
  onlineManager.setOnline(!holding);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnTo: LogoutReturn) => logout(returnTo),
    // The logout call itself goes out while the other calls are held.
    networkMode: 'always',
    onMutate: async () => {
      holdCalls(true);
      // The member's calls still on their way stop first; any asked for meanwhile waits.
      await queryClient.cancelQueries();
      // Back on this page from the browser's cache after leaving: calls go out again.
      window.addEventListener('pageshow', () => holdCalls(false), { once: true });
    },
    onError: () => holdCalls(false),
    onSuccess: (redirectTo, returnTo) => {
      if (returnTo === 'withdrawFinish') noteLoggedOutOnWithdrawFinish();
      // Half-finished contact forms hold personal data: they leave with the member (docs/decisions/0013).
      clearAllFormDrafts();
      // So does the day they enrolled; loginInfo turns to a visitor's on the next page (login-info.ts).
      persistence.registerDate.clear();
      browserNavigation.assign(redirectTo);
    },
  });
}
