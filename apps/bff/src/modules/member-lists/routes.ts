import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavoriteStateResponseSchema,
  MenuItemInfoQuerySchema,
  MenuItemInfoResponseSchema,
  MenuNoParamsSchema,
} from '@portal/contracts/catalog';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember, type MemberGuard } from '../auth/guard.ts';
import { MENU_NOT_FOUND } from '../catalog/serializers.ts';
import { serializeMenuItem } from './serializers.ts';
import type { MemberLists } from './service.ts';

/** The member's viewed history and favourites (spec search.md §7 getViewedListHistory). */
export const memberListRoutes: FastifyPluginAsyncZod<MemberGuard & { memberLists: MemberLists }> = async (app, ctx) => {
  const { memberLists } = ctx;
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
      const { page, size } = request.query;
      const { items, total } = await memberLists.list(memberSession(request).memberId, request.query);
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
      const menuNo = await memberLists.addFavorite(memberSession(request).memberId, request.params.menuNo);
      if (!menuNo) return reply.code(404).send(MENU_NOT_FOUND);
      return { data: { menuNo, favorite: true } };
    },
  );

  // Removing needs no visible privilege: one that has ended can still leave the list.
  app.delete(
    '/v1/favorite/menus/:menuNo',
    menuRoute('removeFavorite', 'Removes a privilege from the member’s favourites (idempotent)', false),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await memberLists.removeFavorite(memberSession(request).memberId, request.params.menuNo);
      return { data: { menuNo: request.params.menuNo, favorite: false } };
    },
  );

  app.post(
    '/v1/favorite/viewed/:menuNo',
    menuRoute('recordMenuView', 'Records the member’s visit of a privilege in their viewed history (閲覧履歴)'),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewed = await memberLists.recordView(memberSession(request).memberId, request.params.menuNo);
      if (!viewed) return reply.code(404).send(MENU_NOT_FOUND);
      return { data: viewed };
    },
  );
};
