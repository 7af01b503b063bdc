import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The portal's maintenance switch (issue 13): one row, shared by every BFF replica, set through the operator API
 * (`PUT /v1/operator/maintenance`). While `enabled_at` is set, pages show /maintenance and the API answers 503
 * with Retry-After; staff preview keeps working.
 */
export const maintenanceSwitch = pgTable(
  'maintenance_switch',
  {
    /** Always 'portal': the table holds one switch. */
    id: text('id').primaryKey().default('portal'),
    /** When maintenance began; null when the portal is open. */
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** What the API's Retry-After says, in seconds. */
    retryAfterSeconds: integer('retry_after_seconds').notNull().default(3600),
    /** Who last turned it (the operator's note), for the logs. */
    changedBy: text('changed_by').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maintenance_switch_single_row', sql`${t.id} = 'portal'`)],
);
