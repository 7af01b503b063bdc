import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@portal/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { CookieWriter } from '../../lib/cookies.ts';
import type { SessionRow } from './repository.ts';
import { sessionLevel, type SessionService } from './service.ts';

/** What a member module's guard reads: the sessions, the clock (for the level) and the cookies (to clear the hints). */
export interface MemberGuard {
  sessions: SessionService;
  clock: Clock;
  cookies: CookieWriter;
}

const authenticated = new WeakMap<FastifyRequest, SessionRow>();

/**
 * preHandler for every route of a member module: authorisation comes from the server session only,
 * never from the hint cookies. Answers 401 (and clears the hints) when there is no live session.
 * A live session below `minimumLevel` is answered 401 too, but the SPA's client stays on a 401 while its session is
 * live (a new login replaced the one the call carried: apps/web/src/lib/api-client.ts), so a level-2 route is reached
 * through the SPA's step-up guard (the login with acr_value=2), never by this 401.
 */
export function requireMember(ctx: MemberGuard, minimumLevel: 1 | 2 = 1) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await ctx.sessions.current(request.cookies[SESSION_COOKIE]);
    if (!session || sessionLevel(session, ctx.clock.now()) < minimumLevel) {
      if (!session) ctx.cookies.clearHints(reply);
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'unauthenticated', message: 'ログインしてください。' } });
    }
    authenticated.set(request, session);
  };
}

/** The session a requireMember preHandler admitted. */
export function memberSession(request: FastifyRequest): SessionRow {
  const session = authenticated.get(request);
  if (!session) throw new Error('memberSession() used on a route without requireMember');
  return session;
}
