import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobRuns, membershipCharges, memberships, pointEntries } from '@portal/db';
import { createEmbeddedPointsLedger } from '../../src/modules/points/ledger-repository.ts';
import type { JobDefinition } from '../../src/modules/jobs/scheduler.ts';
import { createJobsTestBed, gate, portalJobsOn } from './support.ts';

/**
 * The scheduler against one database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where each scheduler gets a
 * connection pool of its own as a replica would). Time is the injected clock: no test waits for real time to pass.
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

/** A job for the tests: due daily at 00:00 in Japan, counting its attempts. */
function testJob(
  run: JobDefinition['run'],
  retry: Partial<JobDefinition['retry']> = {},
  timeLimitMs = 60_000,
): JobDefinition {
  return {
    name: 'billing-run',
    schedule: { every: 'day', at: '00:00' },
    catchUp: 31,
    retry: { maxAttempts: 5, baseBackoffMs: 60_000, maxBackoffMs: 3_600_000, ...retry },
    timeLimitMs,
    run,
  };
}

async function principalCharges() {
  const [principal] = await bed.db.select().from(memberships).where(eq(memberships.memberId, 'principal'));
  return bed.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.membershipId, principal!.id))
    .orderBy(membershipCharges.periodStart);
}

describe('two schedulers on one database (two replicas)', () => {
  it('run a due job once when they tick at the same moment', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const calls: string[] = [];
    const job = testJob(async (o) => {
      calls.push(o.key);
      return { ok: true };
    });
    const a = bed.scheduler({ owner: 'replica-a', jobs: [job] });
    const b = bed.scheduler({ owner: 'replica-b', jobs: [job], db: bed.connectAgain() });
    const [fromA, fromB] = await Promise.all([a.tick(), b.tick()]);
    expect(calls).toEqual(['2026-12-16']);
    expect([...fromA, ...fromB].map((o) => o.outcome)).toEqual(['succeeded']);
    expect(await bed.runs('billing-run')).toMatchObject([{ runKey: '2026-12-16', status: 'succeeded', attempts: 1 }]);
  });

  it('leave a job another replica is running alone, and do not run its next day before it', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const held = gate();
    const started = gate();
    const calls: string[] = [];
    const job = testJob(async (o) => {
      calls.push(o.key);
      if (o.key === '2026-12-16') {
        started.open();
        await held.promise;
      }
      return {};
    });
    // A renews its lease while it runs (every 5 ms of real time here).
    const a = bed.scheduler({ owner: 'replica-a', jobs: [job], heartbeatMs: 5 });
    const b = bed.scheduler({ owner: 'replica-b', jobs: [job], db: bed.connectAgain() });
    const running = a.tick();
    await started.promise;
    bed.clock.set('2026-12-17T03:00:00Z'); // the next day comes while the 16th still runs
    await expect
      .poll(async () => (await bed.runs('billing-run'))[0]?.leaseExpiresAt)
      .toEqual(new Date('2026-12-17T03:05:00Z'));
    expect(await b.tick()).toEqual([]);
    expect(await bed.runs('billing-run')).toMatchObject([
      { runKey: '2026-12-16', status: 'running', leaseOwner: 'replica-a' },
      { runKey: '2026-12-17', status: 'pending' },
    ]);
    held.open();
    expect((await running).map((o) => `${o.key} ${o.outcome}`)).toEqual([
      '2026-12-16 succeeded',
      '2026-12-17 succeeded',
    ]);
    expect(calls).toEqual(['2026-12-16', '2026-12-17']);
  });

  it('take over the run of a replica that died once its lease has expired', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const held = gate();
    const started = gate();
    let calls = 0;
    const job = testJob(async () => {
      calls += 1;
      if (calls === 1) {
        started.open();
        await held.promise; // the first replica hangs (a process stopped without its shutdown)
      }
      return { calls };
    });
    const dead = bed.scheduler({ owner: 'replica-dead', jobs: [job], leaseMs: 60_000 });
    const b = bed.scheduler({ owner: 'replica-b', jobs: [job], leaseMs: 60_000, db: bed.connectAgain() });
    const hanging = dead.tick();
    await started.promise;
    expect(await b.tick()).toEqual([]); // the lease holds
    bed.clock.advance(60_000);
    expect(await b.tick()).toMatchObject([{ key: '2026-12-16', attempt: 2, outcome: 'succeeded' }]);
    held.open();
    // The first replica finishes late: its lease is gone, it records nothing over the second one's result.
    expect(await hanging).toMatchObject([{ outcome: 'lease_lost' }]);
    expect(await bed.runs('billing-run')).toMatchObject([{ status: 'succeeded', attempts: 2, result: { calls: 2 } }]);
  });

  it('run the portal’s jobs once: one billing run, one free-period end, charges written once', async () => {
    await bed.db.delete(membershipCharges);
    bed.clock.set('2026-12-16T03:00:00Z');
    const dbB = bed.connectAgain();
    const a = bed.scheduler({ owner: 'replica-a' });
    const b = bed.scheduler({ owner: 'replica-b', db: dbB, jobs: portalJobsOn(dbB, bed.clock) });
    const outcomes = [...(await Promise.all([a.tick(), b.tick()])).flat()];
    expect(outcomes.map((o) => `${o.job} ${o.key} ${o.outcome}`).sort()).toEqual([
      'billing-run 2026-12-16 succeeded',
      'club-free-period-end 2026-12-16 succeeded',
      'job-history-prune 2026-12-16 succeeded',
      'point-expiry 2026-12-16 succeeded',
      'point-expiry-notice 2026-12 succeeded',
      'session-sweep 2026-12-16T11 succeeded',
    ]);
    const charges = await principalCharges();
    expect(new Set(charges.map((c) => c.periodStart)).size).toBe(charges.length);
    expect(charges.at(-1)?.periodStart).toBe('2026-11-17');
    const club = outcomes.find((o) => o.job === 'club-free-period-end');
    expect(club?.result).toEqual({ endedClubMemberships: 1, forfeitedPoints: 1500 });
  });
});

describe('catching up after downtime', () => {
  it('a portal stopped over a renewal day bills that day once when it comes back', async () => {
    await bed.db.delete(membershipCharges);
    // Noon on 16 December in Tokyo: the replica runs the day's jobs, then the portal is stopped.
    bed.clock.set('2026-12-16T03:00:00Z');
    const before = bed.scheduler({ owner: 'before-the-stop' });
    await before.tick();
    await before.stop();
    const chargesBefore = await principalCharges();
    expect(chargesBefore.map((c) => c.periodStart)).not.toContain('2026-12-17');

    // Stopped over the principal's renewal day (the 17th); back at noon on the 19th.
    bed.clock.set('2026-12-19T03:00:00Z');
    const after = bed.scheduler({ owner: 'after-the-restart' });
    const outcomes = await after.tick();
    expect(
      outcomes.filter((o) => o.job === 'billing-run').map((o) => [o.key, o.outcome, o.result?.chargeLines]),
    ).toEqual([
      ['2026-12-17', 'succeeded', 2], // the principal and the family member renew on the 17th
      ['2026-12-18', 'succeeded', 0],
      ['2026-12-19', 'succeeded', 0],
    ]);
    const chargesAfter = await principalCharges();
    expect(chargesAfter.filter((c) => c.periodStart === '2026-12-17')).toMatchObject([
      { periodStart: '2026-12-17', periodEnd: '2027-01-16', amountYen: 330 },
    ]);
    expect(chargesAfter).toHaveLength(chargesBefore.length + 1);

    // Restarted again (and again on another replica): nothing more is due, nothing is charged twice.
    const again = bed.scheduler({ owner: 'second-restart', db: bed.connectAgain() });
    expect(await again.tick()).toEqual([]);
    expect(await after.tick()).toEqual([]);
    expect(await principalCharges()).toHaveLength(chargesAfter.length);
  });
});

describe('retries', () => {
  it('retries a failed run with backoff (1 min, then 2 min), keeping the error in the history', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    let attempts = 0;
    const job = testJob(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`billing upstream unavailable (${attempts})`);
      return { chargeLines: 0 };
    });
    const s = bed.scheduler({ owner: 'replica-a', jobs: [job] });
    expect(await s.tick()).toMatchObject([{ outcome: 'retrying', attempt: 1 }]);
    expect(await bed.runs('billing-run')).toMatchObject([
      { status: 'pending', attempts: 1, nextAttemptAt: new Date('2026-12-16T03:01:00Z') },
    ]);
    expect(await s.tick()).toEqual([]); // not before its time
    bed.clock.advance(59_999);
    expect(await s.tick()).toEqual([]);
    bed.clock.advance(1);
    expect(await s.tick()).toMatchObject([{ outcome: 'retrying', attempt: 2 }]);
    expect(await bed.runs('billing-run')).toMatchObject([
      { status: 'pending', attempts: 2, nextAttemptAt: new Date('2026-12-16T03:03:00Z') },
    ]);
    bed.clock.advance(119_999);
    expect(await s.tick()).toEqual([]);
    bed.clock.advance(1);
    expect(await s.tick()).toMatchObject([{ outcome: 'succeeded', attempt: 3 }]);
    expect(await bed.runs('billing-run')).toMatchObject([
      { status: 'succeeded', attempts: 3, lastError: 'billing upstream unavailable (2)', result: { chargeLines: 0 } },
    ]);
  });

  it('gives up after the last attempt and leaves the run failed for an operator; the next day runs', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const job = testJob(
      async (o) => {
        if (o.key === '2026-12-16') throw new Error('always');
        return {};
      },
      { maxAttempts: 2, baseBackoffMs: 1000 },
    );
    const s = bed.scheduler({ owner: 'replica-a', jobs: [job] });
    await s.tick();
    bed.clock.advance(1000);
    expect(await s.tick()).toMatchObject([{ outcome: 'failed', attempt: 2 }]);
    bed.clock.set('2026-12-17T03:00:00Z');
    expect(await s.tick()).toMatchObject([{ key: '2026-12-17', outcome: 'succeeded' }]);
    expect((await bed.runs('billing-run')).map((r) => [r.runKey, r.status, r.attempts])).toEqual([
      ['2026-12-16', 'failed', 2],
      ['2026-12-17', 'succeeded', 1],
    ]);
  });

  it('retries the portal’s point expiry when the ledger fails once, and writes each expiry once', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const real = createEmbeddedPointsLedger(bed.db, bed.clock);
    let failures = 1;
    const flaky = {
      ...real,
      expire: async (memberId?: string) => {
        if (failures-- > 0) throw new Error('ledger timeout');
        return real.expire(memberId);
      },
    };
    const jobs = portalJobsOn(bed.db, bed.clock, flaky).filter((j) => j.name === 'point-expiry');
    const s = bed.scheduler({ owner: 'replica-a', jobs });
    expect(await s.tick()).toMatchObject([{ job: 'point-expiry', outcome: 'retrying' }]);
    bed.clock.advance(60_000);
    expect(await s.tick()).toMatchObject([{ job: 'point-expiry', outcome: 'succeeded', attempt: 2 }]);
    const expiries = await bed.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.kind, 'expire'), eq(pointEntries.memberId, 'principal')));
    expect(new Set(expiries.map((e) => e.lotId)).size).toBe(expiries.length);
  });
});

describe('a job that never returns (issue 33)', () => {
  it('fails the attempt once its time limit passes and retries it by the backoff, until it gives up', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const signals: AbortSignal[] = [];
    // Neither resolves nor rejects, nor looks at its signal: the worst a job can do.
    const job = testJob(
      (_o, signal) => {
        signals.push(signal);
        return new Promise(() => {});
      },
      { maxAttempts: 3 },
      50,
    );
    const s = bed.scheduler({ owner: 'replica-a', jobs: [job], heartbeatMs: 10 });
    const first = await s.tick();
    expect(first).toMatchObject([
      { outcome: 'retrying', attempt: 1, error: 'job billing-run exceeded its time limit of 0 s' },
    ]);
    // Failed like any attempt: pending again after 1 minute, its lease given up (not renewed for ever).
    expect(await bed.runs('billing-run')).toMatchObject([
      {
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date('2026-12-16T03:01:00Z'),
        leaseOwner: null,
        leaseExpiresAt: null,
        lastError: 'job billing-run exceeded its time limit of 0 s',
      },
    ]);
    expect(signals[0]!.aborted).toBe(true);
    bed.clock.advance(60_000);
    expect(await s.tick()).toMatchObject([{ outcome: 'retrying', attempt: 2 }]);
    bed.clock.advance(120_000);
    expect(await s.tick()).toMatchObject([{ outcome: 'failed', attempt: 3 }]);
    expect(await bed.runs('billing-run')).toMatchObject([{ status: 'failed', attempts: 3, leaseOwner: null }]);
    // The day after runs as usual.
    bed.clock.set('2026-12-17T03:00:00Z');
    expect(await s.tick()).toMatchObject([{ key: '2026-12-17', outcome: 'retrying' }]);
  });

  it('gives every job of the portal a time limit', () => {
    for (const job of portalJobsOn(bed.db, bed.clock)) {
      expect(job.timeLimitMs, job.name).toBeGreaterThan(0);
      expect(job.timeLimitMs, job.name).toBeLessThanOrEqual(2 * 60 * 60_000);
    }
  });
});

describe('shutdown', () => {
  it('stop() gives the run under way back at once, without counting the attempt: another replica runs it', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    const started = gate();
    let calls = 0;
    const job = testJob(async (_o, signal) => {
      calls += 1;
      if (calls === 1) {
        started.open();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      }
      return { calls };
    });
    const a = bed.scheduler({ owner: 'replica-a', jobs: [job] });
    const b = bed.scheduler({ owner: 'replica-b', jobs: [job], db: bed.connectAgain() });
    const round = a.tick();
    await started.promise;
    await a.stop();
    expect(await round).toMatchObject([{ outcome: 'released' }]);
    expect(await bed.runs('billing-run')).toMatchObject([
      { status: 'pending', attempts: 0, leaseOwner: null, leaseExpiresAt: null },
    ]);
    // No lease to wait for: the other replica takes it now (the clock has not moved).
    expect(await b.tick()).toMatchObject([{ outcome: 'succeeded', attempt: 1 }]);
  });
});
