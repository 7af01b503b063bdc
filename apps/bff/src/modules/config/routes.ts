import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigResponseSchema } from '@portal/contracts';
import type { AppConfig } from '../../config.ts';
import { ACCESS } from '../../lib/openapi.ts';

/**
 * GET /v1/config: the external sites' base URLs, the environment, the customer centre and the cookies' domain, for the
 * SPA: one image serves any deployment.
 */
export const configRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, 'env' | 'externalSites' | 'map' | 'customerCentre' | 'cookieDomain'> }> = async (
  app,
  ctx,
) => {
  const { map } = ctx.config;
  const body = {
    data: {
      environment: ctx.config.env.APP_ENV,
      ...ctx.config.externalSites,
      mapTileUrl: map.tileUrl,
      mapTileAttribution: map.tileAttribution,
      customerCentre: ctx.config.customerCentre,
      cookieDomain: ctx.config.cookieDomain ?? null,
    },
  };
  app.get(
    '/v1/config',
    {
      schema: {
        tags: ['config'],
        operationId: 'getPublicConfig',
        summary: 'Runtime configuration for the SPA',
        security: ACCESS.public,
        response: { 200: PublicConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
