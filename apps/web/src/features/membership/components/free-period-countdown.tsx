import { useState } from 'react';
import { Link } from 'react-router';
import type { ServiceUsageStatus } from '@portal/contracts/membership/service-usage';
import { AppModal } from '../../../components/ui/modal.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useMembershipTranslation } from '../i18n.ts';
import { formatDate } from './membership-page.tsx';

const POPUP_SEEN_KEY = 'free-period-popup-seen';

function popupSeen(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The free-period countdown (spec portal.md §4: popups and banners count down, configured value 30 days):
 * the banner shows while the server says `countdown`; the popup once per browser tab session.
 */
export function FreePeriodCountdown({ status }: { status: ServiceUsageStatus }) {
  const { t, i18n } = useMembershipTranslation();
  const [popupOpen, setPopupOpen] = useState(() => status.countdown && !popupSeen());
  if (!status.countdown || status.freePeriodEndsOn === null || status.freePeriodDaysLeft === null) return null;
  const values = { days: status.freePeriodDaysLeft, date: formatDate(status.freePeriodEndsOn, i18n.language) };
  const closePopup = () => {
    try {
      window.sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    } catch {
      // storage unavailable: the popup simply shows again next time
    }
    setPopupOpen(false);
  };
  return (
    <>
      <p role="status" className="rounded-md border border-amber-400 bg-amber-50 p-3 font-bold text-amber-900">
        {t('countdown.banner', values)}
      </p>
      {popupOpen && (
        <AppModal title={t('countdown.popupTitle')} onClose={closePopup}>
          <p className="text-neutral-800">{t('countdown.popupText', values)}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/app-continue" className={`${buttonStyles.primary} flex-1`} onClick={closePopup}>
              {t('countdown.toContinue')}
            </Link>
            <button type="button" className={`${buttonStyles.secondary} flex-1`} onClick={closePopup}>
              {t('countdown.close')}
            </button>
          </div>
        </AppModal>
      )}
    </>
  );
}
