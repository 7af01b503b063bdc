import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns, loginTransactions, sessions } from '@portal/db';
import { PORTAL_SCHEDULES } from '../../src/modules/jobs/registry.ts';
import { createJobsTestBed, portalJobsOn } from './support.ts';

/**
 * The session sweep (issue 32, docs/decisions/0025): a scheduled job like the others, once an hour across the
 * replicas, where every BFF process used to sweep on a timer of its own.
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
  await bed.db.delete(sessions);
  await bed.db.delete(loginTransactions);
});

/** A session whose user limit is `userLimitAt`, and a login begun at `createdAt` that expires 10 minutes later. */
async function insertRows(id: string, userLimitAt: string, createdAt: string) {
  const created = new Date(createdAt);
  await bed.db.insert(sessions).values({
    id,
    memberId: 'principal',
    issuer: 'sso',
    level: 1,
    subscriptionId: 'sub',
    createdAt: created,
    expiresAt: new Date(Math.min(created.getTime() + 30 * 60_000, new Date(userLimitAt).getTime())),
    userLimitAt: new Date(userLimitAt),
  });
  await bed.db.insert(loginTransactions).values({
    state: `state-${id}`,
    issuer: 'sso',
    purpose: 'login',
    codeVerifier: 'verifier',
    nonce: 'nonce',
    backUri: '/',
    acr: '1',
    createdAt: created,
    expiresAt: new Date(created.getTime() + 10 * 60_000),
  });
}

async function remaining() {
  const left = await bed.db.select({ id: sessions.id }).from(sessions).orderBy(sessions.id);
  const logins = await bed.db.select({ state: loginTransactions.state }).from(loginTransactions);
  return { sessions: left.map((r) => r.id), logins: logins.map((r) => r.state).sort() };
}

const sweepJobs = (db: typeof bed.db) => portalJobsOn(db, bed.clock).filter((job) => job.name === 'session-sweep');

describe('session-sweep', () => {
  it('is scheduled hourly in Japan time, like the other jobs', () => {
    expect(PORTAL_SCHEDULES['session-sweep']).toEqual({ every: 'hour', minute: 45 });
  });

  it('runs once when two replicas tick at the same moment, deleting what has expired and nothing else', async () => {
    // 12:00 in Tokyo on 16 December: the 11:45 sweep is due.
    bed.clock.set('2026-12-16T03:00:00Z');
    await insertRows('expired', '2026-12-16T02:00:00Z', '2026-12-15T02:00:00Z');
    await insertRows('live', '2026-12-17T02:55:00Z', '2026-12-16T02:55:00Z');
    const a = bed.scheduler({ owner: 'replica-a', jobs: sweepJobs(bed.db) });
    const dbB = bed.connectAgain();
    const b = bed.scheduler({ owner: 'replica-b', db: dbB, jobs: sweepJobs(dbB) });

    const outcomes = [...(await Promise.all([a.tick(), b.tick()])).flat()];
    expect(outcomes).toMatchObject([
      {
        job: 'session-sweep',
        key: '2026-12-16T11',
        outcome: 'succeeded',
        result: { deletedSessions: 1, deletedLoginTransactions: 1 },
      },
    ]);
    expect(await bed.runs('session-sweep')).toMatchObject([
      { runKey: '2026-12-16T11', status: 'succeeded', attempts: 1 },
    ]);
    expect(await remaining()).toEqual({ sessions: ['live'], logins: ['state-live'] });

    // Later in the same hour nothing more is due; at 12:45 the next sweep runs, once, and finds the login expired.
    bed.clock.set('2026-12-16T03:30:00Z');
    expect([...(await Promise.all([a.tick(), b.tick()])).flat()]).toEqual([]);
    bed.clock.set('2026-12-16T03:45:00Z');
    expect([...(await Promise.all([a.tick(), b.tick()])).flat()]).toMatchObject([
      { key: '2026-12-16T12', outcome: 'succeeded', result: { deletedSessions: 0, deletedLoginTransactions: 1 } },
    ]);
    expect(await remaining()).toEqual({ sessions: ['live'], logins: [] });
  });

  it('after a stop sweeps once for the latest hour, not once per hour missed', async () => {
    bed.clock.set('2026-12-16T03:00:00Z');
    await bed.scheduler({ owner: 'before-the-stop', jobs: sweepJobs(bed.db) }).tick();
    bed.clock.set('2026-12-16T09:00:00Z');
    const outcomes = await bed.scheduler({ owner: 'after-the-restart', jobs: sweepJobs(bed.db) }).tick();
    expect(outcomes.map((o) => o.key)).toEqual(['2026-12-16T17']);
  });
});
