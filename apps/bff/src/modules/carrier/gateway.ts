/**
 * The carrier's member and contract data, as the portal reads it (ARCHITECTURE.md §1 `CarrierGateway`). The embedded
 * gateway (embedded-gateway.ts) reads the carrier data seeded into the portal database; a deployment with the
 * carrier's API passes its client as `BuildAppOptions.carrier`.
 */
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
  /** Pays applications at convenience stores with a one-time password (the carrier's flag). */
  oneTimePasswordEnabled: boolean;
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
