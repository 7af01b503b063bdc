import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CSRF_HEADER } from '@portal/contracts';
import {
  FavoriteStateResponseSchema,
  MenuDetailResponseSchema,
  MenuItemInfoResponseSchema,
} from '@portal/contracts/catalog';
import { seedPrivileges } from '@portal/db';
import { VIEWED_HISTORY_MAX } from '../../src/modules/member-lists/repository.ts';
import { NOW, ORIGIN, browserCookies, createTestApp, csrfOf, startMemberSession } from '../helpers.ts';
import { expectContract } from './support.ts';

// issue 12 "Privilege detail": the detail, the お気に入り toggle and the 閲覧履歴 record.

let t: Awaited<ReturnType<typeof createTestApp>>;
let visitor: string;
let principal: string;
let family: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedPrivileges(t.db, 1_500);
  visitor = browserCookies(t.config.sessionSecret);
  const cookie = async (id: string) => browserCookies(t.config.sessionSecret, (await startMemberSession(t, id)).token);
  principal = await cookie('principal');
  family = await cookie('family');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, [CSRF_HEADER]: csrfOf(cookie) ?? '', ...(cookie ? { cookie } : {}) },
  });

async function one(where: ReturnType<typeof sql>): Promise<string> {
  const result = await t.db.execute(sql`SELECT menu_no FROM catalog_menus WHERE ${where} ORDER BY menu_no LIMIT 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { menu_no: string }[] }).rows) as {
    menu_no: string;
  }[];
  expect(rows[0]).toBeDefined();
  return rows[0]!.menu_no;
}
const live = sql`published_from <= ${NOW}::timestamptz AND (published_until IS NULL OR published_until > ${NOW}::timestamptz)`;

describe('GET /v1/catalog/menus/{menuNo}', () => {
  it('shows a stay with its plans, categories, area and place', async () => {
    const stay = await one(sql`service_type = 'stay' AND business_codes = '{}' AND ${live}`);
    const { data } = expectContract(await get(`/v1/catalog/menus/${stay}`), MenuDetailResponseSchema);
    expect(data.stayPlans.length).toBeGreaterThan(0);
    expect(data.catLrgClassNm).toBe('トラベル');
    expect(data.areaMidClassNm).not.toBe('');
    expect(data.position).not.toBeNull();
    expect(data.favorite).toBe(false);
  });

  it('gives a coupon’s code or barcode to a signed-in member only; a visitor learns there is one', async () => {
    const coupon = await one(sql`menu_type = 2 AND business_codes = '{}' AND ${live}`);
    const visitor = expectContract(await get(`/v1/catalog/menus/${coupon}`), MenuDetailResponseSchema).data;
    expect(visitor).toMatchObject({ hasCoupon: true, coupon: null });
    const member = expectContract(await get(`/v1/catalog/menus/${coupon}`, principal), MenuDetailResponseSchema).data;
    expect(member.coupon?.code ?? member.coupon?.barcode).toBeTruthy();
    expect(member.coupon?.conditions).not.toBe('');
  });

  it('is 404, with a message, outside the publication window or for another business code', async () => {
    const ended = await one(sql`published_until <= ${NOW}::timestamptz`);
    const ly = await one(sql`business_codes = '{LY}' AND ${live}`);
    for (const [menuNo, cookie] of [
      [ended, principal],
      [ly, undefined],
      ['9999999', principal],
    ] as const) {
      const res = await get(`/v1/catalog/menus/${menuNo}`, cookie);
      expect(res.statusCode, menuNo).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'menu_not_found',
          message: 'お探しの優待は見つかりませんでした。掲載が終了した可能性があります。',
        },
      });
    }
    expect((await get(`/v1/catalog/menus/${ly}`, principal)).statusCode).toBe(200);
  });

  it.each(['abc', '12', '1234567890', '%00', '..%2F..'])('refuses the menu number %s with 400', async (menuNo) => {
    expect((await get(`/v1/catalog/menus/${menuNo}`)).statusCode).toBe(400);
  });
});

describe('お気に入り: PUT and DELETE /v1/favorite/menus/{menuNo}', () => {
  it('adds once and removes once, and the favourites list and the detail show it', async () => {
    const menu = await one(sql`service_type = 'life' AND business_codes = '{}' AND ${live}`);
    for (let i = 0; i < 2; i++) {
      const res = await send('PUT', `/v1/favorite/menus/${menu}`, family);
      expect(expectContract(res, FavoriteStateResponseSchema).data).toEqual({ menuNo: menu, favorite: true });
    }
    const list = await get('/v1/favorite/menu-item-info?itemType=favorite&page=0&size=10&sort=dateAdded,desc', family);
    const favourites = expectContract(list, MenuItemInfoResponseSchema).data.content.map((item) => item.menuNo);
    expect(favourites.filter((no) => no === menu)).toHaveLength(1);
    expect(expectContract(await get(`/v1/catalog/menus/${menu}`, family), MenuDetailResponseSchema).data.favorite).toBe(
      true,
    );
    const removed = await send('DELETE', `/v1/favorite/menus/${menu}`, family);
    expect(expectContract(removed, FavoriteStateResponseSchema).data.favorite).toBe(false);
    expect(expectContract(await get(`/v1/catalog/menus/${menu}`, family), MenuDetailResponseSchema).data.favorite).toBe(
      false,
    );
  });

  it('is for members only, with the CSRF token, and only for a privilege the member may see', async () => {
    const menu = await one(sql`business_codes = '{}' AND ${live}`);
    // A visitor with a valid CSRF pair is still no member.
    expect((await send('PUT', `/v1/favorite/menus/${menu}`, visitor)).statusCode).toBe(401);
    const withoutToken = await t.app.inject({
      method: 'PUT',
      url: `/v1/favorite/menus/${menu}`,
      headers: { origin: ORIGIN, cookie: family },
    });
    expect(withoutToken.statusCode).toBe(403);
    const ended = await one(sql`published_until <= ${NOW}::timestamptz`);
    expect((await send('PUT', `/v1/favorite/menus/${ended}`, family)).statusCode).toBe(404);
  });
});

describe('閲覧履歴: POST /v1/favorite/viewed/{menuNo}', () => {
  it('puts the visited privilege first, once, and keeps the latest 100', async () => {
    const stays = await t.db.execute(
      sql`SELECT menu_no FROM catalog_menus WHERE service_type = 'stay' AND business_codes = '{}' AND ${live}
          ORDER BY menu_no LIMIT ${VIEWED_HISTORY_MAX + 5}`,
    );
    const menuNos = ((Array.isArray(stays) ? stays : (stays as { rows: unknown[] }).rows) as { menu_no: string }[]).map(
      (row) => row.menu_no,
    );
    expect(menuNos.length).toBe(VIEWED_HISTORY_MAX + 5);
    for (const [i, menuNo] of menuNos.entries()) {
      t.clock.set(new Date(Date.parse(NOW) + i * 1_000));
      expect((await send('POST', `/v1/favorite/viewed/${menuNo}`, family)).statusCode).toBe(200);
    }
    // A second visit of the first moves it to the top.
    t.clock.set(new Date(Date.parse(NOW) + 1_000_000));
    await send('POST', `/v1/favorite/viewed/${menuNos[6]!}`, family);
    const list = await get('/v1/favorite/menu-item-info?itemType=viewed&serviceType=stay&page=0&size=50', family);
    const data = expectContract(list, MenuItemInfoResponseSchema).data;
    expect(data.totalElements).toBe(VIEWED_HISTORY_MAX);
    expect(data.content[0]?.menuNo).toBe(menuNos[6]);
    expect(data.content.filter((item) => item.menuNo === menuNos[6])).toHaveLength(1);
    t.clock.set(new Date(NOW));
  });
});
