import { Link, Navigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { loggedOutOnWithdrawFinish, useLogout } from '../../lib/session/logout.ts';
import { useSession } from '../../lib/session/get-session.ts';
import { useServiceUsageStatus } from './api/service-usage-status.ts';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';

/**
 * Withdrawal finished (/withdrawFinish). Logging out here — with the page's button, the header's or the drawer's —
 * signs out of the single sign-on and the carrier as every logout does (the providers' end-session, which the browser
 * passes through), and the chain comes back to this page instead of the top page (spec portal.md §4: no navigation on
 * the withdraw-finish page), which then says the member is logged out.
 */
export function Component() {
  const session = useSession().data;
  if (!session) return <MembershipPage>{null}</MembershipPage>;
  if (!session.authenticated && loggedOutOnWithdrawFinish()) return <LoggedOut />;
  return <Finished />;
}

function LoggedOut() {
  const { t } = useMembershipTranslation();
  return (
    <MembershipPage>
      <h2 className="text-lg font-bold">{t('withdraw.finishHeading')}</h2>
      <p role="status">{t('withdraw.loggedOut')}</p>
      <Link to="/" className={buttonStyles.secondary}>
        {t('withdraw.toTop')}
      </Link>
    </MembershipPage>
  );
}

function Finished() {
  const { t } = useMembershipTranslation();
  const { data: status, isError } = useServiceUsageStatus();
  const { mutate: logout, isPending } = useLogout();
  if (isError) {
    return (
      <MembershipPage>
        <p role="alert">{t('status.loadFailed')}</p>
      </MembershipPage>
    );
  }
  if (!status) return <MembershipPage>{null}</MembershipPage>;
  if (status.state !== 'withdrawn') return <Navigate to="/memberStatus" replace />;
  return (
    <MembershipPage>
      <h2 className="text-lg font-bold">{t('withdraw.finishHeading')}</h2>
      <p>{t('withdraw.finishText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={isPending}
          onClick={() => logout('withdrawFinish')}
        >
          {t('withdraw.logout')}
        </button>
        <Link to="/" className={buttonStyles.secondary}>
          {t('withdraw.toTop')}
        </Link>
      </div>
    </MembershipPage>
  );
}
