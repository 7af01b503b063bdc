import type { JobName } from '@portal/contracts';
import type { SessionService } from '../auth/service.ts';
import type { PointsLedger } from '../points/ledger.ts';
import type { MembershipService } from '../membership/service.ts';
import type { PointExpiryNotices } from '../points/expiry-notice.ts';
import type { JobDefinition, RetryPolicy } from './scheduler.ts';
import type { JobHistoryPruning } from './service.ts';
import type { Schedule } from './schedule.ts';

/** The continuous job: the mail outbox, delivered by one replica at a time (its history is kept per hour). */
export const MAIL_OUTBOX_JOB: JobName = 'mail-outbox';

/** Daily jobs retry for about half a day: 1 min, 2, 4 … capped at 1 hour, 12 attempts. */
const DAILY_RETRY: RetryPolicy = { maxAttempts: 12, baseBackoffMs: 60_000, maxBackoffMs: 60 * 60_000 };

/**
 * A daily job stopped longer than a month plans the last 31 days only: each run is cumulative (a day's billing run
 * bills every period begun by then), so the older days are covered by the oldest one planned.
 */
const DAILY_CATCH_UP = 31;

const MINUTE = 60_000;

export const PORTAL_SCHEDULES: Record<Exclude<JobName, 'mail-outbox'>, Schedule> = {
  // The day after a club member's last free day, shortly after midnight in Japan.
  'club-free-period-end': { every: 'day', at: '00:05' },
  // Points are valid to the end of their last day (benepo: a month's end; cafe: 31 March).
  'point-expiry': { every: 'day', at: '00:10' },
  // Each contract's renewal day: the periods that begin that day are charged.
  'billing-run': { every: 'day', at: '00:20' },
  // Early each month, at an hour a member may read mail.
  'point-expiry-notice': { every: 'month', day: 1, at: '09:00' },
  // A quiet hour, after the night's jobs.
  'job-history-prune': { every: 'day', at: '03:30' },
  // Housekeeping of the session tables, once an hour (expired sessions authorise nothing in the meantime).
  'session-sweep': { every: 'hour', minute: 45 },
};

/** The portal's scheduled jobs, each the entry point of its module (docs/decisions/0025). */
export function portalJobs(deps: {
  membership: MembershipService;
  points: PointsLedger;
  notices: PointExpiryNotices;
  history: JobHistoryPruning;
  sessions: Pick<SessionService, 'sweepExpired'>;
}): JobDefinition[] {
  // Each attempt's time limit (issue 33): some ten times what the embedded catalogue's members take, well under
  // the next occurrence. Past it the attempt fails and is retried by the backoff.
  return [
    {
      name: 'club-free-period-end',
      schedule: PORTAL_SCHEDULES['club-free-period-end'],
      catchUp: DAILY_CATCH_UP,
      retry: DAILY_RETRY,
      timeLimitMs: 30 * MINUTE,
      run: (o, signal) => deps.membership.endClubFreePeriods(o.date, signal),
    },
    {
      name: 'point-expiry',
      schedule: PORTAL_SCHEDULES['point-expiry'],
      catchUp: DAILY_CATCH_UP,
      retry: DAILY_RETRY,
      timeLimitMs: 30 * MINUTE,
      run: async () => ({ expiredLots: await deps.points.expire() }),
    },
    {
      name: 'billing-run',
      schedule: PORTAL_SCHEDULES['billing-run'],
      catchUp: DAILY_CATCH_UP,
      retry: DAILY_RETRY,
      timeLimitMs: 60 * MINUTE,
      run: (o, signal) => deps.membership.writeCharges(o.date, signal),
    },
    {
      name: 'point-expiry-notice',
      schedule: PORTAL_SCHEDULES['point-expiry-notice'],
      // A month's notice is about that month: a portal back after a longer stop sends the current month's only.
      catchUp: 1,
      retry: { maxAttempts: 8, baseBackoffMs: 5 * 60_000, maxBackoffMs: 2 * 60 * 60_000 },
      timeLimitMs: 120 * MINUTE,
      run: (o, signal) => deps.notices.sendMonthly(o.date, signal),
    },
    {
      name: 'job-history-prune',
      schedule: PORTAL_SCHEDULES['job-history-prune'],
      // Each run deletes everything older than the retention: the latest occurrence covers any it missed.
      catchUp: 1,
      retry: DAILY_RETRY,
      timeLimitMs: 10 * MINUTE,
      run: (o, signal) => deps.history.prune(o.dueAt, signal),
    },
    {
      name: 'session-sweep',
      schedule: PORTAL_SCHEDULES['session-sweep'],
      // Each run deletes everything expired by then: the latest occurrence covers any it missed.
      catchUp: 1,
      // The next hour's run does the same work: a few quick retries, then leave it to that one.
      retry: { maxAttempts: 3, baseBackoffMs: 60_000, maxBackoffMs: 5 * 60_000 },
      timeLimitMs: 10 * MINUTE,
      run: () => deps.sessions.sweepExpired(),
    },
  ];
}
