import { dateInWords } from '@portal/contracts/japan-time';
import { Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { showToast } from '../../lib/toast-store.ts';
import { useConsent, useEnrolmentCheck, useRegister } from './api/enrolment.ts';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/**
 * Enrolment, confirm (/entryConfirm): what the member is enrolling in; 入会する enrols once. Back or reload
 * after it asks the server again, which answers `finished` for this session (→ /registerSuccess).
 */
export function Component() {
  const { t, i18n } = useEnrolmentTranslation();
  const check = useEnrolmentCheck();
  const consent = useConsent();
  const register = useRegister();
  const navigate = useNavigate();
  if (check.isError || consent.isError) {
    return (
      <EnrolmentPage>
        <p role="alert">{t('entry.agreeFailed')}</p>
      </EnrolmentPage>
    );
  }
  if (!check.data || !consent.data) return <EnrolmentPage>{null}</EnrolmentPage>;
  if (check.data.outcome !== 'ok') return <Navigate to={check.data.next} replace />;
  if (!consent.data.consentStatusFlg) return <Navigate to="/entry" replace />;
  const { plan, firstMonthFree, billingStartsOn } = check.data;
  const submit = () =>
    register.mutate(undefined, {
      onSuccess: (result) => {
        if (result.outcome === 'finished') showToast({ type: 'success', title: t('entry.registered') });
        void navigate(result.next, { replace: true });
      },
      onError: () => showToast({ type: 'error', title: t('entry.agreeFailed') }),
    });
  return (
    <EnrolmentPage steps={<OrderSteps routeName="confirm" completed={['applicantInformation']} />}>
      <p>{t('entry.confirmLead')}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <div className="contents">
          <dt className="font-bold text-neutral-700">{t('entry.plan')}</dt>
          <dd>{t(`plan.${plan}`)}</dd>
        </div>
        <div className="contents">
          <dt className="font-bold text-neutral-700">{t('status.monthlyFee')}</dt>
          <dd>{t('fee.monthly', { includingTax: 330, excludingTax: 300 })}</dd>
        </div>
        {billingStartsOn && (
          <div className="contents">
            <dt className="font-bold text-neutral-700">{t('entry.billing')}</dt>
            <dd>{t('entry.billingStarts', { date: dateInWords(billingStartsOn, i18n.language) })}</dd>
          </div>
        )}
      </dl>
      {firstMonthFree && <p>{t('entry.firstMonthFree')}</p>}
      <button type="button" className={buttonStyles.primary} disabled={register.isPending} onClick={submit}>
        {t('entry.register')}
      </button>
    </EnrolmentPage>
  );
}
