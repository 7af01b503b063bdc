import { randomBytes } from 'node:crypto';
import {
  currentTestRun,
  dropAbandonedDatabases,
  dropRunDatabases,
  TEST_RUN_ENV,
  TEST_RUN_PID_ENV,
} from './test-databases.ts';

/**
 * Vitest's global setup (the root vitest.config.ts): names the run before any worker starts (the workers inherit
 * the environment), so that its PostgreSQL test databases are its own; with TEST_DATABASE_URL, drops what runs that
 * died left behind, and at the end of the run the run's own databases.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Always a new id: a run started from inside another (a test that runs Vitest) must not end with the outer one's.
  process.env[TEST_RUN_ENV] = randomBytes(5).toString('hex');
  process.env[TEST_RUN_PID_ENV] = String(process.pid);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const run = currentTestRun();
  await dropAbandonedDatabases(url);
  return async () => {
    await dropRunDatabases(url, run);
  };
}
