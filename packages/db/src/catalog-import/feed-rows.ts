import { createHash } from 'node:crypto';
import { CatalogFeedRowSchema, type CatalogFeedRow } from '@portal/contracts/catalog-feed';
import { AREA_CATALOGUE } from '../catalog/areas.ts';
import { CATEGORY_TREE } from '../catalog/categories.ts';
import { menuSearchColumns } from '../catalog/menu-search-columns.ts';
import { gramCodesLiteral } from '../catalog/search-text.ts';
import { copyFields } from './copy-text.ts';

/**
 * A feed row checked against its contract (CatalogFeedRowSchema) and the catalogue's code lists, and turned into
 * what is staged: its table row (snake_case columns, search columns and stay plans) as the fields of a COPY line, and
 * the hash that tells whether it changed since the last import.
 */

export interface FeedIssue {
  field: string;
  reason: string;
}

const PREFECTURES = new Set(AREA_CATALOGUE.flatMap((region) => region.prefectures.map((p) => p.code)));
const AREAS = new Set(AREA_CATALOGUE.flatMap((r) => r.prefectures.flatMap((p) => p.areas.map((a) => a.code))));
const SUB_AREAS = new Set(
  AREA_CATALOGUE.flatMap((r) => r.prefectures.flatMap((p) => p.areas.flatMap((a) => a.subAreas.map((s) => s.code)))),
);

/** The codes the catalogue knows: a row naming another is rejected (its names could not be shown). */
function codeIssues(row: CatalogFeedRow): FeedIssue[] {
  const issues: FeedIssue[] = [];
  if (!PREFECTURES.has(row.areaMidClassCd)) issues.push({ field: 'areaMidClassCd', reason: 'no such prefecture' });
  else if (!AREAS.has(row.areaSmlClassCd)) issues.push({ field: 'areaSmlClassCd', reason: 'no such area' });
  if (row.areaDtlClassCd !== null && !SUB_AREAS.has(row.areaDtlClassCd)) {
    issues.push({ field: 'areaDtlClassCd', reason: 'no such sub-area' });
  }
  const large = CATEGORY_TREE.find((node) => node.code === row.catLrgClassCd);
  const middle = large?.children?.find((node) => node.code === row.catMidClassCd);
  if (!large) issues.push({ field: 'catLrgClassCd', reason: 'no such category' });
  else if (row.catMidClassCd !== '' && !middle) {
    issues.push({ field: 'catMidClassCd', reason: `no such category under ${row.catLrgClassCd}` });
  } else if (row.catSmlClassCd !== '' && !middle?.children?.some((node) => node.code === row.catSmlClassCd)) {
    issues.push({ field: 'catSmlClassCd', reason: `no such category under ${row.catLrgClassCd}/${row.catMidClassCd}` });
  }
  return issues;
}

/** A row of the feed, checked: its defaults applied, or what is wrong with it (each field once). */
export function checkFeedRow(value: unknown): { row: CatalogFeedRow } | { issues: FeedIssue[] } {
  const parsed = CatalogFeedRowSchema.safeParse(value);
  if (!parsed.success) {
    const issues = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [''];
      for (const key of keys) {
        const field = [...issue.path, ...(key ? [key] : [])].map(String).join('.') || '(row)';
        if (!issues.has(field)) issues.set(field, issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message);
      }
    }
    return { issues: [...issues].map(([field, reason]) => ({ field, reason })) };
  }
  const issues = codeIssues(parsed.data);
  return issues.length > 0 ? { issues } : { row: parsed.data };
}

/** The usage flags 1–4 as the table's bits 1, 2, 4, 8 (privilege-generator.ts USAGE_FLAGS). */
export const usageBits = (flags: readonly number[]) => flags.reduce((bits, flag) => bits | (1 << (flag - 1)), 0);
export const usageFlagsOf = (bits: number) => [1, 2, 3, 4].filter((flag) => (bits & (1 << (flag - 1))) !== 0);

/** What is staged for a row: its number, hash, publication start (when given) and table row as COPY fields. */
export interface StagedRow {
  menuNo: string;
  rowHash: string;
  publishedFrom: string | null;
  /** How many stay plans it has. */
  plans: number;
  /**
   * The row's STAGED_COLUMNS in COPY's text format, tab-separated (copy-text.ts): the staging table takes them as they
   * are, so the database parses no JSON document per row.
   */
  columns: string;
}

export function stagedRow(row: CatalogFeedRow): StagedRow {
  const search = menuSearchColumns(row);
  const { publishedFrom } = row;
  const record = {
    service_type: row.serviceType,
    menu_type: row.type,
    name: row.menuNm,
    name_kana: row.menuNmKana,
    catch_copy: row.catchCopy,
    lead_copy: row.leadCopy,
    image_url: row.imageUrl,
    image_explanation: row.imageExplanation,
    cat_lrg_class_cd: row.catLrgClassCd,
    cat_mid_class_cd: row.catMidClassCd,
    cat_sml_class_cd: row.catSmlClassCd,
    prefecture_code: row.areaMidClassCd,
    area_code: row.areaSmlClassCd,
    area_dtl_code: row.areaDtlClassCd,
    shop_area_div: row.shopAreaDiv,
    service_division: row.srvicDiv,
    usage_flags: usageBits(row.useage),
    regular_price: row.regularPrice,
    member_price: row.memberPrice,
    discount_rate: row.discountRate,
    // One spelling per instant: an offset or Z names the same moment, and the hash must not tell them apart.
    published_until: row.publishedUntil === null ? null : new Date(row.publishedUntil).toISOString(),
    coupon_code: row.coupon?.code ?? null,
    coupon_barcode: row.coupon?.barcode ?? null,
    coupon_conditions: row.coupon?.conditions ?? null,
    latitude: row.position?.latitude ?? null,
    longitude: row.position?.longitude ?? null,
    business_codes: row.businessCodes,
    genre_tags: row.lifeGenreTags,
    web_reservation: row.webReservation,
    can_use_cafe: row.canUseCafe,
    without_sales_period: row.withoutSalesPeriod,
    business_hotel: row.isBusinessHotel,
    natural_hot_spring: row.hasNaturalHotspring,
    recommend_rank: row.recommendRank,
    search_text: search.searchText,
    // The index keeps the grams as numbers (search-text.ts gramCode), in order.
    search_grams: gramCodesLiteral(search.searchGramCodes),
    search_name: search.searchName,
    search_reading: search.searchReading,
    search_copy: search.searchCopy,
    stay_plans: row.stayPlans.map((plan) => ({
      menu_no: row.menuNo,
      plan_no: plan.planNo,
      name: plan.name,
      price_per_person: plan.pricePerPerson,
      meals: plan.meals,
      non_smoking: plan.nonSmoking,
      provider: plan.provider,
    })),
  };
  const columns = copyFields(record, STAGED_COLUMNS, ARRAY_COLUMNS);
  return {
    menuNo: row.menuNo,
    // The hash of what is staged: the content and what the search derives from it, so that a new search document
    // (search-text.ts) changes it and the next import of the same feed brings every row's search columns up to date.
    // The publication start is compared apart (a row without one keeps the stored date). The COPY fields are a
    // one-to-one encoding of the row (docs/decisions/0033, amendment "the hash over the staged fields").
    rowHash: createHash('sha1').update(columns).digest('base64url'),
    publishedFrom: publishedFrom ?? null,
    plans: row.stayPlans.length,
    columns,
  };
}

/** The table columns a feed row sets (published_from, withdrawn_at and row_hash are the importer's own). */
export const MENU_DATA_COLUMNS = [
  'service_type',
  'menu_type',
  'name',
  'name_kana',
  'catch_copy',
  'lead_copy',
  'image_url',
  'image_explanation',
  'cat_lrg_class_cd',
  'cat_mid_class_cd',
  'cat_sml_class_cd',
  'prefecture_code',
  'area_code',
  'area_dtl_code',
  'shop_area_div',
  'service_division',
  'usage_flags',
  'regular_price',
  'member_price',
  'discount_rate',
  'published_until',
  'coupon_code',
  'coupon_barcode',
  'coupon_conditions',
  'latitude',
  'longitude',
  'business_codes',
  'genre_tags',
  'web_reservation',
  'can_use_cafe',
  'without_sales_period',
  'business_hotel',
  'natural_hot_spring',
  'recommend_rank',
  'search_text',
  'search_grams',
  'search_name',
  'search_reading',
  'search_copy',
] as const;

/** What a staging table holds of a row besides the importer's own fields, in COPY order (importer.ts). */
export const STAGED_COLUMNS = ['stay_plans', ...MENU_DATA_COLUMNS] as const;

/** The array columns (`text[]`, and `bigint[]` for the grams); the other columns' objects are jsonb. */
export const ARRAY_COLUMNS: ReadonlySet<string> = new Set(['business_codes', 'genre_tags', 'search_grams']);
