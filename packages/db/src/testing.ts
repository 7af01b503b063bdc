import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { truncateAll } from './seed/carrier.ts';

/**
 * A migrated database for tests: in-memory PGlite by default, or — when TEST_DATABASE_URL is set —
 * a database of its own on that PostgreSQL server per test worker, so parallel workers never meet.
 */
export async function createTestDatabase(): Promise<
  DatabaseHandle & {
    reset(): Promise<void>;
    /**
     * The same database as another process sees it: a connection pool of its own on PostgreSQL; on PGlite, which
     * lives inside one process, the same handle (closing it is left to the first).
     */
    connectAgain(): DatabaseHandle;
  }
> {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let target: URL | null = null;
  if (url) {
    const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
    const name = `portal_test_${worker}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    target = new URL(url);
    target.pathname = `/${name}`;
    handle = openDatabase({ url: target.toString() });
  } else {
    handle = openDatabase({ dataDir: 'memory' });
  }
  await handle.migrate();
  await truncateAll(handle.db);
  const connectAgain = (): DatabaseHandle =>
    target ? openDatabase({ url: target.toString() }) : { ...handle, close: async () => {} };
  return { ...handle, reset: () => truncateAll(handle.db), connectAgain };
}
