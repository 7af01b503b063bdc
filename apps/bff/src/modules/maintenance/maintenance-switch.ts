import { eq, sql } from 'drizzle-orm';
import { maintenanceSwitch, type Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';

export interface MaintenanceState {
  on: boolean;
  /** Since when (null when off). */
  since: Date | null;
  /** What Retry-After says, in seconds. */
  retryAfterSeconds: number;
  /** Forced on by the configuration (MAINTENANCE_MODE): the operator API cannot turn it off. */
  forced: boolean;
}

export interface MaintenanceSwitch {
  /** The switch as every replica sees it, read at most every `cacheMs` (a change reaches all within that time). */
  state(): Promise<MaintenanceState>;
  /** The state kept from the last read while it is fresh, else null (then `state()` reads it): the gate's fast path. */
  peek(): MaintenanceState | null;
  /** Turns maintenance on or off (the operator API); takes effect at once on this replica. */
  set(change: { enabled: boolean; retryAfterSeconds?: number | undefined; by: string }): Promise<MaintenanceState>;
}

const DEFAULT_RETRY_AFTER_SECONDS = 3600;

/**
 * The maintenance switch (issue 13, docs/operations-maintenance.md): a row in the database, so that every BFF
 * replica agrees; `forced` (the MAINTENANCE_MODE setting) keeps it on regardless, for a deployment that must start
 * closed. Reads are kept `cacheMs` per replica: the switch is read on every request.
 */
export function createMaintenanceSwitch(options: {
  db: Database;
  clock: Clock;
  forced?: boolean;
  cacheMs?: number;
}): MaintenanceSwitch {
  const { db, clock, forced = false, cacheMs = 5_000 } = options;
  let cached: { state: MaintenanceState; readAt: number } | null = null;

  const fromRow = (row: typeof maintenanceSwitch.$inferSelect | undefined): MaintenanceState => ({
    on: forced || Boolean(row?.enabledAt),
    since: row?.enabledAt ?? null,
    retryAfterSeconds: row?.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
    forced,
  });

  return {
    peek() {
      return cached && clock.now().getTime() - cached.readAt < cacheMs ? cached.state : null;
    },
    async state() {
      const now = clock.now().getTime();
      if (cached && now - cached.readAt < cacheMs) return cached.state;
      const [row] = await db.select().from(maintenanceSwitch).where(eq(maintenanceSwitch.id, 'portal'));
      cached = { state: fromRow(row), readAt: now };
      return cached.state;
    },
    async set({ enabled, retryAfterSeconds, by }) {
      const now = clock.now();
      const values = {
        id: 'portal',
        enabledAt: enabled ? now : null,
        changedBy: by,
        changedAt: now,
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      };
      const [row] = await db
        .insert(maintenanceSwitch)
        .values(values)
        .onConflictDoUpdate({
          target: maintenanceSwitch.id,
          set: {
            // Turning it on again keeps when it began.
            enabledAt: enabled
              ? sql`coalesce(${maintenanceSwitch.enabledAt}, ${now.toISOString()}::timestamptz)`
              : null,
            changedBy: by,
            changedAt: now,
            ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
          },
        })
        .returning();
      cached = { state: fromRow(row), readAt: now.getTime() };
      return cached.state;
    },
  };
}
