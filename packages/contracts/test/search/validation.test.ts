import { describe, expect, it } from 'vitest';
import { GOURMET_MESSAGES, validateGourmet } from '../../src/search/gourmet-validation.ts';
import { LIFE_REQUIRED_MESSAGE, validateLife } from '../../src/search/life-validation.ts';
import {
  PUBLIC_STAY_MESSAGES,
  PUBLIC_STAY_STRICT_MESSAGE,
  validatePublicStay,
} from '../../src/search/public-stay-validation.ts';
import {
  PAST_CHECK_IN_MESSAGE,
  STAY_DOMESTIC_MESSAGES,
  STAY_DOMESTIC_STRICT_MESSAGE,
  validateCheckInDate,
  validateStayDomestic,
} from '../../src/search/stay-validation.ts';
import { TOUR_MESSAGES, TOUR_STRICT_MESSAGE, validateTour } from '../../src/search/tour-validation.ts';

describe('the messages, word for word (spec search.md §5)', () => {
  it('stay, desktop and mobile', () => {
    expect(STAY_DOMESTIC_MESSAGES).toEqual({
      desktop: {
        noPrefecture: '都道府県・市区町村を選択、またはキーワードをご入力ください',
        noMunicipality: '市区町村を選択、またはキーワードをご入力ください',
      },
      mobile: {
        noPrefecture: 'キーワードを入力するか都道府県・市区町村を選択してください。',
        noMunicipality: 'キーワードを入力するか市区町村を選択してください。',
      },
    });
    expect(PUBLIC_STAY_MESSAGES).toEqual({
      desktop: '都道府県を選択、またはキーワードをご入力ください',
      mobile: 'キーワードを入力するか都道府県を選択してください。',
    });
    expect(TOUR_MESSAGES).toEqual({
      desktop: 'カテゴリを選択、またはキーワードをご入力ください',
      mobile: 'カテゴリを選択するかキーワードを入力してください。',
    });
  });
  it('the 必ず、 variants are kept, not shown', () => {
    expect(STAY_DOMESTIC_STRICT_MESSAGE).toBe('必ず、都道府県・市区町村を選択、またはキーワードをご入力ください');
    expect(PUBLIC_STAY_STRICT_MESSAGE).toBe('必ず、都道府県を選択、またはキーワードをご入力ください');
    expect(TOUR_STRICT_MESSAGE).toBe('必ず、カテゴリを選択、またはキーワードをご入力ください');
  });
  it('life and gourmet', () => {
    expect(LIFE_REQUIRED_MESSAGE).toBe('検索条件を1つ以上選択・入力してください');
    expect(GOURMET_MESSAGES).toEqual({
      desktop: 'ジャンルを選択、またはキーワードをご入力ください',
      mobile: 'カテゴリを選択するかキーワードを入力してください。',
      noUsageKbn: 'WEB予約出来る店舗かクーポン利用出来る店舗のどちらか必ず選択してください',
    });
  });
});

describe('domestic stay (spec search.md §5)', () => {
  it.each([
    ['nothing, desktop', {}, 'desktop', '都道府県・市区町村を選択、またはキーワードをご入力ください'],
    ['nothing, mobile', {}, 'mobile', 'キーワードを入力するか都道府県・市区町村を選択してください。'],
    [
      'a blank keyword counts as none',
      { keyword: '   ' },
      'desktop',
      '都道府県・市区町村を選択、またはキーワードをご入力ください',
    ],
    [
      'prefecture only, desktop',
      { areaMidClassCd: '13' },
      'desktop',
      '市区町村を選択、またはキーワードをご入力ください',
    ],
    [
      'prefecture only, mobile',
      { areaMidClassCd: '13' },
      'mobile',
      'キーワードを入力するか市区町村を選択してください。',
    ],
    ['prefecture and municipality', { areaMidClassCd: '13', areaSmlClassCd: '131' }, 'desktop', null],
    ['keyword only', { keyword: '箱根' }, 'mobile', null],
  ] as const)('%s', (_name, input, viewport, message) => {
    expect(validateStayDomestic(input, viewport)).toEqual(message ? { field: 'keyword', message } : null);
  });
});

describe('public stay (spec search.md §5)', () => {
  it.each([
    [{}, 'desktop', '都道府県を選択、またはキーワードをご入力ください'],
    [{}, 'mobile', 'キーワードを入力するか都道府県を選択してください。'],
    [{ areaMidClassCd: '27' }, 'desktop', null],
    [{ keyword: '国民宿舎' }, 'mobile', null],
  ] as const)('%j on %s', (input, viewport, message) => {
    expect(validatePublicStay(input, viewport)).toEqual(message ? { field: 'keyword', message } : null);
  });
});

describe('tours and reservation sites (spec search.md §5)', () => {
  it.each([
    [{}, 'desktop', 'カテゴリを選択、またはキーワードをご入力ください'],
    [{ keyword: '' }, 'mobile', 'カテゴリを選択するかキーワードを入力してください。'],
    [{ catMidClassCd: '205' }, 'desktop', null],
    [{ catSmlClassCd: '301' }, 'desktop', null],
    [{ keyword: 'ハワイ' }, 'mobile', null],
  ] as const)('%j on %s', (input, viewport, message) => {
    expect(validateTour(input, viewport)).toEqual(message ? { field: 'keyword', message } : null);
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

describe('check-in date not before today (spec search.md §5 Stay; message: docs/search-form-rules.md)', () => {
  // 2024-06-01 00:30 in Japan is still 2024-05-31 in UTC.
  const now = new Date('2024-05-31T15:30:00Z');
  it('the message', () => {
    expect(PAST_CHECK_IN_MESSAGE).toBe('チェックイン日には本日以降の日付を指定してください');
  });
  it.each([
    ['no date', ''],
    ['no date (null)', null],
    ['today in Japan', '2024/06/01'],
    ['tomorrow', '2024/06/02'],
  ])('accepts %s', (_name, date) => {
    expect(validateCheckInDate(date, now)).toBeNull();
  });
  it.each([
    ['yesterday in Japan (today in UTC)', '2024/05/31'],
    ['last year', '2023/12/31'],
    ['not a date', '2024/02/30'],
  ])('refuses %s: チェックイン日には本日以降の日付を指定してください on the date', (_name, date) => {
    expect(validateCheckInDate(date, now)).toEqual({ field: 'checkInDate', message: PAST_CHECK_IN_MESSAGE });
  });
});
