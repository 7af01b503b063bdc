import { describe, expect, it } from 'vitest';
import { isSelectableDate } from '../../src/search/form-rules.ts';
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

describe('check-in date not before today (spec search.md §5 Stay; message: docs/search-form-rules.md)', () => {
  // 2024-06-01 00:30 in Japan is still 2024-05-31 in UTC.
  const now = new Date('2024-05-31T15:30:00Z');
  it('the message', () => {
    expect(PAST_CHECK_IN_MESSAGE).toBe('チェックイン日には本日以降の日付を指定してください');
  });
  it.each([
    ['yesterday in Japan', '2024/05/31', false],
    ['today in Japan', '2024/06/01', true],
    ['tomorrow', '2024/06/02', true],
    ['not a date', '2024/02/30', false],
    ['another format', '2024-06-02', false],
  ])('the pickers: %s (%s) selectable: %s', (_name, date, selectable) => {
    expect(isSelectableDate(date, now)).toBe(selectable);
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
