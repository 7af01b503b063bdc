import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContractInfoResponseSchema, MemberInfoUpdateSchema, UserResponseSchema } from '@portal/contracts';
import { CafeAvailabilityResponseSchema } from '@portal/contracts/catalog';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember, type MemberGuard } from '../auth/guard.ts';
import type { UserService } from './service.ts';

/** Every call here is a member's; the POSTs and the PUT also pass the CSRF check. */
const memberErrors = { 401: ERRORS.unauthenticated, 403: ERRORS.csrf };

/**
 * The member's own data: POST /v1/users/my, /v1/users/contract-info, PUT /v1/users/member-info (spec portal.md §7),
 * GET /v1/users/cafe-availability (spec search.md §7).
 */
export const userRoutes: FastifyPluginAsyncZod<MemberGuard & { users: UserService }> = async (app, ctx) => {
  const { users } = ctx;
  app.addHook('preHandler', requireMember(ctx));

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
      return { data: await users.user(memberSession(request)) };
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
      return { data: { contractInfo: await users.contractInfo(memberSession(request).memberId) } };
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
      const user = await users.chooseAccount(memberSession(request), request.body.ssoSubscriptionId);
      if (!user) {
        return reply
          .code(422)
          .send({ error: { code: 'unknown_account', message: '選択されたアカウントは利用できません。' } });
      }
      return { data: user };
    },
  );

  // checkCafeAvailable: whether the cafe link shows also needs ssoPrincipalFlg '1'; the SPA decides that.
  app.get(
    '/v1/users/cafe-availability',
    {
      schema: {
        tags: ['users'],
        operationId: 'getCafeAvailability',
        summary: "Whether the member's company offers the cafeteria plan (checkCafeAvailable)",
        security: ACCESS.member,
        response: { 200: CafeAvailabilityResponseSchema, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await users.cafeAvailable(memberSession(request).memberId)) ? ('OK' as const) : ('NG' as const) };
    },
  );
};
