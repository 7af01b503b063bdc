import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuItemInfoResponseSchema, type MenuItem } from '@portal/contracts/catalog';
import { NOW } from '../helpers.ts';
import { createCatalogTestApp, expectContract, expectInvalidRequest } from '../catalog/support.ts';

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let principal: string;
beforeAll(async () => {
  t = await createCatalogTestApp();
  principal = await t.loginAs('principal');
});
afterAll(async () => {
  await t?.close();
});

const VIEWED_STAYS = '/v1/favorite/menu-item-info?itemType=viewed&serviceType=stay&page=0&size=10&sort=dateAdded,desc';

async function list(query: string, cookie = principal) {
  const res = await t.get(`/v1/favorite/menu-item-info?${query}`, cookie);
  expect(res.headers['cache-control']).toBe('no-store');
  return expectContract(res, MenuItemInfoResponseSchema).data;
}

/** The viewed-stay link rules of spec search.md §2, to show the seed exercises each of them. */
function linkKind(item: MenuItem): string {
  const { shopAreaDiv, srvicDiv } = item.menuDetailResponse;
  if (shopAreaDiv === null) return 'dp';
  if (srvicDiv === 'A20') return 'public-stay';
  if (srvicDiv === 'A10') return 'menus';
  return 'none';
}

describe('GET /v1/favorite/menu-item-info (getViewedListHistory)', () => {
  it('answers 401 to a visitor', async () => {
    const res = await t.get(VIEWED_STAYS);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'ログインしてください。' } });
  });

  it("lists the principal's viewed stays, newest first, more than 5 so the carousel shows arrows", async () => {
    const res = await t.get(VIEWED_STAYS, principal);
    const data = expectContract(res, MenuItemInfoResponseSchema).data;
    expect(data.totalElements).toBe(8);
    expect(data).toMatchObject({ page: 0, size: 10, totalPages: 1 });
    expect(data.content).toHaveLength(8);
    const dates = data.content.map((i) => i.dateAdded);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(new Date(Date.parse(NOW) - 2 * 3_600_000).toISOString());
    expect(data.content[0]).toEqual({
      menuNo: '100001',
      dateAdded: dates[0],
      menuDetailResponse: {
        menuNm: '定山渓温泉 翠渓の湯 ホテル（朝夕食付）',
        menuImages: [{ imageUrl: '/images/stays/onsen.webp' }],
        areaInfomation: { areaMidClassNm: '北海道', areaSmlClassNm: '札幌市' },
        shopAreaDiv: null,
        srvicDiv: 'A10',
      },
    });
  });

  it('exercises every link rule of the carousel: dynamic package, public stay, A10 and no link', async () => {
    const { content } = await list('itemType=viewed&serviceType=stay');
    expect(new Set(content.map(linkKind))).toEqual(new Set(['dp', 'public-stay', 'menus', 'none']));
  });

  it('pages by size, oldest first on request', async () => {
    const first = await list('itemType=viewed&serviceType=stay&page=0&size=3&sort=dateAdded,asc');
    const second = await list('itemType=viewed&serviceType=stay&page=1&size=3&sort=dateAdded,asc');
    const last = await list('itemType=viewed&serviceType=stay&page=2&size=3&sort=dateAdded,asc');
    const beyond = await list('itemType=viewed&serviceType=stay&page=3&size=3&sort=dateAdded,asc');
    expect(first).toMatchObject({ totalElements: 8, totalPages: 3, page: 0, size: 3 });
    expect([first, second, last, beyond].map((p) => p.content.length)).toEqual([3, 3, 2, 0]);
    const all = [...first.content, ...second.content, ...last.content].map((i) => i.dateAdded);
    expect(all).toEqual([...all].sort());
    expect(new Set([...first.content, ...second.content, ...last.content].map((i) => i.menuNo)).size).toBe(8);
  });

  it('defaults to page 0, 10 items, newest first; without serviceType every service', async () => {
    const data = await list('itemType=viewed');
    expect(data).toMatchObject({ page: 0, size: 10, totalElements: 9 });
    expect(data.content[0]?.menuNo).toBe('100001');
    expect(data.content[1]?.menuNo).toBe('200001');
  });

  it('lists favourites with itemType=favorite', async () => {
    const data = await list('itemType=favorite&page=0&size=10&sort=dateAdded,desc');
    expect(data.content.map((i) => i.menuNo)).toEqual(['100004', '100007', '200002']);
    expect((await list('itemType=favorite&serviceType=stay')).totalElements).toBe(2);
  });

  it('shows each member only their own list', async () => {
    const family = await t.loginAs('family');
    expect((await list('itemType=viewed&serviceType=stay', family)).content.map((i) => i.menuNo)).toEqual([
      '100003',
      '100009',
    ]);
    const club = await t.loginAs('club');
    expect(await list('itemType=viewed&serviceType=stay', club)).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      page: 0,
      size: 10,
    });
  });

  it.each([
    ['no itemType', 'serviceType=stay'],
    ['an unknown itemType', 'itemType=ordered'],
    ['an unknown serviceType', 'itemType=viewed&serviceType=hotel'],
    ['a negative page', 'itemType=viewed&page=-1'],
    ['a page that is not a number', 'itemType=viewed&page=first'],
    ['size 0', 'itemType=viewed&size=0'],
    ['a size above 50', 'itemType=viewed&size=51'],
    ['a fractional size', 'itemType=viewed&size=2.5'],
    ['an unknown sort', 'itemType=viewed&sort=menuNm,desc'],
  ])('rejects %s with 400', async (_label, query) => {
    expectInvalidRequest(await t.get(`/v1/favorite/menu-item-info?${query}`, principal));
  });
});
