import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { AppModal } from '../../../components/ui/modal.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { isMypagePath } from '@portal/contracts/access';
import { buildLoginUrl } from '../../../lib/auth-redirect.ts';

/**
 * Login-guidance modal (search.md §2): its ログイン link goes to /v1/top/login with the back_uri (plus hash).
 * A my-page destination asks for level 2 at once (acr_value=2, spec portal.md §7), so the member logs in once.
 */
export function LoginGuidanceModal({ backUri, onClose }: { backUri: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AppModal title={t('loginGuidance.title')} onClose={onClose}>
      <p className="text-neutral-800">{t('loginGuidance.message')}</p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <a
          href={buildLoginUrl(backUri, isMypagePath(backUri.split(/[?#]/)[0] ?? backUri) ? { acrValue: '2' } : {})}
          className={`${buttonStyles.primary} flex-1`}
        >
          {t('loginGuidance.login')}
        </a>
        <Button onPress={onClose} className={`${buttonStyles.secondary} flex-1`}>
          {t('loginGuidance.close')}
        </Button>
      </div>
    </AppModal>
  );
}
