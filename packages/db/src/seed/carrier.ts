import { and, eq, sql } from 'drizzle-orm';
import { personas, type Persona } from '@portal/personas';
import type { Database } from '../client.ts';
import { addDaysToDate, endOfMonthAfter, japanDate } from '../japan-date.ts';
import { contracts, members, membershipEvents, memberships, pointEntries, subscriptions } from '../schema/index.ts';
import { seedCatalogMenus, seedMemberMenuItems } from './catalog.ts';

/** The `n`-th monthly anniversary of a date (the last day of a shorter month), as the BFF's renewals count. */
function monthlyAnniversary(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

type PointRow = typeof pointEntries.$inferInsert;

/**
 * A member's point history ending at the persona's balances: an expired grant with its expiry, grants from
 * usages and a use drawn from the older grant (benepo), and this year's cafeteria budget (cafe points).
 */
function pointHistory(persona: Persona, today: string, now: Date): PointRow[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const rows: PointRow[] = [];
  const benepo = persona.points.benepo;
  const lot = (daysAgo: number, points: number, note: string, id: number): PointRow => {
    const grantedOn = addDaysToDate(today, -daysAgo);
    return {
      id,
      memberId: persona.loginId,
      wallet: 'benepo',
      kind: 'grant',
      points,
      occurredAt: at(daysAgo),
      effectiveOn: grantedOn,
      // Valid to the end of the same month three years after the grant (spec portal.md §9).
      expiresOn: endOfMonthAfter(grantedOn, 36),
      note,
    };
  };
  if (benepo > 0) {
    // Negative local ids name the lots; the insert below maps them to the ids the database gives.
    rows.push(lot(1200, 200, '宿泊ご利用分', -1));
    rows.push({
      memberId: persona.loginId,
      wallet: 'benepo',
      kind: 'expire',
      points: -200,
      occurredAt: at(70),
      note: '有効期限切れ',
      lotId: -1,
    });
    if (benepo >= 1000) {
      rows.push(lot(300, benepo - 300 + 1000, '入会特典・宿泊ご利用分', -2));
      rows.push({
        memberId: persona.loginId,
        wallet: 'benepo',
        kind: 'use',
        points: -1000,
        occurredAt: at(100),
        note: 'ベネポ利用（レジャー）',
        lotId: -2,
      });
      rows.push(lot(10, 300, '通販ご利用分', -3));
    } else {
      rows.push(lot(30, benepo, '入会特典ポイント', -2));
    }
  }
  if (persona.points.cafe !== null && persona.points.cafe > 0) {
    rows.push({
      memberId: persona.loginId,
      wallet: 'cafe',
      kind: 'grant',
      points: persona.points.cafe,
      occurredAt: now,
      effectiveOn: today,
      // Cafeteria budgets run to the end of the fiscal year (31 March).
      expiresOn: `${Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 4 ? 1 : 0)}-03-31`,
      note: '今年度付与分',
    });
  }
  return rows;
}

export interface SeedResult {
  members: number;
}

/**
 * Seeds the embedded carrier gateway, memberships and point ledgers from the test members.
 * Idempotent: a member already present is left as it is (its history may have moved on).
 */
export async function seedCarrierData(
  db: Database,
  options: { now: Date; personas?: readonly Persona[] },
): Promise<SeedResult> {
  const list = options.personas ?? personas;
  const today = japanDate(options.now);
  let inserted = 0;
  // Member lists (viewed history, favourites) point to the catalogue's menus.
  await seedCatalogMenus(db);
  for (const persona of list) {
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(members)
        .values({
          id: persona.loginId,
          customerNo: persona.customerNo,
          membrNo: persona.membrNo,
          familyName: persona.familyName,
          firstName: persona.firstName,
          email: persona.email,
          principal: persona.principal,
          businessCode: persona.businessCode,
          corporationId: persona.corporationId,
          cafeteriaEnabled: persona.cafeteriaEnabled,
          supplementaryCouponEnabled: persona.supplementaryCouponEnabled,
          oneTimePasswordEnabled: persona.oneTimePasswordEnabled,
          eligible: persona.eligible,
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (created.length === 0) return;
      inserted += 1;

      for (const contract of persona.contracts) {
        await tx
          .insert(contracts)
          .values({ companyCd: contract.companyCd, customerNo: contract.customerNo, companyName: contract.companyName })
          .onConflictDoNothing();
        const [row] = await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(and(eq(contracts.companyCd, contract.companyCd), eq(contracts.customerNo, contract.customerNo)));
        if (!row) throw new Error(`contract ${contract.companyCd}/${contract.customerNo} not stored`);
        for (const s of contract.subscriptions) {
          await tx
            .insert(subscriptions)
            .values({
              id: s.subscriptionId,
              contractId: row.id,
              memberId: persona.loginId,
              boServiceCode: s.boServiceCode,
              torinoMembrNo: s.torinoMembrNo,
              label: s.label,
            })
            .onConflictDoNothing();
        }
      }

      const m = persona.membership;
      if (m.status === 'active') {
        const joinedOn = addDaysToDate(today, -m.joinedDaysAgo);
        const firstSubscription = persona.contracts[0]?.subscriptions[0]?.subscriptionId ?? null;
        const [row] = await tx
          .insert(memberships)
          .values({
            memberId: persona.loginId,
            subscriptionId: firstSubscription,
            plan: m.plan,
            status: 'active',
            continuation: 'none',
            joinedOn,
            freePeriodEndsOn:
              m.plan === 'club'
                ? addDaysToDate(today, m.freePeriodEndsInDays)
                : addDaysToDate(monthlyAnniversary(joinedOn, 1), -1),
            // A first-time general member pays from the first renewal; a club member only after continuing.
            billingStartsOn: m.plan === 'club' ? null : monthlyAnniversary(joinedOn, 1),
            createdAt: options.now,
            updatedAt: options.now,
          })
          .returning({ id: memberships.id });
        if (row) {
          await tx
            .insert(membershipEvents)
            .values({ membershipId: row.id, kind: 'enrolled', occurredAt: options.now, detail: 'seed' });
        }
      }

      // Local ids (negative) name the lots; each row is inserted with the lot id the database gave its grant.
      const ids = new Map<number, number>();
      for (const entry of pointHistory(persona, today, options.now)) {
        const { id: localId, lotId, ...values } = entry;
        const [stored] = await tx
          .insert(pointEntries)
          .values({ ...values, lotId: lotId === undefined || lotId === null ? null : (ids.get(lotId) ?? null) })
          .returning({ id: pointEntries.id });
        if (localId !== undefined && stored) ids.set(localId, stored.id);
      }
    });
    // Also for members seeded before the lists existed; a member who has any list is left alone.
    await seedMemberMenuItems(db, persona.loginId, options.now);
  }
  return { members: inserted };
}

/** Removes every row (tests and `npm run db:reset`); keeps the schema. */
export async function truncateAll(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE TABLE job_runs, job_leases, point_expiry_notices, carrier_events, membership_charges, membership_events, terms_consents, member_menu_items, catalog_menus, point_entries, memberships, subscriptions, contracts, members, sessions, login_transactions RESTART IDENTITY CASCADE`,
  );
}
