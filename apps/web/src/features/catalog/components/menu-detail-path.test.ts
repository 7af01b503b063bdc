import { describe, expect, it } from 'vitest';
import { detailMenuNo } from '@portal/contracts/catalog-pages';
import { menuDetailPath } from '@portal/contracts/catalog-lists';
import { SERVICE_DIVISIONS } from '@portal/contracts/catalog';
import { menuPath } from '../menu-path.ts';

// The tiles link with the zod-free menuDetailPath (no search constants on the category pages' first load); the rule is
// menu-path.ts's, and stays so.
describe('a tile’s link to its privilege', () => {
  const items = SERVICE_DIVISIONS.flatMap((srvicDiv) =>
    [null, '1'].map((shopAreaDiv) => ({ menuNo: '2000123', srvicDiv, shopAreaDiv })),
  );

  it.each(items)('is menu-path.ts’s for $srvicDiv with shopAreaDiv $shopAreaDiv', (item) => {
    expect(menuDetailPath(item)).toBe(menuPath(item));
    expect(detailMenuNo(menuDetailPath(item))).toBe('2000123');
  });

  it('goes to the stay site’s pages for stays, and to /menus/{menuNo} otherwise', () => {
    expect(menuDetailPath({ menuNo: '2000123', srvicDiv: 'A10', shopAreaDiv: null })).toBe('/dp/menus/2000123/');
    expect(menuDetailPath({ menuNo: '2000123', srvicDiv: 'A20', shopAreaDiv: '1' })).toBe('/public-stay/menus/2000123');
    expect(menuDetailPath({ menuNo: '2000123', srvicDiv: 'A10', shopAreaDiv: '1' })).toBe('/menus/2000123');
    expect(menuDetailPath({ menuNo: '2000123', srvicDiv: 'C10', shopAreaDiv: '1' })).toBe('/menus/2000123');
  });
});
