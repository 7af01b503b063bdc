import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';

/**
 * The PostgreSQL databases of test runs (TEST_DATABASE_URL). Each run names its own, `portal_test_<run>_<label>`, so
 * two runs on one server (CI in another checkout, a developer) never share or clear each other's tables. The run's
 * global setup (test-run-setup.ts) drops them at the end, and drops at the start what runs that died left behind.
 */
const PREFIX = 'portal_test_';
/** The run's id and the process that runs it, set by the global setup before any worker starts. */
export const TEST_RUN_ENV = 'PORTAL_TEST_RUN';
export const TEST_RUN_PID_ENV = 'PORTAL_TEST_RUN_PID';
/** A database whose run is on another machine counts as abandoned after this long (no run lasts a day). */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

export interface TestRun {
  /** Lower-case letters and digits. */
  id: string;
  /** The Vitest process of the run. */
  pid: number;
}

/** What a test database's comment says of its run. */
interface Stamp {
  host: string;
  pid: number;
  createdAt: string;
}

export function currentTestRun(env: NodeJS.ProcessEnv = process.env): TestRun {
  const id = env[TEST_RUN_ENV];
  const pid = Number(env[TEST_RUN_PID_ENV]);
  if (id && /^[a-z0-9]{1,16}$/.test(id) && Number.isInteger(pid) && pid > 0) return { id, pid };
  // Without the global setup (a project's config run on its own): the Vitest process names the run — the parent of
  // a forked worker, this process for a worker thread. Hashed with the host: containers reuse process ids.
  const main = isMainThread ? process.ppid : process.pid;
  return { id: createHash('sha256').update(`${hostname()}:${main}`).digest('hex').slice(0, 10), pid: main };
}

/** `portal_test_<run>_<label>`; the label says which database of the run (a worker's, a test's own). */
export function testDatabaseName(label: string, run: TestRun = currentTestRun()): string {
  if (!/^[a-z0-9_]{1,24}$/.test(label)) throw new Error(`test database label ${label}: a-z, 0-9 and _ only`);
  return `${PREFIX}${run.id}_${label}`;
}

/** The server's URL with another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the run's database `name` unless it exists, stamped with the run; resolves with its URL. */
export async function ensureTestDatabase(serverUrl: string, name: string, run: TestRun = currentTestRun()) {
  await withAdmin(serverUrl, async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount !== 0) return;
    try {
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    } catch (error) {
      // Created by a concurrent caller a moment ago (42P04 duplicate_database): the same database, ready to use.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    const stamp: Stamp = { host: hostname(), pid: run.pid, createdAt: new Date().toISOString() };
    await admin.query(
      `COMMENT ON DATABASE ${admin.escapeIdentifier(name)} IS ${admin.escapeLiteral(JSON.stringify(stamp))}`,
    );
  });
  return databaseUrl(serverUrl, name);
}

/** Drops every database of the run, closing what is still connected to them (the end of the run). */
export async function dropRunDatabases(serverUrl: string, run: TestRun): Promise<string[]> {
  return withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${PREFIX}${run.id}_`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
    }
    return rows.map((r) => r.datname);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

function parseStamp(comment: string | null): Stamp | null {
  if (!comment) return null;
  try {
    const stamp = JSON.parse(comment) as Partial<Stamp>;
    return typeof stamp.host === 'string' && typeof stamp.pid === 'number' && typeof stamp.createdAt === 'string'
      ? (stamp as Stamp)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a test database was left behind: its run's process on this machine has ended, or it is a day old. A run
 * that ended normally dropped its own already. Databases without a run's stamp (the earlier `portal_test_<worker>`,
 * which a checkout with the earlier code may still be using) are not this code's to drop.
 */
export function isAbandoned(
  comment: string | null,
  now: Date,
  probe: { host: string; isRunning(pid: number): boolean } = { host: hostname(), isRunning },
): boolean {
  const stamp = parseStamp(comment);
  if (!stamp) return false;
  if (now.getTime() - Date.parse(stamp.createdAt) > ABANDONED_AFTER_MS) return true;
  return stamp.host === probe.host && !probe.isRunning(stamp.pid);
}

/**
 * Drops the test databases that runs which died (killed, crashed) left behind. A database someone is still connected
 * to stays: DROP without FORCE refuses it.
 */
export async function dropAbandonedDatabases(serverUrl: string, now = new Date()): Promise<string[]> {
  return withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string; comment: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database
        WHERE starts_with(datname, $1) AND NOT datistemplate`,
      [PREFIX],
    );
    const dropped: string[] = [];
    for (const { datname, comment } of rows) {
      if (!isAbandoned(comment, now)) continue;
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)}`);
        dropped.push(datname);
      } catch {
        // In use (55006): its run is alive after all.
      }
    }
    return dropped;
  });
}
