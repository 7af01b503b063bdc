/**
 * Benepo rules (spec portal.md §9), pure: 1 point = 1 yen; uses in units of 100; each grant valid to the
 * end of the same month 3 years after it; uses draw the earliest-expiring grants first; fractions dropped.
 */
import { addDays, endOfMonthAfter, monthlyAnniversary, type IsoDate } from '../../lib/japan-time.ts';

export const BENEPO_USE_UNIT = 100;
export const BENEPO_VALIDITY_MONTHS = 36;

export type Wallet = 'benepo' | 'cafe';
export type UsageKind = 'stay' | 'other' | 'mail_order';

/** Last valid day of a benepo grant made on `grantedOn`. */
export function benepoExpiresOn(grantedOn: IsoDate): IsoDate {
  return endOfMonthAfter(grantedOn, BENEPO_VALIDITY_MONTHS);
}

/**
 * Cafe points are the company's yearly cafeteria budget: valid to the end of the fiscal year (31 March)
 * in which they were granted (decision: module README).
 */
export function cafeExpiresOn(grantedOn: IsoDate): IsoDate {
  const [y, m] = grantedOn.split('-').map(Number) as [number, number];
  return `${m >= 4 ? y + 1 : y}-03-31`;
}

/** Points earned on a usage of `amountYen` at `ratePercent` %, fractions dropped (1 point = 1 yen). */
export function pointsForAmount(amountYen: number, ratePercent: number): number {
  if (amountYen <= 0 || ratePercent <= 0) return 0;
  // Integer arithmetic in hundredths of a percent, so 0.1 * 3 never becomes 0.30000000000000004.
  return Math.floor((Math.round(amountYen) * Math.round(ratePercent * 100)) / 10_000);
}

/**
 * When the points of a usage are granted (spec §9): a stay from the day after checkout, within 5 days;
 * another use from 3 days after it to the end of the month after next; a mail order from 7 days to 3
 * months after delivery. `usedOn` is the checkout, usage or delivery date.
 */
export function grantWindow(kind: UsageKind, usedOn: IsoDate): { earliest: IsoDate; latest: IsoDate } {
  switch (kind) {
    case 'stay':
      return { earliest: addDays(usedOn, 1), latest: addDays(usedOn, 5) };
    case 'other':
      return { earliest: addDays(usedOn, 3), latest: endOfMonthAfter(usedOn, 2) };
    case 'mail_order':
      return { earliest: addDays(usedOn, 7), latest: monthlyAnniversary(usedOn, 3) };
  }
}

export type UseRefusal = 'not_positive' | 'not_a_unit' | 'insufficient';

/** Whether `points` may be used from a balance (benepo: multiples of 100; cafe: any whole point). */
export function checkUse(wallet: Wallet, points: number, balance: number): UseRefusal | null {
  if (!Number.isInteger(points) || points <= 0) return 'not_positive';
  if (wallet === 'benepo' && points % BENEPO_USE_UNIT !== 0) return 'not_a_unit';
  if (points > balance) return 'insufficient';
  return null;
}

export interface Lot {
  id: number;
  expiresOn: IsoDate;
  /** Points still left in the lot. */
  remaining: number;
}

/** Live lots on `today`: effective and not yet expired, with points left. */
export function liveLots<T extends Lot & { effectiveOn: IsoDate }>(lots: T[], today: IsoDate): T[] {
  return lots.filter((l) => l.effectiveOn <= today && l.expiresOn >= today && l.remaining > 0);
}

/**
 * Splits a use of `points` over the lots, earliest expiry first (then the older lot), as
 * [{ lotId, points }]. Throws when the lots do not hold enough: callers check the balance first.
 */
export function allocateFifo(lots: Lot[], points: number): Array<{ lotId: number; points: number }> {
  const ordered = [...lots].sort((a, b) =>
    a.expiresOn === b.expiresOn ? a.id - b.id : a.expiresOn < b.expiresOn ? -1 : 1,
  );
  const parts: Array<{ lotId: number; points: number }> = [];
  let left = points;
  for (const lot of ordered) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    if (take > 0) {
      parts.push({ lotId: lot.id, points: take });
      left -= take;
    }
  }
  if (left > 0) throw new Error('allocateFifo: not enough points');
  return parts;
}

/** The lots that expired before `today` with points left: each gets one expiry entry of its remainder. */
export function expiriesDue<T extends Lot>(lots: T[], today: IsoDate): Array<{ lotId: number; points: number }> {
  return lots.filter((l) => l.expiresOn < today && l.remaining > 0).map((l) => ({ lotId: l.id, points: l.remaining }));
}
