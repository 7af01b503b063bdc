import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BenepoBalanceResponseSchema, CafeBalanceResponseSchema, ErrorResponseSchema } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { memberSession, requireMember } from '../auth/guard.ts';

/** Point balances for the header tiles (spec portal.md §7: data.totalPoint, data.appliablePoint). */
export const pointRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', requireMember(ctx));

  app.get(
    '/v1/points/benepo',
    {
      schema: {
        tags: ['points'],
        summary: 'Benepo balance',
        response: { 200: BenepoBalanceResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { totalPoint: await ctx.points.balance(memberSession(request).memberId, 'benepo') } };
    },
  );

  app.get(
    '/v1/points/cafe',
    {
      schema: {
        tags: ['points'],
        summary: 'Cafe points the member may apply (404 without a cafeteria plan)',
        response: { 200: CafeBalanceResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await ctx.carrier.findMember(memberSession(request).memberId);
      if (!member?.cafeteriaEnabled) {
        return reply
          .code(404)
          .send({ error: { code: 'no_cafeteria', message: 'カフェテリアプランはご利用いただけません。' } });
      }
      return { data: { appliablePoint: await ctx.points.balance(member.id, 'cafe') } };
    },
  );
};
