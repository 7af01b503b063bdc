/**
 * The point ledgers' port (ARCHITECTURE.md §1 `PointsLedger`): balances, grants, uses, expiries and the history of the
 * benepo and cafe wallets. The embedded ledger (ledger-repository.ts) keeps them in the portal database.
 */
import type { UseRefusal, Wallet } from './rules.ts';

export type PointEntryKind = 'grant' | 'use' | 'expire';

export interface GrantInput {
  memberId: string;
  wallet: Wallet;
  points: number;
  /** First day the lot counts (Japan date); default today. Expiry follows from it. */
  effectiveOn?: string;
  note: string;
  /** Idempotency key: a repeated grant with the same key adds nothing. */
  operationId?: string;
}

export interface UseInput {
  memberId: string;
  wallet: Wallet;
  points: number;
  note: string;
  /** Idempotency key: a repeated use with the same key spends nothing more. */
  operationId?: string;
}

export type UseResult =
  { ok: true; balance: number; replayed: boolean } | { ok: false; reason: UseRefusal; balance: number };

/** What is left of the lots of one wallet that expire on one day. */
export interface ExpiringPoints {
  memberId: string;
  wallet: Wallet;
  /** The last valid day. */
  expiresOn: string;
  points: number;
}

export interface HistoryEntry {
  kind: PointEntryKind;
  points: number;
  occurredAt: Date;
  effectiveOn: string | null;
  expiresOn: string | null;
  note: string;
}

/** Point balances and ledgers (benepo, cafe). Ledgers are append-only; a balance is derived from them. */
export interface PointsLedger {
  balance(memberId: string, wallet: Wallet): Promise<number>;
  grant(input: GrantInput): Promise<{ id: number; replayed: boolean }>;
  use(input: UseInput): Promise<UseResult>;
  /** Writes an expiry entry for every lot of the member (or every member) past its validity; returns the count. */
  expire(memberId?: string): Promise<number>;
  /** Ends every live lot of a wallet now (a club membership ending without continuation: points are lost). */
  forfeit(memberId: string, wallet: Wallet, note: string): Promise<number>;
  history(
    memberId: string,
    wallet: Wallet,
    options: { kinds: PointEntryKind[]; page: number; size: number },
  ): Promise<{ entries: HistoryEntry[]; total: number }>;
  /**
   * Points with something left whose validity ends between `from` and `until` (Japan dates, both included), per
   * member, wallet and day, ordered by member, then day: for the point expiry notices (docs/decisions/0025).
   */
  expiring(range: { from: string; until: string; memberId?: string }): Promise<ExpiringPoints[]>;
}
