import { Link } from 'react-router';
import { AppModal } from '../../../components/ui/modal.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useMembershipTranslation } from '../i18n.ts';

/** The free-period countdown popup (spec portal.md §4): days left, the way to continue, and close. */
export function FreePeriodPopup({ values, onClose }: { values: { days: number; date: string }; onClose: () => void }) {
  const { t } = useMembershipTranslation();
  return (
    <AppModal title={t('countdown.popupTitle')} onClose={onClose}>
      <p className="text-neutral-800">{t('countdown.popupText', values)}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/app-continue" className={`${buttonStyles.primary} flex-1`} onClick={onClose}>
          {t('countdown.toContinue')}
        </Link>
        <button type="button" className={`${buttonStyles.secondary} flex-1`} onClick={onClose}>
          {t('countdown.close')}
        </button>
      </div>
    </AppModal>
  );
}
