import { z } from 'zod';

/**
 * The portal's scheduled jobs (docs/decisions/0025), each run once across replicas at its time in Japan time:
 * the end of club free periods (points lost), point expiry, the billing run on each contract's renewal day, the
 * monthly point expiry notice, the pruning of this history (issue 33), the hourly sweep of expired sessions (issue 32),
 * and the mail outbox (one replica delivers at a time; its history is kept per hour).
 */
export const JOB_NAMES = [
  'club-free-period-end',
  'point-expiry',
  'billing-run',
  'point-expiry-notice',
  'job-history-prune',
  'session-sweep',
  'mail-outbox',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const JOB_RUN_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** The operator's history listing: newest first, optionally one job or one status, paged by `before` (an id). */
export const JobRunsQuerySchema = z.object({
  job: z.enum(JOB_NAMES).optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type JobRunsQuery = z.infer<typeof JobRunsQuerySchema>;

export const JobRunSchema = z.object({
  id: z.number().int(),
  job: z.enum(JOB_NAMES),
  /** The occurrence in Japan time: `YYYY-MM-DD` (daily), `YYYY-MM` (monthly), `YYYY-MM-DDTHH` (the outbox's hours). */
  runKey: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  attempts: z.number().int(),
  dueAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** A pending run after a failed attempt is retried from then (backoff). */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  /** The scheduler holding a running run, and until when. */
  heldBy: z.string().nullable(),
  leaseExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
  result: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).nullable(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

export const JobSummarySchema = z.object({
  job: z.enum(JOB_NAMES),
  /** When it runs, in words: `daily 00:20 Asia/Tokyo`, `monthly on day 1 09:00 Asia/Tokyo`, `continuous`. */
  schedule: z.string(),
  /** The next occurrence not yet due; null for the continuous outbox. */
  nextDueAt: z.iso.datetime({ offset: true }).nullable(),
});

export const JobRunsResponseSchema = z.object({
  data: z.object({
    jobs: z.array(JobSummarySchema),
    runs: z.array(JobRunSchema),
  }),
});
export type JobRunsResponse = z.infer<typeof JobRunsResponseSchema>;
