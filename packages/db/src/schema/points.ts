import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/**
 * Append-only point ledger of the embedded PointsLedger (benepo and cafe points).
 * Grants are positive, uses and expiries negative; a balance is the sum of a member's wallet.
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
    expiresOn: date('expires_on'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('point_entries_member_wallet_idx').on(t.memberId, t.wallet)],
);
