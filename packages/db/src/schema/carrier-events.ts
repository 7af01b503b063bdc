import { bigserial, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';
import { memberships } from './membership.ts';

/**
 * Carrier events fed by an operator (phone number change, contract end, number portability out…):
 * each ends the member's contract (spec portal.md §4). `eventId` is the operator's idempotency key.
 */
export const carrierEvents = pgTable('carrier_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: text('event_id').notNull().unique(),
  memberId: text('member_id')
    .notNull()
    .references(() => members.id),
  kind: text('kind').notNull(),
  occurredOn: date('occurred_on').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  /** The contract the event ended; null when the member had none active. */
  endedMembershipId: integer('ended_membership_id').references(() => memberships.id),
  operator: text('operator').notNull(),
});
