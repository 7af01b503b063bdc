/** Calendar dates in Japan time as 'YYYY-MM-DD' strings (ARCHITECTURE.md §3: time is Japan time). */
const japanDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function japanDate(instant: Date): string {
  return japanDateFormat.format(instant);
}

export function addDaysToDate(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Last day of the month `months` months after the month of `isoDate` (benepo validity: spec portal.md §9). */
export function endOfMonthAfter(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  return d.toISOString().slice(0, 10);
}
