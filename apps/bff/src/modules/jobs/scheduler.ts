import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, JobRunResult } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import { backoffMs } from '../contact/outbox.ts';
import * as repo from './repository.ts';
import { dueOccurrences, occurrence, type Occurrence, type Schedule } from './schedule.ts';

export interface RetryPolicy {
  /** Attempts before the run is marked failed and left for an operator. */
  maxAttempts: number;
  /** Delay before the second attempt; doubled each time up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

/** A scheduled job: when it is due and what it does. `run` must be idempotent: a run may be attempted again. */
export interface JobDefinition {
  name: string;
  schedule: Schedule;
  /** How many missed occurrences a scheduler that was stopped plans when it comes back (the most recent ones). */
  catchUp: number;
  retry: RetryPolicy;
  /**
   * How long one attempt may take (real time). Past it the attempt is failed and retried by the backoff, like an
   * attempt that threw, and its `signal` aborts: a job that hangs no longer renews its lease for ever (issue 33).
   */
  timeLimitMs: number;
  /**
   * Does the work of one occurrence. `signal` aborts when the scheduler stops: a long job checks it between units
   * of work (`signal.throwIfAborted()`), and the run is given back unfinished, without counting the attempt. It
   * aborts too when the attempt's time limit has passed.
   */
  run(occurrence: Occurrence, signal: AbortSignal): Promise<JobRunResult>;
}

/** The error an attempt fails with when its job's time limit passed. */
export class JobTimeLimitError extends Error {
  constructor(job: string, limitMs: number) {
    super(`job ${job} exceeded its time limit of ${Math.round(limitMs / 1000)} s`);
    this.name = 'JobTimeLimitError';
  }
}

/**
 * Runs an attempt against its time limit: resolves or rejects as the job does, or rejects with JobTimeLimitError
 * once the limit passes (the job's signal then aborts; a job that ignores it is left behind, unheard).
 */
async function withinTimeLimit(
  job: JobDefinition,
  occurrence: Occurrence,
  stopping: AbortSignal,
): Promise<JobRunResult> {
  const overtime = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeLimitError(job.name, job.timeLimitMs);
      overtime.abort(error);
      reject(error);
    }, job.timeLimitMs);
    timer.unref();
  });
  try {
    return await Promise.race([job.run(occurrence, AbortSignal.any([stopping, overtime.signal])), limit]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RunOutcome {
  job: string;
  key: string;
  attempt: number;
  outcome: 'succeeded' | 'retrying' | 'failed' | 'released' | 'lease_lost';
  result?: JobRunResult;
  error?: string;
}

export interface JobSchedulerOptions {
  db: Database;
  clock: Clock;
  jobs: JobDefinition[];
  /** The scheduler's name in leases and the history; default: host, process id and a random part. */
  owner?: string;
  /** How long a claimed run is reserved for this scheduler; renewed while it runs. */
  leaseMs?: number;
  /** How often lease renewals are written while a run goes on (real time). */
  heartbeatMs?: number;
  onError?: (message: string, err: unknown) => void;
  onRun?: (outcome: RunOutcome) => void;
}

export interface JobScheduler {
  readonly owner: string;
  /** Plans what is due now and runs every claimable run (each job's in order); resolves with what happened. */
  tick(): Promise<RunOutcome[]>;
  /** Ticks at once (catching up after downtime), then every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops ticking, aborts the run under way and gives its lease back; resolves once nothing is held. */
  stop(): Promise<void>;
}

export function schedulerOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Runs scheduled jobs once across replicas (docs/decisions/0025). Every replica runs a scheduler; the job_runs
 * table decides: an occurrence is one row (unique job and run key), claimed by one scheduler at a time with
 * SKIP LOCKED and a lease, retried with backoff after a failure, taken over when its holder's lease expires.
 */
export function createJobScheduler(options: JobSchedulerOptions): JobScheduler {
  const { db, clock, jobs } = options;
  const owner = options.owner ?? schedulerOwner();
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1000, Math.floor(leaseMs / 3));
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<unknown> | null = null;
  let stopping = new AbortController();

  async function plan() {
    const now = clock.now();
    for (const job of jobs) {
      const due = dueOccurrences(job.schedule, await repo.lastPlannedKey(db, job.name), now, job.catchUp);
      await repo.insertRuns(db, job.name, due, now);
    }
  }

  async function runClaimed(row: repo.JobRunRow, job: JobDefinition): Promise<RunOutcome> {
    const base = { job: row.job, key: row.runKey, attempt: row.attempts };
    const heartbeat = setInterval(() => {
      void repo
        .renewRunLease(db, row.id, owner, new Date(clock.now().getTime() + leaseMs))
        .then((held) => {
          if (!held) options.onError?.(`job ${row.job} ${row.runKey}: lease lost while running`, null);
        })
        .catch((err: unknown) => options.onError?.('job lease renewal failed', err));
    }, heartbeatMs);
    heartbeat.unref();
    try {
      const result = await withinTimeLimit(job, occurrence(job.schedule, row.runKey), stopping.signal);
      clearInterval(heartbeat);
      const stored = await repo.completeRun(db, row.id, owner, clock.now(), result);
      // The work is done either way (jobs are idempotent); a lost lease only means another scheduler may redo it.
      return { ...base, outcome: stored ? 'succeeded' : 'lease_lost', result };
    } catch (err) {
      clearInterval(heartbeat);
      if (stopping.signal.aborted && !(err instanceof JobTimeLimitError)) {
        await repo.releaseRun(db, row.id, owner, clock.now());
        return { ...base, outcome: 'released' };
      }
      const giveUp = row.attempts >= job.retry.maxAttempts;
      const error = err instanceof Error ? err.message : String(err);
      options.onError?.(
        giveUp ? `job ${row.job} ${row.runKey} given up after its last attempt` : `job ${row.job} ${row.runKey} failed`,
        err,
      );
      const delay = backoffMs(row.attempts, job.retry.baseBackoffMs, job.retry.maxBackoffMs);
      const now = clock.now();
      await repo.failRun(db, row.id, owner, {
        now,
        nextAttemptAt: new Date(now.getTime() + delay),
        error,
        giveUp,
      });
      return { ...base, outcome: giveUp ? 'failed' : 'retrying', error };
    }
  }

  /** Runs the claimable runs of one job, one after another. Bounded, so a job failing at once cannot spin. */
  async function drain(job: JobDefinition, outcomes: RunOutcome[]) {
    for (let i = 0; i < 1000 && !stopping.signal.aborted; i += 1) {
      const now = clock.now();
      const row = await repo.claimNextRun(db, {
        jobs: [job.name],
        owner,
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
      });
      if (!row) return;
      const outcome = await runClaimed(row, job);
      outcomes.push(outcome);
      options.onRun?.(outcome);
    }
  }

  /** Plans, then runs the jobs side by side: a slow job (a month's notices) does not hold up the billing run. */
  async function tick(): Promise<RunOutcome[]> {
    await plan();
    const outcomes: RunOutcome[] = [];
    await Promise.all(jobs.map((job) => drain(job, outcomes)));
    return outcomes;
  }

  function schedule(delayMs: number, intervalMs: number) {
    timer = setTimeout(() => {
      ticking = tick()
        .catch((err: unknown) => options.onError?.('job scheduler round failed', err))
        .finally(() => {
          ticking = null;
          if (timer) schedule(intervalMs, intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    owner,
    tick: async () => {
      const round = tick();
      ticking = round;
      try {
        return await round;
      } finally {
        if (ticking === round) ticking = null;
      }
    },
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      stopping = new AbortController();
      schedule(0, intervalMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      stopping.abort();
      await ticking;
      stopping = new AbortController();
    },
  };
}
