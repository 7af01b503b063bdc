import { openDatabase, type DatabaseHandle } from './client.ts';
import { truncateAll } from './seed/carrier.ts';
import { ensureTestDatabase, testDatabaseName } from './test-databases.ts';

/**
 * A migrated, empty database for tests: in-memory PGlite by default, or — when TEST_DATABASE_URL is set — a
 * database of its own on that PostgreSQL server per test run and worker (`portal_test_<run>_w<worker>`, see
 * test-databases.ts), so neither parallel workers nor two runs on one server meet. `label` names a database of its
 * own instead of the worker's (a test that hands it to other processes).
 */
export async function createTestDatabase(options: { label?: string } = {}): Promise<
  DatabaseHandle & {
    reset(): Promise<void>;
    /**
     * The same database as another process sees it: a connection pool of its own on PostgreSQL; on PGlite, which
     * lives inside one process, the same handle (closing it is left to the first).
     */
    connectAgain(): DatabaseHandle;
    /** The PostgreSQL database's URL, for other processes; null on PGlite. */
    url: string | null;
  }
> {
  const server = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let target: string | null = null;
  if (server) {
    const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
    target = await ensureTestDatabase(server, testDatabaseName(options.label ?? `w${worker}`));
    handle = openDatabase({ url: target });
  } else {
    handle = openDatabase({ dataDir: 'memory' });
  }
  await handle.migrate();
  await truncateAll(handle.db);
  const connectAgain = (): DatabaseHandle =>
    target ? openDatabase({ url: target }) : { ...handle, close: async () => {} };
  return { ...handle, reset: () => truncateAll(handle.db), connectAgain, url: target };
}
