import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES, validateShop } from '../../src/search/shop-validation.ts';

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
});
