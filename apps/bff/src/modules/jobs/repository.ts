import { and, asc, desc, eq, exists, gt, inArray, lt, lte, max, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { jobLeases, jobRuns, type Database, type JobRunResult } from '@portal/db';
import type { Occurrence } from './schedule.ts';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** The latest occurrence planned for a job (run keys sort as their dates do). */
export async function lastPlannedKey(db: Database, job: string): Promise<string | null> {
  const [row] = await db
    .select({ key: max(jobRuns.runKey) })
    .from(jobRuns)
    .where(eq(jobRuns.job, job));
  return row?.key ?? null;
}

/** Plans occurrences: one row per (job, run key), whichever scheduler gets there first. Returns how many are new. */
export async function insertRuns(db: Database, job: string, due: Occurrence[], now: Date): Promise<number> {
  if (due.length === 0) return 0;
  const inserted = await db
    .insert(jobRuns)
    .values(
      due.map((o) => ({
        job,
        runKey: o.key,
        dueAt: o.dueAt,
        status: 'pending',
        nextAttemptAt: o.dueAt,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  return inserted.length;
}

/**
 * Claims the next due run of one of `jobs` for `owner` until `leaseUntil`, with one more attempt: a pending run
 * whose time has come, or a running one whose holder's lease expired (a replica that died). A job's occurrences
 * run in order and one at a time: a run waits while an earlier one of its job is pending or running. SKIP LOCKED
 * keeps two schedulers off the same row; the condition is checked again on the locked row, so a run claimed and
 * committed by another scheduler meanwhile is not claimed twice.
 */
export async function claimNextRun(
  db: Database,
  options: { jobs: string[]; owner: string; now: Date; leaseUntil: Date },
): Promise<JobRunRow | null> {
  const { now } = options;
  if (options.jobs.length === 0) return null;
  const earlier = alias(jobRuns, 'earlier');
  const due = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.job, options.jobs),
        or(
          and(eq(jobRuns.status, 'pending'), lte(jobRuns.nextAttemptAt, now)),
          and(eq(jobRuns.status, 'running'), lte(jobRuns.leaseExpiresAt, now)),
        ),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.job, jobRuns.job),
                lt(earlier.runKey, jobRuns.runKey),
                inArray(earlier.status, ['pending', 'running']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(jobRuns.dueAt), asc(jobRuns.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobRuns)
    .set({
      status: 'running',
      attempts: sql`${jobRuns.attempts} + 1`,
      leaseOwner: options.owner,
      leaseExpiresAt: options.leaseUntil,
      startedAt: sql`coalesce(${jobRuns.startedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(inArray(jobRuns.id, due))
    .returning();
  return row ?? null;
}

const heldBy = (id: number, owner: string) =>
  and(eq(jobRuns.id, id), eq(jobRuns.leaseOwner, owner), eq(jobRuns.status, 'running'));

/** Extends the holder's lease of a long run; false when the lease was lost (expired and taken over). */
export async function renewRunLease(db: Database, id: number, owner: string, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseExpiresAt: leaseUntil })
    .where(heldBy(id, owner))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

export async function completeRun(
  db: Database,
  id: number,
  owner: string,
  now: Date,
  result: JobRunResult,
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ status: 'succeeded', finishedAt: now, result, leaseOwner: null, leaseExpiresAt: null })
    .where(heldBy(id, owner))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** A failed attempt: pending again from `nextAttemptAt` (the backoff), or failed for good after the last attempt. */
export async function failRun(
  db: Database,
  id: number,
  owner: string,
  change: { now: Date; nextAttemptAt: Date; error: string; giveUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      status: change.giveUp ? 'failed' : 'pending',
      nextAttemptAt: change.nextAttemptAt,
      lastError: change.error.slice(0, 1000),
      finishedAt: change.giveUp ? change.now : null,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(heldBy(id, owner))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/**
 * Gives a run back without counting the attempt (the scheduler is shutting down): due again at once, for this
 * replica when it returns or for another one now.
 */
export async function releaseRun(db: Database, id: number, owner: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      status: 'pending',
      attempts: sql`greatest(${jobRuns.attempts} - 1, 0)`,
      nextAttemptAt: now,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(heldBy(id, owner))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** The history, newest first. */
export async function listRuns(
  db: Database,
  query: { job?: string | undefined; status?: string | undefined; before?: number | undefined; limit: number },
): Promise<JobRunRow[]> {
  return db
    .select()
    .from(jobRuns)
    .where(
      and(
        query.job ? eq(jobRuns.job, query.job) : undefined,
        query.status ? eq(jobRuns.status, query.status) : undefined,
        query.before ? lt(jobRuns.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(jobRuns.dueAt), desc(jobRuns.id))
    .limit(query.limit);
}

/**
 * Deletes up to `limit` runs of the history that ended and were planned before `before` (issue 33): succeeded or
 * failed ones only, and never a job's latest run, from which the scheduler plans the next occurrences. Returns how
 * many went; the caller repeats while a full batch goes.
 */
export async function deleteEndedRunsBefore(db: Database, before: Date, limit: number): Promise<number> {
  const later = alias(jobRuns, 'later');
  const old = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        lt(jobRuns.createdAt, before),
        inArray(jobRuns.status, ['succeeded', 'failed']),
        exists(
          db
            .select({ id: later.id })
            .from(later)
            .where(and(eq(later.job, jobRuns.job), gt(later.runKey, jobRuns.runKey))),
        ),
      ),
    )
    .orderBy(asc(jobRuns.id))
    .limit(limit);
  const deleted = await db.delete(jobRuns).where(inArray(jobRuns.id, old)).returning({ id: jobRuns.id });
  return deleted.length;
}

/**
 * Adds one round of a continuous job (the mail outbox) to its history row of the hour: a row per Japan hour with
 * the sums, rather than a row per two-second round.
 */
export async function recordRound(
  db: Database,
  job: string,
  key: string,
  at: Date,
  counts: Record<string, number>,
): Promise<void> {
  const added = Object.entries(counts);
  if (added.length === 0) return;
  const sums = sql.join(
    added.map(
      ([name, value]) =>
        sql`${name}::text, coalesce((${jobRuns.result} ->> ${name})::int, 0) + ${Math.trunc(value)}::int`,
    ),
    sql`, `,
  );
  await db
    .insert(jobRuns)
    .values({
      job,
      runKey: key,
      dueAt: at,
      status: 'succeeded',
      attempts: 1,
      nextAttemptAt: at,
      startedAt: at,
      finishedAt: at,
      result: { ...counts, rounds: 1 },
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.runKey],
      set: {
        attempts: sql`${jobRuns.attempts} + 1`,
        finishedAt: at,
        result: sql`coalesce(${jobRuns.result}, '{}'::jsonb) || jsonb_build_object(${sums}, 'rounds'::text, coalesce((${jobRuns.result} ->> 'rounds')::int, 0) + 1)`,
      },
    });
}

/**
 * Takes or renews the lease `name` for `owner` until `until`: granted when nobody holds it, when `owner` holds it,
 * or when the holder's lease has expired. One statement, so two replicas asking at once cannot both get it.
 */
export async function acquireLease(
  db: Database,
  name: string,
  owner: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .insert(jobLeases)
    .values({ name, owner, acquiredAt: now, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: {
        owner,
        expiresAt: until,
        acquiredAt: sql`case when ${jobLeases.owner} = ${owner} then ${jobLeases.acquiredAt} else excluded.acquired_at end`,
      },
      setWhere: or(eq(jobLeases.owner, owner), lte(jobLeases.expiresAt, now)),
    })
    .returning({ owner: jobLeases.owner });
  return rows.length > 0;
}

export async function releaseLease(db: Database, name: string, owner: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.owner, owner)));
}
