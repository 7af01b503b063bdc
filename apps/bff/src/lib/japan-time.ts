/**
 * Japan time for the whole BFF (ARCHITECTURE.md §3): every step from an instant to a Japan date, hour or text, and
 * every calculation on business dates, goes through this module. A business date is a 'YYYY-MM-DD' string of the
 * Japan calendar; the instant → date step happens through the injected clock (`japanToday(clock.now())`). Japan has
 * no daylight saving: always UTC+9.
 */
import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, format as formatDate } from 'date-fns';
import { BUSINESS_TIME_ZONE, japanIsoDate } from '@portal/contracts/japan-time';

export { BUSINESS_TIME_ZONE };

export type IsoDate = string;

/** `HH:MM`, Japan time. */
export type TimeOfDay = string;

/** The Japan calendar date and year of an instant: the conversion the browser uses too (packages/contracts). */
export { japanIsoDate as japanDate, japanYear } from '@portal/contracts/japan-time';

/** The day `n` days after a date (the database seed's helper). */
export { addDaysToDate as addDays } from '@portal/db';

/** Today's date in Japan (Asia/Tokyo, UTC+9, no daylight saving) at the instant `now`. */
export function japanToday(now: Date): IsoDate {
  return japanIsoDate(now);
}

/** The Japan hour of an instant, `YYYY-MM-DDTHH`. */
export function japanHourKey(at: Date): string {
  return formatJapanTime(at, "yyyy-MM-dd'T'HH");
}

/** The instant of a Japan date and time. */
export function japanInstant(date: IsoDate, at: TimeOfDay): Date {
  return new Date(`${date}T${at}:00+09:00`);
}

/** The Japan-time day of a `YYYY-MM-DD` date as instants: [00:00, next 00:00). */
export function japanDayBounds(isoDate: string): { start: Date; end: Date } {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const start = new TZDate(y, m - 1, d, 0, 0, 0, BUSINESS_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(addCalendarDays(start, 1).getTime()) };
}

/** An instant written in Japan time with a date-fns pattern (`yyyy年MM月dd日 HH:mm`, `yyyyMMdd`). */
export function formatJapanTime(instant: Date, pattern: string): string {
  return formatDate(new TZDate(instant.getTime(), BUSINESS_TIME_ZONE), pattern);
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
