import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session/logout.ts';
import { showToast } from '../../lib/toast-store.ts';

/** ログアウト: POST /v1/top/logout, then the browser follows redirectTo; a failure shows a toast. */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const { t } = useTranslation('layout');
  const mutation = useLogout();
  return {
    isPending: mutation.isPending,
    logout: () =>
      mutation.mutate(undefined, {
        onError: () => showToast({ type: 'error', title: t('logoutFailed.title'), text: t('logoutFailed.text') }),
      }),
  };
}
