import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { showToast } from '../../lib/toast-store.ts';
import { DevPageFrame } from './dev-page-frame.tsx';
import './dev-resources.ts';

/** /components-list and /demo/elements: the shared UI components side by side. */
export function Component() {
  const { t } = useTranslation('dev');
  const { t: tc } = useTranslation();
  return (
    <DevPageFrame title={t('componentsHeading')}>
      <Breadcrumb
        items={[
          { label: tc('titles.top'), to: '/' },
          { label: tc('titles.information'), to: '/information' },
          { label: t('componentsHeading') },
        ]}
      />
      <OrderSteps routeName="applicantInformation" />
      <OrderSteps routeName="confirm" completed={['applicantInformation']} />
      <OrderSteps routeName="complete" completed={['applicantInformation', 'confirm', 'payment']} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => showToast({ type: 'info', title: t('toastTitle'), text: t('toastText') })}
        >
          {t('toastButton')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => showToast({ type: 'error', title: t('toastTitle'), text: t('toastText') })}
        >
          {t('toastButton')} (error)
        </button>
      </div>
    </DevPageFrame>
  );
}
