/**
 * Japan time (ARCHITECTURE.md §3): every business date is a calendar date in Japan, in the browser as on the server.
 * The step from an instant to its Japan date is written here once. Plain Intl, no zod: every page may load it.
 */

/** Japan time: every business date is computed in this zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const JAPAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Japan at `instant`: YYYY-MM-DD. */
export function japanIsoDate(instant: Date): string {
  return JAPAN_DAY.format(instant);
}

/** The same as yyyy/MM/dd, the date format of the search forms and of the category order (spec search.md §9). */
export function japanSlashDate(instant: Date): string {
  return japanIsoDate(instant).replaceAll('-', '/');
}

/** The year in Japan at `instant`. */
export function japanYear(instant: Date): number {
  return Number(japanIsoDate(instant).slice(0, 4));
}

/** Dates shown in `locale` as Japan dates, wherever the browser is. */
export function japanDateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE });
}
