import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/**
 * Service usage (membership) contracts: one row per contract of a member, tied to one subscription
 * (spec portal.md §1). The state machine lives in apps/bff/src/modules/membership/state.ts; here
 * `status` is the lifecycle (active | withdrawn | ended) and `continuation` the club member's choice
 * during the free period (none | applied | cancelled).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    /** The subscription (ssoSubscriptionId) the contract is tied to; null for rows older than the column. */
    subscriptionId: text('subscription_id'),
    /** general | club */
    plan: text('plan').notNull(),
    /** active | withdrawn | ended */
    status: text('status').notNull(),
    /** Club members only: none | applied | cancelled */
    continuation: text('continuation').notNull().default('none'),
    joinedOn: date('joined_on').notNull(),
    /** Last free day: first month of a first-time general member, up to 7 months of a club member. */
    freePeriodEndsOn: date('free_period_ends_on'),
    /** First day a fee is due; null while nothing will be charged (a club member who has not continued). */
    billingStartsOn: date('billing_starts_on'),
    endedOn: date('ended_on'),
    /** withdrawn | club_period_end | a carrier event kind */
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_member_idx').on(t.memberId),
    // One live contract per member: a repeated enrolment request finds the first one (idempotent).
    uniqueIndex('memberships_one_active_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** Monthly charge lines of the billing run: one per contract and billing period, never two. */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** Fee including tax (330) and excluding tax (300), integer yen. */
    amountYen: integer('amount_yen').notNull(),
    amountExcludingTaxYen: integer('amount_excluding_tax_yen').notNull(),
    chargedOn: date('charged_on').notNull(),
  },
  (t) => [unique('membership_charges_period_uq').on(t.membershipId, t.periodStart)],
);

/** What happened to a contract, in order (enrolment, continuation choices, withdrawal, automatic end). */
export const membershipEvents = pgTable(
  'membership_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('membership_events_membership_idx').on(t.membershipId)],
);

/** Consent records: a member agreed to a version of the terms (spec portal.md §3 Consent record). */
export const termsConsents = pgTable(
  'terms_consents',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    policyId: text('policy_id').notNull(),
    policyVersion: text('policy_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('terms_consents_member_version_uq').on(t.memberId, t.policyId, t.policyVersion)],
);
