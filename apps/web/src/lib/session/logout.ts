import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { setSigningOut } from '../auth-redirect.ts';
import { browserNavigation } from '../browser-navigation.ts';
import { clearAllFormDrafts } from '../form-drafts.ts';
import { persistence } from '../persistence.ts';

/** POST /v1/top/logout → the BFF chains SSO end-session, carrier end-session and back to "/". */
export async function logout(): Promise<string> {
  const body = await apiFetch('/v1/top/logout', { method: 'POST', schema: (s) => s.LogoutResponseSchema });
  return body.data.redirectTo;
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
    mutationFn: logout,
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
    onSuccess: (redirectTo) => {
      // Half-finished contact forms hold personal data: they leave with the member (docs/decisions/0013).
      clearAllFormDrafts();
      // So does the day they enrolled; loginInfo turns to a visitor's on the next page (login-info.ts).
      persistence.registerDate.clear();
      browserNavigation.assign(redirectTo);
    },
  });
}
