/** Shop search (spec search.md §5 Shop). Values are the inputs' text, normalised with normaliseDigits. */
import { z } from 'zod';
import { isBlank, type SearchError } from './form-rules.ts';
import { searchFormSchemas } from './form-schema.ts';

export const SHOP_MESSAGES = {
  required: 'カテゴリ・価格・キーワードのいずれかをご入力ください',
  notNonNegativeInteger: '価格帯・割引率は正数値で入力してください',
  priceRange: '価格帯の範囲指定が不正です',
  discountRange: '割引率の範囲指定が不正です',
} as const;

export interface ShopInput {
  keyword?: string | null;
  catMidClassCd?: string | null;
  priceFrom?: string | null;
  priceTo?: string | null;
  discountFrom?: string | null;
  discountTo?: string | null;
}

/** The inputs a shop message belongs to, in the form's order. */
export const SHOP_FIELDS = ['keyword', 'priceFrom', 'priceTo', 'discountFrom', 'discountTo'] as const;
export type ShopField = (typeof SHOP_FIELDS)[number];

const NON_NEGATIVE_INTEGER = /^\d+$/;

/** A price counts as a condition when it is set and not 0 (0 is 下限なし / 上限なし). */
function isPriceCondition(value: string | null | undefined): boolean {
  return !isBlank(value) && Number(value) !== 0;
}

/**
 * Checks in the spec's order and returns the first error: a condition at all, then non-negative integers,
 * then from ≤ to. An empty upper bound (or a price upper of 0, 上限なし) is open and never out of range.
 */
export function validateShop(input: ShopInput): SearchError<ShopField> | null {
  const hasCondition =
    !isBlank(input.keyword) ||
    !isBlank(input.catMidClassCd) ||
    isPriceCondition(input.priceFrom) ||
    isPriceCondition(input.priceTo);
  if (!hasCondition) return { field: 'keyword', message: SHOP_MESSAGES.required };

  for (const field of ['priceFrom', 'priceTo', 'discountFrom', 'discountTo'] as const) {
    const value = input[field];
    if (!isBlank(value) && !NON_NEGATIVE_INTEGER.test(String(value).trim())) {
      return { field, message: SHOP_MESSAGES.notNonNegativeInteger };
    }
  }

  const { priceFrom, priceTo, discountFrom, discountTo } = input;
  if (!isBlank(priceFrom) && isPriceCondition(priceTo) && Number(priceFrom) > Number(priceTo)) {
    return { field: 'priceTo', message: SHOP_MESSAGES.priceRange };
  }
  if (!isBlank(discountFrom) && !isBlank(discountTo) && Number(discountFrom) > Number(discountTo)) {
    return { field: 'discountTo', message: SHOP_MESSAGES.discountRange };
  }
  return null;
}

/** What a shop search is checked on: the shop form's schema (the inputs' text; one wording on either viewport). */
export const ShopSearchSchema = searchFormSchemas(
  z.object({
    keyword: z.string(),
    catMidClassCd: z.string(),
    priceFrom: z.string(),
    priceTo: z.string(),
    discountFrom: z.string(),
    discountTo: z.string(),
  }),
  (input) => [validateShop(input)],
).desktop;
export type ShopSearchValues = z.input<typeof ShopSearchSchema>;
