import { describe, expect, it } from 'vitest';
import {
  detailMenuNo,
  isResultsPath,
  menuDetailApiPath,
  menuSearchApiPath,
  resultsPageFromUrl,
} from '../src/catalog-pages.ts';

describe('the catalogue pages and their calls', () => {
  it('knows the results paths the search widgets build, and nothing else', () => {
    expect(['/menus', '/menus/tour', '/search/menu'].every(isResultsPath)).toBe(true);
    expect(isResultsPath('/menus/')).toBe(false);
    expect(isResultsPath('/menus/2000001')).toBe(false);
  });

  it('finds the menu number of the three detail paths (the viewed-stay links’ forms)', () => {
    expect(detailMenuNo('/menus/2000001')).toBe('2000001');
    expect(detailMenuNo('/dp/menus/2000001/')).toBe('2000001');
    expect(detailMenuNo('/dp/menus/2000001')).toBe('2000001');
    expect(detailMenuNo('/public-stay/menus/100023')).toBe('100023');
    expect(detailMenuNo('/menus/tour')).toBeNull();
    expect(detailMenuNo('/menus/12')).toBeNull();
    expect(detailMenuNo('/menus/2000001/x')).toBeNull();
    expect(menuDetailApiPath('2000001')).toBe('/v1/catalog/menus/2000001');
  });

  it('passes the page’s query on, the page 0-based, empty values left out', () => {
    const query = new URLSearchParams('type=1&catLrgClassCd=102&keyword=%E6%B8%A9%E6%B3%89&areaMidClassCd=&page=3');
    expect(menuSearchApiPath('/menus', query)).toBe(
      '/v1/catalog/menus?type=1&catLrgClassCd=102&keyword=%E6%B8%A9%E6%B3%89&page=2',
    );
    expect(menuSearchApiPath('/menus', new URLSearchParams('page=1'))).toBe('/v1/catalog/menus');
    // The size is the API's own: a URL cannot ask for more.
    expect(menuSearchApiPath('/menus', new URLSearchParams('size=50'))).toBe('/v1/catalog/menus');
    // Repeated names stay repeated (useage[] of the life form).
    expect(menuSearchApiPath('/menus', new URLSearchParams('useage[]=1&useage[]=3'))).toBe(
      '/v1/catalog/menus?useage%5B%5D=1&useage%5B%5D=3',
    );
  });

  it('searches stays on the stay site’s page even when its URL names no category', () => {
    expect(menuSearchApiPath('/search/menu', new URLSearchParams('keyword=x'))).toBe(
      '/v1/catalog/menus?keyword=x&serviceType=stay',
    );
  });

  it('reads ?page= as members see it: 1 to 500, anything else the first', () => {
    expect(resultsPageFromUrl('2')).toBe(2);
    expect(resultsPageFromUrl('500')).toBe(500);
    for (const value of [null, '', '0', '-1', '1.5', 'x', '501', '1e3']) expect(resultsPageFromUrl(value)).toBe(1);
  });
});
