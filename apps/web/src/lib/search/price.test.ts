import { describe, expect, it } from 'vitest';
import {
  adjustShopPriceTo,
  adjustUpperPrice,
  isUpperOptionDisabled,
  normaliseDigits,
  shopPriceOptions,
  stayPriceOptions,
  yenLabel,
} from './price.ts';
import { SHOP_PRICE_STEPS, STAY_PRICE_VALUES } from './constants.ts';

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
  it.each([
    ['5000', '3000', '5000'],
    ['5000', '5000', '5000'],
    ['5000', '10000', '10000'],
    ['5000', '0', '0'],
    ['', '3000', '3000'],
  ])('shop: upper forced to the lower: from %s, to %s → %s', (from, to, adjusted) => {
    expect(adjustShopPriceTo(from, to)).toBe(adjusted);
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

describe('price lists (spec search.md §9)', () => {
  it('stay: 1,000–10,000 by 1,000, then 12,000 … 200,000', () => {
    expect(STAY_PRICE_VALUES).toEqual([
      1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 12000, 14000, 16000, 18000, 20000, 30000, 40000,
      50000, 100000, 150000, 200000,
    ]);
  });
  it('shop steps', () => {
    expect(SHOP_PRICE_STEPS).toEqual([1000, 2000, 3000, 4000, 5000, 10000, 20000, 30000, 50000]);
  });
});
