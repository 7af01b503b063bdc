import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { jobRuns, seedCarrierData, type Database } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { createSessionService } from '../../src/modules/auth/service.ts';
import { createEmbeddedCarrierGateway } from '../../src/modules/carrier/embedded-gateway.ts';
import type { PointsLedger } from '../../src/modules/points/ledger.ts';
import { createEmbeddedPointsLedger } from '../../src/modules/points/ledger-repository.ts';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { portalJobs } from '../../src/modules/jobs/registry.ts';
import { createJobHistoryPruning } from '../../src/modules/jobs/service.ts';
import { createJobScheduler, type JobDefinition, type JobSchedulerOptions } from '../../src/modules/jobs/scheduler.ts';
import { createMembershipService } from '../../src/modules/membership/service.ts';
import { createPointExpiryNotices } from '../../src/modules/points/expiry-notice.ts';
import { ORIGIN } from '../helpers.ts';

export const OPERATOR_TOKEN = 'j'.repeat(48);

/** The seeding day of the test members (as the other BFF tests): the principal renews on the 17th, the club member's
 * free period ends on 2026-12-11. */
export const SEEDED_AT = '2026-11-21T03:00:00Z';

export type TestClock = ReturnType<typeof fixedClock>;

/** The portal's jobs over one database, as a BFF process builds them. */
export function portalJobsOn(db: Database, clock: TestClock, points?: PointsLedger): JobDefinition[] {
  const carrier = createEmbeddedCarrierGateway(db);
  const ledger = points ?? createEmbeddedPointsLedger(db, clock);
  const membership = createMembershipService({ db, clock, carrier, points: ledger });
  const notices = createPointExpiryNotices({
    db,
    clock,
    points: ledger,
    carrier,
    publicOrigin: ORIGIN,
    messageIdDomain: 'portal.test',
    customerCentre: SAMPLE_CUSTOMER_CENTRE,
  });
  return portalJobs({
    membership,
    points: ledger,
    notices,
    history: createJobHistoryPruning({ db, retentionDays: 180 }),
    sessions: createSessionService(db, clock, { idleMinutes: 30, absoluteHours: 24, level2Minutes: 15 }),
  });
}

/** A seeded test database with a pinned clock, and schedulers on it (each one a replica of the BFF). */
export async function createJobsTestBed(start = SEEDED_AT) {
  const database = await createTestDatabase();
  const clock = fixedClock(SEEDED_AT);
  await seedCarrierData(database.db, { now: clock.now() });
  clock.set(start);
  const others: Array<{ close(): Promise<void> }> = [];
  return {
    database,
    db: database.db,
    clock,
    /** The same database through a connection of its own (PostgreSQL), as another replica has it. */
    connectAgain() {
      const handle = database.connectAgain();
      others.push(handle);
      return handle.db;
    },
    scheduler(options: Partial<JobSchedulerOptions> & { owner: string }) {
      const db = options.db ?? database.db;
      return createJobScheduler({ db, clock, jobs: options.jobs ?? portalJobsOn(db, clock), ...options });
    },
    async runs(job: string) {
      return database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.runKey);
    },
    async close() {
      for (const other of others) await other.close();
      await database.close();
    },
  };
}

/** A BFF with the operator API on a seeded database (the scheduler is not started: NODE_ENV=test). */
export async function createJobsTestApp(
  options: {
    start?: string;
    /** The jobs of the app's scheduler; default: the portal's. */
    jobs?: (db: Database, clock: TestClock) => JobDefinition[];
    env?: Record<string, string>;
  } = {},
) {
  const bed = await createJobsTestBed(options.start);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'a'.repeat(64),
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'portal-web-')),
    OPERATOR_API_TOKEN: OPERATOR_TOKEN,
    ...options.env,
  });
  const appOptions: BuildAppOptions = { config, db: bed.db, clock: bed.clock, logger: false };
  if (options.jobs) appOptions.jobs = options.jobs(bed.db, bed.clock);
  const app = await buildApp(appOptions);
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  return {
    ...bed,
    app,
    config,
    operator(path: string) {
      return app.inject({
        method: 'GET',
        url: `/v1/operator/${path}`,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
    },
    async close() {
      if (!closed) await app.close();
      await bed.close();
    },
  };
}

/** A promise and its resolve, to hold a job run until the test lets it go (no fixed sleeps). */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
