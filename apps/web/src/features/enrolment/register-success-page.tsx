import { dateInWords } from '@portal/contracts/japan-time';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { persistence } from '../../lib/persistence.ts';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/** Enrolment finished (/registerSuccess): from when 330円（税込）/ 300円（税抜） a month is charged. */
export function Component() {
  const { t, i18n } = useEnrolmentTranslation();
  const { data: status } = useQuery({
    queryKey: ['membership', 'status'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/v1/serviceusage/service_usage_status', {
          schema: (s) => s.ServiceUsageStatusResponseSchema,
          signal,
        })
      ).data,
    staleTime: 0,
  });
  // The spec's client cookie registerDate (portal.md §3, 7 days): the day the member enrolled, nothing more.
  const joinedOn = status?.joinedOn ?? null;
  useEffect(() => {
    if (joinedOn) persistence.registerDate.write(joinedOn);
  }, [joinedOn]);
  const steps = <OrderSteps routeName="complete" completed={['applicantInformation', 'confirm']} />;
  return (
    <EnrolmentPage steps={steps}>
      <h2 className="text-lg font-bold">{t('entry.successHeading')}</h2>
      {status?.billingStartsOn && (
        <p data-testid="billing-from">
          {t(status.freePeriodEndsOn && status.plan === 'general' ? 'entry.successFree' : 'entry.successPaid', {
            date: dateInWords(status.billingStartsOn, i18n.language),
          })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/memberStatus" className={buttonStyles.primary}>
          {t('entry.toStatus')}
        </Link>
        <Link to="/" className={buttonStyles.secondary}>
          {t('entry.toTop')}
        </Link>
      </div>
    </EnrolmentPage>
  );
}
