/** Calendar dates in Japan time for the search forms (ARCHITECTURE.md §3: business dates are Japan dates). */
import { BUSINESS_TIME_ZONE } from '../japan-time.ts';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Japan as yyyy/MM/dd, the search forms' date format. */
export function japanToday(now: Date): string {
  return isoDateFormat.format(now).replaceAll('-', '/');
}

const SLASH_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** yyyy/MM/dd → YYYY-MM-DD (the booking site's date), or null if it is not a real date. */
export function slashDateToIso(date: string): string | null {
  const m = SLASH_DATE.exec(date);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Whole days from `from` to `to`, both yyyy/MM/dd; null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = slashDateToIso(from);
  const b = slashDateToIso(to);
  if (!a || !b) return null;
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
