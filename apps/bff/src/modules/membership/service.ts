import {
  CLUB_AUTO_ENROLMENT_SINCE,
  CLUB_BUSINESS_CODE,
  MONTHLY_FEE_YEN,
  type CarrierEventKindName,
  type EnrolmentResponse,
  type EntryOutcome,
  ENTRY_OUTCOME_PATHS,
  type ServiceUsageStatus,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import type { PointsLedger } from '../points/ledger.ts';
import { japanToday, type IsoDate } from '../../lib/japan-time.ts';
import { chargesDue, currentMonthlyFeeYen } from './fees.ts';
import * as repo from './repository.ts';
import {
  freePeriodDaysLeft,
  newMembership,
  nextRenewal,
  showsCountdown,
  stateOf,
  transition,
  type MembershipEvent,
  type RefusalReason,
} from './state.ts';
import { CURRENT_TERMS } from './terms.ts';

export type RefusedReason = RefusalReason | 'consent_required' | 'reauthentication_required' | 'unknown_member';

export class MembershipRefused extends Error {
  readonly reason: RefusedReason;
  constructor(reason: RefusedReason) {
    super(reason);
    this.reason = reason;
  }
}

const WITHDRAW_REAUTH_MINUTES = 15;

export type MembershipService = ReturnType<typeof createMembershipService>;

/** The membership use cases: reads compute from the stored facts; every change goes through the state machine. */
export function createMembershipService(deps: {
  db: Database;
  clock: Clock;
  carrier: CarrierGateway;
  points: PointsLedger;
}) {
  const { db, clock, carrier, points } = deps;
  const today = () => japanToday(clock.now());

  function describe(
    row: repo.MembershipRow | null,
    day: IsoDate,
    charges: ServiceUsageStatus['charges'],
  ): ServiceUsageStatus {
    const facts = row ? repo.factsOf(row) : null;
    const state = stateOf(facts);
    const can = (event: MembershipEvent) => transition(facts, event, day).ok;
    const left = facts ? freePeriodDaysLeft(facts, day) : null;
    const active = facts?.status === 'active';
    return {
      state,
      plan: facts?.plan ?? null,
      today: day,
      joinedOn: facts?.joinedOn ?? null,
      freePeriodEndsOn: facts?.freePeriodEndsOn ?? null,
      freePeriodDaysLeft: active ? left : null,
      countdown: showsCountdown(facts, day),
      billingStartsOn: facts?.billingStartsOn ?? null,
      nextRenewalOn: facts ? nextRenewal(facts, day) : null,
      currentFeeYen: facts ? currentMonthlyFeeYen(facts, day) : 0,
      monthlyFee: { ...MONTHLY_FEE_YEN },
      endedOn: facts?.endedOn ?? null,
      endReason: (facts?.endReason ?? null) as ServiceUsageStatus['endReason'],
      actions: {
        enrol: can({ type: 'enrol', plan: 'general', firstTime: false }),
        applyContinuation: can({ type: 'apply_continuation' }),
        cancelContinuation: can({ type: 'cancel_continuation' }),
        withdraw: can({ type: 'withdraw' }),
      },
      charges,
    };
  }

  async function status(memberId: string): Promise<ServiceUsageStatus> {
    const row = await repo.findCurrentMembership(db, memberId);
    const charges = row ? await repo.listCharges(db, row.id, 12) : [];
    return describe(
      row,
      today(),
      charges.map((c) => ({ periodStart: c.periodStart, periodEnd: c.periodEnd, amountYen: c.amountYen })),
    );
  }

  /** The application check (GET /v1/top/process): which screen the enrolment leads to. */
  async function check(memberId: string, sessionId?: string): Promise<EnrolmentResponse['data']> {
    const member = await carrier.findMember(memberId);
    if (!member) throw new MembershipRefused('unknown_member');
    const plan = member.businessCode === CLUB_BUSINESS_CODE ? 'club' : 'general';
    const current = await repo.findCurrentMembership(db, memberId);
    const firstTime = !(await repo.hasEverBeenGeneralMember(db, memberId));
    let outcome: EntryOutcome = 'ok';
    if (!member.eligible) outcome = 'not_eligible';
    else if (current?.status === 'active') {
      // The session that enrolled sees its own enrolment as finished (reload or back after 登録する).
      const enrolled = sessionId ? await repo.findEvent(db, current.id, 'enrolled') : null;
      outcome = enrolled && enrolled.detail === sessionId ? 'finished' : 'already';
    }
    // Club members registered after 2020-11-11 are enrolled with the club itself (spec portal.md §8).
    else if (plan === 'club') outcome = 'club_auto';
    const preview = newMembership(plan, today(), { firstTime });
    return {
      outcome,
      next: ENTRY_OUTCOME_PATHS[outcome],
      plan,
      firstMonthFree: plan === 'general' && firstTime,
      billingStartsOn: preview.billingStartsOn,
    };
  }

  /**
   * The enrolment (POST /v1/top/register). Idempotent per session: the same session sending it again (back,
   * reload, double click) gets `finished` for the contract it created; another session gets `already`.
   */
  async function register(memberId: string, sessionId: string): Promise<EnrolmentResponse['data']> {
    const checked = await check(memberId);
    if (checked.outcome === 'already') {
      const current = await repo.findCurrentMembership(db, memberId);
      const enrolled = current ? await repo.findEvent(db, current.id, 'enrolled') : null;
      if (current && enrolled?.detail === sessionId) {
        return {
          ...checked,
          outcome: 'finished',
          next: ENTRY_OUTCOME_PATHS.finished,
          billingStartsOn: current.billingStartsOn,
        };
      }
      return checked;
    }
    if (checked.outcome !== 'ok') return checked;
    if (!(await repo.hasConsent(db, memberId, CURRENT_TERMS.userPolicyId, CURRENT_TERMS.userPolicyVer))) {
      throw new MembershipRefused('consent_required');
    }
    const subscriptionId = (await carrier.listSubscriptions(memberId))[0]?.id ?? null;
    return db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      const existing = await repo.lockActiveMembership(tx, memberId);
      if (existing) {
        const enrolled = await repo.findEvent(tx, existing.id, 'enrolled');
        const outcome: EntryOutcome = enrolled?.detail === sessionId ? 'finished' : 'already';
        return { ...checked, outcome, next: ENTRY_OUTCOME_PATHS[outcome], billingStartsOn: existing.billingStartsOn };
      }
      const firstTime = !(await repo.hasEverBeenGeneralMember(tx, memberId));
      const result = transition(null, { type: 'enrol', plan: checked.plan, firstTime }, today());
      if (!result.ok) throw new MembershipRefused(result.reason);
      const now = clock.now();
      const row = await repo.insertMembership(tx, memberId, subscriptionId, result.next, now);
      await repo.addEvent(tx, row.id, 'enrolled', now, sessionId);
      return {
        ...checked,
        outcome: 'finished' as const,
        next: ENTRY_OUTCOME_PATHS.finished,
        firstMonthFree: result.next.freePeriodEndsOn !== null,
        billingStartsOn: result.next.billingStartsOn,
      };
    });
  }

  /** Applies a member's request to the active contract; a request that changes nothing is a replay. */
  async function change(
    memberId: string,
    event: Extract<MembershipEvent, { type: 'apply_continuation' | 'cancel_continuation' | 'withdraw' }>,
    session?: { withdrawVerifiedAt: Date | null },
  ) {
    const day = today();
    return db.transaction(async (tx) => {
      const row = await repo.lockActiveMembership(tx, memberId);
      if (!row) {
        // Withdrawn today already (back, reload): the same answer again, nothing changes.
        const last = await repo.findCurrentMembership(tx, memberId);
        if (event.type === 'withdraw' && last?.status === 'withdrawn' && last.endedOn === day) {
          return { state: stateOf(repo.factsOf(last)), replayed: true };
        }
        throw new MembershipRefused(last ? 'already_ended' : 'not_enrolled');
      }
      const facts = repo.factsOf(row);
      if (event.type === 'withdraw' && row.plan === 'general') {
        const verified = session?.withdrawVerifiedAt;
        if (!verified || clock.now().getTime() - verified.getTime() > WITHDRAW_REAUTH_MINUTES * 60_000) {
          throw new MembershipRefused('reauthentication_required');
        }
      }
      const result = transition(facts, event, day);
      if (!result.ok) throw new MembershipRefused(result.reason);
      const replayed = stateOf(result.next) === stateOf(facts);
      if (!replayed) {
        const now = clock.now();
        await repo.updateMembership(tx, row.id, result.next, now);
        await repo.addEvent(tx, row.id, event.type, now);
      }
      return { state: stateOf(result.next), replayed };
    });
  }

  /** A carrier event ends the member's active contract (spec portal.md §4). Idempotent by `eventId`. */
  async function carrierEvent(input: {
    eventId: string;
    memberId?: string | undefined;
    subscriptionId?: string | undefined;
    kind: CarrierEventKindName;
    occurredOn?: string | undefined;
    operator: string;
  }) {
    const memberId =
      input.memberId ?? (input.subscriptionId ? await repo.memberIdOfSubscription(db, input.subscriptionId) : null);
    if (!memberId || !(await carrier.findMember(memberId))) throw new MembershipRefused('unknown_member');
    const seen = await repo.findCarrierEvent(db, input.eventId);
    if (seen) {
      return {
        memberId: seen.memberId,
        outcome: seen.endedMembershipId ? ('ended' as const) : ('no_active_membership' as const),
        replayed: true,
      };
    }
    const day = today();
    return db.transaction(async (tx) => {
      const row = await repo.lockActiveMembership(tx, memberId);
      const now = clock.now();
      let endedId: number | null = null;
      if (row) {
        const result = transition(repo.factsOf(row), { type: 'carrier_event', kind: input.kind }, day);
        if (result.ok) {
          await repo.updateMembership(tx, row.id, result.next, now);
          await repo.addEvent(tx, row.id, `carrier:${input.kind}`, now, input.eventId);
          endedId = row.id;
        }
      }
      const inserted = await repo.insertCarrierEvent(tx, {
        eventId: input.eventId,
        memberId,
        kind: input.kind,
        occurredOn: input.occurredOn ?? day,
        receivedAt: now,
        endedMembershipId: endedId,
        operator: input.operator,
      });
      if (!inserted) throw new Error('carrier event fed twice at once');
      return { memberId, outcome: endedId ? ('ended' as const) : ('no_active_membership' as const), replayed: false };
    });
  }

  /**
   * Ends the club contracts whose free period is over without continuation (spec §4: no cancellation needed) and
   * forfeits their benepo ("points lost"). Idempotent: an ended contract is not ended again, and its points are
   * forfeited once — the end is stored with `forfeit pending`, the forfeit with its own event, so a run that stopped
   * between the two forfeits them when it runs again. `signal` (the scheduler stopping) ends it between contracts.
   */
  async function endClubFreePeriods(runDate: IsoDate = today(), signal?: AbortSignal) {
    let endedClubMemberships = 0;
    for (const row of await repo.listClubMembershipsPastFreePeriod(db, runDate)) {
      signal?.throwIfAborted();
      const ended = await db.transaction(async (tx) => {
        const locked = await repo.lockActiveMembership(tx, row.memberId);
        if (!locked || locked.id !== row.id) return false;
        const result = transition(repo.factsOf(locked), { type: 'free_period_over' }, runDate);
        if (!result.ok) return false;
        const now = clock.now();
        await repo.updateMembership(tx, row.id, result.next, now);
        await repo.addEvent(tx, row.id, 'free_period_over', now, repo.FORFEIT_PENDING);
        return true;
      });
      if (ended) endedClubMemberships += 1;
    }
    let forfeitedPoints = 0;
    for (const pending of await repo.listPendingForfeits(db)) {
      signal?.throwIfAborted();
      const lost = await points.forfeit(pending.memberId, 'benepo', '子育て応援クラブの無料期間終了（ポイント失効）');
      await repo.addEvent(db, pending.membershipId, 'points_forfeited', clock.now(), String(lost));
      forfeitedPoints += lost;
    }
    return { endedClubMemberships, forfeitedPoints };
  }

  /**
   * Writes the charge lines due by `runDate` (default today): one per contract and billing period that began by
   * then — running it twice, or for a later day, never writes a line twice (unique contract and period).
   */
  async function writeCharges(runDate: IsoDate = today(), signal?: AbortSignal) {
    let chargeLines = 0;
    for (const row of await repo.listBillableMemberships(db, runDate)) {
      signal?.throwIfAborted();
      chargeLines += await repo.insertCharges(
        db,
        chargesDue(repo.factsOf(row), runDate).map((line) => ({
          membershipId: row.id,
          chargedOn: line.periodStart,
          ...line,
        })),
      );
    }
    return { chargeLines };
  }

  /**
   * The whole billing run for `runDate` (default today), as the operator API and CLI start it: ends club contracts
   * whose free period is over (points lost), writes the charge lines due and writes point expiries. The scheduler
   * runs the same three steps as jobs of their own (docs/decisions/0025).
   */
  async function billingRun(runDate: IsoDate = today()) {
    const { endedClubMemberships } = await endClubFreePeriods(runDate);
    const { chargeLines } = await writeCharges(runDate);
    const expiredLots = await points.expire();
    return { runDate, chargeLines, endedClubMemberships, expiredLots };
  }

  async function consent(memberId: string) {
    return {
      consentStatusFlg: await repo.hasConsent(db, memberId, CURRENT_TERMS.userPolicyId, CURRENT_TERMS.userPolicyVer),
      userPolicyVer: CURRENT_TERMS.userPolicyVer,
    };
  }

  async function agree(memberId: string, policyId: string, version: string) {
    if (policyId !== CURRENT_TERMS.userPolicyId || version !== CURRENT_TERMS.userPolicyVer) return false;
    await repo.insertConsent(db, memberId, policyId, version, clock.now());
    return true;
  }

  async function autoEntry(memberId: string) {
    const member = await carrier.findMember(memberId);
    return { autoEntry: member?.businessCode === CLUB_BUSINESS_CODE, since: CLUB_AUTO_ENROLMENT_SINCE };
  }

  return {
    status,
    check,
    register,
    change,
    carrierEvent,
    endClubFreePeriods,
    writeCharges,
    billingRun,
    consent,
    agree,
    autoEntry,
  };
}
