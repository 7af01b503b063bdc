import type { Page } from '@playwright/test';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { test, expect, MOBILE, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// issue 12: a category page lists its privileges from the catalogue (its middle categories, 新着, おすすめランキング)
// below its CMS blocks; the category nav keeps the member's order (spec portal.md §3: "category-nav order with
// lastUpdateDate", a 3650-day cookie and localStorage); the top page shows 今月のおすすめ優待.
// docs/catalog-category-pages.md.

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'カテゴリ一覧' });

/** The category paths of the category nav, in the order shown. */
const navOrder = (page: Page) =>
  categoryNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The category paths of the category nav in a page's HTML as the server sent it. */
function navOrderInHtml(html: string): string[] {
  const nav = /<nav aria-label="カテゴリ一覧">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/href="(\/\w+)"/g)].map((match) => match[1]!);
}

const storedNavOrder = (page: Page) =>
  page.evaluate(() => {
    const cookie = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith('ly_nav_order='))
      ?.slice('ly_nav_order='.length);
    return {
      cookie: cookie ? (JSON.parse(decodeURIComponent(cookie)) as { order: string[]; lastUpdateDate: string }) : null,
      local: JSON.parse(window.localStorage.getItem('ly_nav_order') ?? 'null') as { order: string[] } | null,
    };
  });

test.describe('a category page, as a visitor at 1280 px', () => {
  test('/gourmet: its newest privileges and ranking, a middle category’s results, a privilege, もっと見る', async ({
    page,
  }) => {
    await page.goto('/gourmet');
    await expect(page.getByRole('heading', { level: 1, name: 'グルメ' })).toBeVisible();
    // The CMS blocks stay, above the catalogue's lists.
    await expect(page.locator('[data-location-code="gourmet"]')).toBeVisible();

    const newest = page.getByRole('region', { name: '新着の優待' });
    const ranking = page.getByRole('region', { name: 'おすすめランキング' });
    // The tiles come as the member nears them.
    await ranking.scrollIntoViewIfNeeded();
    await expect(newest.getByRole('article')).toHaveCount(6);
    await expect(ranking.getByRole('article')).toHaveCount(6);
    // The ranking is an ordered list, its places marked 1–6.
    await expect(ranking.getByRole('list')).toHaveJSProperty('tagName', 'OL');
    expect(
      await ranking.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent?.charAt(0))),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitForHydration(page);
    await expectAccessible(page, '/gourmet with its privileges');

    // A middle category leads to its results; 飲食店 is not offered (spec search.md §5).
    const middle = page.getByRole('region', { name: 'グルメの優待を探す' });
    await expect(middle.getByRole('link', { name: '飲食店', exact: true })).toHaveCount(0);
    await middle.getByRole('link', { name: 'レストラン・飲食' }).click();
    await expect(page).toHaveURL('/menus?catLrgClassCd=113&catMidClassCd=201');
    await expect(page.getByRole('heading', { level: 2, name: /検索結果\s*[\d,]+件/ })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: '絞り込み' }).getByRole('link', { name: /^グルメ/ }),
    ).toHaveAttribute('aria-current', 'true');
    await page.goBack();

    // A privilege of the ranking opens its page.
    await ranking.scrollIntoViewIfNeeded();
    const first = ranking.getByRole('article').first().getByRole('link');
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('グルメ');
    await page.goBack();

    // もっと見る: the results page of the same search, in the same order.
    await newest.scrollIntoViewIfNeeded();
    const newestFirst = (await newest.getByRole('article').first().getByRole('link').textContent())?.trim() ?? '';
    await newest.getByRole('link', { name: '新着の優待をもっと見る' }).click();
    await expect(page).toHaveURL('/menus?catLrgClassCd=113&sort=newest');
    await expect(page.getByLabel('並び替え')).toHaveValue('newest');
    await expect(page.getByRole('article').first().getByRole('link')).toHaveText(newestFirst);
  });

  test('the category nav puts the visited category first, and its cookie keeps the order across reloads', async ({
    page,
  }) => {
    await page.goto('/travel');
    await expect(categoryNav(page).getByRole('link')).toHaveCount(11);
    await expect(categoryNav(page).getByRole('link', { name: 'トラベル' })).toHaveAttribute('aria-current', 'page');
    // A first visit: the default order crly1 … crly11 (leisure … life), this page first.
    expect(await navOrder(page)).toEqual([
      '/travel',
      '/leisure',
      '/gourmet',
      '/childcare',
      '/shopping',
      '/relaxation',
      '/sports',
      '/car',
      '/original',
      '/school',
      '/life',
    ]);
    await expect.poll(async () => (await storedNavOrder(page)).cookie?.order[0]).toBe('crly7');

    await page.goto('/leisure');
    await expect
      .poll(async () => (await storedNavOrder(page)).cookie?.order.slice(0, 3))
      .toEqual(['crly1', 'crly7', 'crly2']);
    const stored = await storedNavOrder(page);
    expect(stored.cookie?.lastUpdateDate).toBe(japanSlashDate(new Date()));
    expect(stored.local).toEqual(stored.cookie);
    expect((await navOrder(page)).slice(0, 3)).toEqual(['/leisure', '/travel', '/gourmet']);

    // Reloaded, the server renders the order from the cookie, and the page hydrates without a mismatch (the console
    // guard fails on one).
    const reloaded = await page.reload();
    expect(navOrderInHtml((await reloaded?.text()) ?? '').slice(0, 3)).toEqual(['/leisure', '/travel', '/gourmet']);
    await waitForHydration(page);
    expect((await navOrder(page)).slice(0, 3)).toEqual(['/leisure', '/travel', '/gourmet']);

    // The top page's category links follow the same order, from the cookie too.
    const top = await page.goto('/');
    const categories = page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link');
    await expect(categories.first()).toHaveAttribute('href', '/leisure');
    await expect(categories.nth(1)).toHaveAttribute('href', '/travel');
    expect(await top?.text()).toMatch(/id="home-categories".*?href="\/leisure".*?href="\/travel".*?href="\/gourmet"/s);
    // The page hydrates from the cookie it was rendered from: it is removed only once the page is the browser's (the
    // scripts start after the load event; removed before, the page would hydrate against another order).
    await waitForHydration(page);

    // Without the cookie, localStorage still holds the order: it returns once the page is the browser's.
    await page.context().clearCookies({ name: 'ly_nav_order' });
    await page.reload();
    await waitForHydration(page);
    await expect(categories.first()).toHaveAttribute('href', '/leisure');
    await expect(categories.nth(1)).toHaveAttribute('href', '/travel');
  });

  test('今月のおすすめ優待 on the top page: the catalogue’s recommended privileges', async ({ page }) => {
    await page.goto('/');
    // exact: the CMS's own block 「トップ：今月のおすすめ優待」 is a region too.
    const picks = page.getByRole('region', { name: '今月のおすすめ優待', exact: true });
    // Its tiles come as the member nears them, once the page is the browser's.
    await waitForHydration(page);
    await picks.scrollIntoViewIfNeeded();
    await expect(picks.getByRole('article')).toHaveCount(6);
    await expectAccessible(page, 'top page with 今月のおすすめ優待');
    const first = picks.getByRole('article').first().getByRole('link');
    const name = (await first.textContent())?.trim() ?? '';
    await picks.getByRole('link', { name: '今月のおすすめ優待をもっと見る' }).click();
    await expect(page).toHaveURL('/menus?sort=recommended');
    // The same ranking continues there.
    await expect(page.getByRole('article').first().getByRole('link')).toHaveText(name);
  });
});

test.describe('a category page on a phone at 390 px', () => {
  test.use(MOBILE);

  test('one scrolling row of categories, tiles two abreast, and nothing moves while the page loads', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/gourmet', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const ranking = page.getByRole('region', { name: 'おすすめランキング' });
    await ranking.scrollIntoViewIfNeeded();
    await expect(ranking.getByRole('article')).toHaveCount(6);
    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls, 'CLS of the category page').toBeLessThanOrEqual(0.02);

    // The eleven categories in one row that scrolls sideways; the page itself does not.
    const links = categoryNav(page).getByRole('link');
    const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Two tiles abreast.
    const boxes = await ranking
      .getByRole('article')
      .evaluateAll((tiles) => tiles.slice(0, 3).map((tile) => tile.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    expect(boxes[2]).toBeGreaterThan(boxes[0]!);
    await expectAccessible(page, '/gourmet at 390 px');

    // A privilege opens from its tile.
    const first = ranking.getByRole('article').first().getByRole('link');
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
