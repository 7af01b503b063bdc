import type { PointCommandType, PointOperationRequest } from '@portal/contracts';
import type { Clock } from '../../lib/clock.ts';
import { japanToday } from '../../lib/japan-time.ts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import type { PointEntryKind, PointsLedger, UseResult } from './ledger.ts';
import { grantWindow, type Wallet } from './rules.ts';

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
 * for a member whose company offers the cafeteria plan (carrier data): without one its calls answer null. And the
 * operator's grants and uses, for members the carrier knows (null otherwise).
 */
export function createPointsService(deps: { points: PointsLedger; carrier: CarrierGateway; clock: Clock }) {
  const { points, carrier, clock } = deps;
  const isKnown = async (memberId: string) => (await carrier.findMember(memberId)) !== null;

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

    /** A grant: with a usage, the points count from the day its timing allows (spec §9), today at the earliest. */
    async grant(input: PointOperationRequest) {
      const { memberId, wallet, points: amount, note, operationId, usage } = input;
      if (!(await isKnown(memberId))) return null;
      const today = japanToday(clock.now());
      const earliest = usage ? grantWindow(usage.kind, usage.usedOn).earliest : today;
      const effectiveOn = earliest > today ? earliest : today;
      const result = await points.grant({ memberId, wallet, points: amount, note, operationId, effectiveOn });
      return { balance: await points.balance(memberId, wallet), replayed: result.replayed, effectiveOn };
    },

    /** A use: benepo in units of 100, never below zero, once per operation id. */
    async use(input: PointOperationRequest): Promise<UseResult | null> {
      const { memberId, wallet, points: amount, note, operationId } = input;
      if (!(await isKnown(memberId))) return null;
      return points.use({ memberId, wallet, points: amount, note, operationId });
    },
  };
}
