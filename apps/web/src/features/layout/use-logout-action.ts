import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { logoutReturnFor, useLogout } from '../../lib/session/logout.ts';
import { showToast } from '../../lib/toast-store.ts';

/**
 * ログアウト: POST /v1/top/logout, then the browser follows redirectTo; a failure shows a toast. On /withdrawFinish the
 * chain comes back to that page (spec portal.md §4: no navigation on the withdraw-finish page).
 */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const { t } = useTranslation('layout');
  const mutation = useLogout();
  const { pathname } = useLocation();
  return {
    isPending: mutation.isPending,
    logout: () =>
      mutation.mutate(logoutReturnFor(pathname), {
        onError: () => showToast({ type: 'error', title: t('logoutFailed.title'), text: t('logoutFailed.text') }),
      }),
  };
}
