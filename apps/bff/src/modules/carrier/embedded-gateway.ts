import { asc, eq, sql } from 'drizzle-orm';
import { contracts, members, subscriptions, type Database } from '@portal/db';
import type { OperatorCode } from '@portal/contracts';
import { prepared } from '../../lib/prepared.ts';
import { pageReads } from '../../lib/read-scope.ts';
import type { CarrierGateway } from './gateway.ts';

/** Embedded adapter: the carrier data seeded into the portal database. */
export function createEmbeddedCarrierGateway(db: Database): CarrierGateway {
  return {
    findMember(memberId) {
      // Several calls of one page ask for the same member (lib/read-scope.ts).
      return pageReads.once(`member:${memberId}`, async () => {
        const statement = prepared(db, 'member_by_id', (on, name) =>
          on
            .select()
            .from(members)
            .where(eq(members.id, sql.placeholder('id')))
            .prepare(name),
        );
        const [row] = await statement.execute({ id: memberId });
        return row ?? null;
      });
    },
    async listSubscriptions(memberId) {
      const statement = prepared(db, 'member_subscriptions', (on, name) =>
        on
          .select({ s: subscriptions, c: contracts })
          .from(subscriptions)
          .innerJoin(contracts, eq(subscriptions.contractId, contracts.id))
          .where(eq(subscriptions.memberId, sql.placeholder('memberId')))
          .orderBy(asc(subscriptions.id))
          .prepare(name),
      );
      const rows = await statement.execute({ memberId });
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
