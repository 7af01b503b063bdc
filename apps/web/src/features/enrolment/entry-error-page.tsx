import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { useViewer } from '../../lib/session/viewer.ts';
import { useAutoEntryStatus } from './api/auto-entry-status.ts';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/**
 * Enrolment outcome: 認証エラー (/entry-error) — not eligible; club members registered after 2020-11-11 need no
 * separate enrolment (spec portal.md §8). For a signed-in member the page asks auto_entry_status (§7) whether that is
 * their case, and then tells them they are enrolled already, with the way to their membership status.
 */
export function Component() {
  const { t } = useEnrolmentTranslation();
  const member = useViewer().kind === 'member';
  const enrolledByClub = useAutoEntryStatus(member).data?.autoEntry === true && member;
  return (
    <EnrolmentPage>
      <h2 className="text-lg font-bold">{t('entry.errorHeading')}</h2>
      <p>{t('entry.errorText')}</p>
      <p>{t('entry.errorClub')}</p>
      {enrolledByClub && (
        <p role="status" className="rounded-md bg-brand-50 p-3">
          {t('entry.errorAutoEntered')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {enrolledByClub && (
          <Link to="/memberStatus" className={buttonStyles.primary}>
            {t('entry.toStatus')}
          </Link>
        )}
        <Link to="/" className={enrolledByClub ? buttonStyles.secondary : buttonStyles.primary}>
          {t('entry.toTop')}
        </Link>
      </div>
    </EnrolmentPage>
  );
}
