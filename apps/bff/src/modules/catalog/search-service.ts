import { LRUCache } from 'lru-cache';
import {
  type MenuDetailView,
  type MenuSearchQuery as WireQuery,
  type MenuSearchResponse,
  type MenuSummary,
} from '@portal/contracts/catalog';
import { SERVICE_DIVISION } from '@portal/contracts/service-division';
import { catalogData } from '@portal/db';
import type { MenuCatalog } from './menu-catalog.ts';
import { type MenuHit, type MenuRow, type MenuSearchQuery, type StayPlanConditions } from './search-repository.ts';

/** A search answer is kept this long per query and audience: the catalogue changes with a release or a window. */
export const SEARCH_CACHE_TTL_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 5_000;

const names = catalogData.AREA_NAMES;

/** Category names by `lrg`, `lrg/mid` and `lrg/mid/sml`. */
const categoryNames = new Map<string, string>();
for (const large of catalogData.CATEGORY_TREE) {
  categoryNames.set(large.code, large.name);
  for (const mid of large.children ?? []) {
    categoryNames.set(`${large.code}/${mid.code}`, mid.name);
    for (const sml of mid.children ?? []) categoryNames.set(`${large.code}/${mid.code}/${sml.code}`, sml.name);
  }
}

const flagsOf = (bits: number) => [1, 2, 3, 4].filter((flag) => (bits & (1 << (flag - 1))) !== 0);
const yes = (value: string | undefined) => value === '1' || value === 'true';

/** Region → its prefectures' codes (areaLrgClassCd of the stay forms). */
const regionPrefectures = new Map(
  catalogData.AREA_CATALOGUE.map((region) => [region.code, region.prefectures.map((p) => p.code)]),
);

/** A checked group of options: undefined when none is checked, else the values of the checked ones. */
function chosen<K extends string, V>(checked: readonly K[] | undefined, values: Record<K, V>): V[] | undefined {
  return checked?.length ? [...new Set(checked.map((key) => values[key]))] : undefined;
}

/**
 * The stay forms' plan conditions: one plan must meet them all (its price per person within the fee bounds, its
 * meals, smoking and provider among the checked ones). Undefined when none is given; a fee of 0 is no bound.
 */
function stayPlanConditions(wire: WireQuery): StayPlanConditions | undefined {
  const conditions: StayPlanConditions = {
    feeLower: wire.feeLower || undefined,
    feeUpper: wire.feeUpper || undefined,
    meals: chosen(wire.mealCondition, { isOnlyDinner: 'dinner', isOnlyBreakfast: 'breakfast' } as const),
    nonSmoking: chosen(wire.roomCondition, { isNonSmokingRoom: true, isSmokingRoom: false }),
    providers: chosen(wire.planByCompany, { isNotRakuten: 'original', isRakuten: 'partner' } as const),
  };
  return Object.values(conditions).some((value) => value !== undefined) ? conditions : undefined;
}

/** The wire query (spec parameter names) as the repository's question. */
export function toSearchQuery(wire: WireQuery, businessCode: string | null, now: Date): MenuSearchQuery {
  const usage = [...(wire.useage ?? []), ...(wire['useage[]'] ?? [])].map(Number);
  const { category } = wire;
  return {
    keyword: wire.keyword,
    serviceType: wire.serviceType,
    // The stay forms' category; any other (the life form's free one) is no filter.
    serviceDivision: category === 'stay' || category === 'publicStay' ? SERVICE_DIVISION[category] : undefined,
    menuTypes: wire.type?.map(Number),
    catLrgClassCd: wire.catLrgClassCd,
    catMidClassCd: wire.catMidClassCd,
    catSmlClassCd: wire.catSmlClassCd,
    regionPrefectureCodes: wire.areaLrgClassCd ? regionPrefectures.get(wire.areaLrgClassCd) : undefined,
    prefectureCodes: wire.areaMidClassCd,
    areaCodes: wire.areaSmlClassCd,
    areaDtlCodes: wire.areaDtlClassCd,
    genreTags: wire.lifeGenreTags,
    usage: [...new Set(usage)],
    priceFrom: wire.priceFrom,
    priceTo: wire.priceTo,
    discountFrom: wire.discountFrom,
    discountTo: wire.discountTo,
    canUseCafe: yes(wire.canUseCafe) || Boolean(wire.checked?.includes('can_use_cafe')),
    includeOutsideSalesPeriod: Boolean(wire.checked?.includes('without_sales_period')),
    webReservation: yes(wire.webReservation),
    businessHotel: Boolean(wire.facility?.includes('isBusinessHotel')),
    naturalHotSpring: Boolean(wire.serviceEquip?.includes('hasNaturalHotspring')),
    stayPlan: stayPlanConditions(wire),
    businessCode,
    now,
    sort: wire.sort ?? (wire.orderBy === 'LOWEST_PRICE' ? 'price' : 'recommended'),
    page: wire.page,
    size: wire.size,
  };
}

function summary(hit: MenuHit): MenuSummary {
  return {
    menuNo: hit.menuNo,
    menuNm: hit.name,
    menuNmKana: hit.nameKana,
    catchCopy: hit.catchCopy,
    imageUrl: hit.imageUrl,
    imageExplanation: hit.imageExplanation,
    type: hit.menuType === null ? null : Number(hit.menuType),
    serviceType: hit.serviceType as MenuSummary['serviceType'],
    catLrgClassCd: hit.catLrgClassCd,
    catMidClassCd: hit.catMidClassCd,
    catSmlClassCd: hit.catSmlClassCd,
    areaMidClassCd: hit.prefectureCode,
    areaMidClassNm: names.get(hit.prefectureCode) ?? '',
    areaSmlClassCd: hit.areaCode,
    areaSmlClassNm: names.get(hit.areaCode) ?? '',
    shopAreaDiv: hit.shopAreaDiv,
    srvicDiv: hit.serviceDivision as MenuSummary['srvicDiv'],
    useage: flagsOf(Number(hit.usageFlags)),
    regularPrice: hit.regularPrice === null ? null : Number(hit.regularPrice),
    memberPrice: hit.memberPrice === null ? null : Number(hit.memberPrice),
    discountRate: hit.discountRate === null ? null : Number(hit.discountRate),
  };
}

/**
 * A privilege's detail: the coupon's code or barcode only for a signed-in member (a visitor learns that there is
 * one, and is asked to log in to use it).
 */
export function menuDetail(row: MenuRow, viewer: { signedIn: boolean; favorite: boolean }): MenuDetailView {
  const hasCoupon = Boolean(row.couponCode ?? row.couponBarcode);
  const { catLrgClassCd: lrg, catMidClassCd: mid, catSmlClassCd: sml } = row;
  return {
    ...summary(row),
    leadCopy: row.leadCopy,
    catLrgClassNm: categoryNames.get(lrg) ?? '',
    catMidClassNm: categoryNames.get(`${lrg}/${mid}`) ?? '',
    catSmlClassNm: categoryNames.get(`${lrg}/${mid}/${sml}`) ?? '',
    areaDtlClassCd: row.areaDtlCode,
    publishedUntil: row.publishedUntil?.toISOString() ?? null,
    position:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    coupon:
      hasCoupon && viewer.signedIn
        ? { code: row.couponCode, barcode: row.couponBarcode, conditions: row.couponConditions ?? '' }
        : null,
    hasCoupon,
    lifeGenreTags: row.genreTags,
    webReservation: row.webReservation,
    canUseCafe: row.canUseCafe,
    withoutSalesPeriod: row.withoutSalesPeriod,
    isBusinessHotel: row.businessHotel,
    hasNaturalHotspring: row.naturalHotSpring,
    stayPlans: row.stayPlans,
    favorite: viewer.favorite,
  };
}

/**
 * Privilege search for the results pages: the repository's answer in the wire's shape, kept for a minute per query
 * and audience (a visitor, or a business code), bounded to 5,000 answers — and per catalogue version
 * (catalog-version.ts), so that an import's changes and withdrawals are searched at once (issue 31).
 */
export function createMenuSearch(catalog: MenuCatalog, catalogVersion: () => string = () => '') {
  const cache = new LRUCache<string, MenuSearchResponse>({ max: SEARCH_CACHE_ENTRIES, ttl: SEARCH_CACHE_TTL_MS });

  return {
    async search(wire: WireQuery, businessCode: string | null, now: Date): Promise<MenuSearchResponse> {
      const query = toSearchQuery(wire, businessCode, now);
      // Keyed by the question, not its spelling: an ignored `category` or `orderBy` under a `sort` is the same one.
      const key = JSON.stringify({ ...query, now: undefined, catalogVersion: catalogVersion() });
      const kept = cache.get(key);
      if (kept) return kept;
      const result = await catalog.search(query);
      const answer: MenuSearchResponse = {
        data: {
          totalElements: result.total,
          totalPages: Math.ceil(result.total / query.size),
          page: query.page,
          size: query.size,
          content: result.items.map(summary),
          facets: {
            categories: result.facets.categories.map(({ code, count }) => ({
              catLrgClassCd: code,
              name: categoryNames.get(code) ?? code,
              count,
            })),
            prefectures: result.facets.prefectures.map(({ code, count }) => ({
              areaMidClassCd: code,
              name: names.get(code) ?? code,
              count,
            })),
            useage: result.facets.usage.map(({ flag, count }) => ({ useage: flag, count })),
            priceBands: result.facets.priceBands,
          },
        },
      };
      cache.set(key, answer);
      return answer;
    },
  };
}
