import { dateInWords } from '@portal/contracts/japan-time';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { useServiceUsageStatus } from './api/service-usage-status.ts';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';
import { orderConfirmPath, orderTypeFromUrl } from './order-type.ts';

/**
 * /orders/complete: the complete step of a club membership application (see order-confirm-page.tsx). What it says
 * comes from the server's state, so a reload shows the same; opened without the application done, it returns to
 * the confirm step.
 */
export function Component() {
  const { t, i18n } = useMembershipTranslation();
  const [params] = useSearchParams();
  const type = orderTypeFromUrl(params);
  const { data: status, isError } = useServiceUsageStatus();
  if (!type) return <Navigate to="/memberStatus" replace />;
  if (isError) {
    return (
      <MembershipPage>
        <p role="alert">{t('status.loadFailed')}</p>
      </MembershipPage>
    );
  }
  if (!status) return <MembershipPage busy>{null}</MembershipPage>;
  const done = type === 'continue' ? status.state === 'club_continued' : status.state === 'club_cancelled';
  if (!done) return <Navigate to={orderConfirmPath(type)} replace />;
  const date = (value: string | null) => (value ? dateInWords(value, i18n.language) : '');
  return (
    <MembershipPage>
      <OrderSteps routeName="complete" completed={['applicantInformation', 'confirm']} />
      <h2 className="text-lg font-bold">{t(type === 'continue' ? 'choice.continueDone' : 'choice.cancelDone')}</h2>
      <p>
        {type === 'continue'
          ? t('choice.continued', { date: date(status.billingStartsOn) })
          : t('choice.cancelled', { date: date(status.freePeriodEndsOn) })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/memberStatus" className={buttonStyles.primary}>
          {t('choice.toStatus')}
        </Link>
        {type === 'cancel_continuation' && status.actions.applyContinuation && (
          <Link to={orderConfirmPath('continue')} className={buttonStyles.secondary}>
            {t('choice.reapply')}
          </Link>
        )}
      </div>
    </MembershipPage>
  );
}
