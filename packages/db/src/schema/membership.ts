import { date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/** Service usage (membership) records: one row per membership contract of a member. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    /** general | club */
    plan: text('plan').notNull(),
    /** active | withdrawn | ended */
    status: text('status').notNull(),
    joinedOn: date('joined_on').notNull(),
    freePeriodEndsOn: date('free_period_ends_on'),
    endedOn: date('ended_on'),
  },
  (t) => [index('memberships_member_idx').on(t.memberId)],
);
