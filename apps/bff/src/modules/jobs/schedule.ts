/**
 * When scheduled jobs are due, in Japan time (ARCHITECTURE.md §3), pure. An occurrence is named by its run key:
 * the Japan hour `YYYY-MM-DDTHH` of an hourly job, the Japan date `YYYY-MM-DD` of a daily job, the Japan month
 * `YYYY-MM` of a monthly one. The scheduler plans the occurrences due since the last one it planned, so a portal
 * stopped over a due time runs it when it comes back.
 */
import {
  BUSINESS_TIME_ZONE,
  addDays,
  daysInMonth,
  japanHourKey,
  japanInstant,
  japanToday,
  type IsoDate,
  type TimeOfDay,
} from '../../lib/japan-time.ts';

export type Schedule =
  { every: 'hour'; minute: number } | { every: 'day'; at: TimeOfDay } | { every: 'month'; day: number; at: TimeOfDay };

const HOUR_MS = 60 * 60_000;

export interface Occurrence {
  key: string;
  /** The Japan date the occurrence is about: the day itself, or the month's due day. */
  date: IsoDate;
  dueAt: Date;
}

function monthDueDate(key: string, day: number): IsoDate {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return `${key}-${String(Math.min(day, daysInMonth(y, m))).padStart(2, '0')}`;
}

function shiftMonth(key: string, months: number): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The occurrence named `key`. */
export function occurrence(schedule: Schedule, key: string): Occurrence {
  if (schedule.every === 'hour') {
    const date = key.slice(0, 10);
    return { key, date, dueAt: japanInstant(date, `${key.slice(11, 13)}:${String(schedule.minute).padStart(2, '0')}`) };
  }
  const date = schedule.every === 'day' ? key : monthDueDate(key, schedule.day);
  return { key, date, dueAt: japanInstant(date, schedule.at) };
}

function step(schedule: Schedule, key: string, by: number): string {
  if (schedule.every === 'hour') {
    return japanHourKey(new Date(occurrence(schedule, key).dueAt.getTime() + by * HOUR_MS));
  }
  return schedule.every === 'day' ? addDays(key, by) : shiftMonth(key, by);
}

/** The key of the occurrence in the hour, day or month of `now` (due or not yet). */
function currentKey(schedule: Schedule, now: Date): string {
  if (schedule.every === 'hour') return japanHourKey(now);
  const today = japanToday(now);
  return schedule.every === 'day' ? today : today.slice(0, 7);
}

/** The latest occurrence due at `now` (its due time has come). */
export function latestDue(schedule: Schedule, now: Date): Occurrence {
  const current = occurrence(schedule, currentKey(schedule, now));
  return current.dueAt.getTime() <= now.getTime() ? current : occurrence(schedule, step(schedule, current.key, -1));
}

/** The first occurrence not yet due at `now`. */
export function nextDue(schedule: Schedule, now: Date): Occurrence {
  return occurrence(schedule, step(schedule, latestDue(schedule, now).key, 1));
}

/**
 * The occurrences to plan at `now`, oldest first: those due after `lastKey` (the job's latest planned occurrence),
 * at most `catchUp` of them (the most recent). Without a previous occurrence (a new installation) only the latest
 * due one: nothing is back-filled from before the portal first ran. The jobs are cumulative (a billing run for a
 * day bills every period that began by then), so an occurrence left out by the cap loses nothing.
 */
export function dueOccurrences(schedule: Schedule, lastKey: string | null, now: Date, catchUp: number): Occurrence[] {
  const latest = latestDue(schedule, now);
  if (lastKey === null) return [latest];
  const keys: string[] = [];
  for (let key = latest.key; key > lastKey && keys.length < Math.max(1, catchUp); key = step(schedule, key, -1)) {
    keys.push(key);
  }
  return keys.reverse().map((key) => occurrence(schedule, key));
}

/** The schedule in an operator's words. */
export function describeSchedule(schedule: Schedule): string {
  if (schedule.every === 'hour') return `hourly at :${String(schedule.minute).padStart(2, '0')} ${BUSINESS_TIME_ZONE}`;
  return schedule.every === 'day'
    ? `daily ${schedule.at} ${BUSINESS_TIME_ZONE}`
    : `monthly on day ${schedule.day} ${schedule.at} ${BUSINESS_TIME_ZONE}`;
}
