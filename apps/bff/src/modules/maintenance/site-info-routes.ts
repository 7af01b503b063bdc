import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MaintenanceInfoSchema, SITE_INFO_IDS } from '@portal/contracts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import type { MaintenanceSwitch } from './maintenance-switch.ts';

/** How often /maintenance asks (seconds): the answer may be kept that long. */
export const SITE_INFO_MAX_AGE_SECONDS = 30;

/**
 * GET /lifeyell/info/{id}.json (spec portal.md §7): the portal's state for pages, open while the API is closed for
 * maintenance (the gate lets every path with a file extension through). `maintenance.json` says whether the portal
 * is under maintenance; any other id is a 404.
 */
export const siteInfoRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceSwitch }> = async (
  app,
  { maintenance },
) => {
  app.get(
    '/lifeyell/info/:file',
    {
      schema: {
        tags: ['site'],
        operationId: 'getSiteInfo',
        summary: 'The portal’s state as a file: maintenance.json (whether it is under maintenance)',
        security: ACCESS.public,
        params: z.object({ file: z.string().max(64) }),
        response: {
          200: MaintenanceInfoSchema,
          400: ERRORS.invalidRequest,
          404: errorAnswer('not_found: no such file'),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.file.endsWith('.json') ? request.params.file.slice(0, -'.json'.length) : null;
      if (id === null || !(SITE_INFO_IDS as readonly string[]).includes(id)) {
        return reply.code(404).send({ error: { code: 'not_found', message: 'お探しの情報は見つかりませんでした。' } });
      }
      const state = await maintenance.state();
      reply.header('cache-control', `public, max-age=${SITE_INFO_MAX_AGE_SECONDS}`);
      return {
        maintenance: state.on,
        since: state.since?.toISOString() ?? null,
        retryAfterSeconds: state.on ? state.retryAfterSeconds : null,
      };
    },
  );
};
