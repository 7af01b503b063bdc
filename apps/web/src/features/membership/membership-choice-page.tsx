import { dateInWords } from '@portal/contracts/japan-time';
import { Link, Navigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { orderConfirmPath } from './order-type.ts';
import { useServiceUsageStatus } from './api/service-usage-status.ts';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';

/** Where the carrier re-authentication sends the member back to before withdrawing. */
export const WITHDRAW_REAUTH_URL = `/v1/top/sb-user-withdrawal?redirectUri=${encodeURIComponent('/withdrawConfirm')}`;

/**
 * One page for /app-withdraw and /app-continue (spec portal.md §2). The original's type values look swapped
 * between the two routes; here /app-continue is the continuation and /app-withdraw the cancellation of the
 * continuation (club, free period) or the withdrawal (docs/decisions/0017-app-continue-and-app-withdraw.md). A
 * continuation or its cancellation goes on to its confirm and complete steps (/orders/confirm, /orders/complete).
 */
export function Component() {
  const { t, i18n } = useMembershipTranslation();
  const action = useRouteHandle()?.membershipAction ?? 'withdraw';
  const { data: status, isError } = useServiceUsageStatus();
  if (isError) {
    return (
      <MembershipPage>
        <p role="alert">{t('status.loadFailed')}</p>
      </MembershipPage>
    );
  }
  if (!status) return <MembershipPage>{null}</MembershipPage>;
  if (status.state === 'none' || status.state === 'withdrawn' || status.state === 'ended') {
    return <Navigate to={status.state === 'withdrawn' ? '/withdrawFinish' : '/not-member'} replace />;
  }
  const date = (value: string | null) => (value ? dateInWords(value, i18n.language) : '');
  const back = (
    <Link to="/memberStatus" className={buttonStyles.secondary}>
      {t('choice.toStatus')}
    </Link>
  );

  if (action === 'continue') {
    if (status.plan === 'general') {
      return (
        <MembershipPage>
          <p>{t('choice.generalContinue')}</p>
          {back}
        </MembershipPage>
      );
    }
    return (
      <MembershipPage>
        <h2 className="text-lg font-bold">{t('choice.continueHeading')}</h2>
        {status.state === 'club_continued' ? (
          <p>{t('choice.continued', { date: date(status.billingStartsOn) })}</p>
        ) : (
          <>
            <p>{t('choice.continueText', { date: date(status.freePeriodEndsOn) })}</p>
            {status.actions.applyContinuation && (
              <Link to={orderConfirmPath('continue')} className={buttonStyles.primary}>
                {t('choice.continueButton')}
              </Link>
            )}
          </>
        )}
        {back}
      </MembershipPage>
    );
  }

  // /app-withdraw: a club member inside the free period cancels the continuation instead of withdrawing.
  if (status.actions.cancelContinuation || status.state === 'club_cancelled') {
    return (
      <MembershipPage>
        <h2 className="text-lg font-bold">{t('choice.cancelHeading')}</h2>
        {status.state === 'club_cancelled' ? (
          <>
            <p>{t('choice.cancelled', { date: date(status.freePeriodEndsOn) })}</p>
            {status.actions.applyContinuation && (
              <Link to={orderConfirmPath('continue')} className={buttonStyles.primary}>
                {t('choice.reapply')}
              </Link>
            )}
          </>
        ) : (
          <>
            <p>{t('choice.cancelText', { date: date(status.freePeriodEndsOn) })}</p>
            <Link to={orderConfirmPath('cancel_continuation')} className={buttonStyles.primary}>
              {t('choice.cancelButton')}
            </Link>
          </>
        )}
        {back}
      </MembershipPage>
    );
  }

  return (
    <MembershipPage>
      <h2 className="text-lg font-bold">{t('choice.withdrawHeading')}</h2>
      <p>{t('choice.withdrawText')}</p>
      <p>{t('choice.withdrawReauth')}</p>
      {status.actions.withdraw && (
        // A full navigation: the BFF sends the member through the carrier login and back to /withdrawConfirm.
        <a href={WITHDRAW_REAUTH_URL} className={buttonStyles.primary}>
          {t('choice.withdrawButton')}
        </a>
      )}
      {back}
    </MembershipPage>
  );
}
