import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
import type { MemberLists, MenuState } from './service.ts';

/** A change of one of the member's lists: the privilege's state after it; 404 when the member may not see it now. */
const listChange =
  (change: (memberId: string, menuNo: string) => Promise<MenuState | null>) =>
  async (request: FastifyRequest<{ Params: z.infer<typeof MenuNoParamsSchema> }>, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const state = await change(memberSession(request).memberId, request.params.menuNo);
    return state ? { data: state } : reply.code(404).send(MENU_NOT_FOUND);
  };

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
    listChange(memberLists.addFavorite),
  );

  // Removing needs no visible privilege: one that has ended can still leave the list.
  app.delete(
    '/v1/favorite/menus/:menuNo',
    menuRoute('removeFavorite', 'Removes a privilege from the member’s favourites (idempotent)', false),
    listChange(memberLists.removeFavorite),
  );

  app.post(
    '/v1/favorite/viewed/:menuNo',
    menuRoute('recordMenuView', 'Records the member’s visit of a privilege in their viewed history (閲覧履歴)'),
    listChange(memberLists.recordView),
  );
};
