import { dateInWords } from '@portal/contracts/japan-time';
import { Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { showToast } from '../../lib/toast-store.ts';
import { useChangeMembership } from './api/change-membership.ts';
import { useServiceUsageStatus } from './api/service-usage-status.ts';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';
import { WITHDRAW_REAUTH_URL } from './membership-choice-page.tsx';

/** Withdrawal, confirm (/withdrawConfirm): after the carrier re-authentication; 退会する withdraws once. */
export function Component() {
  const { t, i18n } = useMembershipTranslation();
  const { data: status, isError } = useServiceUsageStatus();
  const change = useChangeMembership();
  const navigate = useNavigate();
  if (isError) {
    return (
      <MembershipPage>
        <p role="alert">{t('status.loadFailed')}</p>
      </MembershipPage>
    );
  }
  if (!status) return <MembershipPage>{null}</MembershipPage>;
  // State from the server: back or reload after withdrawing shows the finish page, never a second withdrawal.
  if (status.state === 'withdrawn') return <Navigate to="/withdrawFinish" replace />;
  if (!status.actions.withdraw)
    return <Navigate to={status.state === 'none' ? '/not-member' : '/memberStatus'} replace />;
  const withdraw = () =>
    change.mutate('withdraw', {
      onSuccess: () => {
        showToast({ type: 'success', title: t('withdraw.done') });
        void navigate('/withdrawFinish', { replace: true });
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.failure.kind === 'http' &&
          error.failure.error?.code === 'reauthentication_required'
        ) {
          showToast({ type: 'warning', title: t('withdraw.reauthNeeded') });
          browserNavigation.assign(WITHDRAW_REAUTH_URL);
          return;
        }
        showToast({ type: 'error', title: t('choice.failed') });
      },
    });
  return (
    <MembershipPage>
      <p>{t('withdraw.confirmText')}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {status.plan && (
          <div className="contents">
            <dt className="font-bold text-neutral-700">{t('status.kind')}</dt>
            <dd>{t(`plan.${status.plan}`)}</dd>
          </div>
        )}
        {status.joinedOn && (
          <div className="contents">
            <dt className="font-bold text-neutral-700">{t('status.joinedOn')}</dt>
            <dd>{dateInWords(status.joinedOn, i18n.language)}</dd>
          </div>
        )}
        <div className="contents">
          <dt className="font-bold text-neutral-700">{t('status.monthlyFee')}</dt>
          <dd>{t('fee.monthly', status.monthlyFee)}</dd>
        </div>
      </dl>
      <p>{t('withdraw.noProration')}</p>
      <p>{t('withdraw.pointsNote')}</p>
      <button type="button" className={buttonStyles.primary} disabled={change.isPending} onClick={withdraw}>
        {t('withdraw.confirmButton')}
      </button>
    </MembershipPage>
  );
}
