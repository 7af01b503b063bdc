import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/**
 * Append-only point ledger of the embedded PointsLedger (benepo and cafe points).
 * Grants are positive lots; uses and expiries are negative and name the lot they draw from (`lot_id`),
 * so the earliest-expiring lots are consumed first and a balance is the sum of a member's wallet.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    /** benepo | cafe */
    wallet: text('wallet').notNull(),
    /** grant | use | expire */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Grants: the first day the lot counts (null: the Japan date of occurred_at). */
    effectiveOn: date('effective_on'),
    expiresOn: date('expires_on'),
    /** Uses and expiries: the grant lot drawn from. */
    lotId: bigint('lot_id', { mode: 'number' }).references((): AnyPgColumn => pointEntries.id),
    /** The caller's idempotency key of a grant or use (a repeated request changes nothing). */
    operationId: text('operation_id'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('point_entries_member_wallet_idx').on(t.memberId, t.wallet),
    index('point_entries_lot_idx').on(t.lotId),
    uniqueIndex('point_entries_grant_operation_uq')
      .on(t.memberId, t.wallet, t.operationId)
      .where(sql`${t.kind} = 'grant' and ${t.operationId} is not null`),
  ],
);
