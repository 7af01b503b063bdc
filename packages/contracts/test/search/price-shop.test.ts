import { describe, expect, it } from 'vitest';
import {
  adjustUpperPrice,
  isUpperOptionDisabled,
  normaliseDigits,
  shopPriceOptions,
  stayPriceOptions,
  yenLabel,
} from '../../src/search/price.ts';
import { adjustShopPriceTo, SHOP_MESSAGES, validateShop } from '../../src/search/shop-validation.ts';

describe('stay price options (spec search.md §9)', () => {
  it('0 is 下限なし / 上限なし, then the yen values', () => {
    const lower = stayPriceOptions('lower');
    const upper = stayPriceOptions('upper');
    expect(lower[0]).toEqual({ searchParam: 'feeLower', displayName: '下限なし', value: 0, total: true });
    expect(upper[0]).toEqual({ searchParam: 'feeUpper', displayName: '上限なし', value: 0, total: true });
    expect(lower[1]?.displayName).toBe('1,000円');
    expect(upper.at(-1)).toEqual({ searchParam: 'feeUpper', displayName: '200,000円', value: 200000, total: true });
    expect(lower).toHaveLength(22);
  });
  it('shop options use priceFrom / priceTo', () => {
    expect(shopPriceOptions('lower').map((o) => o.value)).toEqual([
      0, 1000, 2000, 3000, 4000, 5000, 10000, 20000, 30000, 50000,
    ]);
    expect(shopPriceOptions('upper')[0]).toEqual({
      searchParam: 'priceTo',
      displayName: '上限なし',
      value: 0,
      total: false,
    });
    expect(yenLabel(50000)).toBe('50,000円');
  });
});

describe('price range rules (spec search.md §5)', () => {
  it.each([
    ['below the lower', 4000, 5000, true],
    ['equal to the lower', 5000, 5000, false],
    ['above the lower', 6000, 5000, false],
    ['上限なし is never disabled', 0, 200000, false],
    ['with 下限なし nothing is disabled', 1000, 0, false],
  ])('upper option %s', (_name, upper, lower, disabled) => {
    expect(isUpperOptionDisabled(upper, lower)).toBe(disabled);
  });
  it.each([
    ['upper below lower → lower', 5000, 3000, 5000],
    ['upper equal to lower → lower', 5000, 5000, 5000],
    ['upper above lower stays', 5000, 6000, 6000],
    ['upper 0 (no limit) stays', 5000, 0, 0],
    ['lower 0 (no limit) leaves the upper', 0, 3000, 3000],
  ])('%s', (_name, lower, upper, adjusted) => {
    expect(adjustUpperPrice(lower, upper)).toBe(adjusted);
  });
});

describe('shop digits (spec search.md §2 shop)', () => {
  it.each([
    ['１２３４', '1234'],
    ['1,000円', '1000'],
    ['-500', '500'],
    ['３千', '3'],
    ['abc', ''],
    ['０９', '09'],
  ])('%s → %s', (input, output) => {
    expect(normaliseDigits(input)).toBe(output);
  });
});

describe('shop validation (spec search.md §5 Shop)', () => {
  it('messages word for word', () => {
    expect(SHOP_MESSAGES).toEqual({
      required: 'カテゴリ・価格・キーワードのいずれかをご入力ください',
      notNonNegativeInteger: '価格帯・割引率は正数値で入力してください',
      priceRange: '価格帯の範囲指定が不正です',
      discountRange: '割引率の範囲指定が不正です',
    });
  });
  it.each([
    ['nothing', {}, { field: 'keyword', message: 'カテゴリ・価格・キーワードのいずれかをご入力ください' }],
    [
      'only a discount',
      { discountFrom: '10' },
      { field: 'keyword', message: 'カテゴリ・価格・キーワードのいずれかをご入力ください' },
    ],
    [
      'price 0 is no condition',
      { priceFrom: '0', priceTo: '0' },
      { field: 'keyword', message: 'カテゴリ・価格・キーワードのいずれかをご入力ください' },
    ],
    ['keyword', { keyword: '家電' }, null],
    ['mid category', { catMidClassCd: '201' }, null],
    ['priceFrom', { priceFrom: '1000' }, null],
    ['priceTo', { priceTo: '5000' }, null],
    [
      'negative price',
      { keyword: 'x', priceFrom: '-1' },
      { field: 'priceFrom', message: '価格帯・割引率は正数値で入力してください' },
    ],
    [
      'decimal discount',
      { keyword: 'x', discountTo: '1.5' },
      { field: 'discountTo', message: '価格帯・割引率は正数値で入力してください' },
    ],
    [
      'price from > to',
      { priceFrom: '5000', priceTo: '4000' },
      { field: 'priceTo', message: '価格帯の範囲指定が不正です' },
    ],
    ['price from = to', { priceFrom: '5000', priceTo: '5000' }, null],
    ['price to 0 is open', { priceFrom: '5000', priceTo: '0' }, null],
    [
      'discount from > to',
      { keyword: 'x', discountFrom: '30', discountTo: '20' },
      { field: 'discountTo', message: '割引率の範囲指定が不正です' },
    ],
    ['discount from = to', { keyword: 'x', discountFrom: '20', discountTo: '20' }, null],
    ['discount to empty is open', { keyword: 'x', discountFrom: '20' }, null],
  ])('%s', (_name, input, expected) => {
    expect(validateShop(input)).toEqual(expected);
  });
  it.each([
    ['5000', '3000', '5000'],
    ['5000', '5000', '5000'],
    ['5000', '10000', '10000'],
    ['5000', '0', '0'],
    ['', '3000', '3000'],
  ])('upper forced to the lower: from %s, to %s → %s', (from, to, adjusted) => {
    expect(adjustShopPriceTo(from, to)).toBe(adjusted);
  });
});
