import { test, expect, MOBILE, takeExpectedConsoleProblems, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoHorizontalOverflow } from '../support/cms.ts';

// issue 13: the weekly picks screen (spec portal.md §2 "weekly picks"), fed from the catalogue: 今週のおすすめ優待 at
// /weeklyPicks, the privileges published last (docs/catalog-category-pages.md), reached from the top page's
// 今月のおすすめ優待.

test.describe('今週のおすすめ優待 on a phone at 390 px', () => {
  test.use(MOBILE);

  test('reached from the top page by keyboard, server-rendered with six tiles, もっと見る continues the same order', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const picks = page.getByRole('region', { name: '今月のおすすめ優待', exact: true });
    const entry = picks.getByRole('link', { name: '今週のおすすめ優待を見る' });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/weeklyPicks');
    await expect(page.getByRole('heading', { level: 1, name: '今週のおすすめ優待' })).toBeVisible();
    await expect(page).toHaveTitle(/^今週のおすすめ優待 \| /);
    const tiles = page.getByRole('main').getByRole('article');
    await expect(tiles).toHaveCount(6);

    // Loaded directly, the server sends the tiles inside the page's HTML.
    const response = await page.goto('/weeklyPicks');
    const html = (await response?.text()) ?? '';
    expect(html.match(/<article/g)?.length).toBe(6);
    await waitForHydration(page);
    await expect(tiles).toHaveCount(6);
    await expectNoHorizontalOverflow(page);
    // Two tiles abreast on a phone.
    const tops = await tiles.evaluateAll((all) => all.slice(0, 3).map((tile) => tile.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
    await expectAccessible(page, '/weeklyPicks at 390 px');

    // A tile opens its privilege from the keyboard.
    const first = tiles.first().getByRole('link');
    const name = (await first.textContent())?.trim() ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();

    // もっと見る: the results page of the same order, the same privilege first.
    await page.getByRole('link', { name: '新着の優待をもっと見る' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/menus?sort=newest');
    await expect(page.getByRole('article').first().getByRole('link')).toHaveText(name);
  });

  test('the empty message and the error with its retry keep the tiles’ room', async ({ page, consoleProblems }) => {
    let answer: 'empty' | 'fail' | 'real' = 'empty';
    await page.route('**/v1/catalog/menus?sort=newest*', async (route) => {
      if (answer === 'real') return route.fallback();
      if (answer === 'fail') return route.fulfill({ status: 500, json: { error: { code: 'internal', message: '' } } });
      const real = await route.fetch();
      const body = (await real.json()) as { data: { content: unknown[] } };
      return route.fulfill({ response: real, json: { ...body, data: { ...body.data, content: [] } } });
    });
    /** From the top page's link: the browser asks the catalogue itself (the answer is not inside the page). */
    const openFromTop = async () => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('link', { name: '今週のおすすめ優待を見る' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '今週のおすすめ優待' })).toBeVisible();
    };
    const room = async (locator: ReturnType<typeof page.getByText>) =>
      locator.evaluate((element) => element.closest('[class*="min-h-"]')?.getBoundingClientRect().height ?? 0);

    await openFromTop();
    const empty = page.getByText('今週のおすすめ優待は準備中です。');
    await expect(empty).toBeVisible();
    // The room of six tiles, three rows of two at 390 px (3 × 224 + 2 × 12).
    expect(await room(empty)).toBe(696);
    await expectAccessible(page, '/weeklyPicks empty');

    answer = 'fail';
    await openFromTop();
    const alert = page.getByRole('alert').filter({ hasText: '優待を取得できませんでした。' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    expect(await room(alert)).toBe(696);
    await expectAccessible(page, '/weeklyPicks failed');
    answer = 'real';
    await alert.getByRole('button', { name: '再読み込み' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    takeExpectedConsoleProblems(consoleProblems, (problem) => problem.text.includes('500'));
  });
});
