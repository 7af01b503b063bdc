import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { setSigningOut } from '../../../lib/auth-redirect.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { clearAllFormDrafts } from '../../../lib/form-drafts.ts';

/** POST /v1/top/logout → the BFF chains SSO end-session, carrier end-session and back to "/". */
export async function logout(): Promise<string> {
  const body = await apiFetch('/v1/top/logout', { method: 'POST', schema: (s) => s.LogoutResponseSchema });
  return body.data.redirectTo;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onMutate: async () => {
      setSigningOut(true);
      // The member's calls still on their way would come back 401 once the session has ended: they stop first.
      await queryClient.cancelQueries();
      // Back on this page from the browser's cache after leaving: a 401 means an ended session again.
      window.addEventListener('pageshow', () => setSigningOut(false), { once: true });
    },
    onError: () => setSigningOut(false),
    onSuccess: (redirectTo) => {
      // Half-finished contact forms hold personal data: they leave with the member (docs/decisions/0013).
      clearAllFormDrafts();
      browserNavigation.assign(redirectTo);
    },
  });
}
