import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobLeases, jobRuns, mailOutbox } from '@portal/db';
import { createOutboxWorker } from '../../src/modules/contact/outbox.ts';
import type { OutgoingMail } from '../../src/adapters/smtp-mailer.ts';
import { createSingletonLease } from '../../src/modules/jobs/lease.ts';
import { recordRound } from '../../src/modules/jobs/repository.ts';
import { japanHourKey } from '../../src/lib/japan-time.ts';
import type { JobDefinition } from '../../src/modules/jobs/scheduler.ts';
import { createJobsTestApp, createJobsTestBed, portalJobsOn } from './support.ts';

/** Mails waiting in the outbox, as the contact forms leave them. */
async function queueMails(db: Awaited<ReturnType<typeof createJobsTestBed>>['db'], count: number, at: Date) {
  await db.insert(mailOutbox).values(
    Array.from({ length: count }, (_, i) => ({
      messageId: `<${randomUUID()}@portal.test>`,
      kind: 'inquiry-acknowledgement',
      subjectId: `INQ-${i}`,
      recipient: `member${i}@example.jp`,
      subject: 'test',
      bodyText: 'test',
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
}

describe('the mail outbox in one replica at a time', () => {
  let bed: Awaited<ReturnType<typeof createJobsTestBed>>;
  beforeAll(async () => {
    bed = await createJobsTestBed();
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('polls only in the holder of the mail-outbox lease; another replica takes over when it stops', async () => {
    const sentBy: Record<string, string[]> = { a: [], b: [] };
    const worker = (name: 'a' | 'b', db = bed.db) =>
      createOutboxWorker({
        db,
        clock: bed.clock,
        from: 'ライフエール <no-reply@portal.test>',
        mailer: {
          send: async (mail: OutgoingMail) => {
            sentBy[name]!.push(mail.to);
          },
          close: () => {},
        },
        lease: createSingletonLease({ db, clock: bed.clock, name: 'mail-outbox', owner: name, ttlMs: 60_000 }),
      });
    const a = worker('a');
    const b = worker('b', bed.connectAgain());
    a.start(5);
    await expect.poll(async () => (await bed.db.select().from(jobLeases))[0]?.owner).toBe('a');
    b.start(5);
    await queueMails(bed.db, 3, bed.clock.now());
    await expect.poll(() => sentBy.a!.length).toBe(3);
    expect(sentBy.b).toEqual([]);

    await a.stop(); // its lease is given back at once: b need not wait for it to expire
    // Gone, or already taken by b (polling every 5 ms): never a's any more.
    expect((await bed.db.select().from(jobLeases)).map((lease) => lease.owner)).not.toContain('a');
    await queueMails(bed.db, 2, bed.clock.now());
    await expect.poll(() => sentBy.b!.length).toBe(2);
    expect(sentBy.a).toHaveLength(3);
    await b.stop();
    expect(await bed.db.select().from(jobLeases)).toEqual([]);
  });

  it('keeps one history row per Japan hour with the sums of its rounds', async () => {
    const at = new Date('2026-12-19T03:10:00Z');
    await recordRound(bed.db, 'mail-outbox', japanHourKey(at), at, { sent: 2, failed: 0 });
    await recordRound(bed.db, 'mail-outbox', japanHourKey(at), new Date('2026-12-19T03:40:00Z'), {
      sent: 1,
      failed: 1,
    });
    await recordRound(bed.db, 'mail-outbox', japanHourKey(new Date('2026-12-19T04:00:00Z')), at, {
      sent: 5,
      failed: 0,
    });
    expect((await bed.runs('mail-outbox')).map((r) => [r.runKey, r.result, r.finishedAt])).toEqual([
      ['2026-12-19T12', { sent: 3, failed: 1, rounds: 2 }, new Date('2026-12-19T03:40:00Z')],
      ['2026-12-19T13', { sent: 5, failed: 0, rounds: 1 }, at],
    ]);
  });
});

describe('the BFF runs its jobs on its own and lets go of them on close', () => {
  let t: Awaited<ReturnType<typeof createJobsTestApp>>;
  afterAll(async () => {
    await t?.close();
  });

  it('catches up at start, records the outbox rounds, and releases the run and the lease it holds on close', async () => {
    // A replica started at noon on 19 December: the month's expiry notice is still being sent when it shuts down.
    const started = Promise.withResolvers<void>();
    const untilStopped = (signal: AbortSignal) => {
      started.resolve();
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    };
    t = await createJobsTestApp({
      start: '2026-12-19T03:00:00Z',
      env: { JOB_SCHEDULER_POLL_MS: '3600000', MAIL_OUTBOX_POLL_MS: '5' },
      jobs: (db, clock) =>
        portalJobsOn(db, clock).map((job): JobDefinition =>
          job.name === 'point-expiry-notice' ? { ...job, run: (_o, signal) => untilStopped(signal) } : job,
        ),
    });
    await queueMails(t.db, 2, t.clock.now());
    await t.app.ready();
    await started.promise;
    await expect
      .poll(async () => (await t.runs('billing-run')).map((r) => [r.runKey, r.status]))
      .toEqual([['2026-12-19', 'succeeded']]);
    await expect
      .poll(async () => (await t.runs('mail-outbox')).map((r) => [r.runKey, r.status, r.result]))
      .toEqual([['2026-12-19T12', 'succeeded', { sent: 2, failed: 0, rounds: 1 }]]);
    expect(await t.runs('point-expiry-notice')).toMatchObject([{ status: 'running', attempts: 1 }]);
    expect(await t.db.select().from(jobLeases)).toHaveLength(1);

    await t.app.close();
    expect(await t.runs('point-expiry-notice')).toMatchObject([
      { runKey: '2026-12', status: 'pending', attempts: 0, leaseOwner: null, leaseExpiresAt: null },
    ]);
    expect(await t.db.select().from(jobLeases)).toEqual([]);
    expect(await t.db.select().from(jobRuns).where(eq(jobRuns.status, 'running'))).toEqual([]);
  });
});
