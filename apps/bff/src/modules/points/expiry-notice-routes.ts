import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PointExpiryNoticeResponseSchema } from '@portal/contracts';
import { ACCESS, ERRORS } from '../../lib/openapi.ts';
import { memberSession, requireMember, type MemberGuard } from '../auth/guard.ts';
import type { PointExpiryNotices } from './expiry-notice.ts';

/** The point expiry notice of /memberStatus and the top page (docs/decisions/0025). */
export const pointExpiryNoticeRoutes: FastifyPluginAsyncZod<MemberGuard & { notices: PointExpiryNotices }> = async (
  app,
  ctx,
) => {
  app.addHook('preHandler', requireMember(ctx));

  app.get(
    '/v1/points/expiry-notice',
    {
      schema: {
        tags: ['points'],
        operationId: 'getPointExpiryNotice',
        summary: 'Benepo and cafe points that expire by the end of next month (Japan time), per wallet and day',
        security: ACCESS.member,
        response: { 200: PointExpiryNoticeResponseSchema, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await ctx.notices.current(memberSession(request).memberId) };
    },
  );
};
