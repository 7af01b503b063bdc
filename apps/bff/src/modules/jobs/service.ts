import { JOB_NAMES, type JobName, type JobRun, type JobRunsQuery, type JobRunsResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import { MAIL_OUTBOX_JOB } from './registry.ts';
import { deleteEndedRunsBefore, listRuns, type JobRunRow } from './repository.ts';
import { describeSchedule, nextDue } from './schedule.ts';
import type { JobDefinition } from './scheduler.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A history row as the operator API answers it. */
export function serializeRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    job: row.job as JobName,
    runKey: row.runKey,
    status: row.status as JobRun['status'],
    attempts: row.attempts,
    dueAt: row.dueAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    heldBy: row.status === 'running' ? row.leaseOwner : null,
    leaseExpiresAt: row.status === 'running' ? iso(row.leaseExpiresAt) : null,
    lastError: row.lastError,
    result: row.result ?? null,
  };
}

export type JobHistory = ReturnType<typeof createJobHistory>;

/** The jobs' history for operators (GET /v1/operator/jobs/runs, `npm run operator -- jobs`). */
export function createJobHistory(deps: { db: Database; clock: Clock; jobs: JobDefinition[] }) {
  return {
    async list(query: JobRunsQuery): Promise<JobRunsResponse['data']> {
      const now = deps.clock.now();
      const scheduled = new Map(deps.jobs.map((job) => [job.name, job]));
      const jobs = JOB_NAMES.filter((name) => name === MAIL_OUTBOX_JOB || scheduled.has(name)).map((name) => {
        const job = scheduled.get(name);
        return job
          ? {
              job: name,
              schedule: describeSchedule(job.schedule),
              nextDueAt: nextDue(job.schedule, now).dueAt.toISOString(),
            }
          : { job: name, schedule: 'continuous (one replica at a time)', nextDueAt: null };
      });
      const rows = await listRuns(deps.db, query);
      return { jobs, runs: rows.filter((row) => (JOB_NAMES as readonly string[]).includes(row.job)).map(serializeRun) };
    },
  };
}

/** Runs deleted per statement: a long history goes in short transactions, the signal checked between them. */
const PRUNE_BATCH = 1000;

/**
 * The job `job-history-prune` (issue 33): deletes the history that ended more than `retentionDays`
 * (JOB_HISTORY_RETENTION_DAYS) before its occurrence was due, a batch at a time. Idempotent: a rerun finds less.
 */
export function createJobHistoryPruning(deps: { db: Database; retentionDays: number }) {
  return {
    retentionDays: deps.retentionDays,
    async prune(dueAt: Date, signal: AbortSignal): Promise<{ deletedRuns: number }> {
      const before = new Date(dueAt.getTime() - deps.retentionDays * 24 * 60 * 60_000);
      let deletedRuns = 0;
      for (;;) {
        signal.throwIfAborted();
        const deleted = await deleteEndedRunsBefore(deps.db, before, PRUNE_BATCH);
        deletedRuns += deleted;
        if (deleted < PRUNE_BATCH) return { deletedRuns };
      }
    },
  };
}
export type JobHistoryPruning = ReturnType<typeof createJobHistoryPruning>;
