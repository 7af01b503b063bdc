import { asc, eq } from 'drizzle-orm';
import { contracts, members, subscriptions, type Database } from '@portal/db';
import type { OperatorCode } from '@portal/contracts';

export interface CarrierMember {
  id: string;
  customerNo: string;
  membrNo: string;
  familyName: string;
  firstName: string;
  email: string;
  principal: boolean;
  businessCode: string;
  corporationId: string | null;
  cafeteriaEnabled: boolean;
  supplementaryCouponEnabled: boolean;
  eligible: boolean;
}

export interface CarrierSubscription {
  id: string;
  boServiceCode: OperatorCode;
  torinoMembrNo: string;
  label: string;
  contract: { companyCd: string; customerNo: string; companyName: string };
}

/** The carrier's member and contract data (ARCHITECTURE.md §1: every upstream behind a port). */
export interface CarrierGateway {
  findMember(memberId: string): Promise<CarrierMember | null>;
  /** The member's subscriptions in a stable order; the first is the default account. */
  listSubscriptions(memberId: string): Promise<CarrierSubscription[]>;
}

/** Embedded adapter: the carrier data seeded into the portal database. */
export function createEmbeddedCarrierGateway(db: Database): CarrierGateway {
  return {
    async findMember(memberId) {
      const [row] = await db.select().from(members).where(eq(members.id, memberId));
      return row ?? null;
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
