import type { Page } from '@playwright/test';
import { test, expect, takeExpectedConsoleProblems, waitForHydration } from '../support/fixtures.ts';
import { Header } from '../support/pages/header.ts';
import { expectAccessible } from '../support/axe.ts';
import { loginAs, signInAtProvider } from '../support/persona.ts';

// spec portal.md §4 Login / Logout, §6 levels 1 and 2, §8 login redirects.

/** Records the main frame's document requests (redirects included), to follow a chain of navigations. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      seen.push(`${request.method()} ${url.origin}${url.pathname}`);
    }
  });
  return seen;
}

/** No error page of the portal nor of the identity provider is showing. */
async function expectNoErrorPage(page: Page): Promise<void> {
  await page.waitForLoadState();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    /エラー|ページが見つかりません|セッションタイムアウト|アクセス集中|ご利用いただけません/,
  );
}

test.describe('login and logout', () => {
  test('ログイン goes to the provider and brings principal back to the page where they started', async ({
    page,
    header,
    identityProvider,
  }) => {
    await page.goto('/faq');
    await expect(header.loginLink).toHaveAttribute('href', '/v1/top/login?back_uri=%2Ffaq');
    await header.loginLink.click();

    await identityProvider.expectLoginForm('ライフエール共通ID');
    await expectAccessible(page, 'identity provider login page');
    await identityProvider.signIn('principal');

    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
    await expect(header.userMenuButton).toHaveAccessibleName('本人 山田 太郎');
    await expect(header.loginLink).toHaveCount(0);
  });

  test('ログアウト walks the chain (SSO end-session, carrier end-session) and ends on / logged out, also after a reload', async ({
    page,
    header,
  }) => {
    await loginAs(page, 'principal', '/information');
    const navigations = recordNavigations(page);
    const portal = new URL(page.url()).origin;

    const menu = await header.openUserMenu();
    await menu.logoutButton.click();
    await page.waitForURL((url) => url.origin === portal && url.pathname === '/');

    expect(navigations.map((n) => n.replace(/https?:\/\/[^/]+/, ''))).toEqual([
      'GET /sso/session/end',
      'POST /sso/session/end/confirm',
      'GET /v1/top/sb-logout',
      'GET /carrier/session/end',
      'POST /carrier/session/end/confirm',
      'GET /',
    ]);
    await expect(header.loginLink).toBeVisible();
    await expect(header.userMenuButton).toHaveCount(0);

    await page.reload();
    await expect(header.loginLink).toBeVisible();
    await expect(header.userMenuButton).toHaveCount(0);
    const session = await page.request.get('/v1/top/session');
    expect((await session.json()).data.authenticated).toBe(false);
  });

  test('after ログアウト the provider session has ended too: /memberStatus asks for the password again', async ({
    page,
    header,
    identityProvider,
  }) => {
    await loginAs(page, 'principal');
    const portal = new URL(page.url()).origin;
    const menu = await header.openUserMenu();
    await menu.logoutButton.click();
    await page.waitForURL((url) => url.origin === portal && url.pathname === '/');
    await expect(header.loginLink).toBeVisible();

    await page.goto('/memberStatus');
    await identityProvider.expectLoginForm();
    await expect(identityProvider.passwordField).toBeEmpty();
  });

  test('a wrong password is refused at the provider: ログインIDまたはパスワードが正しくありません。', async ({
    page,
    header,
    identityProvider,
  }) => {
    await page.goto('/');
    await header.loginLink.click();
    await identityProvider.submitPassword('principal', 'not-the-password');
    await expect(identityProvider.errorAlert).toHaveText('ログインIDまたはパスワードが正しくありません。');
    await expect(identityProvider.loginIdField).toBeVisible();
  });

  test('キャンセル at the provider returns to the page where the visitor started, still logged out', async ({
    page,
    header,
    identityProvider,
  }) => {
    await page.goto('/information');
    await header.loginLink.click();
    await identityProvider.expectLoginForm();
    await identityProvider.cancelButton.click();
    await expect(page).toHaveURL('/information');
    await expect(header.loginLink).toBeVisible();
  });
});

test.describe('a cancelled login never loops (one list of member-only pages, shared by the web and the BFF)', () => {
  for (const [kind, path] of [
    ['a level-1 page of the spec', '/memberStatus'],
    ['a continuation step (/orders/*)', '/orders/confirm?type=continue'],
    ['the opinion box (/opinion*)', '/opinion'],
    ['the one-time password page', '/oneTimePassword'],
    ['a my-page route (level 2)', '/mypage/coupon/member?sort=getCouponDatetime'],
  ] as const) {
    test(`キャンセル at the provider from ${kind} lands on the top page, logged out, without asking again`, async ({
      page,
      header,
      identityProvider,
    }) => {
      await page.goto(path);
      await identityProvider.expectLoginForm();
      await identityProvider.cancelButton.click();
      // Before the shared list, the BFF returned them to the page, whose guard sent them straight back here.
      await expect(page).toHaveURL('/');
      await waitForHydration(page);
      await expect(header.loginLink).toBeVisible();
      await expect(identityProvider.loginIdField).toBeHidden();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('HTTP 401 (spec §4, §8: save the path in a cookie and go to the carrier login with a back URI)', () => {
  test('a member whose session ended in another tab is sent to the carrier login on the next call and comes back to the page', async ({
    page,
    context,
    header,
    identityProvider,
    consoleProblems,
  }) => {
    // A fake clock (flowing from now) lets the 5-minute session keep-alive call come without waiting.
    await page.clock.install();
    await loginAs(page, 'principal', '/faq');

    const otherTab = await context.newPage();
    await otherTab.goto('/');
    const otherHeader = new Header(otherTab);
    const portal = new URL(otherTab.url()).origin;
    await (await otherHeader.openUserMenu()).logoutButton.click();
    await otherTab.waitForURL((url) => url.origin === portal && url.pathname === '/');
    await expect(otherHeader.loginLink).toBeVisible();
    await otherTab.close();
    // The other tab's own calls still on their way as it signed out may answer 401: they send nobody to the login.
    takeExpectedConsoleProblems(
      consoleProblems,
      (p) => p.text.includes('status of 401') && new URL(p.url).pathname === '/',
    );

    await page.clock.fastForward('05:01');
    await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).click();
    await identityProvider.expectLoginForm('キャリアID');
    expect((await context.cookies()).find((cookie) => cookie.name === 'back_uri')?.value).toBe('/faq');
    expect(takeExpectedConsoleProblems(consoleProblems, (p) => p.text.includes('status of 401'))).toBe(1);

    await identityProvider.signIn('principal', 'キャリアID');
    await expect(page).toHaveURL('/faq');
    await expect(header.userMenuButton).toHaveAccessibleName('本人 山田 太郎');
  });
});

test.describe('level-1 routes send a visitor to the login and back (spec §6, §8)', () => {
  for (const path of ['/memberStatus', '/favorite']) {
    test(`a visitor opening ${path} gets the provider's login page and comes back to ${path} after login`, async ({
      page,
      header,
      identityProvider,
    }) => {
      await page.goto(path);
      await identityProvider.expectLoginForm();
      await identityProvider.signIn('principal');
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path === '/memberStatus' ? '会員ステータス' : 'お気に入り',
      );
      await expect(header.userMenuButton).toBeVisible();
      await expectAccessible(page, `${path}, principal`);
    });
  }

  test('browser back after coming back to /memberStatus shows no error page', async ({ page, identityProvider }) => {
    await page.goto('/');
    await page.goto('/memberStatus');
    await identityProvider.signIn('principal');
    await expect(page).toHaveURL('/memberStatus');

    await page.goBack();
    await expectNoErrorPage(page);
  });
});

test.describe('level-2 step-up for the my-page site (spec §6, §7 acr_value=2)', () => {
  test.use({ persona: 'principal' });

  test('/mypage asks for the password and the one-time code, then leaves for the my-page site', async ({
    page,
    identityProvider,
  }) => {
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/sso\/interaction\//);
    await identityProvider.expectLoginForm();
    await expect(page.getByText('より確かな本人確認が必要です')).toBeVisible();
    await identityProvider.submitPassword('principal');
    await expect(identityProvider.codeField).toBeVisible();
    await expectAccessible(page, 'identity provider one-time code page');
    await identityProvider.submitOneTimeCode();

    await expect(page).toHaveURL('/dev/outbound/mypage/mypage');
    await expect(page.getByTestId('outbound-site')).toHaveText('mypage');
    await expect(page.getByTestId('outbound-path')).toHaveText('/mypage');
    await expectAccessible(page, 'my-page site stand-in');
  });

  test('/mypage/orders?page=1&sortOrder=desc keeps its query through the step-up', async ({
    page,
    identityProvider,
  }) => {
    await page.goto('/mypage/orders?page=1&sortOrder=desc');
    await identityProvider.signIn('principal');
    await expect(page).toHaveURL('/dev/outbound/mypage/mypage/orders?page=1&sortOrder=desc');
    await expect(page.getByTestId('outbound-path')).toHaveText('/mypage/orders');
  });

  test('キャンセル at the step-up brings the member back to the portal, still logged in (no login loop)', async ({
    page,
    header,
    identityProvider,
  }) => {
    const portal = new URL(page.url()).origin;
    await page.goto('/mypage');
    await identityProvider.expectLoginForm();
    await identityProvider.cancelButton.click();

    await expect(page).toHaveURL((url) => url.origin === portal);
    await expect(identityProvider.heading).toHaveCount(0);
    await expect(header.userMenuButton).toHaveAccessibleName('本人 山田 太郎');
  });

  test('after the step-up, another my-page link goes straight to the my-page site', async ({
    page,
    identityProvider,
  }) => {
    await page.goto('/mypage');
    await identityProvider.signIn('principal');
    await expect(page).toHaveURL('/dev/outbound/mypage/mypage');

    await page.goto('/mypage/setting');
    await expect(page).toHaveURL('/dev/outbound/mypage/mypage/setting');
  });
});

test.describe('login-guidance modal (spec §4)', () => {
  test('a visitor opening /?back_uri=%2FmemberStatus sees the modal; its ログイン goes to the login with that back_uri', async ({
    page,
    loginGuidance,
  }) => {
    await page.goto('/?back_uri=%2FmemberStatus');
    await expect(loginGuidance.root).toBeVisible();
    await expect(loginGuidance.root).toContainText('ログインしてからご利用ください。');
    await expect(loginGuidance.loginLink).toHaveAttribute('href', '/v1/top/login?back_uri=%2FmemberStatus');
    await expectAccessible(page, 'login-guidance modal');
  });

  test('closing the modal removes back_uri from the URL and it does not come back', async ({ page, loginGuidance }) => {
    await page.goto('/?back_uri=%2FmemberStatus');
    await expect(loginGuidance.root).toBeVisible();
    await loginGuidance.closeButton.click();
    await expect(loginGuidance.root).toBeHidden();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ライフエール' })).toBeVisible();
    await expect(loginGuidance.root).toHaveCount(0);
  });

  test('a logged-in member opening /?back_uri=%2FmemberStatus sees no login guidance', async ({
    page,
    header,
    loginGuidance,
  }) => {
    await loginAs(page, 'principal');
    await page.goto('/?back_uri=%2FmemberStatus');
    await expect(header.userMenuButton).toBeVisible();
    await expect(page.getByRole('link', { name: 'お知らせ一覧へ' })).toBeVisible();
    await expect(loginGuidance.root).toHaveCount(0);
  });

  test('マイクーポン → the guidance ログイン asks for the one-time code once and ends on the my-page site (acr_value=2)', async ({
    page,
    header,
    loginGuidance,
    identityProvider,
  }) => {
    await page.goto('/');
    await expect(header.loginLink).toBeVisible();
    // The link opens the modal once the SPA has the page; before, it leads to the login by way of /mypage/coupon.
    await waitForHydration(page);
    await header.root.getByRole('link', { name: 'マイクーポン' }).click();
    await loginGuidance.loginLink.click();
    await identityProvider.expectLoginForm();
    await identityProvider.submitPassword('principal');
    await identityProvider.submitOneTimeCode();
    await expect(page).toHaveURL('/dev/outbound/mypage/mypage/coupon?sort=displayFrom');
  });

  test('a member-only header link (マイクーポン) opens the modal for a visitor', async ({
    page,
    header,
    loginGuidance,
  }) => {
    await page.goto('/');
    await expect(header.loginLink).toBeVisible();
    // The link opens the modal once the SPA has the page; before, it leads to the login by way of /mypage/coupon.
    await waitForHydration(page);
    await header.root.getByRole('link', { name: 'マイクーポン' }).click();
    await expect(loginGuidance.root).toBeVisible();
    await expect(loginGuidance.loginLink).toHaveAttribute(
      'href',
      /^\/v1\/top\/login\?acr_value=2&back_uri=%2Fmypage%2Fcoupon/,
    );
    await page.keyboard.press('Escape');
    await expect(loginGuidance.root).toBeHidden();
  });
});

test.describe('back_uri stays on the portal (spec §7 back_uri return address)', () => {
  test('a back_uri to another site is ignored: after login the member lands on /', async ({ page, header }) => {
    await page.goto('/v1/top/login?back_uri=https%3A%2F%2Fevil.example%2F');
    await signInAtProvider(page, 'principal');
    await expect(page).toHaveURL('/');
    await expect(header.userMenuButton).toBeVisible();
    // The second login starts from no portal page: a page's calls still on their way when the new login replaces the
    // session answer 401, which the browser reports on the console (the page then stays: api-client.test.ts).
    await page.goto('about:blank');

    await page.goto('/v1/top/login?back_uri=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL('/');
  });

  test('the login guidance does not open for a back_uri to another site', async ({ page, loginGuidance }) => {
    await page.goto('/?back_uri=https%3A%2F%2Fevil.example');
    await expect(page.getByRole('heading', { level: 1, name: 'ライフエール' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'お知らせ一覧へ' })).toBeVisible();
    await expect(loginGuidance.root).toHaveCount(0);
  });
});

test.describe('browser back, forward and reload on the login round-trip (no error page)', () => {
  test('reload, back and forward on the provider login page keep the login working', async ({
    page,
    header,
    identityProvider,
  }) => {
    await page.goto('/information');
    await header.loginLink.click();
    await identityProvider.expectLoginForm();

    await page.reload();
    await identityProvider.expectLoginForm();

    await page.goBack();
    await expect(page).toHaveURL('/information');
    await expect(header.loginLink).toBeVisible();

    await page.goForward();
    await identityProvider.expectLoginForm();
    await identityProvider.signIn('principal');
    await expect(page).toHaveURL('/information');
    await expect(header.userMenuButton).toBeVisible();
  });

  test('back after the round-trip shows no error page; forward and reload return to the page, still logged in', async ({
    page,
    header,
    identityProvider,
  }) => {
    await page.goto('/information');
    await header.loginLink.click();
    await identityProvider.signIn('principal');
    await expect(page).toHaveURL('/information');

    await page.goBack();
    await expectNoErrorPage(page);

    await page.goForward();
    await expect(page).toHaveURL('/information');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    await expect(header.userMenuButton).toBeVisible();
  });

  test('back after logout shows no error page and the member stays logged out', async ({ page, header }) => {
    await loginAs(page, 'principal', '/faq');
    const portal = new URL(page.url()).origin;
    const menu = await header.openUserMenu();
    await menu.logoutButton.click();
    await page.waitForURL((url) => url.origin === portal && url.pathname === '/');
    await expect(header.loginLink).toBeVisible();

    await page.goBack();
    await expectNoErrorPage(page);
    const session = await page.request.get('/v1/top/session');
    expect((await session.json()).data.authenticated).toBe(false);
  });
});
