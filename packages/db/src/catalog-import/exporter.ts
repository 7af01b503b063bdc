import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { FEED_COLUMNS, type CatalogFeedRow, type FeedColumn, type FeedFormat } from '@portal/contracts/catalog-feed';
import type { Database } from '../client.ts';
import { catalogMenus, catalogStayPlans } from '../schema/index.ts';
import { usageFlagsOf } from './feed-rows.ts';

/**
 * `catalog export`: the listed privileges (withdrawn ones left out) as a catalogue feed, in menuNo order, every field
 * written out — what `catalog import` reads back (docs/catalog-feed.md).
 */

/** Privileges per query (keyset pages by menuNo). */
const PAGE = 2_000;

type MenuRow = typeof catalogMenus.$inferSelect;
type PlanRow = typeof catalogStayPlans.$inferSelect;

/** A stored privilege as a feed row. */
export function feedRowOf(menu: MenuRow, plans: readonly PlanRow[]): CatalogFeedRow {
  return {
    menuNo: menu.menuNo,
    menuNm: menu.name,
    menuNmKana: menu.nameKana,
    catchCopy: menu.catchCopy,
    leadCopy: menu.leadCopy,
    imageUrl: menu.imageUrl,
    imageExplanation: menu.imageExplanation,
    type: (menu.menuType ?? null) as CatalogFeedRow['type'],
    serviceType: menu.serviceType as CatalogFeedRow['serviceType'],
    catLrgClassCd: menu.catLrgClassCd,
    catMidClassCd: menu.catMidClassCd,
    catSmlClassCd: menu.catSmlClassCd,
    areaMidClassCd: menu.prefectureCode,
    areaSmlClassCd: menu.areaCode,
    areaDtlClassCd: menu.areaDtlCode,
    shopAreaDiv: menu.shopAreaDiv,
    srvicDiv: menu.serviceDivision as CatalogFeedRow['srvicDiv'],
    useage: usageFlagsOf(menu.usageFlags) as CatalogFeedRow['useage'],
    regularPrice: menu.regularPrice,
    memberPrice: menu.memberPrice,
    discountRate: menu.discountRate,
    publishedUntil: menu.publishedUntil?.toISOString() ?? null,
    position:
      menu.latitude !== null && menu.longitude !== null ? { latitude: menu.latitude, longitude: menu.longitude } : null,
    coupon:
      menu.couponCode || menu.couponBarcode
        ? { code: menu.couponCode, barcode: menu.couponBarcode, conditions: menu.couponConditions ?? '' }
        : null,
    lifeGenreTags: menu.genreTags,
    webReservation: menu.webReservation,
    canUseCafe: menu.canUseCafe,
    withoutSalesPeriod: menu.withoutSalesPeriod,
    isBusinessHotel: menu.businessHotel,
    hasNaturalHotspring: menu.naturalHotSpring,
    stayPlans: plans.map((plan) => ({
      planNo: plan.planNo,
      name: plan.name,
      pricePerPerson: plan.pricePerPerson,
      meals: plan.meals as CatalogFeedRow['stayPlans'][number]['meals'],
      nonSmoking: plan.nonSmoking,
      provider: plan.provider as CatalogFeedRow['stayPlans'][number]['provider'],
    })),
    publishedFrom: menu.publishedFrom.toISOString(),
    businessCodes: menu.businessCodes,
    recommendRank: menu.recommendRank,
  };
}

const COLUMNS = Object.keys(FEED_COLUMNS) as FeedColumn[];

/** A field as its CSV cell: lists `|`-separated, objects as JSON, null and empty lists as an empty cell. */
function cellOf(column: FeedColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (FEED_COLUMNS[column]) {
    case 'list':
    case 'integerList':
      return (value as unknown[]).join('|');
    case 'json':
      return Array.isArray(value) && value.length === 0 ? '' : JSON.stringify(value);
    default:
      return String(value);
  }
}

/** The listed privileges as a feed, a page of rows per chunk of text. */
export async function* exportFeed(db: Database, format: FeedFormat): AsyncGenerator<string> {
  if (format === 'csv') yield stringify([COLUMNS]);
  let after = '';
  for (;;) {
    const menus = await db
      .select()
      .from(catalogMenus)
      .where(and(isNull(catalogMenus.withdrawnAt), gt(catalogMenus.menuNo, after)))
      .orderBy(asc(catalogMenus.menuNo))
      .limit(PAGE);
    if (menus.length === 0) return;
    const plans = await db
      .select()
      .from(catalogStayPlans)
      .where(
        inArray(
          catalogStayPlans.menuNo,
          menus.map((menu) => menu.menuNo),
        ),
      )
      .orderBy(asc(catalogStayPlans.menuNo), asc(catalogStayPlans.planNo));
    const plansOf = Map.groupBy(plans, (plan) => plan.menuNo);
    const rows = menus.map((menu) => feedRowOf(menu, plansOf.get(menu.menuNo) ?? []));
    yield format === 'csv'
      ? stringify(rows.map((row) => COLUMNS.map((column) => cellOf(column, row[column]))))
      : rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    after = menus.at(-1)!.menuNo;
  }
}
