import type { CarrierGateway, CarrierMember } from '../carrier/gateway.ts';
import type { SessionService } from './service.ts';

/** The signed-in member behind a session cookie, or null for a visitor (the pages open to both). */
export type Viewer = (sessionToken: string | undefined) => Promise<CarrierMember | null>;

/** From the server session (never a cookie the browser could write) and the carrier data. */
export function createViewer(deps: { sessions: SessionService; carrier: CarrierGateway }): Viewer {
  return async (sessionToken) => {
    const session = await deps.sessions.current(sessionToken);
    return session ? deps.carrier.findMember(session.memberId) : null;
  };
}
