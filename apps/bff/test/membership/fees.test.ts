import { describe, expect, it } from 'vitest';
import {
  chargesDue,
  currentMonthlyFeeYen,
  lateInterestYen,
  outageDamagesYen,
} from '../../src/modules/membership/fees.ts';
import { newMembership, transition, type MembershipFacts } from '../../src/modules/membership/state.ts';

describe('monthly fee 330円（税込）/ 300円（税抜）, no proration (spec portal.md §9)', () => {
  const firstTime = newMembership('general', '2026-01-31', { firstTime: true });

  it('charges nothing in the free first month of a first-time member', () => {
    expect(chargesDue(firstTime, '2026-02-27')).toEqual([]);
  });

  it('charges whole periods from the first renewal on, anchored to the 31st', () => {
    expect(chargesDue(firstTime, '2026-04-30')).toEqual([
      { periodStart: '2026-02-28', periodEnd: '2026-03-30', amountYen: 330, amountExcludingTaxYen: 300 },
      { periodStart: '2026-03-31', periodEnd: '2026-04-29', amountYen: 330, amountExcludingTaxYen: 300 },
      { periodStart: '2026-04-30', periodEnd: '2026-05-30', amountYen: 330, amountExcludingTaxYen: 300 },
    ]);
  });

  it('a returning member pays from the join date', () => {
    const returning = newMembership('general', '2026-03-10', { firstTime: false });
    expect(chargesDue(returning, '2026-03-10').map((l) => l.periodStart)).toEqual(['2026-03-10']);
  });

  it('the month of withdrawal is charged whole and nothing after it', () => {
    const joined = newMembership('general', '2026-01-10', { firstTime: true });
    const result = transition(joined, { type: 'withdraw' }, '2026-03-11');
    const withdrawn = result.ok ? result.next : joined;
    const lines = chargesDue(withdrawn, '2026-12-31');
    expect(lines.map((l) => [l.periodStart, l.amountYen])).toEqual([
      ['2026-02-10', 330],
      ['2026-03-10', 330],
    ]);
  });

  it('a club member owes nothing unless continuing, then from the day after the free period', () => {
    const club = newMembership('club', '2026-05-10', { firstTime: true });
    expect(chargesDue(club, '2027-05-10')).toEqual([]);
    const continued: MembershipFacts = { ...club, continuation: 'applied', billingStartsOn: '2026-12-10' };
    expect(chargesDue(continued, '2027-01-10').map((l) => l.periodStart)).toEqual(['2026-12-10', '2027-01-10']);
  });

  it.each([
    ['2026-05-20', 0],
    ['2026-06-10', 330],
  ])('the current fee of a first-time general member on %s is %i', (today, fee) => {
    expect(currentMonthlyFeeYen(newMembership('general', '2026-05-10', { firstTime: true }), today)).toBe(fee);
  });
});

describe('late-payment interest 14.5 % a year', () => {
  it.each([
    [330, 0, 0],
    [330, 30, 3], // 330 × 0.145 × 30/365 = 3.93
    [330, 365, 47], // 47.85
    [10_000, 1, 3], // 3.97
    [10_000, 366, 1453], // a leap year still counts 365 days a year
    [0, 100, 0],
  ])('%i yen %i days late → %i yen', (amount, days, expected) => {
    expect(lateInterestYen(amount, days)).toBe(expected);
  });
});

describe('outage damages: only after more than 72 hours, per full 24 hours, daily-prorated fee', () => {
  it.each([
    [24, 0],
    [72, 0],
    [72.5, 33], // 3 full days × 11
    [95.9, 33],
    [96, 44],
    [24 * 30, 330],
  ])('%f hours → %i yen', (hours, expected) => {
    expect(outageDamagesYen(hours)).toBe(expected);
  });
  it('a member paying nothing gets nothing', () => {
    expect(outageDamagesYen(200, 0)).toBe(0);
  });
});
