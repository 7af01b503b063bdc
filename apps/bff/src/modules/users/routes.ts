import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContractInfoResponseSchema, MemberInfoUpdateSchema, UserResponseSchema } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember } from '../auth/guard.ts';
import { sessionLevel } from '../auth/service.ts';
import type { SessionRow } from '../auth/repository.ts';
import { serializeContractInfo, serializeUser } from './serializers.ts';

/** Every call here is a member's; the POSTs and the PUT also pass the CSRF check. */
const memberErrors = { 401: ERRORS.unauthenticated, 403: ERRORS.csrf };

/** The member's own data: POST /v1/users/my, /v1/users/contract-info, PUT /v1/users/member-info (spec portal.md §7). */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', requireMember(ctx));

  async function loadUser(session: SessionRow) {
    const member = await ctx.carrier.findMember(session.memberId);
    if (!member) throw new Error(`member ${session.memberId} of a live session is unknown to the carrier gateway`);
    const [subscriptions, benepo, cafe] = await Promise.all([
      ctx.carrier.listSubscriptions(member.id),
      ctx.points.balance(member.id, 'benepo'),
      member.cafeteriaEnabled ? ctx.points.balance(member.id, 'cafe') : Promise.resolve(null),
    ]);
    return serializeUser({
      member,
      subscriptions,
      session,
      level: sessionLevel(session, ctx.clock.now()),
      benepo,
      cafe,
    });
  }

  app.post(
    '/v1/users/my',
    {
      schema: {
        tags: ['users'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in member (User entity)',
        security: ACCESS.memberWithCsrf,
        response: { 200: UserResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await loadUser(memberSession(request)) };
    },
  );

  app.post(
    '/v1/users/contract-info',
    {
      schema: {
        tags: ['users'],
        operationId: 'getContractInfo',
        summary: "The member's carrier contracts",
        security: ACCESS.memberWithCsrf,
        response: { 200: ContractInfoResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const subscriptions = await ctx.carrier.listSubscriptions(memberSession(request).memberId);
      return { data: { contractInfo: serializeContractInfo(subscriptions) } };
    },
  );

  app.put(
    '/v1/users/member-info',
    {
      schema: {
        tags: ['users'],
        operationId: 'chooseAccount',
        summary: 'Choose the account (subscription) to act as — the account chooser',
        security: ACCESS.memberWithCsrf,
        body: MemberInfoUpdateSchema,
        response: {
          200: UserResponseSchema,
          400: ERRORS.invalidRequest,
          ...memberErrors,
          422: errorAnswer('unknown_account: the subscription is not one of the member’s'),
        },
      },
    },
    async (request, reply) => {
      const session = memberSession(request);
      const subscriptions = await ctx.carrier.listSubscriptions(session.memberId);
      if (!subscriptions.some((s) => s.id === request.body.ssoSubscriptionId)) {
        return reply
          .code(422)
          .send({ error: { code: 'unknown_account', message: '選択されたアカウントは利用できません。' } });
      }
      const updated = await ctx.sessions.chooseAccount(session, request.body.ssoSubscriptionId);
      return { data: await loadUser(updated) };
    },
  );
};
