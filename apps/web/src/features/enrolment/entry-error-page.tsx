import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/** Enrolment outcome: 認証エラー (/entry-error) — not eligible; club members registered after 2020-11-11 need no separate enrolment (spec portal.md §8). */
export function Component() {
  const { t } = useEnrolmentTranslation();
  return (
    <EnrolmentPage>
      <h2 className="text-lg font-bold">{t('entry.errorHeading')}</h2>
      <p>{t('entry.errorText')}</p>
      <p>{t('entry.errorClub')}</p>{' '}
      <Link to="/" className={buttonStyles.primary}>
        {t('entry.toTop')}
      </Link>
    </EnrolmentPage>
  );
}
