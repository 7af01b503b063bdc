/**
 * The membership state machine (spec portal.md §4). Pure: a state, an event and today's Japan date
 * in, the next state or a refusal out. The repository stores the result; nothing else changes a row.
 *
 *   none ──enrol──► general ───────────────withdraw──────────────► withdrawn
 *     │               └──────────carrier event─────────────────► ended
 *     └──enrol(club)► club_free ──apply──► club_continued ──(free period over)── billed like general
 *                      │   ▲                │  ▲                 └──withdraw (after the free period)──► withdrawn
 *                      │   └────apply───────┘  │
 *                      └──cancel──► club_cancelled ◄──cancel──┘
 *   club_free / club_cancelled ──free period over──► ended (club_period_end; points lost)
 *   any active state ──carrier event──► ended (the event's kind)
 */
import { CLUB_FREE_PERIOD_MAX_MONTHS, FREE_PERIOD_COUNTDOWN_DAYS, type CarrierEventKindName } from '@portal/contracts';
import { addDays, daysBetween, monthlyAnniversary, type IsoDate } from '../../lib/japan-time.ts';

export { CARRIER_EVENT_KINDS } from '@portal/contracts';
export type CarrierEventKind = CarrierEventKindName;

export type Plan = 'general' | 'club';
export type Lifecycle = 'active' | 'withdrawn' | 'ended';
export type Continuation = 'none' | 'applied' | 'cancelled';

/** The stored facts of a contract that the rules read. */
export interface MembershipFacts {
  plan: Plan;
  status: Lifecycle;
  continuation: Continuation;
  joinedOn: IsoDate;
  freePeriodEndsOn: IsoDate | null;
  billingStartsOn: IsoDate | null;
  endedOn: IsoDate | null;
  endReason: string | null;
}

export type MembershipState =
  'none' | 'general' | 'club_free' | 'club_continued' | 'club_cancelled' | 'withdrawn' | 'ended';

export function stateOf(m: MembershipFacts | null): MembershipState {
  if (!m) return 'none';
  if (m.status === 'withdrawn') return 'withdrawn';
  if (m.status === 'ended') return 'ended';
  if (m.plan === 'general') return 'general';
  if (m.continuation === 'applied') return 'club_continued';
  if (m.continuation === 'cancelled') return 'club_cancelled';
  return 'club_free';
}

export type MembershipEvent =
  | { type: 'enrol'; plan: Plan; firstTime: boolean; clubFreePeriodEndsOn?: IsoDate }
  | { type: 'apply_continuation' }
  | { type: 'cancel_continuation' }
  | { type: 'withdraw' }
  | { type: 'free_period_over' }
  | { type: 'carrier_event'; kind: CarrierEventKind };

export type RefusalReason =
  | 'already_enrolled'
  | 'not_enrolled'
  | 'not_in_free_period'
  | 'free_period_not_over'
  | 'not_club'
  | 'use_continuation_instead'
  | 'already_ended';

export type Transition = { ok: true; next: MembershipFacts } | { ok: false; reason: RefusalReason };

const refuse = (reason: RefusalReason): Transition => ({ ok: false, reason });

/** Last free day of a first-time general member: the day before the first monthly renewal. */
export function generalFreePeriodEnd(joinedOn: IsoDate): IsoDate {
  return addDays(monthlyAnniversary(joinedOn, 1), -1);
}

/** Latest possible end of a club member's free period: 7 months from the join date (spec §9). */
export function clubFreePeriodLimit(joinedOn: IsoDate): IsoDate {
  return addDays(monthlyAnniversary(joinedOn, CLUB_FREE_PERIOD_MAX_MONTHS), -1);
}

/** The contract a new enrolment creates. */
export function newMembership(
  plan: Plan,
  today: IsoDate,
  options: { firstTime: boolean; clubFreePeriodEndsOn?: IsoDate },
): MembershipFacts {
  if (plan === 'club') {
    const limit = clubFreePeriodLimit(today);
    const requested = options.clubFreePeriodEndsOn;
    const freePeriodEndsOn = requested && requested < limit ? requested : limit;
    return {
      plan,
      status: 'active',
      continuation: 'none',
      joinedOn: today,
      freePeriodEndsOn,
      billingStartsOn: null,
      endedOn: null,
      endReason: null,
    };
  }
  // First month free only for first-time general members (spec §1, §9).
  const freePeriodEndsOn = options.firstTime ? generalFreePeriodEnd(today) : null;
  return {
    plan,
    status: 'active',
    continuation: 'none',
    joinedOn: today,
    freePeriodEndsOn,
    billingStartsOn: freePeriodEndsOn ? addDays(freePeriodEndsOn, 1) : today,
    endedOn: null,
    endReason: null,
  };
}

function inFreePeriod(m: MembershipFacts, today: IsoDate): boolean {
  return m.freePeriodEndsOn !== null && today <= m.freePeriodEndsOn;
}

/** Applies `event` to `current` on `today`; refuses what the spec does not allow. */
export function transition(current: MembershipFacts | null, event: MembershipEvent, today: IsoDate): Transition {
  const state = stateOf(current);
  if (event.type === 'enrol') {
    if (current && current.status === 'active') return refuse('already_enrolled');
    return {
      ok: true,
      next: newMembership(event.plan, today, {
        firstTime: event.firstTime,
        ...(event.clubFreePeriodEndsOn ? { clubFreePeriodEndsOn: event.clubFreePeriodEndsOn } : {}),
      }),
    };
  }
  if (!current || state === 'none') return refuse('not_enrolled');
  if (state === 'withdrawn' || state === 'ended') return refuse('already_ended');

  switch (event.type) {
    case 'apply_continuation': {
      if (current.plan !== 'club') return refuse('not_club');
      if (!inFreePeriod(current, today)) return refuse('not_in_free_period');
      // Billing starts the day after the free period (spec §4).
      const billingStartsOn = addDays(current.freePeriodEndsOn as IsoDate, 1);
      return { ok: true, next: { ...current, continuation: 'applied', billingStartsOn } };
    }
    case 'cancel_continuation': {
      if (current.plan !== 'club') return refuse('not_club');
      if (!inFreePeriod(current, today)) return refuse('not_in_free_period');
      return { ok: true, next: { ...current, continuation: 'cancelled', billingStartsOn: null } };
    }
    case 'withdraw': {
      // A club member inside the free period cancels the continuation instead (it ends at the free period's end).
      if (current.plan === 'club' && inFreePeriod(current, today)) return refuse('use_continuation_instead');
      return { ok: true, next: { ...current, status: 'withdrawn', endedOn: today, endReason: 'withdrawn' } };
    }
    case 'free_period_over': {
      if (current.plan !== 'club') return refuse('not_club');
      if (inFreePeriod(current, today)) return refuse('free_period_not_over');
      if (state === 'club_continued') return refuse('already_enrolled');
      // The club benefit ends by itself (no cancellation needed); ended on the last free day.
      return {
        ok: true,
        next: { ...current, status: 'ended', endedOn: current.freePeriodEndsOn, endReason: 'club_period_end' },
      };
    }
    case 'carrier_event':
      return { ok: true, next: { ...current, status: 'ended', endedOn: today, endReason: event.kind } };
  }
}

/** Days left in the free period including today (0 once it is over, null without one). */
export function freePeriodDaysLeft(m: MembershipFacts, today: IsoDate): number | null {
  if (!m.freePeriodEndsOn) return null;
  return Math.max(0, daysBetween(today, m.freePeriodEndsOn) + 1);
}

/**
 * Whether popups and banners count down the free period (spec portal.md §4, §9 "configured value 30"): a club
 * member whose free period has 1 to 30 days left, including today, and who has not applied to continue.
 */
export function showsCountdown(m: MembershipFacts | null, today: IsoDate): boolean {
  if (!m || m.status !== 'active' || m.plan !== 'club' || stateOf(m) === 'club_continued') return false;
  const left = freePeriodDaysLeft(m, today);
  return left !== null && left > 0 && left <= FREE_PERIOD_COUNTDOWN_DAYS;
}

/** The next renewal (monthly anniversary of the join date) after `today`, or null when the contract is over. */
export function nextRenewal(m: MembershipFacts, today: IsoDate): IsoDate | null {
  if (m.status !== 'active') return null;
  for (let n = 1; n < 1200; n += 1) {
    const date = monthlyAnniversary(m.joinedOn, n);
    if (date > today) return date;
  }
  return null;
}
