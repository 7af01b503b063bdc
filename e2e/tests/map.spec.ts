import type { Locator, Page } from '@playwright/test';
import { expect, MOBILE, takeExpectedConsoleProblems, test, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// issue 12 "/map": the privileges of an area on a Leaflet map (clustered markers on the shipped prefecture
// outlines: no tile server here) and in a list kept in step, under the portal's real CSP (the console guard fails a
// test on any CSP violation).

/** 東京都 (JIS X 0401). */
const TOKYO = '13';

class MapPage {
  readonly map: Locator;
  readonly list: Locator;
  readonly items: Locator;
  readonly status: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.map = page.getByRole('region', { name: '優待の地図' });
    this.list = page.getByRole('region', { name: '優待の一覧' });
    this.items = this.list.getByRole('article');
    this.status = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /件|都道府県/ });
  }

  /**
   * Opens /map as a member does: the page shows, then the pointer moves — Leaflet comes at the member's first act
   * (ADR 0022), not with the page. (An act before the page's scripts run is not heard: the test acts after them.)
   */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.actOnceShown();
  }

  /** Reloads the page as a member does: the page shows again, then the member acts again (as `open`). */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.actOnceShown();
  }

  private async actOnceShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: '地図から探す' })).toBeVisible();
    await waitForHydration(this.page);
    // Moved from where the pointer already is: a pointer that stays still sends no event to hear.
    const box = this.page.viewportSize()!;
    await this.page.mouse.move(box.width / 2, box.height / 2);
    await this.page.mouse.move(200, 300);
  }

  /** The map's clusters: buttons named by how many privileges they hold. */
  clusters(): Locator {
    return this.map.getByRole('button', { name: /件の優待（選ぶと拡大します）/ });
  }

  popup(name: string): Locator {
    return this.map.getByRole('group', { name, exact: true });
  }

  /** The name of the n-th privilege of the list. */
  async nameAt(index: number): Promise<string> {
    return ((await this.items.nth(index).getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  }

  async choose(name: string): Promise<void> {
    await this.list.getByRole('button', { name, exact: true }).click();
  }
}

test.describe('地図から探す (/map) at 1280 px', () => {
  test('shows Tokyo’s privileges clustered on the map beside their list; a choice in the list opens its popup, a reload keeps it', async ({
    page,
  }) => {
    const view = new MapPage(page);
    await view.open(`/map?areaMidClassCd=${TOKYO}`);
    await expect(page.getByRole('heading', { level: 1, name: '地図から探す' })).toBeVisible();
    await expect(view.clusters().first()).toBeVisible();
    await expect(view.status).toContainText(/^\d+件の優待のうち、おすすめ順に500件を表示しています。/);
    await expect(view.items).toHaveCount(50);
    // Beside the map: the list starts at the map's height, to its right.
    const [mapBox, listBox] = await Promise.all([view.map.boundingBox(), view.list.boundingBox()]);
    expect(listBox!.x).toBeGreaterThan(mapBox!.x + mapBox!.width - 1);
    await expect(page.getByRole('combobox', { name: '都道府県' })).toHaveValue(TOKYO);

    const name = await view.nameAt(3);
    await view.choose(name);
    await expect(page).toHaveURL(/[?&]menuNo=\d+/);
    const popup = view.popup(name);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('東京都');
    await expect(popup.getByRole('link', { name: `${name}の詳細を見る` })).toHaveAttribute('href', /\/menus\/\d+/);
    await expect(view.list.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, '/map with a popup open');

    await view.reload();
    await expect(view.popup(name)).toBeVisible();
    await expect(view.list.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('a click on a marker marks its privilege in the list and brings it into the list’s view', async ({ page }) => {
    const view = new MapPage(page);
    await view.open(`/map?areaMidClassCd=${TOKYO}`);
    await expect(view.items).toHaveCount(50);
    // A choice in the list zooms in to its marker: other single markers are around it then.
    const first = await view.nameAt(0);
    await view.choose(first);
    await expect(view.popup(first)).toBeVisible();
    await view.map.getByRole('button', { name: '閉じる' }).click();
    await expect(view.popup(first)).toBeHidden();
    // The map's buttons: zoom, clusters (no title) and single markers (titled by their name). Leaflet keeps markers
    // just outside the view in the page too: only one well inside the map is taken.
    const controls = new Set(['拡大', '縮小', first]);
    const area = (await view.map.boundingBox())!;
    const inside = (box: { x: number; y: number; width: number; height: number } | null) =>
      box !== null &&
      box.x > area.x + 60 &&
      box.x + box.width < area.x + area.width - 60 &&
      box.y > area.y + 60 &&
      box.y + box.height < area.y + area.height - 40;
    let other: string | null = null;
    for (const marker of await view.map.getByRole('button').all()) {
      const title = await marker.getAttribute('title');
      if (title && !controls.has(title) && inside(await marker.boundingBox())) {
        other = title;
        await marker.click();
        break;
      }
    }
    // The seeded catalogue is the same on every machine: around the first privilege there are single markers.
    expect(other, 'a single marker other than the chosen one, well inside the map').not.toBeNull();
    await expect(view.popup(other!)).toBeVisible();
    const item = view.list.getByRole('button', { name: other!, exact: true });
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(item).toBeInViewport();
  });

  test('without a prefecture shows the whole of Japan and asks for one; back returns to the question', async ({
    page,
  }) => {
    const view = new MapPage(page);
    await view.open('/map');
    await expect(view.status).toHaveText('都道府県を選んでください。地図の都道府県を押しても選べます。');
    await expect(view.clusters()).toHaveCount(0);
    await expectAccessible(page, '/map without a prefecture');
    const filters = page.getByRole('search', { name: '地図の絞り込み' });
    await filters.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '東京都' });
    await filters.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(`/map?areaMidClassCd=${TOKYO}`);
    await expect(view.clusters().first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/map');
    await expect(view.status).toHaveText('都道府県を選んでください。地図の都道府県を押しても選べます。');
  });

  test('says when nothing matches: 該当する優待はありません。', async ({ page }) => {
    const view = new MapPage(page);
    await view.open(`/map?areaMidClassCd=${TOKYO}&keyword=${encodeURIComponent('存在しない言葉')}`);
    await expect(view.list.getByText('該当する優待はありません。')).toBeVisible();
    await expect(view.status).toHaveText('0件の優待を表示しています。');
    await expect(page.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('存在しない言葉');
  });

  test('offers a retry when the markers cannot be fetched', async ({ page, consoleProblems }) => {
    const view = new MapPage(page);
    let fail = true;
    await page.route(/\/v1\/catalog\/map\?/, (route) =>
      fail ? route.fulfill({ status: 503, json: { error: { code: 'system_error', message: '' } } }) : route.fallback(),
    );
    // The first load brings a URL's markers inside the page: the browser asks for the next prefecture's itself.
    await view.open('/map');
    const filters = page.getByRole('search', { name: '地図の絞り込み' });
    await filters.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '東京都' });
    await filters.getByRole('button', { name: '検索' }).click();
    const alert = view.list.getByRole('alert');
    await expect(alert).toContainText('優待を取得できませんでした。');
    fail = false;
    await alert.getByRole('button', { name: '再読み込み' }).click();
    await expect(view.items).toHaveCount(50);
    expect(takeExpectedConsoleProblems(consoleProblems, (p) => p.text.includes('503'))).toBeGreaterThan(0);
  });

  test('この範囲で検索 keeps to the area in view, in the URL', async ({ page }) => {
    const view = new MapPage(page);
    await view.open(`/map?areaMidClassCd=${TOKYO}`);
    await expect(view.items).toHaveCount(50);
    await view.map.getByRole('button', { name: '拡大', exact: true }).click();
    await view.map.getByRole('button', { name: '拡大', exact: true }).click();
    await page.getByRole('button', { name: 'この範囲で検索' }).click();
    await expect(page).toHaveURL(/[?&]bbox=[\d.]+(%2C|,)[\d.]+(%2C|,)[\d.]+(%2C|,)[\d.]+/);
    await expect(view.status).toContainText('件');
    await expect(page.getByRole('button', { name: '範囲の指定を解除' })).toBeVisible();
  });
});

test.describe('地図から探す (/map) at 390 px', () => {
  test.use(MOBILE);

  test('puts the list below the map, and a choice in it opens the popup on the map', async ({ page }) => {
    const view = new MapPage(page);
    await view.open(`/map?areaMidClassCd=${TOKYO}`);
    await expect(view.clusters().first()).toBeVisible();
    await expect(view.items).toHaveCount(50);
    const [mapBox, listBox] = await Promise.all([view.map.boundingBox(), view.list.boundingBox()]);
    expect(mapBox!.width).toBeLessThanOrEqual(390);
    expect(listBox!.y).toBeGreaterThan(mapBox!.y + mapBox!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, '/map at 390 px');

    const name = await view.nameAt(1);
    await view.choose(name);
    await expect(view.popup(name)).toBeVisible();
    await expect(view.popup(name)).toBeInViewport();
  });
});
