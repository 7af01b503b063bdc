/** Price options and price/discount rules of the stay and shop forms (spec search.md §5, §9). */
import {
  NO_LOWER_LIMIT_LABEL,
  NO_PRICE_LIMIT,
  NO_UPPER_LIMIT_LABEL,
  SHOP_PRICE_STEPS,
  STAY_PRICE_VALUES,
} from './constants.ts';
import { isBlank } from '@portal/contracts/search/form-rules';
import { formatNumber } from '../format-number.ts';

/** Price option (spec search.md §3): the URL parameter it fills, its label and value. */
export interface PriceOption {
  searchParam: string;
  displayName: string;
  value: number;
  /** The stay budget is the total for the stay (「予算（合計）」). */
  total: boolean;
}

export function yenLabel(value: number): string {
  return `${formatNumber(value)}円`;
}

function options(
  values: readonly number[],
  bound: 'lower' | 'upper',
  searchParam: string,
  total: boolean,
): PriceOption[] {
  const noLimit = bound === 'lower' ? NO_LOWER_LIMIT_LABEL : NO_UPPER_LIMIT_LABEL;
  return [NO_PRICE_LIMIT, ...values].map((value) => ({
    searchParam,
    displayName: value === NO_PRICE_LIMIT ? noLimit : yenLabel(value),
    value,
    total,
  }));
}

/** 下限なし/上限なし (0), then 1,000 … 200,000 yen: feeLower / feeUpper. */
export function stayPriceOptions(bound: 'lower' | 'upper'): PriceOption[] {
  return options(STAY_PRICE_VALUES, bound, bound === 'lower' ? 'feeLower' : 'feeUpper', true);
}

/** 下限なし/上限なし (0), then the shop steps: priceFrom / priceTo. */
export function shopPriceOptions(bound: 'lower' | 'upper'): PriceOption[] {
  return options(SHOP_PRICE_STEPS, bound, bound === 'lower' ? 'priceFrom' : 'priceTo', false);
}

/** An upper option below the chosen lower is disabled; 上限なし (0) never is, and with 下限なし nothing is. */
export function isUpperOptionDisabled(upperValue: number, lower: number): boolean {
  return upperValue !== NO_PRICE_LIMIT && upperValue < lower;
}

/** If the upper is positive and not above the lower, it becomes the lower; 0 means no limit and stays. */
export function adjustUpperPrice(lower: number, upper: number): number {
  return upper > NO_PRICE_LIMIT && upper <= lower ? lower : upper;
}

/** The upper price is forced equal to the lower when positive and not above it (on change of either select). */
export function adjustShopPriceTo(priceFrom: string, priceTo: string): string {
  if (isBlank(priceFrom) || isBlank(priceTo)) return priceTo;
  return String(adjustUpperPrice(Number(priceFrom), Number(priceTo)));
}

/** Full-width digits become half-width, everything else that is not a digit is dropped. */
export function normaliseDigits(input: string): string {
  return input.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[^0-9]/g, '');
}
