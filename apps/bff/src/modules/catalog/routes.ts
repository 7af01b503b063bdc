import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AreaCodesQuerySchema,
  AreaCodesResponseSchema,
  CategoriesResponseSchema,
  GourmetGenresResponseSchema,
  LargeAreasResponseSchema,
  MenuDetailResponseSchema,
  MenuNoParamsSchema,
  MenuSearchQuerySchema,
  MenuSearchResponseSchema,
} from '@portal/contracts/catalog';
import { SESSION_COOKIE } from '@portal/contracts';
import type { Clock } from '../../lib/clock.ts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Catalog } from './catalog.ts';
import type { MenuCatalog } from './menu-catalog.ts';
import { createMenuSearch, menuDetail } from './search-service.ts';
import {
  MENU_NOT_FOUND,
  serializeCategories,
  serializeGourmetGenres,
  serializeLargeAreas,
  serializeRegion,
} from './serializers.ts';

export interface CatalogRoutesOptions {
  catalog: Catalog;
  menuCatalog: MenuCatalog;
  viewer: Viewer;
  /**
   * Whether a privilege is among the signed-in member's favourites (its page's heart): the member lists answer it,
   * and app.ts passes them in (member-lists builds on the catalogue, not the other way round).
   */
  memberLists: { isFavorite(memberId: string, menuNo: string): Promise<boolean> };
  clock: Clock;
  /** The catalogue's version (catalog-version.ts): kept search answers are kept per version. */
  catalogVersion?: () => string;
}

/** A member searches at most this often per minute and address (typing does not search: a submit does). */
export const MENU_SEARCH_RATE_LIMIT_PER_MINUTE = 120;

/** The catalogue changes with a release, not per request: shared caches may keep it for an hour. */
const STATIC_CACHE = 'public, max-age=3600';

function invalidRequest(reply: FastifyReply) {
  return reply.code(400).send({ error: { code: 'invalid_request', message: '入力内容に誤りがあります。' } });
}

/**
 * The code lists of the search widgets, for visitors and members alike (spec search.md §7:
 * getLargeCodesArea, getCodesArea, getLargeCategories, getBSGenreList).
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, ctx) => {
  const { catalog } = ctx;
  const menuSearch = createMenuSearch(ctx.menuCatalog, ctx.catalogVersion);
  const viewer = (request: FastifyRequest) => ctx.viewer(request.cookies[SESSION_COOKIE]);

  app.get(
    '/v1/catalog/menus',
    {
      config: { rateLimit: { max: MENU_SEARCH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['catalog'],
        operationId: 'searchMenus',
        summary: 'Privilege search: results, facet counts and one page (the life, stay and shop hosts)',
        security: ACCESS.visitorOrMember,
        description:
          'keyword matches Japanese as typed: full- and half-width alike, hiragana and katakana alike, kana ' +
          'readings, one- and two-character words; words separated by spaces must all be found. The other ' +
          'parameters are those of the search widgets’ URLs (spec search.md §2), with their names and values: ' +
          'category=stay|publicStay (service division A10|A20; any other category is ignored), areaLrgClassCd ' +
          '(the prefectures of the region), areaMidClassCd, areaSmlClassCd and areaDtlClassCd (repeated or ' +
          'comma-joined), the shop’s checked=can_use_cafe|without_sales_period, the stay forms’ facility and ' +
          'serviceEquip (business hotel, natural hot spring), and feeLower/feeUpper (yen per person, 0 = no ' +
          'bound), mealCondition, roomCondition and planByCompany, which must all hold on one and the same plan ' +
          'of the stay. orderBy=LOWEST_PRICE sorts as sort=price when sort is not given. The stay forms’ party ' +
          'and date (checkInDate, stayNights, rooms, roomCnt, numPeople, adultHeadCnt, child counts) are ' +
          'accepted and ignored: there is no availability to filter by. Unknown parameters are ignored; an empty ' +
          'value counts as absent; a wrong value of a known parameter is a 400. page is 0-based. ' +
          'A signed-in member also sees what is offered to their business code.',
        querystring: MenuSearchQuerySchema,
        response: { 200: MenuSearchResponseSchema, 400: ERRORS.invalidRequest, 429: ERRORS.tooManyRequests },
      },
    },
    async (request, reply) => {
      const member = await viewer(request);
      reply.header('cache-control', 'private, max-age=60').header('vary', 'Cookie');
      return menuSearch.search(request.query, member?.businessCode ?? null, ctx.clock.now());
    },
  );

  app.get(
    '/v1/catalog/menus/:menuNo',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getMenu',
        summary: 'A privilege’s detail (its coupon’s code for a signed-in member only)',
        security: ACCESS.visitorOrMember,
        description: 'A privilege outside its publication window, or offered to another business code, is 404.',
        params: MenuNoParamsSchema,
        response: {
          200: MenuDetailResponseSchema,
          400: ERRORS.invalidRequest,
          404: errorAnswer('menu_not_found: no such privilege, or not offered to this visitor or member now'),
        },
      },
    },
    async (request, reply) => {
      const member = await viewer(request);
      const row = await ctx.menuCatalog.find(request.params.menuNo, {
        businessCode: member?.businessCode ?? null,
        now: ctx.clock.now(),
      });
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
      if (!row) return reply.code(404).send(MENU_NOT_FOUND);
      const favorite = member ? await ctx.memberLists.isFavorite(member.id, row.menuNo) : false;
      return { data: menuDetail(row, { signedIn: member !== null, favorite }) };
    },
  );
  app.get(
    '/v1/enum/codes/area/large',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listLargeAreas',
        summary: 'Wide areas: every prefecture with its region (getLargeCodesArea)',
        security: ACCESS.public,
        response: { 200: LargeAreasResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', STATIC_CACHE);
      return { data: serializeLargeAreas(await catalog.regions()) };
    },
  );

  app.get(
    '/v1/enum/codes/area',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getAreaCodes',
        summary: 'A region with its prefectures, municipalities and sub-areas (getCodesArea)',
        security: ACCESS.public,
        description:
          'Without areaMidClassCd every prefecture of the region; with areaSmlClassCd only that municipality. ' +
          'Codes that do not belong to each other answer 400.',
        querystring: AreaCodesQuerySchema,
        response: { 200: AreaCodesResponseSchema, 400: ERRORS.invalidRequest },
      },
    },
    async (request, reply) => {
      const { areaLrgClassCd, areaMidClassCd, areaSmlClassCd } = request.query;
      const region = (await catalog.regions()).find((r) => r.code === areaLrgClassCd);
      if (!region) return invalidRequest(reply);
      if (areaSmlClassCd !== undefined && areaMidClassCd === undefined) return invalidRequest(reply);
      const prefecture = region.prefectures.find((p) => p.code === areaMidClassCd);
      if (areaMidClassCd !== undefined && !prefecture) return invalidRequest(reply);
      if (areaSmlClassCd !== undefined && !prefecture?.areas.some((a) => a.code === areaSmlClassCd)) {
        return invalidRequest(reply);
      }
      reply.header('cache-control', STATIC_CACHE);
      return {
        data: {
          areaLrgClasses: [serializeRegion(region, { prefectureCode: areaMidClassCd, areaCode: areaSmlClassCd })],
        },
      };
    },
  );

  app.get(
    '/v1/enum/categories',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listCategories',
        summary: 'Every category, parents first, large ones with their mega-menu group (getLargeCategories)',
        security: ACCESS.public,
        response: { 200: CategoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', STATIC_CACHE);
      return { data: { categories: serializeCategories(await catalog.categories()) } };
    },
  );

  app.get(
    '/v1/enum/genres/gourmet',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listGourmetGenres',
        summary: 'Genres of the gourmet booking site (getBSGenreList)',
        security: ACCESS.public,
        response: { 200: GourmetGenresResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', STATIC_CACHE);
      return { data: { catSmlClasses: serializeGourmetGenres(await catalog.gourmetGenres()) } };
    },
  );
};
