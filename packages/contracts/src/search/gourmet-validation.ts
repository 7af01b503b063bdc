/** 食べる search (spec search.md §5 Gourmet). */
import { z } from 'zod';
import { USAGE_KBN } from './constants.ts';
import { isBlank, type SearchError, type Viewport } from './form-rules.ts';
import { searchFormSchemas } from './form-schema.ts';

export const GOURMET_MESSAGES = {
  desktop: 'ジャンルを選択、またはキーワードをご入力ください',
  mobile: 'カテゴリを選択するかキーワードを入力してください。',
  /** The same text on both viewports. */
  noUsageKbn: 'WEB予約出来る店舗かクーポン利用出来る店舗のどちらか必ず選択してください',
} as const;

export interface GourmetInput {
  /** 1 = web reservation, 2 = coupon. */
  usageKbn: number | null | undefined;
  keyword?: string | null;
  areaLrgClassCd?: string | null;
  areaMidClassCd?: string | null;
  areaSmlClassCd?: string | null;
  /** Chosen genre tags (coupon mode). */
  lifeGenreTags?: readonly unknown[];
}

export type GourmetField = 'usageKbn' | 'keyword';

/**
 * Coupon mode needs a keyword, an area (大/中/小, any level) or a genre tag; web reservation mode needs a keyword
 * or an area. A usageKbn other than 1 or 2 is its own error, checked first.
 */
export function validateGourmet(input: GourmetInput, viewport: Viewport): SearchError<GourmetField> | null {
  if (input.usageKbn !== USAGE_KBN.webReservation && input.usageKbn !== USAGE_KBN.coupon) {
    return { field: 'usageKbn', message: GOURMET_MESSAGES.noUsageKbn };
  }
  const hasKeyword = !isBlank(input.keyword);
  const hasArea = [input.areaLrgClassCd, input.areaMidClassCd, input.areaSmlClassCd].some((v) => !isBlank(v));
  const hasGenre = input.usageKbn === USAGE_KBN.coupon && (input.lifeGenreTags?.length ?? 0) > 0;
  if (hasKeyword || hasArea || hasGenre) return null;
  return { field: 'keyword', message: GOURMET_MESSAGES[viewport] };
}

const code = z.string().nullish();

/** What a 食べる search is checked on (either mode): the gourmet form's schema. */
export const GourmetSearchSchemas = searchFormSchemas(
  z.object({
    usageKbn: z.number(),
    keyword: z.string(),
    areaLrgClassCd: code,
    areaMidClassCd: code,
    areaSmlClassCd: code,
    lifeGenreTags: z.array(z.unknown()),
  }),
  (input, viewport) => [validateGourmet(input, viewport)],
);
export type GourmetSearchValues = z.input<(typeof GourmetSearchSchemas)['desktop']>;
