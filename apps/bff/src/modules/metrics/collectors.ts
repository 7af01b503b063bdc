import { count, eq } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { mailOutbox, type Database } from '@portal/db';

/** What node-postgres's Pool tells about itself (pg.Pool: totalCount, idleCount, waitingCount, options.max). */
interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * The pool under a Drizzle database: node-postgres's Pool when the portal runs on PostgreSQL (packages/db's
 * openDatabase), null on PGlite — one in-process connection whose queries take turns, with nothing pooled to report.
 */
export function poolOf(db: Database): PoolStats | null {
  const client = (db as unknown as { $client?: Partial<PoolStats> }).$client;
  return client &&
    typeof client.totalCount === 'number' &&
    typeof client.idleCount === 'number' &&
    typeof client.waitingCount === 'number'
    ? (client as PoolStats)
    : null;
}

/**
 * The gauges read at each scrape:
 * - the outbox's depth, one COUNT over the (status, next_attempt_at) index;
 * - the database pool's use, on PostgreSQL only (absent on PGlite, see poolOf).
 * A scrape never fails on the database: the depth is then NaN and the error goes to `onError`.
 */
export function registerScrapeGauges(
  registry: Registry,
  db: Database,
  onError: (message: string, err: unknown) => void,
): void {
  const registers = [registry];
  new Gauge({
    name: 'portal_mail_outbox_pending',
    help: 'Mails waiting in the outbox to be delivered (due now or after a failed attempt); NaN if unreadable',
    registers,
    async collect() {
      try {
        const [row] = await db.select({ pending: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
        this.set(row?.pending ?? 0);
      } catch (err) {
        onError('metrics: the outbox could not be counted', err);
        this.set(Number.NaN);
      }
    },
  });

  const pool = poolOf(db);
  if (!pool) return;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL connections of the pool: active (running a query or a transaction) and idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting_requests',
    help: 'Queries waiting for a PostgreSQL connection because every connection of the pool is busy',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  if (typeof pool.options?.max === 'number') {
    const max = pool.options.max;
    new Gauge({
      name: 'portal_db_pool_max_connections',
      help: 'The most PostgreSQL connections the pool opens',
      registers,
      collect() {
        this.set(max);
      },
    });
  }
}
