import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  dateInWords,
  japanIsoDate,
  japanLongDate,
  japanSlashDate,
  japanYear,
} from '../src/japan-time.ts';

/** The tz database's answer, through ICU: what the arithmetic must equal. */
const intlJapanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const at = (iso: string) => new Date(iso);

describe('japanIsoDate', () => {
  it('turns the day at 15:00 UTC, midnight in Japan', () => {
    expect(japanIsoDate(at('2026-11-27T14:59:59.999Z'))).toBe('2026-11-27');
    expect(japanIsoDate(at('2026-11-27T15:00:00.000Z'))).toBe('2026-11-28');
  });

  it('crosses months, years and leap days as Japan does', () => {
    expect(japanIsoDate(at('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(japanIsoDate(at('2028-02-28T15:00:00Z'))).toBe('2028-02-29');
    expect(japanIsoDate(at('2027-02-28T15:00:00Z'))).toBe('2027-03-01');
    expect(japanSlashDate(at('2026-03-31T15:00:00Z'))).toBe('2026/04/01');
    expect(japanYear(at('2026-12-31T14:59:59Z'))).toBe(2026);
    expect(japanYear(at('2026-12-31T15:00:00Z'))).toBe(2027);
  });

  it('equals the tz database for any instant from 1952 (after the last daylight saving) to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('1952-01-01T00:00:00Z'), max: at('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          expect(japanIsoDate(d)).toBe(intlJapanDay.format(d));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('equals the tz database on every hour of 2026, and around every midnight of 2025–2030', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      expect(japanIsoDate(new Date(t))).toBe(intlJapanDay.format(t));
    }
    for (let day = Date.UTC(2025, 0, 1, 15); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      for (const t of [day - 1, day, day + 1]) expect(japanIsoDate(new Date(t))).toBe(intlJapanDay.format(t));
    }
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => japanIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('japanLongDate', () => {
  const intlLong = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' });
  const ja = intlLong('ja-JP');
  const en = intlLong('en-GB');

  it('writes the Japan date in full, in Japanese or English', () => {
    expect(japanLongDate(at('2026-11-27T15:00:00Z'), 'ja')).toBe('2026年11月28日');
    expect(japanLongDate(at('2026-11-27T15:00:00Z'), 'en')).toBe('28 November 2026');
    expect(japanLongDate(at('2027-01-04T00:00:00Z'), 'ja-JP')).toBe('2027年1月4日');
  });

  it('equals Intl’s long date in Asia/Tokyo (ja-JP, en-GB) for any instant from 1952 to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('1952-01-01T00:00:00Z'), max: at('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          expect(japanLongDate(d, 'ja')).toBe(ja.format(d));
          expect(japanLongDate(d, 'en')).toBe(en.format(d));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => japanLongDate(new Date(Number.NaN), 'ja')).toThrow(RangeError);
  });
});

describe('dateInWords: the one formatter of a date in words', () => {
  it('writes a calendar date as the long date, in Japanese or English', () => {
    expect(dateInWords('2026-11-21', 'ja')).toBe('2026年11月21日');
    expect(dateInWords('2027-01-04', 'ja-JP')).toBe('2027年1月4日');
    expect(dateInWords('2026-11-21', 'en')).toBe('21 November 2026');
    expect(dateInWords('2027-01-04T00:00:00+09:00', 'en')).toBe('4 January 2027');
  });

  it('writes the news style YYYY年MM月DD日 in Japanese, and the same long date in English', () => {
    expect(dateInWords('2026-04-01', 'ja', { zeroPadded: true })).toBe('2026年04月01日');
    expect(dateInWords('2026-11-21', 'ja', { zeroPadded: true })).toBe('2026年11月21日');
    expect(dateInWords('2026-04-01', 'en', { zeroPadded: true })).toBe('1 April 2026');
  });
});
