import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/** What a job run reports when it ends: counts and short facts (`{ chargeLines: 3 }`), shown to operators. */
export type JobRunResult = Record<string, number | string | boolean>;

/**
 * Scheduled jobs (docs/decisions/0025): one row per occurrence of a job, shared by every BFF replica. The unique
 * `(job, run_key)` makes an occurrence exist once however many schedulers plan it; a scheduler claims a due row with
 * `FOR UPDATE SKIP LOCKED` and holds it by a lease (`lease_owner`, `lease_expires_at`) while it runs. The rows are
 * the history an operator lists (`GET /v1/operator/jobs/runs`, `npm run operator -- jobs`).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** billing-run | club-free-period-end | point-expiry | point-expiry-notice | mail-outbox */
    job: text('job').notNull(),
    /** The occurrence in Japan time: a date (daily jobs), a month `YYYY-MM` (monthly), an hour `YYYY-MM-DDTHH`. */
    runKey: text('run_key').notNull(),
    /** When the occurrence became due. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** pending | running | succeeded | failed (given up after its last attempt) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending run is not claimed before this (the backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The scheduler running it (host, process, instance) and until when its claim holds. */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The last failed attempt's error, kept after a later success (the history shows the retry). */
    lastError: text('last_error'),
    result: jsonb('result').$type<JobRunResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('job_runs_job_key_uq').on(t.job, t.runKey),
    index('job_runs_due_idx').on(t.status, t.nextAttemptAt),
    index('job_runs_created_idx').on(t.createdAt),
  ],
);

/**
 * A named lease that one replica holds at a time: the mail outbox worker polls only where it holds `mail-outbox`
 * (docs/decisions/0025). Taken when free or expired, renewed by its holder, deleted on shutdown.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One line of a point expiry notice: that many points of a wallet expire at the end of that day. */
export interface PointExpiryNoticeItem {
  wallet: 'benepo' | 'cafe';
  points: number;
  expiresOn: string;
}

/**
 * The monthly point expiry notices (docs/decisions/0025): one per member and Japan month, whatever reruns or
 * replicas do; its mail goes into the outbox in the same transaction.
 */
export const pointExpiryNotices = pgTable(
  'point_expiry_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    /** The Japan month of the notice, `YYYY-MM`. */
    month: text('month').notNull(),
    /** The last day the notice covers (the end of the next month). */
    coversUntil: date('covers_until').notNull(),
    /** What the mail said: points per wallet and expiry date. */
    items: jsonb('items').$type<PointExpiryNoticeItem[]>().notNull(),
    /** The Message-ID of its mail in mail_outbox. */
    messageId: text('message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('point_expiry_notices_member_month_uq').on(t.memberId, t.month)],
);
