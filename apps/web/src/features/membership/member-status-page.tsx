import { dateInWords } from '@portal/contracts/japan-time';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SkeletonBar } from '../../components/ui/skeleton.tsx';
import { PointHistory } from './components/point-history.tsx';
import { serviceUsageStatusQueryOptions, useServiceUsageStatus } from './api/service-usage-status.ts';
import { pointHistoryQueryOptions } from './api/get-point-history.ts';
import { pageData } from '../../lib/route-data.ts';
import { FreePeriodCountdown } from './components/free-period-countdown.tsx';
import { PointExpiryNotice } from './components/point-expiry-notice.tsx';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';

/** An enrolled member's usual rows: kind, state, joined, free period, next renewal, this month's and monthly fee. */
const SKELETON_ROWS = 7;

/**
 * While the status loads: the heading, the contract rows, the billing line and a button at their loaded size,
 * so that the page does not grow under the member's eyes when it arrives.
 */
function MemberStatusSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="member-status-skeleton">
      <SkeletonBar className="h-7 w-32 rounded" />
      <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Fragment key={index}>
            <SkeletonBar className="h-6 w-24 rounded" />
            <SkeletonBar className="h-6 w-44 rounded" />
          </Fragment>
        ))}
      </div>
      <SkeletonBar className="h-6 w-full max-w-md rounded" />
      <SkeletonBar className="h-12 w-full rounded-md sm:w-48" />
    </div>
  );
}

/**
 * What the status page renders with (ADR 0032): the contract and the first page of the benepo history. The header's
 * point tiles show the balances of the member's record, which the shell already has (lib/point-balances.ts).
 */
export const loader = pageData(() => [serviceUsageStatusQueryOptions(), pointHistoryQueryOptions('benepo', '1', 0)]);

/** Membership status (/memberStatus, level 1): the contract, its dates and fee, what the member may do. */
export function Component() {
  const { t, i18n } = useMembershipTranslation();
  const { data: status, isError } = useServiceUsageStatus();
  const date = (value: string) => dateInWords(value, i18n.language);
  if (isError) {
    return (
      <MembershipPage>
        <p role="alert">{t('status.loadFailed')}</p>
      </MembershipPage>
    );
  }
  if (!status) {
    return (
      <MembershipPage busy>
        <MemberStatusSkeleton />
      </MembershipPage>
    );
  }
  const rows: Array<[string, string]> = [];
  if (status.plan) rows.push([t('status.kind'), t(`plan.${status.plan}`)]);
  rows.push([t('status.state'), t(`state.${status.state}`)]);
  if (status.joinedOn) rows.push([t('status.joinedOn'), date(status.joinedOn)]);
  if (status.freePeriodEndsOn && status.state !== 'withdrawn' && status.state !== 'ended') {
    rows.push([t('status.freePeriod'), t('status.freePeriodUntil', { date: date(status.freePeriodEndsOn) })]);
  }
  if (status.nextRenewalOn) rows.push([t('status.nextRenewal'), date(status.nextRenewalOn)]);
  if (status.state !== 'none') {
    rows.push([
      t('status.currentFee'),
      status.currentFeeYen === 0 ? t('fee.free') : t('status.chargeAmount', { amount: status.currentFeeYen }),
    ]);
    rows.push([t('status.monthlyFee'), t('fee.monthly', status.monthlyFee)]);
  }
  if (status.endedOn) rows.push([t('status.endedOn'), date(status.endedOn)]);

  return (
    <MembershipPage>
      <FreePeriodCountdown status={status} />
      <PointExpiryNotice />
      <h2 className="text-lg font-bold text-neutral-900">{t('status.heading')}</h2>
      {status.state === 'none' ? (
        <p>{t('status.notEnrolled')}</p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="member-status">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-bold text-neutral-700">{term}</dt>
              <dd className="text-neutral-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {status.endReason && <p className="text-neutral-800">{t(`endReason.${status.endReason}`)}</p>}
      {status.state !== 'none' && status.endedOn === null && (
        <p className="text-neutral-800">
          {status.billingStartsOn
            ? t('status.billingFrom', { date: date(status.billingStartsOn) })
            : t('status.noBilling')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {status.actions.enrol && (
          <Link to="/entry" className={buttonStyles.primary}>
            {t('status.toEntry')}
          </Link>
        )}
        {status.actions.applyContinuation && status.state !== 'club_continued' && (
          <Link to="/app-continue" className={buttonStyles.primary}>
            {t('status.toContinue')}
          </Link>
        )}
        {status.actions.cancelContinuation && status.state !== 'club_cancelled' && (
          <Link to="/app-withdraw" className={buttonStyles.secondary}>
            {t('status.toCancel')}
          </Link>
        )}
        {status.actions.withdraw && (
          <Link to="/app-withdraw" className={buttonStyles.secondary}>
            {t('status.toWithdraw')}
          </Link>
        )}
      </div>
      {status.state !== 'none' && (
        <section aria-labelledby="charges-heading" className="flex flex-col gap-2">
          <h2 id="charges-heading" className="text-lg font-bold text-neutral-900">
            {t('status.charges')}
          </h2>
          {status.charges.length === 0 ? (
            <p>{t('status.noCharges')}</p>
          ) : (
            <ul className="divide-y divide-neutral-200">
              {status.charges.map((c) => (
                <li key={c.periodStart} className="flex justify-between py-2">
                  <span>{t('status.chargeLine', { start: date(c.periodStart), end: date(c.periodEnd) })}</span>
                  <span>{t('status.chargeAmount', { amount: c.amountYen })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <PointHistory />
    </MembershipPage>
  );
}
