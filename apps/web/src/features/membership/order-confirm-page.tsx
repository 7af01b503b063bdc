import { dateInWords } from '@portal/contracts/japan-time';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { useChangeMembership } from './api/change-membership.ts';
import { useServiceUsageStatus } from './api/service-usage-status.ts';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';
import { orderCompletePath, orderStartPath, orderTypeFromUrl } from './order-type.ts';

/**
 * /orders/confirm: the confirm step of a club membership application — continuing after the free period, or
 * cancelling that continuation (`?type=`). The member reads what will happen, then applies; the complete step
 * replaces this one in the history, so back from it returns to where the application started, and the server's
 * state (not this page's) says whether it is done: a reload or a return here after applying shows the complete
 * step instead of a second application.
 */
export function Component() {
  const { t, i18n } = useMembershipTranslation();
  const [params] = useSearchParams();
  const type = orderTypeFromUrl(params);
  const { data: status, isError, refetch } = useServiceUsageStatus();
  const change = useChangeMembership();
  const navigate = useNavigate();
  if (!type) return <Navigate to="/memberStatus" replace />;
  if (isError) {
    return (
      <MembershipPage>
        <p role="alert">{t('status.loadFailed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void refetch()}>
          {t('order.retry')}
        </button>
      </MembershipPage>
    );
  }
  if (!status) return <MembershipPage busy>{null}</MembershipPage>;
  const done = type === 'continue' ? status.state === 'club_continued' : status.state === 'club_cancelled';
  if (done && !change.isPending) return <Navigate to={orderCompletePath(type)} replace />;
  const allowed = type === 'continue' ? status.actions.applyContinuation : status.actions.cancelContinuation;
  // Not (or no longer) open to this member: the application's first page says why.
  if (!allowed && !change.isPending) return <Navigate to={orderStartPath(type)} replace />;

  const date = (value: string | null) => (value ? dateInWords(value, i18n.language) : '');
  const apply = () =>
    change.mutate(type, {
      onSuccess: () => void navigate(orderCompletePath(type), { replace: true }),
    });
  return (
    <MembershipPage busy={change.isPending}>
      <OrderSteps routeName="confirm" completed={['applicantInformation']} />
      <h2 className="text-lg font-bold">
        {t(type === 'continue' ? 'choice.continueHeading' : 'choice.cancelHeading')}
      </h2>
      <p>{t('order.confirmLead')}</p>
      <dl className="grid gap-2 rounded-md border border-neutral-200 p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-bold">{t('order.application')}</dt>
        <dd>{t(type === 'continue' ? 'order.continueName' : 'order.cancelName')}</dd>
        <dt className="font-bold">{t('order.freePeriodEnds')}</dt>
        <dd>{date(status.freePeriodEndsOn)}</dd>
        {type === 'continue' ? (
          <>
            <dt className="font-bold">{t('order.fee')}</dt>
            <dd>{t('order.feeValue')}</dd>
          </>
        ) : (
          <>
            <dt className="font-bold">{t('order.afterwards')}</dt>
            <dd>{t('order.autoWithdrawal', { date: date(status.freePeriodEndsOn) })}</dd>
          </>
        )}
      </dl>
      <p>
        {type === 'continue'
          ? t('choice.continueText', { date: date(status.freePeriodEndsOn) })
          : t('choice.cancelText', { date: date(status.freePeriodEndsOn) })}
      </p>
      {change.isError && (
        <p role="alert" className="text-red-800">
          {t('order.failed')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.primary} disabled={change.isPending} onClick={apply}>
          {t(type === 'continue' ? 'order.applyContinue' : 'order.applyCancel')}
        </button>
        <Link to={orderStartPath(type)} className={buttonStyles.secondary}>
          {t('order.back')}
        </Link>
      </div>
    </MembershipPage>
  );
}
