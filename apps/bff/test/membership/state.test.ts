import { describe, expect, it } from 'vitest';
import {
  CARRIER_EVENT_KINDS,
  freePeriodDaysLeft,
  newMembership,
  nextRenewal,
  showsCountdown,
  stateOf,
  transition,
  type MembershipEvent,
  type MembershipFacts,
  type MembershipState,
} from '../../src/modules/membership/state.ts';

const JOIN = '2026-05-10';
const general = newMembership('general', JOIN, { firstTime: true });
const club = newMembership('club', JOIN, { firstTime: true });
const clubContinued: MembershipFacts = { ...club, continuation: 'applied', billingStartsOn: '2026-12-10' };
const clubCancelled: MembershipFacts = { ...club, continuation: 'cancelled' };
const withdrawn: MembershipFacts = { ...general, status: 'withdrawn', endedOn: '2026-06-01', endReason: 'withdrawn' };
const ended: MembershipFacts = { ...general, status: 'ended', endedOn: '2026-06-01', endReason: 'contract_end' };

const INSIDE = '2026-11-01'; // inside the club's free period (ends 2026-12-09)
const AFTER = '2026-12-10';

const fixtures: Record<MembershipState, MembershipFacts | null> = {
  none: null,
  general,
  club_free: club,
  club_continued: clubContinued,
  club_cancelled: clubCancelled,
  withdrawn,
  ended,
};

describe('new contracts (spec portal.md §1, §9)', () => {
  it('a first-time general member has the first month free; billing starts on the first renewal', () => {
    expect(general).toMatchObject({ freePeriodEndsOn: '2026-06-09', billingStartsOn: '2026-06-10' });
  });
  it('a returning general member pays from the join date', () => {
    expect(newMembership('general', JOIN, { firstTime: false })).toMatchObject({
      freePeriodEndsOn: null,
      billingStartsOn: JOIN,
    });
  });
  it('a club member is free for up to 7 months and is not billed unless they continue', () => {
    expect(club).toMatchObject({ freePeriodEndsOn: '2026-12-09', billingStartsOn: null, continuation: 'none' });
    expect(newMembership('club', JOIN, { firstTime: true, clubFreePeriodEndsOn: '2026-08-31' }).freePeriodEndsOn).toBe(
      '2026-08-31',
    );
    expect(newMembership('club', JOIN, { firstTime: true, clubFreePeriodEndsOn: '2027-08-31' }).freePeriodEndsOn).toBe(
      '2026-12-09',
    );
  });
  it('a club join on 31 August ends its free period on the day before 31 March', () => {
    expect(newMembership('club', '2026-08-31', { firstTime: true }).freePeriodEndsOn).toBe('2027-03-30');
  });
});

type Row = [MembershipState, MembershipEvent, string, MembershipState | string];
const enrolGeneral: MembershipEvent = { type: 'enrol', plan: 'general', firstTime: true };
const carrier: MembershipEvent = { type: 'carrier_event', kind: 'number_portability_out' };

// Every state × every event: the next state, or the refusal.
const table: Row[] = [
  ['none', enrolGeneral, INSIDE, 'general'],
  ['none', { type: 'enrol', plan: 'club', firstTime: true }, INSIDE, 'club_free'],
  ['none', { type: 'apply_continuation' }, INSIDE, 'not_enrolled'],
  ['none', { type: 'cancel_continuation' }, INSIDE, 'not_enrolled'],
  ['none', { type: 'withdraw' }, INSIDE, 'not_enrolled'],
  ['none', { type: 'free_period_over' }, AFTER, 'not_enrolled'],
  ['none', carrier, INSIDE, 'not_enrolled'],
  ['general', enrolGeneral, INSIDE, 'already_enrolled'],
  ['general', { type: 'apply_continuation' }, INSIDE, 'not_club'],
  ['general', { type: 'cancel_continuation' }, INSIDE, 'not_club'],
  ['general', { type: 'withdraw' }, INSIDE, 'withdrawn'],
  ['general', { type: 'withdraw' }, '2026-05-20', 'withdrawn'],
  ['general', { type: 'free_period_over' }, AFTER, 'not_club'],
  ['general', carrier, INSIDE, 'ended'],
  ['club_free', enrolGeneral, INSIDE, 'already_enrolled'],
  ['club_free', { type: 'apply_continuation' }, INSIDE, 'club_continued'],
  ['club_free', { type: 'apply_continuation' }, AFTER, 'not_in_free_period'],
  ['club_free', { type: 'cancel_continuation' }, INSIDE, 'club_cancelled'],
  ['club_free', { type: 'withdraw' }, INSIDE, 'use_continuation_instead'],
  ['club_free', { type: 'free_period_over' }, INSIDE, 'free_period_not_over'],
  ['club_free', { type: 'free_period_over' }, AFTER, 'ended'],
  ['club_free', carrier, INSIDE, 'ended'],
  ['club_continued', { type: 'apply_continuation' }, INSIDE, 'club_continued'],
  ['club_continued', { type: 'cancel_continuation' }, INSIDE, 'club_cancelled'],
  ['club_continued', { type: 'cancel_continuation' }, AFTER, 'not_in_free_period'],
  ['club_continued', { type: 'withdraw' }, INSIDE, 'use_continuation_instead'],
  ['club_continued', { type: 'withdraw' }, AFTER, 'withdrawn'],
  ['club_continued', { type: 'free_period_over' }, AFTER, 'already_enrolled'],
  ['club_continued', carrier, AFTER, 'ended'],
  ['club_cancelled', { type: 'apply_continuation' }, INSIDE, 'club_continued'],
  ['club_cancelled', { type: 'apply_continuation' }, AFTER, 'not_in_free_period'],
  ['club_cancelled', { type: 'cancel_continuation' }, INSIDE, 'club_cancelled'],
  ['club_cancelled', { type: 'withdraw' }, INSIDE, 'use_continuation_instead'],
  ['club_cancelled', { type: 'free_period_over' }, AFTER, 'ended'],
  ['club_cancelled', carrier, INSIDE, 'ended'],
  ['withdrawn', enrolGeneral, INSIDE, 'general'],
  ['withdrawn', { type: 'apply_continuation' }, INSIDE, 'already_ended'],
  ['withdrawn', { type: 'cancel_continuation' }, INSIDE, 'already_ended'],
  ['withdrawn', { type: 'withdraw' }, INSIDE, 'already_ended'],
  ['withdrawn', { type: 'free_period_over' }, AFTER, 'already_ended'],
  ['withdrawn', carrier, INSIDE, 'already_ended'],
  ['ended', enrolGeneral, INSIDE, 'general'],
  ['ended', { type: 'apply_continuation' }, INSIDE, 'already_ended'],
  ['ended', { type: 'withdraw' }, INSIDE, 'already_ended'],
  ['ended', carrier, INSIDE, 'already_ended'],
];

describe('the membership state machine (spec portal.md §4)', () => {
  it.each(table)('%s + %o on %s → %s', (from, event, today, expected) => {
    const result = transition(fixtures[from], event, today);
    if (result.ok) expect(stateOf(result.next)).toBe(expected);
    else expect(result.reason).toBe(expected);
  });

  it('continuing sets billing to start the day after the free period; cancelling clears it', () => {
    const applied = transition(club, { type: 'apply_continuation' }, INSIDE);
    expect(applied.ok && applied.next.billingStartsOn).toBe('2026-12-10');
    const cancelled = transition(clubContinued, { type: 'cancel_continuation' }, INSIDE);
    expect(cancelled.ok && cancelled.next.billingStartsOn).toBe(null);
  });

  it('the club period ends on its last free day, without a cancellation', () => {
    const result = transition(clubCancelled, { type: 'free_period_over' }, '2027-01-05');
    expect(result.ok && result.next).toMatchObject({
      status: 'ended',
      endedOn: '2026-12-09',
      endReason: 'club_period_end',
    });
  });

  it.each(CARRIER_EVENT_KINDS)('carrier event %s ends an active contract on the day it is fed', (kind) => {
    const result = transition(general, { type: 'carrier_event', kind }, INSIDE);
    expect(result.ok && result.next).toMatchObject({ status: 'ended', endedOn: INSIDE, endReason: kind });
  });
});

describe('countdown and renewals', () => {
  it.each([
    ['2026-12-09', 1],
    ['2026-11-10', 30],
    ['2026-11-09', 31],
    ['2026-12-10', 0],
  ])('on %s the club free period has %i day(s) left', (today, left) => {
    expect(freePeriodDaysLeft(club, today)).toBe(left);
  });

  // `club`'s free period ends on 2026-12-09: on 2026-11-10 it has 30 days left, counting that day and the last.
  it.each([
    ['club_free', '2026-11-09', false, club], // 31 days left
    ['club_free', '2026-11-10', true, club], // 30 days left
    ['club_free', '2026-12-09', true, club], // 1 day left, the last free day
    ['club_free', '2026-12-10', false, club], // the free period is over
    ['club_cancelled', '2026-11-10', true, clubCancelled], // auto-withdrawn at the end: still counts down
    ['club_cancelled', '2026-11-09', false, clubCancelled],
    ['club_continued', '2026-11-10', false, clubContinued], // billing follows, nothing ends
    ['general (first month free)', '2026-06-01', false, general], // the countdown is the club's
    ['withdrawn', '2026-06-01', false, withdrawn],
    ['none', '2026-11-10', false, null],
  ] as const)('countdown (configured 30 days): %s on %s → %s', (_state, today, shown, facts) => {
    expect(showsCountdown(facts, today)).toBe(shown);
  });

  it.each([
    ['2026-05-10', '2026-06-10'],
    ['2026-06-09', '2026-06-10'],
    ['2026-06-10', '2026-07-10'],
  ])('on %s the next renewal is %s', (today, expected) => {
    expect(nextRenewal(general, today)).toBe(expected);
  });

  it('a 31st join renews on the last day of short months', () => {
    const m = newMembership('general', '2026-01-31', { firstTime: true });
    expect(nextRenewal(m, '2026-02-01')).toBe('2026-02-28');
    expect(nextRenewal(m, '2026-02-28')).toBe('2026-03-31');
    expect(nextRenewal(withdrawn, INSIDE)).toBe(null);
  });
});
