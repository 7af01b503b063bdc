import { describe, expect, it } from 'vitest';
import {
  describeSchedule,
  dueOccurrences,
  latestDue,
  nextDue,
  type Schedule,
} from '../../src/modules/jobs/schedule.ts';

const daily: Schedule = { every: 'day', at: '00:20' };
const monthly: Schedule = { every: 'month', day: 1, at: '09:00' };
const hourly: Schedule = { every: 'hour', minute: 45 };
const keys = (list: Array<{ key: string }>) => list.map((o) => o.key);

describe('when a job is due, in Japan time', () => {
  it.each([
    // [instant (UTC), latest due daily occurrence]
    ['2026-12-16T15:19:59Z', '2026-12-16'], // 00:19:59 on the 17th in Tokyo: the 17th's run is not due yet
    ['2026-12-16T15:20:00Z', '2026-12-17'], // 00:20 on the 17th in Tokyo
    ['2026-12-17T14:59:59Z', '2026-12-17'], // 23:59:59 on the 17th in Tokyo
    ['2026-12-31T15:20:00Z', '2027-01-01'], // the new year in Tokyo
  ])('at %s the latest daily occurrence is %s', (now, key) => {
    expect(latestDue(daily, new Date(now)).key).toBe(key);
  });

  it('a daily occurrence is due at its time on its Japan day', () => {
    expect(latestDue(daily, new Date('2026-12-16T15:20:00Z')).dueAt.toISOString()).toBe('2026-12-16T15:20:00.000Z');
    expect(nextDue(daily, new Date('2026-12-16T15:20:00Z')).dueAt.toISOString()).toBe('2026-12-17T15:20:00.000Z');
  });

  it.each([
    ['2026-12-01T00:00:00Z', '2026-12'], // 09:00 on 1 December in Tokyo
    ['2026-11-30T23:59:59Z', '2026-11'], // 08:59:59 on 1 December in Tokyo: still November's
    ['2026-12-31T23:00:00Z', '2026-12'], // 08:00 on 1 January in Tokyo: January's comes at 09:00
    ['2027-01-01T00:00:00Z', '2027-01'],
  ])('at %s the latest monthly occurrence is %s', (now, key) => {
    expect(latestDue(monthly, new Date(now)).key).toBe(key);
  });

  it('a monthly occurrence on a day the month lacks falls on its last day', () => {
    expect(latestDue({ every: 'month', day: 31, at: '00:00' }, new Date('2027-02-28T00:00:00Z')).date).toBe(
      '2027-02-28',
    );
  });
});

describe('planning after a stop (catch-up)', () => {
  const now = new Date('2026-12-19T03:00:00Z'); // noon on the 19th in Tokyo

  it('plans every day missed since the last planned one, oldest first', () => {
    expect(keys(dueOccurrences(daily, '2026-12-16', now, 31))).toEqual(['2026-12-17', '2026-12-18', '2026-12-19']);
  });

  it('plans nothing when the last planned occurrence is the latest due', () => {
    expect(dueOccurrences(daily, '2026-12-19', now, 31)).toEqual([]);
  });

  it('back-fills nothing on a first start: only the latest due occurrence', () => {
    expect(keys(dueOccurrences(daily, null, now, 31))).toEqual(['2026-12-19']);
  });

  it('after a long stop plans the most recent days only (the runs are cumulative)', () => {
    const planned = keys(dueOccurrences(daily, '2026-01-01', now, 31));
    expect(planned).toHaveLength(31);
    expect(planned[0]).toBe('2026-11-19');
    expect(planned.at(-1)).toBe('2026-12-19');
  });

  it('a monthly notice missed for months is sent for the current month only', () => {
    expect(keys(dueOccurrences(monthly, '2026-08', now, 1))).toEqual(['2026-12']);
  });
});

describe('an hourly job (the session sweep), in Japan hours', () => {
  it.each([
    // [instant (UTC), latest due hourly occurrence: the Japan hour]
    ['2026-12-16T02:44:59Z', '2026-12-16T10'], // 11:44:59 in Tokyo: 11:45 has not come yet
    ['2026-12-16T02:45:00Z', '2026-12-16T11'],
    ['2026-12-16T14:50:00Z', '2026-12-16T23'],
    ['2026-12-16T15:10:00Z', '2026-12-16T23'], // 00:10 on the 17th in Tokyo: the day's first is due at 00:45
    ['2026-12-31T15:45:00Z', '2027-01-01T00'], // the new year in Tokyo
  ])('at %s the latest hourly occurrence is %s', (now, key) => {
    expect(latestDue(hourly, new Date(now)).key).toBe(key);
  });

  it('is due at its minute of each Japan hour, and names its Japan date', () => {
    const latest = latestDue(hourly, new Date('2026-12-16T15:10:00Z'));
    expect(latest).toEqual({ key: '2026-12-16T23', date: '2026-12-16', dueAt: new Date('2026-12-16T14:45:00Z') });
    expect(nextDue(hourly, new Date('2026-12-16T15:10:00Z'))).toEqual({
      key: '2026-12-17T00',
      date: '2026-12-17',
      dueAt: new Date('2026-12-16T15:45:00Z'),
    });
  });

  it('after a stop plans the latest hour only when its catch-up is 1, and every missed hour up to the cap', () => {
    const now = new Date('2026-12-19T03:00:00Z'); // noon in Tokyo: 11:45 was the latest
    expect(keys(dueOccurrences(hourly, '2026-12-18T20', now, 1))).toEqual(['2026-12-19T11']);
    expect(keys(dueOccurrences(hourly, '2026-12-19T08', now, 24))).toEqual([
      '2026-12-19T09',
      '2026-12-19T10',
      '2026-12-19T11',
    ]);
    expect(dueOccurrences(hourly, '2026-12-19T11', now, 1)).toEqual([]);
  });

  it('is described in an operator’s words', () => {
    expect(describeSchedule(hourly)).toBe('hourly at :45 Asia/Tokyo');
  });
});
