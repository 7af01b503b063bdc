import { describe, expect, it } from 'vitest';
import type { CategoryEntry } from './category-entry.ts';
import {
  addGenreTag,
  categoryLabel,
  EMPTY_CATEGORY_PICK,
  gourmetGenreOptions,
  largeCategories,
  middleCategories,
  pickCategory,
  removeGenreTag,
  shopMiddleCategories,
  smallCategories,
  tourMiddleCategories,
  tourSmallCategories,
  tourSmallCodes,
} from './category-filters.ts';

// Entries as GET /v1/enum/categories sends them: catClassCd is the path's codes joined.
const L = (code: string, name = `L${code}`): CategoryEntry => ({
  catClassCd: code,
  catLrgClassCd: code,
  level: 1,
  name,
});
const M = (lrg: string, code: string, name = `M${code}`): CategoryEntry => ({
  catClassCd: `${lrg}${code}`,
  catLrgClassCd: lrg,
  catMidClassCd: code,
  level: 2,
  name,
});
const S = (lrg: string, mid: string, code: string, name = `S${code}`): CategoryEntry => ({
  catClassCd: `${lrg}${mid}${code}`,
  catLrgClassCd: lrg,
  catMidClassCd: mid,
  catSmlClassCd: code,
  level: 3,
  name,
});
const codes = (entries: CategoryEntry[]) => entries.map((e) => e.catSmlClassCd ?? e.catMidClassCd ?? e.catClassCd);

describe('large category list (spec search.md §5: level 1, 102–114 and 116–119)', () => {
  it('keeps only life larges at level 1', () => {
    const entries = ['101', '102', '114', '115', '116', '119', '120'].map((c) => L(c));
    expect(codes(largeCategories([...entries, M('102', '201')]))).toEqual(['102', '114', '116', '119']);
  });
});

describe('entries without the per-level fields', () => {
  it('fall back to catClassCd as the own code of their level', () => {
    const bare: CategoryEntry[] = [
      { catClassCd: '101', level: 1, name: 'トラベル' },
      { catClassCd: '205', catLrgClassCd: '101', level: 2, name: '航空券' },
      { catClassCd: '302', catLrgClassCd: '101', catMidClassCd: '205', level: 3, name: '国内線' },
    ];
    expect(tourMiddleCategories(bare, 'flightTour').map((e) => e.name)).toEqual(['航空券']);
    expect(tourSmallCategories(bare, 'flightTour', '205').map((e) => e.name)).toEqual(['国内線']);
  });
});

describe('middle category filters (spec search.md §5)', () => {
  const entries = [
    M('113', '201', '飲食店'),
    M('113', '202', 'カフェ'),
    M('011', '201', '飲食店'),
    M('011', '203', '居酒屋'),
    M('102', '201', '飲食店'),
    M('119', '201', 'お問合せ'),
    M('119', '202', '保険'),
    M('102', '202', 'お問合せ'),
  ];
  it.each([
    ['113: 飲食店 left out', '113', ['202']],
    ['011: 飲食店 left out', '011', ['203']],
    ['102: 飲食店 and お問合せ stay', '102', ['201', '202']],
    ['119: お問合せ left out', '119', ['202']],
  ])('%s', (_name, large, expected) => {
    expect(codes(middleCategories(entries, large))).toEqual(expected);
  });
  it('small categories under a large and middle', () => {
    expect(
      codes(smallCategories([S('102', '201', '301'), S('102', '202', '302'), S('103', '201', '303')], '102', '201')),
    ).toEqual(['301']);
  });
  it('shop middles are those under 115', () => {
    expect(codes(shopMiddleCategories([M('115', '201'), M('113', '202')]))).toEqual(['201']);
  });
});

describe('tour tabs (spec search.md §9)', () => {
  const entries = [
    M('101', '201'),
    M('101', '202'),
    M('101', '204'),
    M('101', '205'),
    M('101', '207'),
    S('101', '205', '301'),
    S('101', '205', '304'),
    S('101', '205', '305'),
    S('101', '201', '311'),
    S('101', '201', '301'),
    S('101', '204', '301'),
    S('101', '204', '311'),
  ];
  it('mids: 205–207 on tab 3, 201 and 204 on tab 4', () => {
    expect(codes(tourMiddleCategories(entries, 'flightTour'))).toEqual(['205', '207']);
    expect(codes(tourMiddleCategories(entries, 'reserveSite'))).toEqual(['201', '204']);
  });
  it.each([
    ['flightTour', '205', ['301', '302', '303', '304']],
    ['reserveSite', '201', ['311']],
    ['reserveSite', '204', ['301']],
  ] as const)('small codes on %s under %s', (tab, mid, expected) => {
    expect(tourSmallCodes(tab, mid)).toEqual(expected);
  });
  it.each([
    ['flightTour', '205', ['301', '304']],
    ['reserveSite', '201', ['311']],
    ['reserveSite', '204', ['301']],
    ['reserveSite', null, []],
  ] as const)('small list on %s under %s (empty until a mid is chosen)', (tab, mid, expected) => {
    expect(codes(tourSmallCategories(entries, tab, mid))).toEqual(expected);
  });
});

describe('gourmet genres (spec search.md §5: level 3 under 113/201 minus chosen tags)', () => {
  const entries = [
    S('113', '201', '301', '和食'),
    S('113', '201', '302', '洋食'),
    S('113', '202', '303', 'カフェ'),
    M('113', '201'),
    S('102', '201', '304'),
  ];
  it('lists only level-3 under 113/201', () => {
    expect(codes(gourmetGenreOptions(entries, []))).toEqual(['301', '302']);
  });
  it('leaves out chosen tags', () => {
    expect(codes(gourmetGenreOptions(entries, [{ catClassCd: '113201301' }]))).toEqual(['302']);
  });
  it('tags are added once and removed by code', () => {
    const tag = { catClassCd: '301', name: '和食', level: 3 };
    expect(addGenreTag(addGenreTag([], tag), tag)).toEqual([tag]);
    expect(removeGenreTag([tag], '301')).toEqual([]);
  });
});

describe('category picker (spec search.md §2 Modals, §4)', () => {
  const large = { id: '102', label: 'レジャー' };
  const medium = { id: '202', label: 'テーマパーク' };
  const small = { id: '301', label: '遊園地' };
  const full = { large, medium, small };
  it.each([
    ['pick a large', EMPTY_CATEGORY_PICK, 'large', large, { large, medium: null, small: null }],
    ['pick down to small', { large, medium, small: null }, 'small', small, full],
    ['re-click deselects that level and below', full, 'medium', medium, { large, medium: null, small: null }],
    [
      'a new large clears the lower levels',
      full,
      'large',
      { id: '103', label: 'グルメ' },
      { large: { id: '103', label: 'グルメ' }, medium: null, small: null },
    ],
    ['re-click the large clears all', full, 'large', large, EMPTY_CATEGORY_PICK],
  ] as const)('%s', (_name, state, level, item, expected) => {
    expect(pickCategory(state, level, item)).toEqual(expected);
  });
  it("labels joined with ' / ', default カテゴリを選択", () => {
    expect(categoryLabel(EMPTY_CATEGORY_PICK)).toBe('カテゴリを選択');
    expect(categoryLabel({ large, medium: null, small: null })).toBe('レジャー');
    expect(categoryLabel(full)).toBe('レジャー / テーマパーク / 遊園地');
  });
});
