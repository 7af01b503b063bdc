import { test, expect, MOBILE, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoHorizontalOverflow } from '../support/cms.ts';

// issue 13: the convenience-store one-time-password entry (spec search.md §2: "/oneTimePassword on the life host") in
// the member areas. The life host defaults to the portal itself (LIFE_HOST_URL unset), so the entry lands on the
// portal's own member page, which explains the password and issues none (docs/payments-one-time-password.md).

test.describe('コンビニ決済ワンタイムパスワード at 390 px, as principal', () => {
  test.use(MOBILE);
  test.use({ persona: 'principal', shareLogin: true });

  test('the drawer’s 申込履歴 leads to /oneTimePassword from the keyboard; the page is accessible and fits', async ({
    page,
    header,
    drawer,
  }) => {
    await waitForHydration(page);
    await header.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.root).toBeVisible();
    const entry = drawer.section('申込履歴').getByRole('link', { name: 'コンビニ決済ワンタイムパスワード' });
    // The embedded default: the life host is the portal, so the link is the portal's own page.
    const origin = new URL(page.url()).origin;
    await expect(entry).toHaveAttribute('href', `${origin}/oneTimePassword`);
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/oneTimePassword');
    await expect(drawer.root).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'コンビニ決済ワンタイムパスワード' })).toBeVisible();
    await expect(
      page.getByText('ワンタイムパスワードはこのページでは発行しておりません。', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'お客さまの会員情報' })).toContainText('100000000001');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '/oneTimePassword at 390 px');

    // Reloaded, the page is still there (a route of the portal, not a client-side view only).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'コンビニ決済ワンタイムパスワード' })).toBeVisible();
    // Its links are reachable by Tab.
    const howToPay = page.getByRole('link', { name: 'お支払い方法について' });
    await howToPay.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/howToPay');
  });
});

test.describe('コンビニ決済ワンタイムパスワード for a visitor', () => {
  test('a visitor is sent to the login, which brings them back to /oneTimePassword', async ({
    page,
    identityProvider,
  }) => {
    await page.goto('/oneTimePassword');
    await identityProvider.expectLoginForm();
    await identityProvider.signIn('principal');
    await expect(page).toHaveURL('/oneTimePassword');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('コンビニ決済ワンタイムパスワード');
  });
});

// search.md §6: "one-time-password entries appear only for logged-in users with their flags". The flag is the
// member's (User.oneTimePasswordEnabled, from the carrier): principal has it, family does not (packages/personas).
test.describe('コンビニ決済ワンタイムパスワード only for members with the flag, PC user menu', () => {
  test.describe('principal (flag set)', () => {
    test.use({ persona: 'principal', shareLogin: true });
    test('the user menu lists it after 申込履歴', async ({ page, header }) => {
      await waitForHydration(page);
      const menu = await header.openUserMenu();
      await expect(menu.root.getByRole('link')).toHaveText([
        'マイページ',
        '申込履歴',
        'コンビニ決済ワンタイムパスワード',
        '閲覧履歴',
        '会員設定',
      ]);
    });
  });

  test.describe('family (no flag)', () => {
    test.use({ persona: 'family', shareLogin: true });
    test('the user menu leaves it out', async ({ page, header }) => {
      await waitForHydration(page);
      const menu = await header.openUserMenu();
      await expect(menu.root.getByRole('link')).toHaveText(['マイページ', '申込履歴', '閲覧履歴', '会員設定']);
    });
  });
});

test.describe('コンビニ決済ワンタイムパスワード only for members with the flag, drawer at 390 px', () => {
  test.use(MOBILE);
  test.use({ persona: 'family', shareLogin: true });
  test('the drawer’s 申込履歴 leaves it out for family (no flag)', async ({ page, header, drawer }) => {
    await waitForHydration(page);
    await header.menuButton.click();
    await expect(drawer.section('申込履歴').getByRole('link')).toHaveText(['ライフサービス・トラベル', '給トク払い']);
  });
});
