import { and, asc, desc, eq, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  carrierEvents,
  members,
  membershipCharges,
  membershipEvents,
  memberships,
  subscriptions,
  termsConsents,
  type Database,
} from '@portal/db';
import { prepared } from '../../lib/prepared.ts';
import type { MembershipFacts } from './state.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
export type MembershipRow = typeof memberships.$inferSelect;

export function factsOf(row: MembershipRow): MembershipFacts {
  return {
    plan: row.plan as MembershipFacts['plan'],
    status: row.status as MembershipFacts['status'],
    continuation: row.continuation as MembershipFacts['continuation'],
    joinedOn: row.joinedOn,
    freePeriodEndsOn: row.freePeriodEndsOn,
    billingStartsOn: row.billingStartsOn,
    endedOn: row.endedOn,
    endReason: row.endReason,
  };
}

/** The member's current contract: the active one, else the latest. */
export async function findCurrentMembership(db: Db, memberId: string): Promise<MembershipRow | null> {
  const statement = prepared(db, 'current_membership', (on, name) =>
    on
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, sql.placeholder('memberId')))
      .orderBy(sql`case when ${memberships.status} = 'active' then 0 else 1 end`, desc(memberships.id))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ memberId });
  return row ?? null;
}

/** The active contract, locked for the rest of the transaction (one change at a time per contract). */
export async function lockActiveMembership(tx: Tx, memberId: string): Promise<MembershipRow | null> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.status, 'active')))
    .for('update');
  return row ?? null;
}

/** Serialises enrolments of one member: the member row is the lock. */
export async function lockMember(tx: Tx, memberId: string): Promise<boolean> {
  const rows = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  return rows.length > 0;
}

export async function hasEverBeenGeneralMember(db: Db, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.plan, 'general')))
    .limit(1);
  return rows.length > 0;
}

export async function insertMembership(
  tx: Tx,
  memberId: string,
  subscriptionId: string | null,
  facts: MembershipFacts,
  now: Date,
): Promise<MembershipRow> {
  const [row] = await tx
    .insert(memberships)
    .values({ memberId, subscriptionId, ...facts, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('membership not stored');
  return row;
}

export async function updateMembership(tx: Tx, id: number, facts: MembershipFacts, now: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({
      status: facts.status,
      continuation: facts.continuation,
      billingStartsOn: facts.billingStartsOn,
      endedOn: facts.endedOn,
      endReason: facts.endReason,
      updatedAt: now,
    })
    .where(eq(memberships.id, id));
}

export async function addEvent(tx: Db, membershipId: number, kind: string, now: Date, detail = ''): Promise<void> {
  await tx.insert(membershipEvents).values({ membershipId, kind, occurredAt: now, detail });
}

export async function findEvent(db: Db, membershipId: number, kind: string) {
  const [row] = await db
    .select()
    .from(membershipEvents)
    .where(and(eq(membershipEvents.membershipId, membershipId), eq(membershipEvents.kind, kind)))
    .orderBy(desc(membershipEvents.id))
    .limit(1);
  return row ?? null;
}

export async function listCharges(db: Db, membershipId: number, limit: number) {
  const statement = prepared(db, 'membership_charges', (on, name) =>
    on
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.membershipId, sql.placeholder('membershipId')))
      .orderBy(desc(membershipCharges.periodStart))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ membershipId, limit });
}

/** Inserts charge lines; a line already written for the same period is left alone (idempotent). */
export async function insertCharges(db: Db, lines: Array<typeof membershipCharges.$inferInsert>): Promise<number> {
  if (lines.length === 0) return 0;
  const inserted = await db
    .insert(membershipCharges)
    .values(lines)
    .onConflictDoNothing()
    .returning({ id: membershipCharges.id });
  return inserted.length;
}

export async function listBillableMemberships(db: Db, runDate: string): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(lte(memberships.joinedOn, runDate));
}

/** Active club contracts whose free period ended before `runDate` and that did not continue. */
export async function listClubMembershipsPastFreePeriod(db: Db, runDate: string): Promise<MembershipRow[]> {
  return db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(memberships.plan, 'club'),
        ne(memberships.continuation, 'applied'),
        lt(memberships.freePeriodEndsOn, runDate),
      ),
    )
    .orderBy(asc(memberships.id));
}

/** The detail of a `free_period_over` event whose benepo are still to be forfeited. */
export const FORFEIT_PENDING = 'forfeit pending';

/** Club contracts ended at their free period's end whose points have not been forfeited yet. */
export async function listPendingForfeits(db: Db): Promise<Array<{ membershipId: number; memberId: string }>> {
  const forfeited = alias(membershipEvents, 'forfeited');
  return db
    .select({ membershipId: memberships.id, memberId: memberships.memberId })
    .from(membershipEvents)
    .innerJoin(memberships, eq(memberships.id, membershipEvents.membershipId))
    .where(
      and(
        eq(membershipEvents.kind, 'free_period_over'),
        eq(membershipEvents.detail, FORFEIT_PENDING),
        notExists(
          db
            .select({ id: forfeited.id })
            .from(forfeited)
            .where(and(eq(forfeited.membershipId, memberships.id), eq(forfeited.kind, 'points_forfeited'))),
        ),
      ),
    )
    .orderBy(asc(memberships.id));
}

export async function hasConsent(db: Db, memberId: string, policyId: string, version: string): Promise<boolean> {
  const rows = await db
    .select({ id: termsConsents.id })
    .from(termsConsents)
    .where(
      and(
        eq(termsConsents.memberId, memberId),
        eq(termsConsents.policyId, policyId),
        eq(termsConsents.policyVersion, version),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertConsent(db: Db, memberId: string, policyId: string, version: string, now: Date) {
  await db
    .insert(termsConsents)
    .values({ memberId, policyId, policyVersion: version, agreedAt: now })
    .onConflictDoNothing();
}

export async function memberIdOfSubscription(db: Db, subscriptionId: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: subscriptions.memberId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row?.memberId ?? null;
}

export async function findCarrierEvent(db: Db, eventId: string) {
  const [row] = await db.select().from(carrierEvents).where(eq(carrierEvents.eventId, eventId));
  return row ?? null;
}

export async function insertCarrierEvent(tx: Tx, values: typeof carrierEvents.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(carrierEvents).values(values).onConflictDoNothing().returning({ id: carrierEvents.id });
  return rows.length > 0;
}
