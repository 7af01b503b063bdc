import type { QueryClient } from '@tanstack/react-query';
import { forgetBackUri } from '../auth-redirect.ts';
import { setCsrfToken } from '../api-client.ts';
import { setUnauthenticated } from './auth-store.ts';
import { clearHintCookies } from './hint-cookies.ts';

/**
 * Logout-free local clear (search.md §2: home on /session-time-out first clears the auth session):
 * drop the hint cookies and everything cached about the member; the server session has already expired.
 */
export async function clearLocalSession(queryClient: QueryClient): Promise<void> {
  clearHintCookies();
  forgetBackUri();
  setCsrfToken(null);
  setUnauthenticated();
  queryClient.removeQueries({ queryKey: ['users'] });
  queryClient.removeQueries({ queryKey: ['points'] });
  await queryClient.invalidateQueries({ queryKey: ['session'] });
}
