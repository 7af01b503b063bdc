import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { clearAllFormDrafts } from '../../../lib/form-drafts.ts';

/** POST /v1/top/logout → the BFF chains SSO end-session, carrier end-session and back to "/". */
export async function logout(): Promise<string> {
  const body = await apiFetch('/v1/top/logout', { method: 'POST', schema: (s) => s.LogoutResponseSchema });
  return body.data.redirectTo;
}

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: (redirectTo) => {
      // Half-finished contact forms hold personal data: they leave with the member (docs/decisions/0013).
      clearAllFormDrafts();
      browserNavigation.assign(redirectTo);
    },
  });
}
