import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES } from '../lib/openapi.ts';

/**
 * The zod contracts as JSON Schema (fastify-type-provider-zod), and a redirect (3xx) as what it is: a Location
 * header and no body. The routes declare it with redirectAnswer() (lib/openapi.ts).
 */
const transform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const response = output.schema.response as Record<string, { description?: string }> | undefined;
  for (const [status, schema] of Object.entries(response ?? {})) {
    if (!status.startsWith('3')) continue;
    response![status] = {
      type: 'null',
      description: schema.description,
      headers: { location: { type: 'string', description: 'Where the browser goes next' } },
    } as { description?: string };
  }
  return output;
};

/**
 * OpenAPI generated from the zod contracts, for the whole app, before its routes. `npm test` lints the document with
 * Redocly's recommended rules (test/openapi.test.ts, redocly.yaml).
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Member-benefits portal BFF', version: '1.0.0', description: 'The /v1 API the SPA calls.' },
      // One origin (PUBLIC_ORIGIN) serves the SPA, the API and the OIDC callbacks; the cookies and the CSRF check are
      // bound to it. The document is served there too, so the relative URL is that origin.
      servers: [{ url: '/', description: 'The portal’s origin' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
  });
});

/** Swagger UI at /swagger/dist/, outside production: a document, in app.ts's documents' context. */
export const docsUiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swaggerUi, { routePrefix: '/swagger/dist' });
});
