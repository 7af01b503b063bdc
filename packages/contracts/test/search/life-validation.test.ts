import { describe, expect, it } from 'vitest';
import { GOURMET_MESSAGES, validateGourmet } from '../../src/search/gourmet-validation.ts';
import { LIFE_REQUIRED_MESSAGE, validateLife } from '../../src/search/life-validation.ts';

describe('the messages, word for word (spec search.md §5)', () => {
  it('life and gourmet', () => {
    expect(LIFE_REQUIRED_MESSAGE).toBe('検索条件を1つ以上選択・入力してください');
    expect(GOURMET_MESSAGES).toEqual({
      desktop: 'ジャンルを選択、またはキーワードをご入力ください',
      mobile: 'カテゴリを選択するかキーワードを入力してください。',
      noUsageKbn: 'WEB予約出来る店舗かクーポン利用出来る店舗のどちらか必ず選択してください',
    });
  });
});

describe('暮らす・遊ぶ (spec search.md §5 Life)', () => {
  const error = { field: 'keyword', message: '検索条件を1つ以上選択・入力してください' };
  it.each([
    ['nothing', {}, 'desktop', error],
    ['nothing, mobile', {}, 'mobile', error],
    ['keyword', { keyword: 'ヨガ' }, 'desktop', null],
    ['large category', { catLrgClassCd: '102' }, 'desktop', null],
    ['middle category', { catMidClassCd: '202' }, 'desktop', null],
    ['small category', { catSmlClassCd: '301' }, 'desktop', null],
    ['area', { areaMidClassCd: '13' }, 'desktop', null],
    ['small area only: not on desktop', { areaSmlClassCd: '131' }, 'desktop', error],
    ['small area only: counts on mobile', { areaSmlClassCd: '131' }, 'mobile', null],
    ['detail area only: not on desktop', { areaDtlClassCd: 'A' }, 'desktop', error],
    ['detail area only: counts on mobile', { areaDtlClassCd: 'A' }, 'mobile', null],
  ] as const)('%s', (_name, input, viewport, expected) => {
    expect(validateLife(input, viewport)).toEqual(expected);
  });
});

describe('食べる (spec search.md §5 Gourmet)', () => {
  const desktop = { field: 'keyword', message: 'ジャンルを選択、またはキーワードをご入力ください' };
  const mobile = { field: 'keyword', message: 'カテゴリを選択するかキーワードを入力してください。' };
  const noUsage = {
    field: 'usageKbn',
    message: 'WEB予約出来る店舗かクーポン利用出来る店舗のどちらか必ず選択してください',
  };
  const tag = { catClassCd: '301', name: '和食', level: 3 };
  it.each([
    ['no usageKbn', { usageKbn: null, keyword: 'すし' }, 'desktop', noUsage],
    ['usageKbn 3', { usageKbn: 3 }, 'mobile', noUsage],
    ['coupon, nothing', { usageKbn: 2 }, 'desktop', desktop],
    ['coupon, nothing, mobile', { usageKbn: 2 }, 'mobile', mobile],
    ['coupon, genre tag', { usageKbn: 2, lifeGenreTags: [tag] }, 'desktop', null],
    ['coupon, area', { usageKbn: 2, areaLrgClassCd: 'region-4' }, 'desktop', null],
    ['coupon, keyword', { usageKbn: 2, keyword: 'すし' }, 'desktop', null],
    ['web reservation, nothing', { usageKbn: 1 }, 'desktop', desktop],
    ['web reservation, a genre tag is not enough', { usageKbn: 1, lifeGenreTags: [tag] }, 'mobile', mobile],
    ['web reservation, small area', { usageKbn: 1, areaSmlClassCd: '131' }, 'desktop', null],
    ['web reservation, keyword', { usageKbn: 1, keyword: '焼肉' }, 'mobile', null],
  ] as const)('%s', (_name, input, viewport, expected) => {
    expect(validateGourmet(input, viewport)).toEqual(expected);
  });
});
