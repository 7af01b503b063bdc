import { Suspense } from 'react';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useServiceUsageStatus } from '../api/service-usage-status.ts';

/** The banner and popup, with the membership texts: loaded only when there is a countdown to show. */
const FreePeriodCountdown = lazyWidget(() => import('./free-period-countdown.tsx').then((m) => m.FreePeriodCountdown));

/**
 * Banner and popup of the last 30 days of a club member's free period; nothing otherwise or on failure. Most members
 * are not in those days: they load the status call, not the countdown's code.
 */
export function CountdownWidget() {
  const { data: status } = useServiceUsageStatus();
  if (!status?.countdown) return null;
  return (
    <Suspense fallback={null}>
      <FreePeriodCountdown status={status} />
    </Suspense>
  );
}
