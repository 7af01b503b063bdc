import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '@portal/db';
import { ACCESS } from '../../lib/openapi.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, ctx) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkLiveness',
        summary: 'Liveness: the process answers',
        security: ACCESS.public,
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkReadiness',
        summary: 'Readiness: the database answers (503 when it does not)',
        security: ACCESS.public,
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
