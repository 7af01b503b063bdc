import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@portal/contracts';
import { MAP_MARKER_LIMIT, MapMarkersQuerySchema, MapMarkersResponseSchema } from '@portal/contracts/catalog-map';
import type { Clock } from '../../lib/clock.ts';
import { ACCESS, ERRORS } from '../../lib/openapi.ts';
import type { Viewer } from '../auth/viewer.ts';
import { createMapSearch } from './map-service.ts';
import type { MenuCatalog } from './menu-catalog.ts';

/** The map asks again when a member changes a filter or searches the area in view: as often as the search. */
export const MAP_RATE_LIMIT_PER_MINUTE = 120;

/** GET /v1/catalog/map: the privileges around an area, as markers (/map, issue 12). */
export const catalogMapRoutes: FastifyPluginAsyncZod<{
  menuCatalog: MenuCatalog;
  viewer: Viewer;
  clock: Clock;
  /** The catalogue's version (catalog-version.ts): kept answers are kept per version. */
  catalogVersion?: () => string;
}> = async (app, ctx) => {
  const mapSearch = createMapSearch(ctx.menuCatalog, ctx.catalogVersion);

  app.get(
    '/v1/catalog/map',
    {
      config: { rateLimit: { max: MAP_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['catalog'],
        operationId: 'listMapMarkers',
        summary: `Privileges with a position, as map markers: the first ${MAP_MARKER_LIMIT} and how many matched`,
        security: ACCESS.visitorOrMember,
        description:
          'The filters and keyword of GET /v1/catalog/menus (without page, size and sort: the recommended ones ' +
          'come first), and bbox=west,south,east,north in degrees for the area in view. Only privileges with a ' +
          'position are counted. A signed-in member also sees what is offered to their business code.',
        querystring: MapMarkersQuerySchema,
        response: { 200: MapMarkersResponseSchema, 400: ERRORS.invalidRequest, 429: ERRORS.tooManyRequests },
      },
    },
    async (request, reply) => {
      const member = await ctx.viewer(request.cookies[SESSION_COOKIE]);
      reply.header('cache-control', 'private, max-age=60').header('vary', 'Cookie');
      return mapSearch.markers(request.query, member?.businessCode ?? null, ctx.clock.now());
    },
  );
};
