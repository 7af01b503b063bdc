import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/** Enrolment outcome: not yet enrolled (/not-member), e.g. a withdrawal asked by a non-member. */
export function Component() {
  const { t } = useEnrolmentTranslation();
  return (
    <EnrolmentPage>
      <h2 className="text-lg font-bold">{t('entry.notMemberHeading')}</h2>
      <p>{t('entry.notMemberText')}</p>
      <Link to="/entry" className={buttonStyles.primary}>
        {t('status.toEntry')}
      </Link>
    </EnrolmentPage>
  );
}
