import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { useViewer } from '../../lib/session/viewer.ts';
import { MemberNumbers } from '../../components/member-badge.tsx';
import { usePaymentsTranslation } from './i18n.ts';

const STEPS = ['choose', 'issue', 'pay'] as const;
const link = 'text-brand-700 underline underline-offset-2';

/**
 * コンビニ決済ワンタイムパスワード (/oneTimePassword on the life host, spec search.md §2; docs/payments-one-time-password.md):
 * for members only (the level-1 guard sends a visitor to the login guidance). The one-time password is issued by the
 * payment partner during an application paid at a convenience store; the embedded life host has no payment partner,
 * so this page explains where the password comes from and issues none.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tp } = usePaymentsTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const viewer = useViewer();
  const user = viewer.kind === 'member' ? viewer.user : undefined;
  return (
    <PageFrame title={t('titles.oneTimePassword')} breadcrumb={breadcrumb}>
      <p className="text-neutral-900">{tp('oneTimePassword.lead')}</p>
      <section aria-labelledby="otp-how" className="flex flex-col gap-3">
        <h2 id="otp-how" className="text-xl font-bold">
          {tp('oneTimePassword.howHeading')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-6 text-neutral-900">
          {STEPS.map((step) => (
            <li key={step}>{tp(`oneTimePassword.steps.${step}`)}</li>
          ))}
        </ol>
        <p className="rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-neutral-900">
          {tp('oneTimePassword.notIssuedHere')}
        </p>
      </section>
      {user && (
        <section aria-labelledby="otp-member" className="flex flex-col gap-3">
          <h2 id="otp-member" className="text-xl font-bold">
            {tp('oneTimePassword.memberHeading')}
          </h2>
          <div className="rounded-lg border border-neutral-200 bg-white p-4">
            <MemberNumbers user={user} />
          </div>
          <p className="text-sm text-neutral-800">{tp('oneTimePassword.memberNote')}</p>
        </section>
      )}
      <section aria-labelledby="otp-links" className="flex flex-col gap-3">
        <h2 id="otp-links" className="text-xl font-bold">
          {tp('oneTimePassword.linksHeading')}
        </h2>
        <ul className="flex flex-col gap-2">
          <li>
            <Link to={paths.mypage.orders} className={link}>
              {tp('oneTimePassword.orders')}
            </Link>
          </li>
          <li>
            <Link to={paths.howToPay} className={link}>
              {tp('oneTimePassword.howToPay')}
            </Link>
          </li>
          <li>
            <Link to={paths.top} className={link}>
              {tp('oneTimePassword.backToTop')}
            </Link>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
