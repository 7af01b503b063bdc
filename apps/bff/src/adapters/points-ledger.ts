import { and, eq, sql } from 'drizzle-orm';
import { pointEntries, type Database } from '@portal/db';

export type Wallet = 'benepo' | 'cafe';

/** Point balances (benepo, cafe). Ledgers are append-only; a balance is derived from them. */
export interface PointsLedger {
  balance(memberId: string, wallet: Wallet): Promise<number>;
}

export function createEmbeddedPointsLedger(db: Database): PointsLedger {
  return {
    async balance(memberId, wallet) {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int` })
        .from(pointEntries)
        .where(and(eq(pointEntries.memberId, memberId), eq(pointEntries.wallet, wallet)));
      return Math.max(0, row?.total ?? 0);
    },
  };
}
