import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts; Swagger UI at /swagger/dist/ outside production. */
export const docsPlugin = fp<{ exposeUi: boolean }>(async (app: FastifyInstance, { exposeUi }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Member-benefits portal BFF', version: '1.0.0', description: 'The /v1 API the SPA calls.' },
    },
    transform: jsonSchemaTransform,
  });
  if (exposeUi) await app.register(swaggerUi, { routePrefix: '/swagger/dist' });
});
