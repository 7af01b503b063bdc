import { describe, expect, it } from 'vitest';
import type { CategoryEntry } from './category-entry.ts';
import {
  defaultStaySubTab,
  defaultTopTab,
  initialLifeSubTab,
  lifeSubTabAvailability,
  staySubTabFlags,
  topTabVisibility,
  visibleLifeSubTabs,
  visibleStaySubTabs,
} from './tabs.ts';

const large = (code: string): CategoryEntry => ({ catClassCd: code, catLrgClassCd: code, level: 1, name: `L${code}` });
const mid = (lrg: string, code: string): CategoryEntry => ({
  catClassCd: `${lrg}${code}`,
  catLrgClassCd: lrg,
  catMidClassCd: code,
  level: 2,
  name: `M${code}`,
});

describe('top tabs (spec search.md §1)', () => {
  it.each([
    [
      'life, travel and shop',
      [large('102'), large('101'), large('115')],
      { life: true, travel: true, shop: true },
      'life',
    ],
    ['119 counts as life', [large('119'), large('115')], { life: true, travel: false, shop: true }, 'life'],
    ['travel and shop only', [large('101'), large('115')], { life: false, travel: true, shop: true }, 'travel'],
    ['shop only', [large('115')], { life: false, travel: false, shop: true }, 'shop'],
    ['a middle entry names its large code', [mid('113', '201')], { life: true, travel: false, shop: false }, 'life'],
    ['nothing', [], { life: false, travel: false, shop: false }, null],
  ] as const)('%s', (_name, categories, visibility, active) => {
    expect(topTabVisibility(categories)).toEqual(visibility);
    expect(defaultTopTab(topTabVisibility(categories))).toBe(active);
  });
});

describe('life sub-tabs (spec search.md §1, §9: 113/201 食べる, 113/202 or 113/201 暮らす・遊ぶ)', () => {
  it.each([
    [
      '113/201 and 113/202',
      [mid('113', '201'), mid('113', '202')],
      { leisure: true, gourmet: true, leisureCategories: true },
      ['leisure', 'gourmet'],
      'leisure',
    ],
    [
      '113/201 only: 暮らす・遊ぶ has no categories of its own, 食べる does',
      [mid('113', '201')],
      { leisure: true, gourmet: true, leisureCategories: false },
      ['leisure', 'gourmet'],
      'gourmet',
    ],
    [
      '113/202',
      [mid('113', '202')],
      { leisure: true, gourmet: false, leisureCategories: true },
      ['leisure'],
      'leisure',
    ],
    [
      'other life codes only',
      [mid('102', '202')],
      { leisure: false, gourmet: false, leisureCategories: false },
      [],
      null,
    ],
    [
      '113 mids other than 201/202',
      [mid('113', '203')],
      { leisure: false, gourmet: false, leisureCategories: false },
      [],
      null,
    ],
  ] as const)('%s', (_name, categories, availability, tabs, start) => {
    expect(lifeSubTabAvailability(categories)).toEqual(availability);
    expect(visibleLifeSubTabs(lifeSubTabAvailability(categories))).toEqual(tabs);
    expect(initialLifeSubTab(lifeSubTabAvailability(categories))).toBe(start);
  });
  it('hides 暮らす・遊ぶ without its flags and starts on 食べる when 暮らす・遊ぶ has no categories but 食べる does', () => {
    expect(visibleLifeSubTabs({ leisure: false, gourmet: true, leisureCategories: false })).toEqual(['gourmet']);
    expect(initialLifeSubTab({ leisure: false, gourmet: true, leisureCategories: false })).toBe('gourmet');
    expect(initialLifeSubTab({ leisure: true, gourmet: true, leisureCategories: false })).toBe('gourmet');
  });
  it('starts on 暮らす・遊ぶ whenever it has categories of its own', () => {
    expect(initialLifeSubTab({ leisure: true, gourmet: true, leisureCategories: true })).toBe('leisure');
    expect(initialLifeSubTab({ leisure: true, gourmet: false, leisureCategories: true })).toBe('leisure');
  });
});

describe('stay sub-tabs from the categories under 101 (spec search.md §1)', () => {
  it.each([
    ['all four', ['202', '203', '205', '201'], ['domestic', 'public', 'flightTour', 'reserveSite'], 'domestic'],
    ['public and reservation', ['203', '204'], ['public', 'reserveSite'], 'public'],
    ['flights by 206 or 207', ['207'], ['flightTour'], 'flightTour'],
    ['none', [], [], null],
  ] as const)('%s', (_name, mids, tabs, first) => {
    const flags = staySubTabFlags(mids.map((code) => mid('101', code)));
    expect(visibleStaySubTabs(flags)).toEqual(tabs);
    expect(defaultStaySubTab(flags)).toBe(first);
  });
  it('mids under another large code do not count', () => {
    expect(staySubTabFlags([mid('113', '201'), mid('102', '205')])).toEqual({
      domesticFlag: false,
      publicFlag: false,
      flightTourFlag: false,
      reserveSiteFlag: false,
    });
  });
});
