import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { showToast } from '../../lib/toast-store.ts';
import { useLogout } from '../../lib/session/logout.ts';
import { useAgreeTerms, useEnrolmentCheck } from './api/enrolment.ts';
import { TermsModal } from './components/terms-modal.tsx';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/**
 * Enrolment (/entry, level 1 with auth_type=1): the guide, then the terms modal. 同意する records the consent
 * and submits the application (isSubscribe true) — the outcome decides the next screen; 同意しない logs out.
 */
export function Component() {
  const { t } = useEnrolmentTranslation();
  const check = useEnrolmentCheck();
  const agree = useAgreeTerms();
  const logout = useLogout();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  if (check.isError) {
    return (
      <EnrolmentPage>
        <p role="alert">{t('entry.agreeFailed')}</p>
      </EnrolmentPage>
    );
  }
  const outcome = check.data;
  if (!outcome) return <EnrolmentPage>{null}</EnrolmentPage>;
  if (outcome.outcome !== 'ok') return <Navigate to={outcome.next} replace />;
  return (
    <EnrolmentPage steps={<OrderSteps routeName="applicantInformation" />}>
      <h2 className="text-lg font-bold">{t('entry.heading')}</h2>
      <p>{t('entry.lead')}</p>
      <p className="font-bold">{t('entry.fee')}</p>
      {outcome.firstMonthFree && <p>{t('entry.firstMonthFree')}</p>}
      <p className="text-sm text-neutral-700">{t('entry.conditions')}</p>
      <button type="button" className={buttonStyles.primary} onClick={() => setTermsOpen(true)}>
        {t('entry.apply')}
      </button>
      {termsOpen && (
        <TermsModal
          busy={agree.isPending || logout.isPending}
          onClose={() => setTermsOpen(false)}
          onDisagree={() => logout.mutate('top')}
          onAgree={(terms) =>
            agree.mutate(terms, {
              onSuccess: (result) => void navigate(result.next),
              onError: () => showToast({ type: 'error', title: t('entry.agreeFailed') }),
            })
          }
        />
      )}
    </EnrolmentPage>
  );
}
