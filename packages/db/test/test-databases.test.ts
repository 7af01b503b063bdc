import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { currentTestRun, isAbandoned, testDatabaseName } from '../src/test-databases.ts';
import { createTestDatabase } from '../src/testing.ts';
import { mailOutbox, maintenanceSwitch, members } from '../src/schema/index.ts';
import { seedCarrierData } from '../src/seed/carrier.ts';

const now = new Date('2026-11-25T03:00:00Z');
const here = { host: 'ci-1', isRunning: (pid: number) => pid === 100 };
const stamp = (host: string, pid: number, createdAt = '2026-11-25T02:00:00Z') =>
  JSON.stringify({ host, pid, createdAt });

describe('test databases of a run', () => {
  it('names them after the run, which the global setup names once for every worker', () => {
    const run = currentTestRun();
    expect(run.id).toMatch(/^[a-z0-9]+$/);
    expect(testDatabaseName('w3', { id: 'a1b2c3', pid: 1 })).toBe('portal_test_a1b2c3_w3');
    expect(() => testDatabaseName('x"; DROP', run)).toThrow();
    // Two runs on one server: different names for the same worker.
    expect(testDatabaseName('w1', { id: 'run1', pid: 1 })).not.toBe(testDatabaseName('w1', { id: 'run2', pid: 2 }));
  });

  it.each([
    ['a run on this machine that has ended', stamp('ci-1', 200), true],
    ['a run on this machine still going', stamp('ci-1', 100), false],
    ['a run on another machine, an hour old', stamp('laptop', 200), false],
    ['a run on another machine, two days old', stamp('laptop', 200, '2026-11-23T02:00:00Z'), true],
    ['no stamp (not made by this code)', null, false],
    ['an unreadable stamp', '{"host":', false],
  ])('counts as left behind: %s → %s', (_what, comment, abandoned) => {
    expect(isAbandoned(comment, now, here)).toBe(abandoned);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "creates the worker's database under the run's name, stamped with the run (PostgreSQL)",
    async () => {
      const handle = await createTestDatabase();
      try {
        const name = new URL(handle.url!).pathname.slice(1);
        const run = currentTestRun();
        expect(name).toBe(testDatabaseName(`w${process.env.VITEST_POOL_ID ?? '0'}`, run));
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const { rows } = await admin.query<{ comment: string }>(
          "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
          [name],
        );
        await admin.end();
        expect(JSON.parse(rows[0]!.comment)).toMatchObject({ pid: run.pid });
      } finally {
        await handle.close();
      }
    },
  );

  it('hands every test file an empty database: no mail, member or maintenance switch of the one before', async () => {
    const first = await createTestDatabase();
    const now = new Date('2026-11-25T03:00:00Z');
    await seedCarrierData(first.db, { now });
    await first.db.insert(mailOutbox).values({
      messageId: '<left-over@portal.test>',
      kind: 'inquiry-acknowledgement',
      subjectId: 'Q-1',
      recipient: 'member@example.jp',
      subject: 'お問い合わせを受け付けました',
      bodyText: '本文',
      nextAttemptAt: now,
      createdAt: now,
    });
    await first.db.insert(maintenanceSwitch).values({ enabledAt: now });
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await next.db.select().from(mailOutbox)).toEqual([]);
      expect(await next.db.select().from(maintenanceSwitch)).toEqual([]);
      expect(await next.db.select().from(members)).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
