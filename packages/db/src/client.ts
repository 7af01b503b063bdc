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
}

/** Opens the portal database: PostgreSQL when a URL is given, embedded PGlite otherwise (ARCHITECTURE.md §3). */
export function openDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
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
