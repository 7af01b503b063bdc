import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavoriteStateResponseSchema,
  MenuItemInfoQuerySchema,
  MenuItemInfoResponseSchema,
  MenuNoParamsSchema,
} from '@portal/contracts/catalog';
import type { AppContext } from '../../context.ts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import type { Catalog } from '../../adapters/catalog.ts';
import { memberSession, requireMember } from '../auth/guard.ts';
import type { MenuCatalog } from '../catalog/menu-catalog.ts';
import { MENU_NOT_FOUND } from '../catalog/search-repository.ts';
import { createMemberMenuItems } from './repository.ts';
import { serializeMenuItem } from './serializers.ts';

export interface FavoriteRoutesOptions extends AppContext {
  catalog: Catalog;
  menuCatalog: MenuCatalog;
}

/** The member's viewed history and favourites (spec search.md §7 getViewedListHistory). */
export const favoriteRoutes: FastifyPluginAsyncZod<FavoriteRoutesOptions> = async (app, ctx) => {
  app.addHook('preHandler', requireMember(ctx));

  app.get(
    '/v1/favorite/menu-item-info',
    {
      schema: {
        tags: ['favorites'],
        operationId: 'listMemberMenuItems',
        summary: 'Viewed or favourite menus of the member, one page (getViewedListHistory)',
        security: ACCESS.member,
        querystring: MenuItemInfoQuerySchema,
        response: { 200: MenuItemInfoResponseSchema, 400: ERRORS.invalidRequest, 401: ERRORS.unauthenticated },
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

  const items = createMemberMenuItems(ctx.db);
  /** The privilege, when this member may see it now (the search's rules); null otherwise. */
  async function visibleMenu(memberId: string, menuNo: string) {
    const member = await ctx.carrier.findMember(memberId);
    return ctx.menuCatalog.find(menuNo, { businessCode: member?.businessCode ?? null, now: ctx.clock.now() });
  }
  /** A change of the member's lists: session and CSRF token; a privilege the member may not see now is 404. */
  const menuRoute = (operationId: string, summary: string, canBeNotFound = true) => ({
    schema: {
      tags: ['favorites'],
      operationId,
      summary,
      security: ACCESS.memberWithCsrf,
      params: MenuNoParamsSchema,
      response: {
        200: FavoriteStateResponseSchema,
        400: ERRORS.invalidRequest,
        401: ERRORS.unauthenticated,
        403: ERRORS.csrf,
        ...(canBeNotFound
          ? { 404: errorAnswer('menu_not_found: no such privilege, or not offered to the member now') }
          : {}),
      },
    },
  });

  app.put(
    '/v1/favorite/menus/:menuNo',
    menuRoute('addFavorite', 'Adds a privilege to the member’s favourites (idempotent)'),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { memberId } = memberSession(request);
      const menu = await visibleMenu(memberId, request.params.menuNo);
      if (!menu) return reply.code(404).send(MENU_NOT_FOUND);
      await items.addFavorite(memberId, menu.menuNo, ctx.clock.now());
      return { data: { menuNo: menu.menuNo, favorite: true } };
    },
  );

  // Removing needs no visible privilege: one that has ended can still leave the list.
  app.delete(
    '/v1/favorite/menus/:menuNo',
    menuRoute('removeFavorite', 'Removes a privilege from the member’s favourites (idempotent)', false),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await items.removeFavorite(memberSession(request).memberId, request.params.menuNo);
      return { data: { menuNo: request.params.menuNo, favorite: false } };
    },
  );

  app.post(
    '/v1/favorite/viewed/:menuNo',
    menuRoute('recordMenuView', 'Records the member’s visit of a privilege in their viewed history (閲覧履歴)'),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { memberId } = memberSession(request);
      const menu = await visibleMenu(memberId, request.params.menuNo);
      if (!menu) return reply.code(404).send(MENU_NOT_FOUND);
      await items.recordView(memberId, menu.menuNo, ctx.clock.now());
      return { data: { menuNo: menu.menuNo, favorite: await items.isFavorite(memberId, menu.menuNo) } };
    },
  );
};
