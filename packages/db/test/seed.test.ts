import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { personas } from '@portal/personas';
import { createTestDatabase } from '../src/testing.ts';
import { seedCarrierData } from '../src/seed/carrier.ts';
import { memberships, members, pointEntries, subscriptions } from '../src/schema/index.ts';
import { addDaysToDate, endOfMonthAfter, japanDate } from '../src/japan-date.ts';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedCarrierData', () => {
  const now = new Date('2026-11-21T03:00:00Z');

  it('stores every test member with contracts, subscriptions, memberships and point grants', async () => {
    await handle.reset();
    const result = await seedCarrierData(handle.db, { now });
    expect(result.members).toBe(personas.length);
    const rows = await handle.db.select().from(members);
    expect(rows).toHaveLength(personas.length);
    const multi = await handle.db.select().from(subscriptions).where(eq(subscriptions.memberId, 'multi'));
    expect(multi).toHaveLength(3);
    const [club] = await handle.db.select().from(memberships).where(eq(memberships.memberId, 'club'));
    expect(club?.plan).toBe('club');
    expect(club?.freePeriodEndsOn).toBe('2026-12-11');
    const [balance] = await handle.db
      .select({ total: sql<number>`sum(${pointEntries.points})::int` })
      .from(pointEntries)
      .where(sql`${pointEntries.memberId} = 'principal' and ${pointEntries.wallet} = 'benepo'`);
    expect(balance?.total).toBe(12300);
  });

  it('is idempotent: seeding twice adds nothing', async () => {
    const before = await handle.db.select().from(pointEntries);
    const again = await seedCarrierData(handle.db, { now });
    expect(again.members).toBe(0);
    const entries = await handle.db.select().from(pointEntries);
    expect(entries).toHaveLength(before.length);
    // The principal's history: an expired grant and its expiry, two grants and a use (benepo), the cafe budget.
    expect(entries.filter((e) => e.memberId === 'principal').map((e) => `${e.wallet}:${e.kind}:${e.points}`)).toEqual([
      'benepo:grant:200',
      'benepo:expire:-200',
      'benepo:grant:13000',
      'benepo:use:-1000',
      'benepo:grant:300',
      'cafe:grant:5000',
    ]);
  });
});

describe('Japan-time dates', () => {
  it('takes the calendar day in Asia/Tokyo, not UTC (15:00 UTC is the next day in Japan)', () => {
    expect(japanDate(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(japanDate(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });
  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2028-03-01', -1)).toBe('2028-02-29');
  });
  it('finds the end of the month 36 months later (benepo validity)', () => {
    expect(endOfMonthAfter('2026-11-21', 36)).toBe('2029-11-30');
    expect(endOfMonthAfter('2025-02-10', 36)).toBe('2028-02-29');
  });
});
