import { z } from 'zod';
import {
  MENU_SERVICE_TYPES,
  MenuNoSchema,
  MunicipalAreaCodeSchema,
  PrefectureCodeSchema,
  SERVICE_DIVISIONS,
  STAY_MEALS,
  SubAreaCodeSchema,
} from './catalog.ts';
import { hasControlCharacters } from './text.ts';

/**
 * The catalogue feed (issue 31, docs/catalog-feed.md): one privilege per row, as JSON Lines or CSV. A row has the
 * fields of a privilege's detail answer (GET /v1/catalog/menus/{menuNo}, MenuDetailViewSchema) without the derived
 * ones (the code names `…Nm`, `favorite`, `hasCoupon`), and the fields the detail answer does not show (publication
 * start, audience, the editors' rank) with defaults. docs/catalog-feed.schema.json is generated from this schema.
 */

const CategoryCode = z.string().regex(/^\d{3}$/);
/** A middle or small category: three digits, or empty when the privilege sits higher in the tree. */
const OptionalCategoryCode = z
  .string()
  .regex(/^(\d{3})?$/)
  .default('');
const yen = z.number().int().min(0).max(100_000_000);
/** An ISO 8601 instant with its offset: 2026-11-01T00:00:00+09:00. */
const Instant = z.iso.datetime({ offset: true });
/** Where the editors' order puts a privilege without a rank: after every ranked one. */
export const FEED_DEFAULT_RECOMMEND_RANK = 1_000_000;

export const CatalogFeedStayPlanSchema = z.strictObject({
  planNo: z.number().int().min(1).max(999),
  name: z.string().min(1).max(200),
  /** Per person and night, yen. */
  pricePerPerson: yen,
  meals: z.enum(STAY_MEALS),
  nonSmoking: z.boolean(),
  provider: z.enum(['original', 'partner']),
});

/** Why a row whose text holds a control character (but a tab or a line break) or a lone surrogate is rejected. */
export const FEED_UNSTORABLE_TEXT = 'holds a control character or half of a surrogate pair';

const MULTILINE = { multiline: true } as const;

/**
 * Where a row holds a text the catalogue cannot store as it was sent: a control character other than a tab or a line
 * break, or half of a surrogate pair (JSON's `\ud800`), as everywhere text comes in (text.ts). PostgreSQL cannot store
 * a NUL, and an encoder would silently replace a lone surrogate.
 */
function unstorableTexts(row: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  // One path, grown and shrunk as the walk goes: copied only for a text found unstorable (almost never).
  const path: (string | number)[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (hasControlCharacters(value, MULTILINE)) found.push([...path]);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        visit(value[i]);
        path.pop();
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        path.push(key);
        visit(item);
        path.pop();
      }
    }
  };
  visit(row);
  return found;
}

export const CatalogFeedRowSchema = z
  .strictObject({
    menuNo: MenuNoSchema.describe('The privilege’s number: 6 to 8 digits. An import upserts by it.'),
    menuNm: z.string().min(1).max(200).describe('Its name.'),
    menuNmKana: z.string().max(400).default('').describe('The name’s reading (hiragana or katakana).'),
    catchCopy: z.string().max(400).default(''),
    leadCopy: z.string().max(4000).default(''),
    imageUrl: z
      .string()
      .min(1)
      .max(2000)
      .regex(/^(https:\/\/|\/)[^\s]*$/, 'an https:// URL or a path of the portal')
      .describe('Its picture: an https:// URL or a path the portal serves (/images/…).'),
    imageExplanation: z.string().max(400).default('').describe('The picture’s text for those who cannot see it.'),
    type: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .nullable()
      .default(null)
      .describe('1 life, 2 coupon, 3 travel, 4 reservation sites; null for stays and the shop.'),
    serviceType: z.enum(MENU_SERVICE_TYPES),
    catLrgClassCd: CategoryCode.describe('Its large category (the category tree of GET /v1/enum/categories).'),
    catMidClassCd: OptionalCategoryCode,
    catSmlClassCd: OptionalCategoryCode,
    areaMidClassCd: PrefectureCodeSchema.describe('Its prefecture, JIS X 0401: 01 … 47.'),
    areaSmlClassCd: MunicipalAreaCodeSchema.describe('Its area in that prefecture (GET /v1/enum/codes/area).'),
    areaDtlClassCd: SubAreaCodeSchema.nullable().default(null).describe('A sub-area of that area, when it has one.'),
    shopAreaDiv: z
      .string()
      .regex(/^\d{1,2}$/)
      .nullable()
      .default(null)
      .describe('null for a dynamic-package stay (the viewed-stay link rules).'),
    srvicDiv: z.enum(SERVICE_DIVISIONS),
    useage: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
      .max(4)
      .default([])
      .describe('Usage flags: 1 給与天引きで支払可, 2 会員証・クーポン提示利用可, 3 ベネポが使える, 4 ベネポが貯まる.'),
    regularPrice: yen.nullable().default(null),
    memberPrice: yen.nullable().default(null),
    discountRate: z.number().int().min(0).max(100).nullable().default(null).describe('Percent off.'),
    publishedUntil: Instant.nullable().default(null).describe('When its publication ends; null: open-ended.'),
    position: z
      .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .nullable()
      .default(null)
      .describe('Where it is on the map; null: not on the map.'),
    coupon: z
      .strictObject({
        code: z.string().min(1).max(100).nullable(),
        barcode: z.string().min(1).max(100).nullable(),
        conditions: z.string().max(2000),
      })
      .nullable()
      .default(null)
      .describe('A coupon privilege’s code or barcode (shown to signed-in members) and its conditions.'),
    lifeGenreTags: z.array(CategoryCode).max(20).default([]).describe('Gourmet genres (small categories of 113/201).'),
    webReservation: z.boolean().default(false),
    canUseCafe: z.boolean().default(false),
    withoutSalesPeriod: z.boolean().default(false),
    isBusinessHotel: z.boolean().default(false),
    hasNaturalHotspring: z.boolean().default(false),
    stayPlans: z.array(CatalogFeedStayPlanSchema).max(100).default([]).describe('A stay’s plans.'),
    // Not in the detail answer:
    publishedFrom: Instant.optional().describe(
      'When its publication starts. Default: when it is first imported; a later import without it keeps the date.',
    ),
    businessCodes: z
      .array(z.string().regex(/^[A-Z0-9]{1,10}$/))
      .max(50)
      .default([])
      .describe('The business codes it is offered to; empty: every member and visitor.'),
    recommendRank: z
      .number()
      .int()
      .min(0)
      .max(2_000_000_000)
      .default(FEED_DEFAULT_RECOMMEND_RANK)
      .describe('The editors’ order for “recommended”, lower first. Default 1000000: after every ranked privilege.'),
  })
  .superRefine((row, ctx) => {
    if (row.coupon && row.coupon.code === null && row.coupon.barcode === null) {
      ctx.addIssue({ code: 'custom', path: ['coupon'], message: 'a coupon needs a code or a barcode' });
    }
    if (row.areaSmlClassCd.slice(0, 2) !== row.areaMidClassCd) {
      ctx.addIssue({ code: 'custom', path: ['areaSmlClassCd'], message: 'not an area of areaMidClassCd' });
    }
    if (row.areaDtlClassCd !== null && row.areaDtlClassCd.slice(0, 4) !== row.areaSmlClassCd) {
      ctx.addIssue({ code: 'custom', path: ['areaDtlClassCd'], message: 'not a sub-area of areaSmlClassCd' });
    }
    const plans = new Set(row.stayPlans.map((plan) => plan.planNo));
    if (plans.size !== row.stayPlans.length) {
      ctx.addIssue({ code: 'custom', path: ['stayPlans'], message: 'two plans with one planNo' });
    }
    for (const path of unstorableTexts(row)) {
      ctx.addIssue({ code: 'custom', path, message: FEED_UNSTORABLE_TEXT });
    }
  })
  .meta({
    title: 'Catalogue feed row',
    description: 'One privilege of a catalogue feed (docs/catalog-feed.md): a line of JSON Lines or a row of CSV.',
  });
/** A row as the file gives it (defaults not yet applied). */
export type CatalogFeedRowInput = z.input<typeof CatalogFeedRowSchema>;
/** A row with its defaults. */
export type CatalogFeedRow = z.output<typeof CatalogFeedRowSchema>;

/** How a CSV cell holds its field (docs/catalog-feed.md "CSV"). */
export type FeedCellKind = 'text' | 'integer' | 'boolean' | 'list' | 'integerList' | 'json';

/**
 * The feed's fields in their CSV column order, with how a cell holds each: a list is `|`-separated, a nested object
 * (or a list of them) is JSON in its cell, and an empty cell is an absent field (its default applies).
 */
export const FEED_COLUMNS = {
  menuNo: 'text',
  menuNm: 'text',
  menuNmKana: 'text',
  catchCopy: 'text',
  leadCopy: 'text',
  imageUrl: 'text',
  imageExplanation: 'text',
  type: 'integer',
  serviceType: 'text',
  catLrgClassCd: 'text',
  catMidClassCd: 'text',
  catSmlClassCd: 'text',
  areaMidClassCd: 'text',
  areaSmlClassCd: 'text',
  areaDtlClassCd: 'text',
  shopAreaDiv: 'text',
  srvicDiv: 'text',
  useage: 'integerList',
  regularPrice: 'integer',
  memberPrice: 'integer',
  discountRate: 'integer',
  publishedUntil: 'text',
  position: 'json',
  coupon: 'json',
  lifeGenreTags: 'list',
  webReservation: 'boolean',
  canUseCafe: 'boolean',
  withoutSalesPeriod: 'boolean',
  isBusinessHotel: 'boolean',
  hasNaturalHotspring: 'boolean',
  stayPlans: 'json',
  publishedFrom: 'text',
  businessCodes: 'list',
  recommendRank: 'integer',
} as const satisfies Record<keyof CatalogFeedRow, FeedCellKind>;
export type FeedColumn = keyof typeof FEED_COLUMNS;

/** The columns a CSV header must name: the fields without a default. */
export const FEED_REQUIRED_COLUMNS = [
  'menuNo',
  'menuNm',
  'imageUrl',
  'serviceType',
  'catLrgClassCd',
  'areaMidClassCd',
  'areaSmlClassCd',
  'srvicDiv',
] as const satisfies readonly FeedColumn[];

/** The JSON Schema of a feed row (committed as docs/catalog-feed.schema.json; a test keeps the two equal). */
export function catalogFeedJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://portal.example/catalog-feed.schema.json',
    ...z.toJSONSchema(CatalogFeedRowSchema, { io: 'input', target: 'draft-2020-12' }),
  };
}

// ── The operator API (POST /v1/operator/catalog/imports …) ─────────────────────────────────────────────────────────

export const FEED_FORMATS = ['jsonl', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
/** The media type of each format's parts. */
export const FEED_MEDIA_TYPES: Record<FeedFormat, string> = { jsonl: 'application/x-ndjson', csv: 'text/csv' };
/** A part of an upload is at most this many bytes (the command line sends 4 MiB). */
export const FEED_PART_MAX_BYTES = 16 * 1024 * 1024;

export const CatalogImportIdSchema = z.string().regex(/^[0-9a-f]{16}$/);

export const CatalogImportRequestSchema = z.strictObject({
  format: z.enum(FEED_FORMATS),
  /** Withdraw every privilege the file does not hold. */
  full: z.boolean().default(false),
});
export const CatalogImportCreatedSchema = z.object({ data: z.object({ id: CatalogImportIdSchema }) });

export const CatalogImportParamsSchema = z.object({ id: CatalogImportIdSchema });
export const CatalogImportAbandonedSchema = z.object({
  data: z.object({ id: CatalogImportIdSchema, status: z.literal('abandoned') }),
});
export const CatalogImportPartParamsSchema = z.object({
  id: CatalogImportIdSchema,
  part: z.coerce.number().int().min(0).max(1_000_000),
});
export const CatalogImportPartQuerySchema = z.object({
  /** The file's line number of the part's first row (after the header, for CSV). */
  line: z.coerce.number().int().min(1).max(2_000_000_000).default(1),
});

/** A rejected row: its line in the file, the field at fault (`(row)` when it is the whole row) and why. */
export const FeedRejectionSchema = z.object({
  line: z.number().int().min(1),
  menuNo: z.string().nullable(),
  field: z.string(),
  reason: z.string(),
});
export type FeedRejection = z.infer<typeof FeedRejectionSchema>;
/** At most this many rejections are listed per answer; `rejected` counts them all. */
export const FEED_REJECTIONS_LISTED = 100;

export const CatalogImportPartResponseSchema = z.object({
  data: z.object({
    staged: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    rejections: z.array(FeedRejectionSchema),
  }),
});

export const CatalogImportSummarySchema = z.object({
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  withdrawn: z.number().int().nonnegative(),
  /** Rows rejected when applying (a menuNo given twice: the later rows), listed in `rejections`. */
  rejected: z.number().int().nonnegative(),
  rejections: z.array(FeedRejectionSchema),
  /** The catalogue's version after the import (unchanged when nothing changed). */
  version: z.string(),
});
export type CatalogImportSummary = z.infer<typeof CatalogImportSummarySchema>;
export const CatalogImportAppliedSchema = z.object({ data: CatalogImportSummarySchema });

export const CatalogExportQuerySchema = z.object({ format: z.enum(FEED_FORMATS).default('jsonl') });
