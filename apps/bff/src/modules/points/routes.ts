import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BenepoBalanceResponseSchema,
  CafeBalanceResponseSchema,
  PointHistoryQuerySchema,
  PointHistoryResponseSchema,
} from '@portal/contracts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember, type MemberGuard } from '../auth/guard.ts';
import type { Wallet } from './rules.ts';
import type { PointsService } from './service.ts';

const NO_CAFETERIA = errorAnswer('no_cafeteria: the member’s company offers no cafeteria plan');

/** Point balances for the header tiles (spec portal.md §7: data.totalPoint, data.appliablePoint). */
export const pointRoutes: FastifyPluginAsyncZod<MemberGuard & { points: PointsService }> = async (app, ctx) => {
  const { points } = ctx;
  const noCafeteria = (reply: FastifyReply) =>
    reply.code(404).send({ error: { code: 'no_cafeteria', message: 'カフェテリアプランはご利用いただけません。' } });
  app.addHook('preHandler', requireMember(ctx));

  app.get(
    '/v1/points/benepo',
    {
      schema: {
        tags: ['points'],
        operationId: 'getBenepoBalance',
        summary: 'Benepo balance',
        security: ACCESS.member,
        response: { 200: BenepoBalanceResponseSchema, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { totalPoint: await points.benepoBalance(memberSession(request).memberId) } };
    },
  );

  app.get(
    '/v1/points/cafe',
    {
      schema: {
        tags: ['points'],
        operationId: 'getCafeBalance',
        summary: 'Cafe points the member may apply (404 without a cafeteria plan)',
        security: ACCESS.member,
        response: { 200: CafeBalanceResponseSchema, 401: ERRORS.unauthenticated, 404: NO_CAFETERIA },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const appliablePoint = await points.cafeBalance(memberSession(request).memberId);
      if (appliablePoint === null) return noCafeteria(reply);
      return { data: { appliablePoint } };
    },
  );

  for (const wallet of ['benepo', 'cafe'] as const satisfies Wallet[]) {
    app.get(
      `/v1/points/${wallet}/history`,
      {
        schema: {
          tags: ['points'],
          operationId: wallet === 'benepo' ? 'listBenepoHistory' : 'listCafeHistory',
          summary:
            wallet === 'benepo'
              ? 'Benepo history (commandType 1 all, 2 grants, 3 uses, 4 expiries) with data.totalPoint'
              : 'Cafe point history (same commandType; 404 without a cafeteria plan)',
          security: ACCESS.member,
          querystring: PointHistoryQuerySchema,
          response: {
            200: PointHistoryResponseSchema,
            400: ERRORS.invalidRequest,
            401: ERRORS.unauthenticated,
            ...(wallet === 'cafe' ? { 404: NO_CAFETERIA } : {}),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { page, size } = request.query;
        const history = await points.history(memberSession(request).memberId, wallet, request.query);
        if (!history) return noCafeteria(reply);
        return {
          data: {
            totalPoint: history.balance,
            entries: history.entries.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })),
            page,
            size,
            totalElements: history.total,
          },
        };
      },
    );
  }
};
