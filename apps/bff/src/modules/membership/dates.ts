/**
 * Business dates of the membership, in Japan time (ARCHITECTURE.md §3). A business date is a
 * 'YYYY-MM-DD' string of the Japan calendar; the instant → date step happens once, through the
 * injected clock, in `japanToday`.
 */
import { addDaysToDate, japanDate } from '@portal/db';

export type IsoDate = string;

/** Today's date in Japan (Asia/Tokyo, UTC+9, no daylight saving) at the instant `now`. */
export function japanToday(now: Date): IsoDate {
  return japanDate(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return addDaysToDate(date, days);
}

function parts(date: IsoDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function format(y: number, m: number, d: number): IsoDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The `n`-th monthly anniversary of `anchor`: the same day `n` months later, or the last day of that
 * month when it is shorter. Always counted from the anchor (never chained), so a contract joined on
 * the 31st renews on 02-28 (02-29 in a leap year) and again on 03-31, not on 03-28.
 */
export function monthlyAnniversary(anchor: IsoDate, n: number): IsoDate {
  const [y, m, d] = parts(anchor);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Last day of the month `months` months after the month of `date`. */
export function endOfMonthAfter(date: IsoDate, months: number): IsoDate {
  const [y, m] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, daysInMonth(year, month));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parts(value);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}
