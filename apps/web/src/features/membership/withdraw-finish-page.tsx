import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { logout } from '../../lib/session/logout.ts';
import { sessionQueryKey, type Session } from '../../lib/session/get-session.ts';
import { useServiceUsageStatus } from './api/service-usage-status.ts';
import { MembershipPage } from './components/membership-page.tsx';
import { useMembershipTranslation } from './i18n.ts';

/**
 * Withdrawal finished (/withdrawFinish). Logging out here ends the session without leaving the page
 * (spec portal.md §4: no navigation on the withdraw-finish page).
 */
export function Component() {
  const { t } = useMembershipTranslation();
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);
  const logOutHere = async () => {
    // POST /v1/top/logout revokes the session; its redirect (the identity providers' end-session) is not followed.
    await logout().catch(() => undefined);
    // The session is logged out first, so the member's queries are disabled before they go (no 401s).
    setLoggedOut(true);
    queryClient.setQueryData<Session>(sessionQueryKey, (old) =>
      old ? { ...old, authenticated: false, level: 0, expiresAt: null } : old,
    );
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  };
  if (loggedOut) {
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
  return <Finished onLogout={() => void logOutHere()} />;
}

function Finished({ onLogout }: { onLogout: () => void }) {
  const { t } = useMembershipTranslation();
  const { data: status, isError } = useServiceUsageStatus();
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
        <button type="button" className={buttonStyles.primary} onClick={onLogout}>
          {t('withdraw.logout')}
        </button>
        <Link to="/" className={buttonStyles.secondary}>
          {t('withdraw.toTop')}
        </Link>
      </div>
    </MembershipPage>
  );
}
