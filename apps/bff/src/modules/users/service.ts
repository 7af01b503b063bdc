import type { ContractInfoItem, User } from '@portal/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionRow } from '../auth/repository.ts';
import { sessionLevel, type SessionService } from '../auth/service.ts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import type { PointsLedger } from '../points/ledger.ts';
import { serializeContractInfo, serializeUser } from './serializers.ts';

export type UserService = ReturnType<typeof createUserService>;

/** The member's own data (spec portal.md §3 User, §7): the carrier data, the point balances and the session. */
export function createUserService(deps: {
  carrier: CarrierGateway;
  points: PointsLedger;
  sessions: SessionService;
  clock: Clock;
}) {
  const { carrier, points } = deps;

  /** The User entity of a live session. */
  async function user(session: SessionRow): Promise<User> {
    const member = await carrier.findMember(session.memberId);
    if (!member) throw new Error(`member ${session.memberId} of a live session is unknown to the carrier gateway`);
    const [subscriptions, benepo, cafe] = await Promise.all([
      carrier.listSubscriptions(member.id),
      points.balance(member.id, 'benepo'),
      member.cafeteriaEnabled ? points.balance(member.id, 'cafe') : Promise.resolve(null),
    ]);
    return serializeUser({
      member,
      subscriptions,
      session,
      level: sessionLevel(session, deps.clock.now()),
      benepo,
      cafe,
    });
  }

  return {
    user,

    async contractInfo(memberId: string): Promise<ContractInfoItem[]> {
      return serializeContractInfo(await carrier.listSubscriptions(memberId));
    },

    /** The account chooser: acts as one of the member's subscriptions; null when it is not one of theirs. */
    async chooseAccount(session: SessionRow, subscriptionId: string): Promise<User | null> {
      const subscriptions = await carrier.listSubscriptions(session.memberId);
      if (!subscriptions.some((s) => s.id === subscriptionId)) return null;
      return user(await deps.sessions.chooseAccount(session, subscriptionId));
    },

    /** checkCafeAvailable (spec search.md §6, §7): whether the member's company offers the cafeteria plan. */
    async cafeAvailable(memberId: string): Promise<boolean> {
      return (await carrier.findMember(memberId))?.cafeteriaEnabled === true;
    },
  };
}
