import { useServiceUsageStatus } from '../api/service-usage-status.ts';
import { FreePeriodCountdown } from './free-period-countdown.tsx';

/** Banner and popup of the last 30 days of a club member's free period; nothing otherwise or on failure. */
export function CountdownWidget() {
  const { data: status } = useServiceUsageStatus();
  if (!status?.countdown) return null;
  return <FreePeriodCountdown status={status} />;
}
