import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isEndedConnection, openDatabase, pingDatabase, type DatabaseHandle } from '../src/client.ts';
import { createTestDatabase } from '../src/testing.ts';

/**
 * PostgreSQL ending the pool's connections (a restart, a fail-over, `pg_terminate_backend`) is told to
 * `onConnectionError` and costs what was under way, never the process: node-postgres raises a connection's error on
 * the process when nothing listens (ADR 0036). Needs PostgreSQL (CI sets TEST_DATABASE_URL); PGlite has no connections.
 */
const server = process.env.TEST_DATABASE_URL;

describe.skipIf(!server)('the pool when PostgreSQL ends its connections', () => {
  let url: string;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const reported: Error[] = [];

  const backendPid = async (run: (query: ReturnType<typeof sql>) => Promise<unknown>) => {
    const result = (await run(sql`SELECT pg_backend_pid() AS pid`)) as { rows: Array<{ pid: number }> };
    return result.rows[0]!.pid;
  };

  beforeAll(async () => {
    const test = await createTestDatabase({ label: 'connection_errors' });
    url = test.url!;
    await test.close();
    handle = openDatabase({ url, onConnectionError: (error) => reported.push(error) });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await handle?.close();
    await admin?.end();
  });

  it('an idle connection ended: told once, and the next query has a new one', async () => {
    const before = reported.length;
    const pid = await backendPid((query) => handle.db.execute(query));
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(reported.length).toBeGreaterThan(before));
    expect(reported.length).toBe(before + 1);
    expect(reported.at(-1)!.message).toMatch(/terminat/);
    expect(await backendPid((query) => handle.db.execute(query))).not.toBe(pid);
  });

  it('a connection ended inside a transaction: the transaction fails, the error is told, the pool goes on', async () => {
    const before = reported.length;
    let ended = 0;
    await expect(
      handle.db.transaction(async (tx) => {
        ended = await backendPid((query) => tx.execute(query));
        await admin.query('SELECT pg_terminate_backend($1)', [ended]);
        await tx.execute(sql`SELECT 1`);
      }),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(reported.length).toBeGreaterThan(before));
    expect(await backendPid((query) => handle.db.execute(query))).not.toBe(ended);
  });

  it('tells a query that failed because its connection ended from one that failed on its own', async () => {
    let ended: unknown;
    await handle.db
      .transaction(async (tx) => {
        await admin.query('SELECT pg_terminate_backend($1)', [await backendPid((query) => tx.execute(query))]);
        await tx.execute(sql`SELECT 1`);
      })
      .catch((error: unknown) => (ended = error));
    expect(isEndedConnection(ended)).toBe(true);
    const wrong = await handle.db.execute(sql`SELECT * FROM no_such_table`).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(Error);
    expect(isEndedConnection(wrong)).toBe(false);
  });

  it('the database answers a ping right after PostgreSQL ended every idle connection of the pool', async () => {
    // Several idle connections, as between a replica's requests.
    const pids = new Set(
      await Promise.all(
        Array.from({ length: 4 }, () =>
          handle.db.transaction(async (tx) => {
            const pid = await backendPid((query) => tx.execute(query));
            await tx.execute(sql`SELECT pg_sleep(0.05)`);
            return pid;
          }),
        ),
      ),
    );
    expect(pids.size).toBeGreaterThan(1);
    // All told to end in one statement, as a restart does, and the ping sent at once: the pool still holds connections
    // whose backends are on their way out, or gone without the pool having read it yet.
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [[...pids]]);
    await expect(pingDatabase(handle.db)).resolves.toBeUndefined();
  });
});
