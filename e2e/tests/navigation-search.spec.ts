import { test, expect, MOBILE, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { pageScrollIsLocked } from '../support/scroll-lock.ts';

// spec search.md §2: the mega-menu (links with navi=megamenu), the site-wide keyword overlay, the recently
// viewed stays carousel; at 1280 px (the mega-menu is desktop only).

test.describe('mega-menu at 1280 px', () => {
  test('a group opens a labelled panel whose links carry navi=megamenu and reach the results', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'カテゴリから探す' });
    const group = nav.getByRole('button', { name: 'レジャー・エンタメ' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'レジャー・エンタメ' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2, name: 'レジャー・エンタメ' })).toBeFocused();
    await expectAccessible(page, 'open mega-menu, 1280 px');

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(group).toBeFocused();

    await group.click();
    const link = panel.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/menus\?type=1&catLrgClassCd=\d{3}&catMidClassCd=\d{3}&navi=megamenu$/);
    await link.click();
    // The life host is the portal itself: its results page, with the link's category.
    await expect(page).toHaveURL(/\/menus\?type=1&.*navi=megamenu/);
    await expect(page.getByRole('heading', { level: 1, name: '暮らす・遊ぶ優待' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /検索結果\s*[\d,]+件/ })).toBeVisible();
  });

  test('旅行 lists the flight, tour and other travel categories, linked to the tour search', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'カテゴリから探す' })
      .getByRole('button', { name: '旅行', exact: true })
      .click();
    const panel = page.getByRole('region', { name: '旅行', exact: true });
    await expect(panel.getByRole('heading', { name: '航空券・ツアー・その他' })).toBeVisible();
    const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((href) =>
        /\/menus\/tour\?type=3&catLrgClassCd=101&catMidClassCd=20[5-7](&catSmlClassCd=\d{3})?&navi=megamenu$/.test(
          href,
        ),
      ).length,
    ).toBeGreaterThan(0);
  });

  test('closes when the page scrolls past 208 px', async ({ page }) => {
    await page.goto('/');
    const group = page.getByRole('navigation', { name: 'カテゴリから探す' }).getByRole('button', { name: 'グルメ' });
    await group.click();
    await expect(page.getByRole('region', { name: 'グルメ' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('region', { name: 'グルメ' })).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use(MOBILE);

  test('there is no mega-menu row; the keyword overlay opens from the header', async ({ page, header }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'カテゴリから探す' })).toHaveCount(0);
    // A press before the scripts have run opens nothing: the button is the server's until hydration.
    await waitForHydration(page);
    await header.root.getByRole('button', { name: 'キーワード検索' }).click();
    await expect(page.getByRole('dialog', { name: 'キーワードで探す' })).toBeVisible();
    await expectAccessible(page, 'keyword overlay, 390 px');
  });

  test('the bottom navigation’s 検索 opens the search modal, which locks page scroll until it closes (spec search.md §2)', async ({
    page,
    bottomNavigation,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await pageScrollIsLocked(page)).toBe(false);
    await bottomNavigation.root.getByRole('button', { name: '検索' }).click();
    const modal = page.getByRole('dialog', { name: '検索' });
    await expect(modal).toBeVisible();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(true);

    await modal.getByRole('button', { name: '検索を閉じる' }).click();
    await expect(modal).toBeHidden();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(false);
  });
});

test.describe('site-wide keyword overlay', () => {
  test('searches /menus?keyword= on the life host only with a keyword', async ({ page, header }) => {
    await page.goto('/');
    await waitForHydration(page);
    await header.root.getByRole('button', { name: 'キーワード検索' }).click();
    const dialog = page.getByRole('dialog', { name: 'キーワードで探す' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox', { name: 'キーワード' });
    await expect(input).toBeFocused();
    await expectAccessible(page, 'keyword overlay, 1280 px');

    await input.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/');

    await input.fill('温泉');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/menus\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('温泉');
    await expect(page.getByRole('heading', { level: 1, name: '「温泉」の検索結果' })).toBeVisible();
  });

  test('Escape closes it', async ({ page, header }) => {
    await page.goto('/');
    await waitForHydration(page);
    await header.root.getByRole('button', { name: 'キーワード検索' }).click();
    await expect(page.getByRole('dialog', { name: 'キーワードで探す' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('recently viewed stays', () => {
  test('a visitor does not see them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '最近見た宿泊施設' })).toHaveCount(0);
  });

  test.describe('for the principal', () => {
    test.use({ persona: 'principal', shareLogin: true });

    test('shows the viewed stays with arrows (more than 5) and links by the viewed rules', async ({ page }) => {
      // Below the fold, they come as the member scrolls towards them.
      const section = page.getByRole('region', { name: '最近見た宿泊施設' });
      await page.mouse.move(640, 400);
      await expect(async () => {
        await page.mouse.wheel(0, 300);
        await expect(section).toBeVisible({ timeout: 1_000 });
      }).toPass();
      const slides = section.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBeGreaterThan(5);
      await expect(section.getByRole('button', { name: '次へ' })).toBeVisible();
      await expect(section.getByRole('button', { name: '前へ' })).toBeVisible();
      // The card carousel plays every 5000 ms (spec search.md §9) and can be paused; it pauses under the pointer.
      const carousel = section.getByRole('group', { name: '最近見た宿泊施設' });
      await expect(carousel).toHaveAttribute('data-autoplay-ms', '5000');
      await expect(section.getByRole('button', { name: '自動再生を停止' })).toBeVisible();
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-paused', 'true');
      const hrefs = await section.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(new URL(href!).pathname).toMatch(/^\/(dp\/menus\/[^/]+\/|public-stay\/menus\/[^/]+|menus\/[^/]+)$/);
      // The seed covers the "no link" rule too: fewer links than stays.
      expect(hrefs.length).toBeLessThan(await slides.count());
      await expectAccessible(page, 'top page with viewed stays, principal');
    });
  });
});
