/**
 * Fees, late-payment interest and outage damages (spec portal.md §1, §9). Integer yen everywhere;
 * fractions of a yen are dropped.
 */
import { LATE_PAYMENT_INTEREST_PER_YEAR, MONTHLY_FEE_YEN, OUTAGE_HOURS_BEFORE_DAMAGES } from '@portal/contracts';
import { addDays, monthlyAnniversary, type IsoDate } from '../../lib/japan-time.ts';
import type { MembershipFacts } from './state.ts';

export interface ChargeLine {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  amountYen: number;
  amountExcludingTaxYen: number;
}

/** Billing period `n` (0-based) of a contract: from its n-th monthly anniversary to the day before the next. */
export function billingPeriod(joinedOn: IsoDate, n: number): { start: IsoDate; end: IsoDate } {
  return { start: monthlyAnniversary(joinedOn, n), end: addDays(monthlyAnniversary(joinedOn, n + 1), -1) };
}

/**
 * The charge lines a contract owes up to and including `runDate`: one per billing period that starts on or
 * after the billing start, on or before the run date and before the contract ended. A period is charged
 * whole — no proration, also in the month of withdrawal (spec §9). Club members who did not continue owe nothing.
 */
export function chargesDue(m: MembershipFacts, runDate: IsoDate): ChargeLine[] {
  if (!m.billingStartsOn) return [];
  const lines: ChargeLine[] = [];
  for (let n = 0; n < 1200; n += 1) {
    const { start, end } = billingPeriod(m.joinedOn, n);
    if (start > runDate) break;
    if (m.endedOn !== null && start > m.endedOn) break;
    // A period that began before billing started is free (the first free month, the club's free period).
    if (start < m.billingStartsOn) continue;
    lines.push({
      periodStart: start,
      periodEnd: end,
      amountYen: MONTHLY_FEE_YEN.includingTax,
      amountExcludingTaxYen: MONTHLY_FEE_YEN.excludingTax,
    });
  }
  return lines;
}

/**
 * Late-payment interest: 14.5 % a year on the overdue amount, per day late, on a 365-day year
 * (also in leap years, as Japanese consumer terms count it); fractions dropped.
 */
export function lateInterestYen(amountYen: number, daysLate: number): number {
  if (amountYen <= 0 || daysLate <= 0) return 0;
  const permille = Math.round(LATE_PAYMENT_INTEREST_PER_YEAR * 1000); // 145
  return Math.floor((amountYen * permille * daysLate) / (1000 * 365));
}

/**
 * Damages for an outage: nothing unless it lasted more than 72 hours; then per full 24 hours of the whole
 * outage, the daily-prorated fee (the monthly fee / 30), fractions dropped. A member who pays nothing
 * (free period, club) gets nothing.
 */
export function outageDamagesYen(outageHours: number, monthlyFeeYen: number = MONTHLY_FEE_YEN.includingTax): number {
  if (outageHours <= OUTAGE_HOURS_BEFORE_DAMAGES || monthlyFeeYen <= 0) return 0;
  const fullDays = Math.floor(outageHours / 24);
  return Math.floor((monthlyFeeYen * fullDays) / 30);
}

/** The fee the member pays for the period containing `today` (0 in a free period). */
export function currentMonthlyFeeYen(m: MembershipFacts, today: IsoDate): number {
  if (m.status !== 'active' || !m.billingStartsOn || today < m.billingStartsOn) return 0;
  return MONTHLY_FEE_YEN.includingTax;
}
