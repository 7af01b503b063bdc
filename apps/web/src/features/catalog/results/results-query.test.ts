import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../components/ui/pagination.tsx';
import { menuPath } from '../menu-path.ts';
import { chosenUsage, cleared, currentSort, hasFilters, listParam, resultsKind, withChange } from './results-query.ts';

const q = (search: string) => new URLSearchParams(search);

describe('a results page', () => {
  it('knows what it lists from the widget’s URL', () => {
    expect(resultsKind('/menus', q('type=1&catLrgClassCd=102'))).toBe('life');
    expect(resultsKind('/menus', q('type=2&catLrgClassCd=113'))).toBe('coupon');
    expect(resultsKind('/menus', q('catLrgClassCd=115&keyword=x'))).toBe('shop');
    expect(resultsKind('/menus', q('keyword=温泉'))).toBe('keyword');
    expect(resultsKind('/menus/tour', q('type=3&catLrgClassCd=101'))).toBe('tour');
    expect(resultsKind('/menus/tour', q('type=4&catLrgClassCd=101'))).toBe('reserveSite');
    expect(resultsKind('/search/menu', q('category=stay'))).toBe('stay');
    expect(resultsKind('/search/menu', q('category=publicStay&orderBy=LOWEST_PRICE'))).toBe('publicStay');
  });

  it('changes one parameter and starts again at page 1', () => {
    const next = withChange(q('keyword=a&areaMidClassCd=13&page=4'), { areaMidClassCd: '27', 'useage[]': ['1', '2'] });
    expect(next.toString()).toBe('keyword=a&areaMidClassCd=27&useage%5B%5D=1&useage%5B%5D=2');
    expect(withChange(q('keyword=a&sort=price'), { sort: null }).toString()).toBe('keyword=a');
  });

  it('clears the member’s filters but keeps the keyword and what the page is', () => {
    const shop = q('catLrgClassCd=115&priceFrom=3000&checked=can_use_cafe&keyword=タオル');
    expect(hasFilters('shop', shop)).toBe(true);
    expect(cleared('shop', shop).toString()).toBe(new URLSearchParams('catLrgClassCd=115&keyword=タオル').toString());
    const publicStay = q('keyword=x&numPeople=2&adultHeadCnt=2&orderBy=LOWEST_PRICE&category=publicStay');
    expect(hasFilters('publicStay', publicStay)).toBe(false);
    expect(hasFilters('keyword', q('keyword=a&sort=newest&page=2'))).toBe(false);
  });

  it('reads the sort, the public stay’s LOWEST_PRICE, and lists however the URL wrote them', () => {
    expect(currentSort(q(''))).toBe('recommended');
    expect(currentSort(q('orderBy=LOWEST_PRICE'))).toBe('price');
    expect(currentSort(q('orderBy=LOWEST_PRICE&sort=newest'))).toBe('newest');
    expect(currentSort(q('sort=bogus'))).toBe('recommended');
    expect(chosenUsage(q('useage[]=1&useage[]=3&useage=3,4'))).toEqual(['1', '3', '4']);
    expect(listParam(q('mealCondition=isOnlyDinner,isOnlyBreakfast'), 'mealCondition')).toEqual([
      'isOnlyDinner',
      'isOnlyBreakfast',
    ]);
  });
});

describe('a privilege’s page in the portal', () => {
  it('follows the viewed-stay rules for stays, /menus/{menuNo} for the rest', () => {
    expect(menuPath({ menuNo: '2000001', srvicDiv: 'A10', shopAreaDiv: null })).toBe('/dp/menus/2000001/');
    expect(menuPath({ menuNo: '2000002', srvicDiv: 'A20', shopAreaDiv: '1' })).toBe('/public-stay/menus/2000002');
    expect(menuPath({ menuNo: '2000003', srvicDiv: 'A10', shopAreaDiv: '1' })).toBe('/menus/2000003');
    expect(menuPath({ menuNo: '2000004', srvicDiv: 'C10', shopAreaDiv: '1' })).toBe('/menus/2000004');
  });
});

describe('page links', () => {
  it('show the first, the last and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pageWindow(25, 50)).toEqual([1, null, 23, 24, 25, 26, 27, null, 50]);
    // A gap of one page shows that page instead of …
    expect(pageWindow(5, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 50]);
    expect(pageWindow(50, 50)).toEqual([1, null, 48, 49, 50]);
  });
});
