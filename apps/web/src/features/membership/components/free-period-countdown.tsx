import { dateInWords } from '@portal/contracts/japan-time';
import { Suspense, useState } from 'react';
import type { ServiceUsageStatus } from '@portal/contracts/membership/service-usage';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMembershipTranslation } from '../i18n.ts';

// The popup's modal (React Aria) loads only when the popup opens, not with every member's status page.
const FreePeriodPopup = lazyWidget(() => import('./free-period-popup.tsx').then((m) => m.FreePeriodPopup));

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
  // The tab's session storage is the browser's: the server's HTML and the hydration render no popup (they would not
  // match a tab that has already closed it); it opens once hydrated.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const popupOpen = hydrated && status.countdown && !closed && !popupSeen();
  if (!status.countdown || status.freePeriodEndsOn === null || status.freePeriodDaysLeft === null) return null;
  const values = { days: status.freePeriodDaysLeft, date: dateInWords(status.freePeriodEndsOn, i18n.language) };
  const closePopup = () => {
    try {
      window.sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    } catch {
      // storage unavailable: the popup simply shows again next time
    }
    setClosed(true);
  };
  return (
    <>
      <p role="status" className="rounded-md border border-amber-400 bg-amber-50 p-3 font-bold text-amber-900">
        {t('countdown.banner', values)}
      </p>
      {popupOpen && (
        <WidgetBoundary>
          <Suspense fallback={null}>
            <FreePeriodPopup values={values} onClose={closePopup} />
          </Suspense>
        </WidgetBoundary>
      )}
    </>
  );
}
