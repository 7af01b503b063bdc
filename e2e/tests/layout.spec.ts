import { test, expect, MOBILE, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §2 "Screens and routes", "Header", "Footer"; §6 Visitor.

test.describe('top page for a visitor', () => {
  test('is in Japanese (<html lang="ja">) and shows ライフエール with the header ログイン', async ({
    page,
    header,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(header.homeLink).toBeVisible();
    await expect(header.loginLink).toBeVisible();
    await expect(header.loginLink).toHaveAttribute('href', '/v1/top/login?back_uri=%2F');
    await expect(header.userMenuButton).toHaveCount(0);
    await expectAccessible(page, 'top page, visitor, 1280 px');
  });

  test('footer: copyright of the current year, プライバシーポリシー and 特定商取引法に基づく表記', async ({
    page,
    footer,
  }) => {
    await page.goto('/');
    const year = new Date().toLocaleString('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric' });
    await expect(footer.root).toContainText(`© ${year} ライフエール`);
    await expect(footer.privacyPolicyLink).toBeVisible();
    await expect(footer.privacyPolicyLink).toHaveAttribute('href', /\/privacy/);
    await expect(footer.commercialTransactionsLink).toHaveText('特定商取引法に基づく表記');
    await expect(footer.commercialTransactionsLink).toHaveAttribute('href', /\/tokushoho/);
  });

  test('the CMS header notice (field_header) shows under the header, and the footer its mini-banners (issue 13)', async ({
    page,
    footer,
  }) => {
    await page.goto('/');
    const notices = page.getByRole('region', { name: 'ご案内', exact: true });
    await expect(notices).toContainText(
      '子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。',
    );
    // The banners load as the footer nears the viewport (their code and their CMS call): a busy machine takes a while.
    await waitForHydration(page);
    await footer.root.scrollIntoViewIfNeeded();
    const banners = footer.root.getByRole('list', { name: 'おすすめ情報' });
    await expect(banners.getByRole('link')).toHaveText(
      ['はじめての方へ ご利用ガイド', 'よくあるご質問', 'ベネポのため方・使い方', 'お支払い方法について'],
      { timeout: 20_000 },
    );
    await expect(banners.getByRole('link').first()).toHaveAttribute('href', '/otherPage?other_id=goriyou');
    await expectAccessible(page, 'top page with the header notice and the footer mini-banners, 1280 px');
  });

  test('footer shows all three point-service links to a visitor: ヘルスケア, インセンティブ, ポイントプラットフォーム', async ({
    page,
    footer,
  }) => {
    await page.goto('/');
    // The three services' logos (spec portal.md §6), each link named by its logo's text: the mark is drawn in the
    // page and the name is the page's own text (no picture of its own, ADR 0030).
    const links = footer.pointServices.getByRole('link');
    await expect(links).toHaveCount(3);
    const logos = [
      ['ヘルスケアポイント', 'health'],
      ['インセンティブポイント', 'incentive'],
      ['ポイントプラットフォーム', 'platform'],
    ] as const;
    for (const [index, [name, logo]] of logos.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index).locator(`[data-logo="${logo}"] svg`)).toBeVisible();
    }
  });

  test('the news bell is only on the top page and scrolls to the news section', async ({ page, header }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    const news = page.getByRole('region', { name: 'お知らせ' });
    await expect(news).toBeAttached();
    await expect(news).not.toBeInViewport();
    // A press before the scripts have run does nothing: the bell is the server's button until hydration.
    await waitForHydration(page);
    await header.newsBell.click();
    await expect(news).toBeInViewport();
    await expect(news).toBeFocused();

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
    await expect(header.newsBell).toHaveCount(0);
  });

  test('the first Tab stop is 本文へスキップ, which moves focus to the main content', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: '本文へスキップ' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the top page has no serious accessibility violations at 390 px', async ({ page, header }) => {
    await page.setViewportSize(MOBILE.viewport);
    await page.goto('/');
    await expect(header.menuButton).toBeVisible();
    await expectAccessible(page, 'top page, visitor, 390 px');
  });
});

test.describe('document title per route', () => {
  const routes = [
    { path: '/', title: 'トップ | ライフエール', heading: 'ライフエール' },
    { path: '/faq', title: 'よくあるご質問 | ライフエール', heading: 'よくあるご質問' },
    { path: '/information', title: 'お知らせ | ライフエール', heading: 'お知らせ' },
  ];
  for (const { path, title, heading } of routes) {
    test(`${path} is titled 「${title}」`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      if (path !== '/') await expectAccessible(page, `${path}, 1280 px`);
    });
  }

  test('the title follows client-side navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('トップ | ライフエール');
    await page.getByRole('link', { name: 'お知らせ一覧へ' }).click();
    await expect(page).toHaveURL('/information');
    await expect(page).toHaveTitle('お知らせ | ライフエール');
  });
});

test.describe('language switch in the footer (日本語 / English)', () => {
  test('English switches <html lang> and the header labels; 日本語 switches back; the choice survives a reload', async ({
    page,
    header,
    footer,
  }) => {
    await page.goto('/');
    await expect(footer.languageButton('日本語')).toHaveAttribute('aria-pressed', 'true');

    await footer.switchLanguage('English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.root.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(header.root.getByRole('link', { name: 'My coupons' })).toBeVisible();
    await expect(header.root.getByRole('button', { name: 'Go to notices' })).toBeVisible();
    await expect(footer.languageButton('English')).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'top page in English');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.root.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

    await footer.switchLanguage('日本語');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(header.loginLink).toBeVisible();
    await expect(header.root.getByRole('link', { name: 'マイクーポン' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(header.loginLink).toBeVisible();
  });
});
