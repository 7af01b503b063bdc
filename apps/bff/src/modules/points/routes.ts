import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BenepoBalanceResponseSchema,
  CafeBalanceResponseSchema,
  PointHistoryQuerySchema,
  PointHistoryResponseSchema,
  type PointCommandType,
} from '@portal/contracts';
import type { PointEntryKind, Wallet } from '../../adapters/points-ledger.ts';

/** commandType of the history call (docs/decisions/0016-benepo-ledger.md): 1 all, 2 grants, 3 uses, 4 expiries. */
const KINDS_OF_COMMAND: Record<PointCommandType, PointEntryKind[]> = {
  '1': ['grant', 'use', 'expire'],
  '2': ['grant'],
  '3': ['use'],
  '4': ['expire'],
};
import type { AppContext } from '../../context.ts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember } from '../auth/guard.ts';

const NO_CAFETERIA = errorAnswer('no_cafeteria: the member’s company offers no cafeteria plan');

/** Point balances for the header tiles (spec portal.md §7: data.totalPoint, data.appliablePoint). */
export const pointRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
      return { data: { totalPoint: await ctx.points.balance(memberSession(request).memberId, 'benepo') } };
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
      const member = await ctx.carrier.findMember(memberSession(request).memberId);
      if (!member?.cafeteriaEnabled) {
        return reply
          .code(404)
          .send({ error: { code: 'no_cafeteria', message: 'カフェテリアプランはご利用いただけません。' } });
      }
      return { data: { appliablePoint: await ctx.points.balance(member.id, 'cafe') } };
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
        const memberId = memberSession(request).memberId;
        if (wallet === 'cafe' && !(await ctx.carrier.findMember(memberId))?.cafeteriaEnabled) {
          return reply
            .code(404)
            .send({ error: { code: 'no_cafeteria', message: 'カフェテリアプランはご利用いただけません。' } });
        }
        const { commandType, page, size } = request.query;
        const [totalPoint, history] = await Promise.all([
          ctx.points.balance(memberId, wallet),
          ctx.points.history(memberId, wallet, { kinds: KINDS_OF_COMMAND[commandType], page, size }),
        ]);
        return {
          data: {
            totalPoint,
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
