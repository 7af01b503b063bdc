import { describe, expect, it } from 'vitest';
import { categoriesResponse } from '../../../testing/catalog-fixtures.ts';
import { rankMark } from '../components/rank-mark.ts';
import { middleCategoryLinks } from './middle-category-links.ts';

const categories = categoriesResponse([
  ['113', 'グルメ'],
  ['113/201', 'レストラン・飲食'],
  ['113/201/301', '和食'],
  ['113/202', 'お取り寄せ・デリバリー'],
  ['113/203', '飲食店'],
  ['117', 'オリジナルプラン'],
  ['117/201', '会員限定プラン'],
  ['117/201/301', '会員限定キャンペーン', { noSearch: true }],
  ['117/201/302', 'ベネポ増量プラン', { noSearch: true }],
  ['117/202', '補助・クーポン'],
  ['119/202', 'お問合せ'],
]).data.categories;

describe('a category page’s middle categories', () => {
  it('link to the results of each middle category of its large code, in the catalogue’s order', () => {
    expect(middleCategoryLinks(categories, '113')).toEqual([
      { key: '113201', label: 'レストラン・飲食', to: '/menus?catLrgClassCd=113&catMidClassCd=201' },
      { key: '113202', label: 'お取り寄せ・デリバリー', to: '/menus?catLrgClassCd=113&catMidClassCd=202' },
    ]);
  });

  it('leave out 飲食店 under 113 and お問合せ under 119 (spec search.md §5 Category filters)', () => {
    expect(middleCategoryLinks(categories, '113').map((link) => link.label)).not.toContain('飲食店');
    expect(middleCategoryLinks(categories, '119')).toEqual([]);
  });

  it('offer a middle category with no_search small ones as those, with catSmlClassCd (spec search.md §2)', () => {
    expect(middleCategoryLinks(categories, '117')).toEqual([
      {
        key: '117201301',
        label: '会員限定キャンペーン',
        to: '/menus?catLrgClassCd=117&catMidClassCd=201&catSmlClassCd=301',
      },
      {
        key: '117201302',
        label: 'ベネポ増量プラン',
        to: '/menus?catLrgClassCd=117&catMidClassCd=201&catSmlClassCd=302',
      },
      { key: '117202', label: '補助・クーポン', to: '/menus?catLrgClassCd=117&catMidClassCd=202' },
    ]);
  });
});

describe('rank marks (spec portal.md §9 "Ranking mark 12")', () => {
  it.each([
    [1, 1],
    [6, 6],
    [12, 12],
    [13, null],
    [0, null],
    [1.5, null],
  ])('place %s shows %s', (place, mark) => {
    expect(rankMark(place)).toBe(mark);
  });
});
