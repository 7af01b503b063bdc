import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
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
/** The most connections one process's pool holds to PostgreSQL. */
export const POOL_MAX = 10;

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
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
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

/**
 * The codes of a connection that ended (besides PostgreSQL's class 08): the server shutting down, and the socket's own
 * errors when the other end has gone (reset, or written to after it closed).
 */
const ENDED_CONNECTION_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);

/**
 * Whether a query failed because its connection ended under it (PostgreSQL stopped or restarted, an administrator's
 * `pg_terminate_backend`, the network path dropped), not because of the query: PostgreSQL's class 08 (connection
 * exception), 57P01 and 57P02 (the server shutting down), the socket reset, or node-postgres' own words for a
 * connection that closed. Drizzle wraps the driver's error as its `cause`.
 */
export function isEndedConnection(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || ENDED_CONNECTION_CODES.has(code))) return true;
    if (/^Connection terminated|connection error and is not queryable/.test(at.message)) return true;
  }
  return false;
}

/**
 * Asks the database to answer (`select 1`); throws when it does not. A pooled connection that PostgreSQL ended while
 * it lay idle can still be handed out before the pool has read its end, and its failure says nothing about whether the
 * database answers now: the question is asked again on another connection, at most once for each the pool can hold.
 */
export async function pingDatabase(db: Pick<Database, 'execute'>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (attempt >= POOL_MAX || !isEndedConnection(error)) throw error;
    }
  }
}
