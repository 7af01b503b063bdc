import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { buildLoginUrl } from '../../lib/auth-redirect.ts';
import { ErrorLayout } from './error-layout.tsx';

/** セッションタイムアウトになりました。再度ログインしてください (spec portal.md §8) with a login link. */
export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <ErrorLayout title={tc('titles.sessionTimeOut')} message={t('sessionTimeOut.message')}>
      <p>
        <a href={buildLoginUrl('/')} className={buttonStyles.primary}>
          {t('sessionTimeOut.login')}
        </a>
      </p>
    </ErrorLayout>
  );
}
