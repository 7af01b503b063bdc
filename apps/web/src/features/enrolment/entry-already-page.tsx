import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { EnrolmentPage } from './enrolment-page-frame.tsx';
import { useEnrolmentTranslation } from './i18n.ts';

/** Enrolment outcome: already enrolled (/entry-already). */
export function Component() {
  const { t } = useEnrolmentTranslation();
  return (
    <EnrolmentPage>
      <h2 className="text-lg font-bold">{t('entry.alreadyHeading')}</h2>
      <p>{t('entry.alreadyText')}</p>
      <Link to="/memberStatus" className={buttonStyles.primary}>
        {t('entry.toStatus')}
      </Link>
    </EnrolmentPage>
  );
}
