import { test, expect, MOBILE, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { pageScrollIsLocked } from '../support/scroll-lock.ts';

// spec portal.md §2: "Scrolling is locked while a menu is open. Menus close on route change." and the drawer of "Header".

test.use(MOBILE);

const MEMBER_SECTIONS = [
  'クーポン',
  '会員証',
  'お気に入り',
  '閲覧履歴',
  '申込履歴',
  '会員設定',
  'ご利用ガイド',
  'お知らせ',
];

test.describe('drawer menu at 390 px, logged in as principal', () => {
  test.use({ persona: 'principal', shareLogin: true });
  // The page is server-rendered: its menu button opens the drawer once React has taken the page over.
  test.beforeEach(async ({ page }) => waitForHydration(page));

  test('the menu button opens a drawer with the spec sections, the member summary and ログアウト', async ({
    page,
    header,
    drawer,
  }) => {
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await header.menuButton.click();
    await expect(drawer.root).toBeVisible();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');

    await expect(drawer.root).toContainText('山田 太郎 様');
    await expect(drawer.root).toContainText('本人');
    await expect(drawer.root.getByRole('list', { name: '保有ポイント' })).toContainText('12,300pt');
    await expect(drawer.sectionHeadings()).toHaveText(MEMBER_SECTIONS);
    // 会員証 holds the Web会員証 of the my-page site (spec search.md §2 member-area links).
    await expect(drawer.section('会員証').getByRole('link')).toHaveText(['Web会員証']);
    await expect(drawer.link('Web会員証')).toHaveAttribute('href', '/mypage/personalcard');
    await expect(drawer.section('申込履歴').getByRole('link')).toHaveText([
      'ライフサービス・トラベル',
      '給トク払い',
      'コンビニ決済ワンタイムパスワード',
    ]);
    await expect(drawer.logoutButton).toBeVisible();
    await expect(drawer.loginLink).toHaveCount(0);
    await expectAccessible(page, 'drawer open, principal, 390 px');
  });

  test('page scroll is locked while the drawer is open; Escape closes it and focus returns to the menu button', async ({
    page,
    header,
    drawer,
  }) => {
    expect(await pageScrollIsLocked(page)).toBe(false);
    await header.menuButton.click();
    await expect(drawer.root).toBeVisible();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer.root).toBeHidden();
    await expect(header.menuButton).toBeFocused();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(false);
  });

  test('the drawer closes on navigation (お知らせ)', async ({ page, header, drawer }) => {
    await header.menuButton.click();
    await drawer.link('お知らせ').click();
    await expect(page).toHaveURL('/information');
    await expect(drawer.root).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(false);
  });

  test('給トク払い of a member without SD goes to the information page /otherPage?other_id=kyutoku', async ({
    page,
    header,
    drawer,
  }) => {
    await header.menuButton.click();
    await expect(drawer.link('給トク払い')).toHaveAttribute('href', '/otherPage?other_id=kyutoku');
    await drawer.link('給トク払い').click();
    await expect(page).toHaveURL('/otherPage?other_id=kyutoku');
    await expect(drawer.root).toBeHidden();
    // The CMS seed's information page (issue 13), not ご選択いただいたページは現在存在しないか….
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('給トク払いのご案内');
    await expect(page.getByRole('main').locator('article')).toContainText('給与から差し引いて');
    await expectAccessible(page, '/otherPage?other_id=kyutoku, 390 px');
  });

  test('widening the window to the desktop layout closes the drawer and unlocks the page scroll', async ({
    page,
    header,
    drawer,
  }) => {
    await header.menuButton.click();
    await expect(drawer.root).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer.root).toBeHidden();
    await expect(header.userMenuButton).toBeVisible();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(false);
  });

  test('the bottom navigation shows ホーム, 検索, マイクーポン, マイページ, お気に入り, 会員証', async ({
    page,
    bottomNavigation,
  }) => {
    await expect(bottomNavigation.items()).toHaveText([
      'ホーム',
      '検索',
      'マイクーポン',
      'マイページ',
      'お気に入り',
      '会員証',
    ]);
    await expect(bottomNavigation.root.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'top page, principal, 390 px');
  });
});

test.describe('drawer menu at 390 px, principal logging out', () => {
  test.use({ persona: 'principal' });

  test('ログアウト in the drawer logs out and ends on / with ログイン', async ({ page, header, drawer }) => {
    const portal = new URL(page.url()).origin;
    // Server-rendered pages: the menu button opens the drawer once React has taken each one over.
    await waitForHydration(page);
    await header.menuButton.click();
    await drawer.logoutButton.click();
    await page.waitForURL((url) => url.origin === portal && url.pathname === '/');
    await expect(header.loginLink).toBeVisible();
    await waitForHydration(page);
    await header.menuButton.click();
    await expect(drawer.loginLink).toBeVisible();
  });
});

test.describe('drawer menu at 390 px, kyutoku (本人 with an SD subscription)', () => {
  test.use({ persona: 'kyutoku', shareLogin: true });
  // The page is server-rendered: its menu button opens the drawer once React has taken the page over.
  test.beforeEach(async ({ page }) => waitForHydration(page));

  test('給トク払い goes to the payment site', async ({ page, header, drawer }) => {
    await header.menuButton.click();
    await expect(drawer.link('給トク払い')).toHaveAttribute('href', /\/dev\/outbound\/kyutoku/);
    await drawer.link('給トク払い').click();
    await expect(page).toHaveURL(/\/dev\/outbound\/kyutoku/);
    await expect(page.getByTestId('outbound-site')).toHaveText('kyutoku');
  });
});

test.describe('drawer menu at 390 px for a visitor', () => {
  test('shows ログイン, ご利用ガイド and お知らせ, and no member sections', async ({ page, header, drawer }) => {
    await page.goto('/');
    // The page is server-rendered: its menu button opens the drawer once React has taken the page over.
    await waitForHydration(page);
    await header.menuButton.click();
    await expect(drawer.root).toBeVisible();
    await expect(drawer.loginLink).toHaveAttribute('href', '/v1/top/login?back_uri=%2F');
    await expect(drawer.sectionHeadings()).toHaveText(['ご利用ガイド', 'お知らせ']);
    await expect(drawer.logoutButton).toHaveCount(0);
    await expectAccessible(page, 'drawer open, visitor, 390 px');

    await drawer.closeButton.click();
    await expect(drawer.root).toBeHidden();
    await expect(header.menuButton).toBeFocused();
  });

  test('ご利用ガイド opens the user guide, the other page goriyou, as the mega-menu does', async ({
    page,
    header,
    drawer,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await header.menuButton.click();
    await expect(drawer.link('ご利用ガイド')).toHaveAttribute('href', '/otherPage?other_id=goriyou');
    await drawer.link('ご利用ガイド').click();
    await expect(page).toHaveURL('/otherPage?other_id=goriyou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご利用ガイド');
  });

  test('a member-only bottom-navigation item (マイページ) opens the login guidance', async ({
    page,
    header,
    bottomNavigation,
    loginGuidance,
  }) => {
    await page.goto('/');
    // Only once the SPA has the page (and knows this is a visitor) does the link open the guidance.
    await expect(header.loginLink).toBeVisible();
    await waitForHydration(page);
    await bottomNavigation.root.getByRole('link', { name: 'マイページ' }).click();
    await expect(loginGuidance.root).toBeVisible();
    await expect(loginGuidance.loginLink).toHaveAttribute('href', /^\/v1\/top\/login\?(.*&)?back_uri=%2Fmypage(&|$)/);
    await expectAccessible(page, 'login guidance, 390 px');
  });
});
