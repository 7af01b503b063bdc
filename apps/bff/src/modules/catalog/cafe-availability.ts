import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CafeAvailabilityResponseSchema } from '@portal/contracts/catalog';
import type { AppContext } from '../../context.ts';
import { ACCESS, ERRORS } from '../../lib/openapi.ts';
import { memberSession, requireMember } from '../auth/guard.ts';

/**
 * checkCafeAvailable (spec search.md §6, §7): 'OK' when the member's company offers the cafeteria
 * plan. Whether the cafe link shows also needs ssoPrincipalFlg '1'; the SPA decides that.
 */
export const cafeAvailabilityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', requireMember(ctx));

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
      const member = await ctx.carrier.findMember(memberSession(request).memberId);
      return { data: member?.cafeteriaEnabled ? ('OK' as const) : ('NG' as const) };
    },
  );
};
