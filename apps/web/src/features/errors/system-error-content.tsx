import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { CustomerCentreContact } from './customer-centre-contact.tsx';
import { ErrorLayout } from './error-layout.tsx';

/** システムエラーが発生しました｡ with the customer-centre contact; the error boundary adds a reload button. */
export function SystemErrorContent({ withReload = false }: { withReload?: boolean }) {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <ErrorLayout title={tc('titles.systemError')} message={t('system.message')} detail={t('system.detail')}>
      <CustomerCentreContact />
      {withReload && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-neutral-700">{t('system.reloadDetail')}</p>
          <button type="button" className={buttonStyles.primary} onClick={() => browserNavigation.reload()}>
            {tc('reload')}
          </button>
        </div>
      )}
    </ErrorLayout>
  );
}
