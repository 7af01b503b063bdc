import type { Page } from '@playwright/test';
import { test, expect, MOBILE, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { openSearchPanel } from '../support/search-panel.ts';

// issue 12: the catalogue. Every search widget's URL lands on the portal's own results (the embedded life, stay and
// shop hosts); results keep their state in the URL; a privilege's page has its favourite toggle and coupon.

const resultsCount = (page: Page) => page.getByRole('heading', { level: 2, name: /検索結果\s*[\d,]+件/ });

async function countOf(page: Page): Promise<number> {
  const text = (await page.locator('#results-heading .text-lg').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('results and a privilege, as a visitor at 1280 px', () => {
  test('keyword → results → filters in the URL (back, forward, reload) → next page → a privilege', async ({
    page,
    header,
  }) => {
    // A long journey (results, filters, back, forward, reload, a second page, a privilege): it came within a few
    // seconds of the minute one test is given, and once past it, on a busy 2-core machine.
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    await header.root.getByRole('button', { name: 'キーワード検索' }).click();
    const input = page.getByRole('dialog', { name: 'キーワードで探す' }).getByRole('searchbox', { name: 'キーワード' });
    await input.fill('温泉');
    await input.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '「温泉」の検索結果' })).toBeVisible();
    await expect(resultsCount(page)).toBeVisible();
    const all = await countOf(page);
    expect(all).toBeGreaterThan(20);
    await expectAccessible(page, 'results, 1280 px');

    // A prefecture narrows the results and goes into the URL.
    const filters = page.getByRole('complementary', { name: '絞り込み' });
    // The prefectures past the first eight come only when the member opens ほかのエリア.
    const moreAreas = filters.locator('details');
    await expect(moreAreas.getByRole('link')).toHaveCount(0);
    await moreAreas.getByText('ほかのエリア').click();
    await expect(moreAreas.getByRole('link').first()).toBeVisible();
    await filters.getByRole('link', { name: /^東京都/ }).click();
    await expect(page).toHaveURL(/areaMidClassCd=13/);
    await expect(filters.getByRole('link', { name: /^東京都/ })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const tokyo = await countOf(page);
    const firstInTokyo = page.getByRole('article').first().getByRole('link');
    await expect(page.getByRole('article').first()).toContainText('東京都');

    // A usage flag too (a checkbox): the count narrows again.
    await filters.getByRole('checkbox', { name: '給与天引きで支払可' }).check();
    await expect(page).toHaveURL(/useage%5B%5D=1/);
    await expect.poll(() => countOf(page)).toBeLessThan(tokyo);

    await page.goBack();
    await expect(page).not.toHaveURL(/useage/);
    await expect.poll(() => countOf(page)).toBe(tokyo);
    await expect(filters.getByRole('checkbox', { name: '給与天引きで支払可' })).not.toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/areaMidClassCd/);
    await expect.poll(() => countOf(page)).toBe(all);
    await page.goForward();
    await expect.poll(() => countOf(page)).toBe(tokyo);
    await page.reload();
    await expect.poll(() => countOf(page)).toBe(tokyo);
    await expect(page.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('温泉');

    // Sort by price: the URL says so, and the first result is the cheapest.
    await page.getByLabel('並び替え').selectOption({ label: '価格の安い順' });
    await expect(page).toHaveURL(/sort=price/);

    // The next page, and back.
    if (tokyo > 20) {
      await page
        .getByRole('navigation', { name: '検索結果のページ' })
        .getByRole('link', { name: '次のページ' })
        .click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText('21〜')).toBeVisible();
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
    }
    await expect(page.getByText('1〜20件を表示')).toBeVisible();
    await expect(page.locator('[aria-labelledby="results-heading"]')).not.toHaveAttribute('aria-busy', 'true');

    // A privilege's page: its name, its conditions, and a visitor's お気に入り asks to log in.
    const name = (await firstInTokyo.textContent())?.trim() ?? '';
    await firstInTokyo.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ご利用条件' })).toBeVisible();
    // Its small map comes as the member nears it, with its marker.
    const map = page.getByRole('region', { name: '地図', exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expectAccessible(page, 'privilege detail, visitor');
    await page.getByRole('button', { name: 'お気に入り' }).click();
    await expect(page.getByRole('dialog')).toContainText('ログイン');
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '「温泉」の検索結果' })).toBeVisible();
    await expect(page).toHaveURL(/areaMidClassCd=13/);
  });

  test('a search form lands on results that carry its conditions; nothing found says so', async ({ page }) => {
    const panel = await openSearchPanel(page, { mobile: false, tab: 'トラベル' });
    await expect(panel.getByRole('tab', { name: '国内宿泊施設' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByLabel('キーワード').fill('おんせん');
    await panel.getByRole('form', { name: '検索' }).getByRole('button', { name: '検索' }).click();
    await page.waitForURL((url) => url.pathname === '/search/menu');
    await expect(page.getByRole('heading', { level: 1, name: '「おんせん」の検索結果' })).toBeVisible();
    await expect(resultsCount(page)).toBeVisible();
    // The stay page offers the stay form's conditions as filters.
    await page.getByRole('complementary', { name: '絞り込み' }).getByRole('checkbox', { name: '天然温泉' }).check();
    await expect(page).toHaveURL(/serviceEquip=hasNaturalHotspring/);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/menus?keyword=%E3%81%82%E3%82%8A%E3%81%88%E3%81%AA%E3%81%84%E8%A8%80%E8%91%89xyz');
    await expect(page.getByText('条件に合う優待は見つかりませんでした。')).toBeVisible();
    await page.goto('/menus/9999999');
    await expect(page.getByRole('alert')).toContainText('お探しの優待は見つかりませんでした。');
  });
});

test.describe('a member at 390 px', () => {
  test.use({ persona: 'family', ...MOBILE });

  test('adds a privilege to お気に入り, finds it on /favorite, and sees a coupon’s code', async ({ page }) => {
    await page.goto('/menus?type=2&sort=newest');
    await expect(resultsCount(page)).toBeVisible();
    await page.getByRole('button', { name: '条件で絞り込む' }).click();
    await expect(page.getByRole('complementary', { name: '絞り込み' }).getByText('価格帯')).toBeVisible();
    await page.getByRole('button', { name: '絞り込みを閉じる' }).click();

    const link = page.getByRole('article').first().getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A coupon privilege: its code or barcode, for a member.
    const coupon = page.getByRole('region', { name: 'クーポン' });
    await expect(
      coupon.getByText('クーポンコード', { exact: true }).or(coupon.getByRole('img', { name: /バーコード/ })),
    ).toBeVisible();
    await expect(coupon).not.toContainText('ログインが必要');

    const toggle = page.getByRole('button', { name: 'お気に入り' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('お気に入りに追加しました。')).toBeVisible();
    await expectAccessible(page, 'privilege detail, member, 390 px');
    await page.reload();
    await expect(page.getByRole('button', { name: 'お気に入り' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'お気に入り一覧へ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
    const listed = page.getByRole('region', { name: /お気に入り/ }).getByRole('heading', { level: 3, name });
    await expect(listed).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'お気に入り' }).click();
    await expect(page.getByRole('button', { name: 'お気に入り' })).toHaveAttribute('aria-pressed', 'false');
    await page.goForward();
    await expect(listed).toHaveCount(0);
  });
});
