import { and, eq, sql } from 'drizzle-orm';
import { personas, type Persona } from '@portal/personas';
import type { Database } from '../client.ts';
import { addDaysToDate, endOfMonthAfter, japanDate } from '../japan-date.ts';
import { contracts, members, memberships, pointEntries, subscriptions } from '../schema/index.ts';
import { seedCatalogMenus, seedMemberMenuItems } from './catalog.ts';

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
        await tx.insert(memberships).values({
          memberId: persona.loginId,
          plan: m.plan,
          status: 'active',
          joinedOn: addDaysToDate(today, -m.joinedDaysAgo),
          freePeriodEndsOn: m.plan === 'club' ? addDaysToDate(today, m.freePeriodEndsInDays) : null,
        });
      }

      const grants: Array<{ wallet: 'benepo' | 'cafe'; points: number; note: string }> = [];
      if (persona.points.benepo > 0)
        grants.push({ wallet: 'benepo', points: persona.points.benepo, note: '入会特典ポイント' });
      if (persona.points.cafe !== null && persona.points.cafe > 0) {
        grants.push({ wallet: 'cafe', points: persona.points.cafe, note: '今年度付与分' });
      }
      for (const g of grants) {
        await tx.insert(pointEntries).values({
          memberId: persona.loginId,
          wallet: g.wallet,
          kind: 'grant',
          points: g.points,
          occurredAt: options.now,
          // Valid to the end of the same month three years after the grant (spec portal.md §9).
          expiresOn: endOfMonthAfter(today, 36),
          note: g.note,
        });
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
    sql`TRUNCATE TABLE carrier_events, membership_charges, membership_events, terms_consents, member_menu_items, catalog_menus, point_entries, memberships, subscriptions, contracts, members, sessions, login_transactions RESTART IDENTITY CASCADE`,
  );
}
