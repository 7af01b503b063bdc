import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { membershipEvents, memberships, pointEntries } from '@portal/db';
import { createEmbeddedPointsLedger } from '../../src/modules/points/ledger-repository.ts';
import { createJobsTestBed, portalJobsOn } from './support.ts';

/**
 * The end of the club free period (spec portal.md §4: no cancellation needed; points lost): the club member's free
 * period ends on 2026-12-11, so the job of the 12th ends the contract and forfeits the 1,500 benepo — once, even when
 * the run stops between the two.
 */
let bed: Awaited<ReturnType<typeof createJobsTestBed>>;
beforeAll(async () => {
  bed = await createJobsTestBed('2026-12-12T03:00:00Z');
});
afterAll(async () => {
  await bed?.close();
});

async function clubForfeits() {
  return bed.db
    .select()
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.memberId, 'club'),
        eq(pointEntries.kind, 'expire'),
        eq(pointEntries.note, '子育て応援クラブの無料期間終了（ポイント失効）'),
      ),
    );
}

describe('the club free period end job', () => {
  it('is not due on the last free day and ends the contract the day after', async () => {
    bed.clock.set('2026-12-11T03:00:00Z');
    const jobs = portalJobsOn(bed.db, bed.clock).filter((j) => j.name === 'club-free-period-end');
    expect(await bed.scheduler({ owner: 'a', jobs }).tick()).toMatchObject([
      { key: '2026-12-11', result: { endedClubMemberships: 0, forfeitedPoints: 0 } },
    ]);
    const [club] = await bed.db.select().from(memberships).where(eq(memberships.memberId, 'club'));
    expect(club).toMatchObject({ status: 'active' });
  });

  it('forfeits the points once when the ledger failed right after the contract ended', async () => {
    bed.clock.set('2026-12-12T03:00:00Z');
    const real = createEmbeddedPointsLedger(bed.db, bed.clock);
    let failures = 1;
    const flaky = {
      ...real,
      forfeit: async (...args: Parameters<typeof real.forfeit>) => {
        if (failures-- > 0) throw new Error('ledger unavailable');
        return real.forfeit(...args);
      },
    };
    const jobs = portalJobsOn(bed.db, bed.clock, flaky).filter((j) => j.name === 'club-free-period-end');
    const scheduler = bed.scheduler({ owner: 'a', jobs });
    expect(await scheduler.tick()).toMatchObject([{ key: '2026-12-12', outcome: 'retrying' }]);
    const [club] = await bed.db.select().from(memberships).where(eq(memberships.memberId, 'club'));
    expect(club).toMatchObject({ status: 'ended', endReason: 'club_period_end', endedOn: '2026-12-11' });
    expect(await clubForfeits()).toEqual([]);

    bed.clock.advance(60_000);
    expect(await scheduler.tick()).toMatchObject([
      { outcome: 'succeeded', result: { endedClubMemberships: 0, forfeitedPoints: 1500 } },
    ]);
    expect((await clubForfeits()).reduce((sum, e) => sum + e.points, 0)).toBe(-1500);
    expect(await real.balance('club', 'benepo')).toBe(0);
    const events = await bed.db
      .select({ kind: membershipEvents.kind, detail: membershipEvents.detail })
      .from(membershipEvents)
      .where(eq(membershipEvents.membershipId, club!.id))
      .orderBy(membershipEvents.id);
    expect(events.slice(-2)).toEqual([
      { kind: 'free_period_over', detail: 'forfeit pending' },
      { kind: 'points_forfeited', detail: '1500' },
    ]);
  });

  it('forfeits nothing more on a later run', async () => {
    const before = await clubForfeits();
    bed.clock.set('2026-12-13T03:00:00Z');
    const jobs = portalJobsOn(bed.db, bed.clock).filter((j) => j.name === 'club-free-period-end');
    expect(await bed.scheduler({ owner: 'b', jobs }).tick()).toMatchObject([
      { key: '2026-12-13', result: { endedClubMemberships: 0, forfeitedPoints: 0 } },
    ]);
    expect(await clubForfeits()).toEqual(before);
  });
});
