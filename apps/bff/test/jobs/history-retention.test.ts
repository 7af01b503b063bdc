import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns } from '@portal/db';
import { loadConfig } from '../../src/config.ts';
import { createJobHistoryPruning } from '../../src/modules/jobs/service.ts';
import { createJobsTestBed, portalJobsOn } from './support.ts';

/**
 * The jobs' history is kept JOB_HISTORY_RETENTION_DAYS (issue 33, docs/decisions/0025): the daily job
 * `job-history-prune` deletes the runs that ended longer ago, never a job's latest one nor one still to run.
 */
let bed: Awaited<ReturnType<typeof createJobsTestBed>>;
beforeAll(async () => {
  bed = await createJobsTestBed();
});
afterAll(async () => {
  await bed?.close();
});
beforeEach(async () => {
  await bed.db.delete(jobRuns);
});

/** A run of `job` for the Japan date (or hour) `key`, planned at `createdAt`. */
function run(job: string, key: string, createdAt: string, status = 'succeeded') {
  const at = new Date(createdAt);
  return {
    job,
    runKey: key,
    dueAt: at,
    status,
    attempts: status === 'pending' ? 0 : 1,
    nextAttemptAt: at,
    createdAt: at,
    ...(status === 'succeeded' || status === 'failed' ? { finishedAt: at } : {}),
  };
}

async function remaining() {
  const rows = await bed.db.select().from(jobRuns).orderBy(jobRuns.job, jobRuns.runKey);
  return rows.map((r) => `${r.job} ${r.runKey} ${r.status}`);
}

describe('job-history-prune', () => {
  it('deletes the runs that ended before the retention, keeping each job’s latest and those still to run', async () => {
    await bed.db.insert(jobRuns).values([
      // 200 and 199 days old: past 180 days.
      run('billing-run', '2026-05-30', '2026-05-30T00:00:00Z'),
      run('billing-run', '2026-05-31', '2026-05-31T00:00:00Z', 'failed'),
      // 181 days old, but pending (an operator's business) or its job's latest: kept.
      run('point-expiry', '2026-06-18', '2026-06-18T00:00:00Z', 'pending'),
      run('point-expiry-notice', '2026-06', '2026-06-01T00:00:00Z'),
      run('mail-outbox', '2026-06-01T09', '2026-06-01T00:00:00Z'),
      run('mail-outbox', '2026-12-16T09', '2026-12-16T00:00:00Z'),
      // Within the retention.
      run('billing-run', '2026-06-30', '2026-06-30T00:00:00Z'),
      run('billing-run', '2026-12-15', '2026-12-15T00:00:00Z'),
    ]);
    bed.clock.set('2026-12-16T03:00:00Z');
    const jobs = portalJobsOn(bed.db, bed.clock).filter((j) => j.name === 'job-history-prune');
    const outcomes = await bed.scheduler({ owner: 'replica-a', jobs }).tick();
    // Due at 03:30 Japan time on the 16th, the retention counts back from there: before 2026-06-18T18:30Z.
    expect(outcomes).toMatchObject([
      { job: 'job-history-prune', key: '2026-12-16', outcome: 'succeeded', result: { deletedRuns: 3 } },
    ]);
    expect(await remaining()).toEqual([
      'billing-run 2026-06-30 succeeded',
      'billing-run 2026-12-15 succeeded',
      'job-history-prune 2026-12-16 succeeded',
      'mail-outbox 2026-12-16T09 succeeded',
      'point-expiry 2026-06-18 pending',
      'point-expiry-notice 2026-06 succeeded',
    ]);
  });

  it('goes through a long history in batches, and stops between them when the scheduler stops', async () => {
    const start = new Date('2025-01-01T00:00:00Z').getTime();
    await bed.db.insert(jobRuns).values(
      Array.from({ length: 2500 }, (_, i) => {
        const at = new Date(start + i * 60 * 60_000).toISOString();
        return run('mail-outbox', at.slice(0, 13), at);
      }),
    );
    const pruning = createJobHistoryPruning({ db: bed.db, retentionDays: 30 });
    const stopped = new AbortController();
    stopped.abort();
    await expect(pruning.prune(new Date('2026-12-16T00:00:00Z'), stopped.signal)).rejects.toThrow();
    expect(await bed.db.$count(jobRuns)).toBe(2500);
    const { deletedRuns } = await pruning.prune(new Date('2026-12-16T00:00:00Z'), new AbortController().signal);
    expect(deletedRuns).toBe(2499);
    expect(await remaining()).toEqual([
      `mail-outbox ${new Date(start + 2499 * 3_600_000).toISOString().slice(0, 13)} succeeded`,
    ]);
  });

  it('keeps history for JOB_HISTORY_RETENTION_DAYS, 180 by default, a week at least', () => {
    expect(loadConfig({}).jobs.historyRetentionDays).toBe(180);
    expect(loadConfig({ JOB_HISTORY_RETENTION_DAYS: '30' }).jobs.historyRetentionDays).toBe(30);
    expect(() => loadConfig({ JOB_HISTORY_RETENTION_DAYS: '3' })).toThrow(/JOB_HISTORY_RETENTION_DAYS/);
  });

  it('deletes nothing within the retention', async () => {
    const pruning = createJobHistoryPruning({ db: bed.db, retentionDays: 30 });
    await bed.db
      .insert(jobRuns)
      .values([
        run('billing-run', '2026-12-01', '2026-12-01T00:00:00Z'),
        run('billing-run', '2026-12-02', '2026-12-02T00:00:00Z'),
      ]);
    expect(await pruning.prune(new Date('2026-12-16T00:00:00Z'), new AbortController().signal)).toEqual({
      deletedRuns: 0,
    });
    expect(await remaining()).toHaveLength(2);
  });
});
