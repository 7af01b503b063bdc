import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { sessionLevel } from './service.ts';
import type { SessionRow } from './repository.ts';

const authenticated = new WeakMap<FastifyRequest, SessionRow>();

/**
 * preHandler for every route of a member module: authorisation comes from the server session only,
 * never from the hint cookies. Answers 401 (and clears the hints) when there is no live session.
 */
export function requireMember(ctx: AppContext, minimumLevel: 1 | 2 = 1) {
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
