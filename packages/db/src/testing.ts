import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';
import { ensureTestDatabase, testDatabaseName } from './test-databases.ts';

export { currentTestRun, ensureTestDatabase, testDatabaseName } from './test-databases.ts';

/** Every table of the schema: a worker's database serves one test file after another, and each starts empty. */
const TABLES = (Object.values(schema) as unknown[]).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);

/** Empties every table (the outbox, the contact forms and the maintenance switch too, which truncateAll keeps). */
export async function emptyTestDatabase(db: Database): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE TABLE ${TABLES.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

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
  await emptyTestDatabase(handle.db);
  const connectAgain = (): DatabaseHandle =>
    target ? openDatabase({ url: target }) : { ...handle, close: async () => {} };
  return { ...handle, reset: () => emptyTestDatabase(handle.db), connectAgain, url: target };
}

/** A feed row with only the fields the feed contract requires (docs/catalog-feed.md): its defaults fill the rest. */
export const MINIMAL_FEED_ROW = {
  menuNo: '300001',
  menuNm: '最小の優待',
  imageUrl: '/images/catalog/102.webp',
  serviceType: 'life',
  catLrgClassCd: '102',
  areaMidClassCd: '13',
  areaSmlClassCd: '1301',
  srvicDiv: 'B10',
} as const;
