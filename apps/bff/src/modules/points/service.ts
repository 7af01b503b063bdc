import type { PointCommandType } from '@portal/contracts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import type { PointEntryKind, PointsLedger } from './ledger.ts';
import type { Wallet } from './rules.ts';

/** commandType of the history call (docs/decisions/0016-benepo-ledger.md): 1 all, 2 grants, 3 uses, 4 expiries. */
const KINDS_OF_COMMAND: Record<PointCommandType, PointEntryKind[]> = {
  '1': ['grant', 'use', 'expire'],
  '2': ['grant'],
  '3': ['use'],
  '4': ['expire'],
};

export type PointsService = ReturnType<typeof createPointsService>;

/**
 * The member's point calls (spec portal.md §7): balances and histories from the ledger. The cafe wallet exists only
 * for a member whose company offers the cafeteria plan (carrier data): without one its calls answer null.
 */
export function createPointsService(deps: { points: PointsLedger; carrier: CarrierGateway }) {
  const { points, carrier } = deps;

  async function hasWallet(memberId: string, wallet: Wallet): Promise<boolean> {
    return wallet === 'benepo' || (await carrier.findMember(memberId))?.cafeteriaEnabled === true;
  }

  return {
    benepoBalance: (memberId: string): Promise<number> => points.balance(memberId, 'benepo'),

    /** The cafe points the member may apply; null without a cafeteria plan. */
    async cafeBalance(memberId: string): Promise<number | null> {
      return (await hasWallet(memberId, 'cafe')) ? points.balance(memberId, 'cafe') : null;
    },

    /** One page of the wallet's history with its balance; null for the cafe wallet without a cafeteria plan. */
    async history(
      memberId: string,
      wallet: Wallet,
      query: { commandType: PointCommandType; page: number; size: number },
    ) {
      if (!(await hasWallet(memberId, wallet))) return null;
      const { commandType, page, size } = query;
      const [balance, history] = await Promise.all([
        points.balance(memberId, wallet),
        points.history(memberId, wallet, { kinds: KINDS_OF_COMMAND[commandType], page, size }),
      ]);
      return { balance, ...history };
    },
  };
}
