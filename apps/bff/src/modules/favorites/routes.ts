import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@portal/contracts';
import { MenuItemInfoQuerySchema, MenuItemInfoResponseSchema } from '@portal/contracts/catalog';
import type { AppContext } from '../../context.ts';
import type { Catalog } from '../../adapters/catalog.ts';
import { memberSession, requireMember } from '../auth/guard.ts';
import { serializeMenuItem } from './serializers.ts';

export interface FavoriteRoutesOptions extends AppContext {
  catalog: Catalog;
}

/** The member's viewed history and favourites (spec search.md §7 getViewedListHistory). */
export const favoriteRoutes: FastifyPluginAsyncZod<FavoriteRoutesOptions> = async (app, ctx) => {
  app.addHook('preHandler', requireMember(ctx));

  app.get(
    '/v1/favorite/menu-item-info',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Viewed or favourite menus of the member, one page (getViewedListHistory)',
        querystring: MenuItemInfoQuerySchema,
        response: { 200: MenuItemInfoResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { itemType, serviceType, page, size, sort } = request.query;
      const { items, total } = await ctx.catalog.memberMenuItems(memberSession(request).memberId, {
        itemType,
        serviceType,
        offset: page * size,
        limit: size,
        newestFirst: sort === 'dateAdded,desc',
      });
      return {
        data: {
          content: items.map(serializeMenuItem),
          totalElements: total,
          totalPages: Math.ceil(total / size),
          page,
          size,
        },
      };
    },
  );
};
