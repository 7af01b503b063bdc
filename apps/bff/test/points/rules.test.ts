import { describe, expect, it } from 'vitest';
import {
  allocateFifo,
  benepoExpiresOn,
  cafeExpiresOn,
  checkUse,
  expiriesDue,
  grantWindow,
  pointsForAmount,
} from '../../src/modules/points/rules.ts';

describe('benepo validity: to the end of the same month 3 years after the grant (spec portal.md §9)', () => {
  it.each([
    ['2026-11-21', '2029-11-30'],
    ['2026-11-01', '2029-11-30'],
    ['2025-02-28', '2028-02-29'],
    ['2028-02-29', '2031-02-28'],
    ['2026-12-31', '2029-12-31'],
  ])('granted %s → valid to %s', (granted, expected) => {
    expect(benepoExpiresOn(granted)).toBe(expected);
  });
  it.each([
    ['2026-04-01', '2027-03-31'],
    ['2027-03-31', '2027-03-31'],
    ['2026-11-21', '2027-03-31'],
  ])('cafe points granted %s → valid to %s (end of the fiscal year)', (granted, expected) => {
    expect(cafeExpiresOn(granted)).toBe(expected);
  });
});

describe('grant timing as a function of the usage', () => {
  it.each([
    ['stay', '2026-11-21', '2026-11-22', '2026-11-26', 'from the day after checkout, within 5 days'],
    ['stay', '2028-02-28', '2028-02-29', '2028-03-04', 'over a leap day'],
    ['other', '2026-11-21', '2026-11-24', '2027-01-31', '3 days after to the end of the month after next'],
    ['other', '2026-12-30', '2027-01-02', '2027-02-28', 'over the new year'],
    ['mail_order', '2026-11-21', '2026-11-28', '2027-02-21', '7 days to 3 months after delivery'],
    ['mail_order', '2026-11-30', '2026-12-07', '2027-02-28', 'delivered on the 30th: 3 months later is 28 Feb'],
  ] as const)('%s used %s → %s … %s (%s)', (kind, usedOn, earliest, latest, _why) => {
    expect(grantWindow(kind, usedOn)).toEqual({ earliest, latest });
  });
});

describe('points: 1 point = 1 yen, fractions dropped, uses in units of 100', () => {
  it.each([
    [12_345, 1, 123],
    [999, 1, 9],
    [1000, 0.5, 5],
    [3333, 3, 99],
    [100, 0.3, 0],
    [0, 5, 0],
  ])('%i yen at %f %% → %i points', (amount, rate, points) => {
    expect(pointsForAmount(amount, rate)).toBe(points);
  });

  it.each([
    ['benepo', 100, 100, null],
    ['benepo', 1200, 12_300, null],
    ['benepo', 150, 1000, 'not_a_unit'],
    ['benepo', 0, 1000, 'not_positive'],
    ['benepo', -100, 1000, 'not_positive'],
    ['benepo', 1100, 1000, 'insufficient'],
    ['cafe', 150, 1000, null],
    ['cafe', 1001, 1000, 'insufficient'],
  ] as const)('%s: using %i of %i → %s', (wallet, points, balance, expected) => {
    expect(checkUse(wallet, points, balance)).toBe(expected);
  });
});

describe('uses consume the earliest-expiring grants first', () => {
  const lots = [
    { id: 1, expiresOn: '2029-11-30', remaining: 500 },
    { id: 2, expiresOn: '2028-03-31', remaining: 300 },
    { id: 3, expiresOn: '2028-03-31', remaining: 200 },
  ];
  it('takes lot 2 (earliest, older), then lot 3, then lot 1', () => {
    expect(allocateFifo(lots, 600)).toEqual([
      { lotId: 2, points: 300 },
      { lotId: 3, points: 200 },
      { lotId: 1, points: 100 },
    ]);
  });
  it('refuses to overdraw', () => {
    expect(() => allocateFifo(lots, 1100)).toThrow();
  });
  it('expires only lots past their last valid day, for what is left', () => {
    expect(expiriesDue(lots, '2028-03-31')).toEqual([]);
    expect(expiriesDue(lots, '2028-04-01')).toEqual([
      { lotId: 2, points: 300 },
      { lotId: 3, points: 200 },
    ]);
  });
});
