import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  endOfMonthAfter,
  formatJapanTime,
  isValidIsoDate,
  japanDayBounds,
  japanHourKey,
  japanInstant,
  japanToday,
  japanYear,
  monthlyAnniversary,
} from '../../src/lib/japan-time.ts';

describe('Japan-time business dates (ARCHITECTURE.md §3)', () => {
  it.each([
    ['2026-11-20T14:59:59.999Z', '2026-11-20', 'one millisecond before midnight in Tokyo'],
    ['2026-11-20T15:00:00Z', '2026-11-21', 'midnight in Tokyo is 15:00 UTC the day before'],
    ['2026-12-31T15:00:00Z', '2027-01-01', 'new year begins in Tokyo while it is still 31 Dec in UTC'],
    ['2028-02-28T15:00:00Z', '2028-02-29', 'leap day in Tokyo'],
    ['2026-03-31T23:00:00Z', '2026-04-01', 'fiscal year starts in Tokyo'],
  ])('%s is %s in Japan (%s)', (instant, expected) => {
    expect(japanToday(new Date(instant))).toBe(expected);
  });

  it('counts years in Japan time', () => {
    expect(japanYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(japanYear(new Date('2026-12-31T14:59:59Z'))).toBe(2026);
  });

  it('places a Japan date and time on the time line (UTC+9, no daylight saving)', () => {
    expect(japanInstant('2026-12-17', '00:20')).toEqual(new Date('2026-12-16T15:20:00Z'));
    expect(japanInstant('2026-07-01', '09:00')).toEqual(new Date('2026-07-01T00:00:00Z'));
  });

  it('a Japan day is [00:00, next 00:00) in Japan time', () => {
    expect(japanDayBounds('2026-12-31')).toEqual({
      start: new Date('2026-12-30T15:00:00Z'),
      end: new Date('2026-12-31T15:00:00Z'),
    });
  });

  it.each([
    ['2026-12-16T15:20:00Z', 'yyyy-MM-dd HH:mm', '2026-12-17 00:20'],
    ['2026-11-21T03:00:00Z', 'yyyy年MM月dd日 HH:mm', '2026年11月21日 12:00'],
    ['2026-11-20T15:00:00Z', 'yyyyMMdd', '20261121'],
  ])('writes %s as %s in Japan time: %s', (instant, pattern, expected) => {
    expect(formatJapanTime(new Date(instant), pattern)).toBe(expected);
  });
});

describe('the outbox history hour', () => {
  it.each([
    ['2026-12-16T14:59:59Z', '2026-12-16T23'],
    ['2026-12-16T15:00:00Z', '2026-12-17T00'],
    ['2026-12-17T03:30:00Z', '2026-12-17T12'],
  ])('%s is the Japan hour %s', (at, key) => {
    expect(japanHourKey(new Date(at))).toBe(key);
  });
});

describe('monthly renewals from the join date', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15', 'same day next month'],
    ['2026-01-31', 1, '2026-02-28', 'a 31st join renews on the last day of February'],
    ['2028-01-31', 1, '2028-02-29', 'leap year: 29 February'],
    ['2026-01-31', 2, '2026-03-31', 'counted from the join date, not chained: back to the 31st in March'],
    ['2026-01-31', 3, '2026-04-30', 'April has 30 days'],
    ['2026-03-31', 11, '2027-02-28', 'eleven months later'],
    ['2028-02-29', 12, '2029-02-28', 'a leap-day join renews on 28 February in a common year'],
    ['2028-02-29', 48, '2032-02-29', 'and on 29 February in the next leap year'],
    ['2026-12-15', 1, '2027-01-15', 'over the new year'],
    ['2026-08-31', 6, '2027-02-28', 'club free period: seven months after 31 Aug is 28 Feb minus nothing'],
  ])('%s + %i month(s) is %s (%s)', (join, n, expected) => {
    expect(monthlyAnniversary(join, n)).toBe(expected);
  });

  it.each([
    ['2026-11-21', 36, '2029-11-30'],
    ['2026-02-01', 36, '2029-02-28'],
    ['2025-02-28', 36, '2028-02-29'],
    ['2026-12-31', 2, '2027-02-28'],
  ])('end of month %s + %i months is %s', (date, months, expected) => {
    expect(endOfMonthAfter(date, months)).toBe(expected);
  });

  it('counts days across a leap day and validates dates', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
  });
});
