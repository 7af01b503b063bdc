/**
 * Japan time (ARCHITECTURE.md §3): every business date is a calendar date in Japan, in the browser as on the server.
 * The step from an instant to its Japan date is written here once. No zod: every page may load it.
 *
 * The step is plain arithmetic, not Intl: Japan has kept UTC+9 without daylight saving since September 1951 (the tz
 * database's Asia/Tokyo), so the Japan date of an instant is the UTC date of the instant nine hours later. The first
 * Intl object a page builds costs 20–30 ms of ICU set-up on the main thread before anything else can run (measured in
 * Chromium: see docs/decisions/0030-no-intl-on-the-first-render.md), and every page asks for today's Japan date while it
 * starts; the test proves the arithmetic equal to Intl's Asia/Tokyo from 1952 on.
 */

/** Japan time: every business date is computed in this zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

/** Japan Standard Time, UTC+9, without daylight saving since 1951. */
export const JAPAN_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The calendar date in Japan at `instant`: YYYY-MM-DD. Throws a RangeError for an invalid date, as Intl does. */
export function japanIsoDate(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const japan = new Date(time + JAPAN_UTC_OFFSET_MS);
  return `${pad(japan.getUTCFullYear(), 4)}-${pad(japan.getUTCMonth() + 1, 2)}-${pad(japan.getUTCDate(), 2)}`;
}

/** The same as yyyy/MM/dd, the date format of the search forms and of the category order (spec search.md §9). */
export function japanSlashDate(instant: Date): string {
  return japanIsoDate(instant).replaceAll('-', '/');
}

/** The year in Japan at `instant`. */
export function japanYear(instant: Date): number {
  return Number(japanIsoDate(instant).slice(0, 4));
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar date (YYYY-MM-DD, a Japan date already) as a page writes it in words, in the page's language: 2026年11月28日
 * in Japanese, 28 November 2026 in English — what Intl's `dateStyle: 'long'` in Asia/Tokyo gives for ja-JP and en-GB
 * (tested), without Intl: a page that showed a date built the page's first Intl object (ICU's set-up, 13–22 ms in
 * Chromium) in a render it cannot split. The one formatter of a date in words, with two Japanese styles and one English:
 * `zeroPadded` is the news style of spec portal.md §2, 2026年04月01日 (YYYY年MM月DD日).
 */
export function dateInWords(isoDate: string, language: string, options: { zeroPadded?: boolean } = {}): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!language.startsWith('ja')) return `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
  return options.zeroPadded ? `${pad(year, 4)}年${pad(month, 2)}月${pad(day, 2)}日` : `${year}年${month}月${day}日`;
}

/** The Japan date of `instant` in words (dateInWords): 2026年11月28日, 28 November 2026. */
export function japanLongDate(instant: Date, language: string): string {
  return dateInWords(japanIsoDate(instant), language);
}
