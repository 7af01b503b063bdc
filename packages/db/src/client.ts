import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = resolve(here, '../drizzle');
export const REPO_ROOT = resolve(here, '../../..');
export const DEFAULT_PGLITE_DIR = resolve(REPO_ROOT, '.data/portal');

export interface DatabaseOptions {
  /** postgres://… — when set, node-postgres is used; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory' for an in-memory database. */
  dataDir?: string | undefined;
  /**
   * Told when a connection of the pool fails: PostgreSQL ended it (a restart or fail-over, an administrator's
   * `pg_terminate_backend`, `idle_session_timeout`) or its network path dropped, whether it was idle or in use. The
   * pool lets it go and opens another for the next query; a query or transaction under way on it fails on its own.
   * Without a listener node-postgres raises the error on the process, which then ends. By default a line on stderr.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

function connectionErrorToStderr(error: Error): void {
  process.stderr.write(`database: a connection was ended (${error.message}); the next query opens another\n`);
}

/** Opens the portal database: PostgreSQL when a URL is given, embedded PGlite otherwise (ARCHITECTURE.md §3). */
export function openDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const report = options.onConnectionError ?? connectionErrorToStderr;
    // Each connection's own listener, for as long as it lives: the pool listens on a connection only while it is idle,
    // and a connection in use (a transaction's) would otherwise raise its error on the process.
    pool.on('connect', (client) => client.on('error', report));
    // The pool's echo of an idle connection's error, already told by the connection's listener: nothing more to do.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
