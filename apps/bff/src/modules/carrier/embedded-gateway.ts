import { asc, eq } from 'drizzle-orm';
import { contracts, members, subscriptions, type Database } from '@portal/db';
import type { OperatorCode } from '@portal/contracts';
import { pageReads } from '../../lib/read-scope.ts';
import type { CarrierGateway } from './gateway.ts';

/** Embedded adapter: the carrier data seeded into the portal database. */
export function createEmbeddedCarrierGateway(db: Database): CarrierGateway {
  return {
    findMember(memberId) {
      // Several calls of one page ask for the same member (lib/read-scope.ts).
      return pageReads.once(`member:${memberId}`, async () => {
        const [row] = await db.select().from(members).where(eq(members.id, memberId));
        return row ?? null;
      });
    },
    async listSubscriptions(memberId) {
      const rows = await db
        .select({ s: subscriptions, c: contracts })
        .from(subscriptions)
        .innerJoin(contracts, eq(subscriptions.contractId, contracts.id))
        .where(eq(subscriptions.memberId, memberId))
        .orderBy(asc(subscriptions.id));
      return rows.map(({ s, c }) => ({
        id: s.id,
        boServiceCode: s.boServiceCode as OperatorCode,
        torinoMembrNo: s.torinoMembrNo,
        label: s.label,
        contract: { companyCd: c.companyCd, customerNo: c.customerNo, companyName: c.companyName },
      }));
    },
  };
}
