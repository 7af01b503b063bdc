import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { pointEntries, seedCarrierData } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { PointsLedger } from '../../src/modules/points/ledger.ts';
import { createEmbeddedPointsLedger } from '../../src/modules/points/ledger-repository.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { pageReads } from '../../src/lib/read-scope.ts';
import { addDays } from '../../src/lib/japan-time.ts';

const NOW = '2026-11-21T03:00:00Z';
const TODAY = '2026-11-21';
const MEMBER = 'newcomer';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = fixedClock(NOW);
let ledger: PointsLedger;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCarrierData(database.db, { now: clock.now() });
  ledger = createEmbeddedPointsLedger(database.db, clock);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  clock.set(NOW);
  await database.db.delete(pointEntries).where(eq(pointEntries.memberId, MEMBER));
});

async function ledgerSum(wallet: 'benepo' | 'cafe'): Promise<number> {
  const [row] = await database.db
    .select({ total: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int` })
    .from(pointEntries)
    .where(sql`${pointEntries.memberId} = ${MEMBER} and ${pointEntries.wallet} = ${wallet}`);
  return Number(row?.total ?? 0);
}

describe('the benepo ledger (embedded PointsLedger)', () => {
  it('uses the earliest-expiring grant first and writes one use entry per lot', async () => {
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 500, note: 'new', effectiveOn: TODAY });
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 300, note: 'old', effectiveOn: '2024-01-15' });
    const result = await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 400, note: '利用' });
    expect(result).toEqual({ ok: true, balance: 400, replayed: false });
    const uses = await database.db
      .select()
      .from(pointEntries)
      .where(sql`${pointEntries.memberId} = ${MEMBER} and ${pointEntries.kind} = 'use'`);
    expect(uses.map((u) => u.points).sort()).toEqual([-100, -300]);
  });

  it('refuses a use that is not a multiple of 100 or more than the balance; the balance never goes negative', async () => {
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 250, note: 'g' });
    expect(await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 150, note: 'x' })).toMatchObject({
      ok: false,
      reason: 'not_a_unit',
    });
    expect(await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 300, note: 'x' })).toMatchObject({
      ok: false,
      reason: 'insufficient',
    });
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(250);
  });

  it('a grant counts from its effective day and lapses after the end of the month 3 years later', async () => {
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 700, note: 'stay', effectiveOn: '2026-11-26' });
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(0);
    clock.set('2026-11-25T15:00:00Z'); // 2026-11-26 00:00 in Japan
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(700);
    clock.set('2029-11-30T14:59:59Z'); // last second of 2029-11-30 in Japan
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(700);
    clock.set('2029-11-30T15:00:00Z');
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(0);
    expect(await ledger.expire(MEMBER)).toBe(1);
    expect(await ledger.expire(MEMBER)).toBe(0);
    expect(await ledgerSum('benepo')).toBe(0);
  });

  it('a repeated operation changes nothing (grant and use)', async () => {
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 1000, note: 'g', operationId: 'g-1' });
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 1000, note: 'g', operationId: 'g-1' });
    await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 300, note: 'u', operationId: 'u-1' });
    const again = await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 300, note: 'u', operationId: 'u-1' });
    expect(again).toEqual({ ok: true, balance: 700, replayed: true });
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(700);
  });

  it('forfeits every live lot (club period ends without continuation: points lost)', async () => {
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 1500, note: 'g' });
    await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 200, note: 'u' });
    expect(await ledger.forfeit(MEMBER, 'benepo', '無料期間終了')).toBe(1300);
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(0);
    expect(await ledgerSum('benepo')).toBe(0);
  });

  it('within one page the wallets are read once and shared, and every write makes the next read see it', async () => {
    // A page's calls share their reads (lib/read-scope.ts); both wallets' lots are one read.
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 1500, note: 'g' });
    await ledger.grant({ memberId: MEMBER, wallet: 'cafe', points: 700, note: 'c' });
    const seen = await pageReads.run(async () => {
      const balances = async () => Promise.all([ledger.balance(MEMBER, 'benepo'), ledger.balance(MEMBER, 'cafe')]);
      const read: number[][] = [await balances()];
      // A lot written past the ledger: the page keeps what it read (one read, shared), until its own next write.
      await database.db
        .insert(pointEntries)
        .values({ memberId: MEMBER, wallet: 'cafe', kind: 'grant', points: 50, occurredAt: clock.now() });
      read.push(await balances());
      await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 200, note: 'u' });
      read.push(await balances());
      await ledger.grant({ memberId: MEMBER, wallet: 'cafe', points: 300, note: 'c2' });
      read.push(await balances());
      await ledger.forfeit(MEMBER, 'benepo', '無料期間終了');
      read.push(await balances());
      return read;
    });
    expect(seen).toEqual([
      [1500, 700],
      [1500, 700],
      [1300, 750],
      [1300, 1050],
      [0, 1050],
    ]);
  });

  it('never double-spends under concurrent uses', async () => {
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 600, note: 'a' });
    await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: 400, note: 'b', effectiveOn: '2025-01-01' });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        ledger.use({ memberId: MEMBER, wallet: 'benepo', points: 100, note: `u${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient')).toBe(true);
    expect(await ledger.balance(MEMBER, 'benepo')).toBe(0);
    expect(await ledgerSum('benepo')).toBe(0);
  });

  type Op =
    | { type: 'grant'; points: number; daysAgo: number }
    | { type: 'use'; hundreds: number }
    | { type: 'advance'; days: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      type: fc.constant('grant' as const),
      points: fc.integer({ min: 1, max: 5000 }),
      daysAgo: fc.integer({ min: -10, max: 1200 }),
    }),
    fc.record({ type: fc.constant('use' as const), hundreds: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ type: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 400 }) }),
  );

  it('property: balance = grants − uses − expiries, never negative, and matches a model of the rules', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        clock.set(NOW);
        await database.db.delete(pointEntries).where(eq(pointEntries.memberId, MEMBER));
        // The model: lots with effective day, last day and what is left.
        const model: Array<{ from: string; to: string; left: number }> = [];
        let day = TODAY;
        const live = () => model.filter((l) => l.from <= day && l.to >= day);
        for (const o of ops) {
          if (o.type === 'grant') {
            const from = addDays(day, -o.daysAgo);
            await ledger.grant({ memberId: MEMBER, wallet: 'benepo', points: o.points, note: 'p', effectiveOn: from });
            const [y, m] = from.split('-').map(Number) as [number, number];
            const to = new Date(Date.UTC(y + 3, m, 0)).toISOString().slice(0, 10);
            model.push({ from, to, left: o.points });
          } else if (o.type === 'use') {
            const want = o.hundreds * 100;
            const have = live().reduce((s, l) => s + l.left, 0);
            const result = await ledger.use({ memberId: MEMBER, wallet: 'benepo', points: want, note: 'p' });
            expect(result.ok).toBe(want <= have);
            if (want <= have) {
              let left = want;
              for (const lot of live().sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0))) {
                const take = Math.min(lot.left, left);
                lot.left -= take;
                left -= take;
              }
            }
          } else {
            clock.advance(o.days * 86_400_000);
            day = addDays(day, o.days);
          }
          const balance = await ledger.balance(MEMBER, 'benepo');
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(live().reduce((s, l) => s + l.left, 0));
        }
        await ledger.expire(MEMBER);
        const rows = await database.db.select().from(pointEntries).where(eq(pointEntries.memberId, MEMBER));
        const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + Math.abs(r.points), 0);
        const balance = await ledger.balance(MEMBER, 'benepo');
        const notYetEffective = model.filter((l) => l.from > day).reduce((s, l) => s + l.left, 0);
        expect(balance + notYetEffective).toBe(sum('grant') - sum('use') - sum('expire'));
      }),
      { numRuns: 40 },
    );
  });
});
