import { test, expect } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §8 error catalogue; §2 "Error routes use an error title", "/404 … every unknown path redirects to it".

test('an unknown path /no/such/page goes to /404: ページが見つかりません。', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('main')).toContainText('ページが見つかりません。');
  await expect(page).toHaveTitle('ページが見つかりません | ライフエール');
  await expect(page.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  await expectAccessible(page, '/404');
});

const errorPages = [
  {
    path: '/session-time-out',
    title: 'セッションタイムアウト',
    message: 'セッションタイムアウトになりました。再度ログインしてください',
  },
  {
    path: '/line-busy-error',
    title: 'アクセス集中',
    message: 'ただいま大変混み合っております。しばらくたってから再度お試しください。',
  },
  {
    path: '/contract-error',
    title: 'ご利用いただけません',
    message: 'お使いの端末、もしくはご契約内容ではライフエールのご利用ができません。',
  },
  // The spec writes the full stop of this one as the half-width ｡ (U+FF61).
  { path: '/system-error', title: 'システムエラー', message: 'システムエラーが発生しました｡' },
] as const;

for (const { path, title, message } of errorPages) {
  test(`${path} shows 「${message}」 under an error title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ライフエール`);
    await expectAccessible(page, path);
  });
}

test('/entry-error says 認証エラー, and that club members registered since 2020-11-11 need no enrolment', async ({
  page,
}) => {
  await page.goto('/entry-error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('認証エラー');
  await expect(page).toHaveTitle('認証エラー | ライフエール');
  const main = page.getByRole('main');
  await expect(main.getByText('ご利用条件を満たしていないため、ご入会いただけません。', { exact: true })).toBeVisible();
  await expect(
    main.getByText('2020年11月11日以降に子育て応援クラブにご登録のお客さまは、別途ご入会のお手続きは不要です。', {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, '/entry-error');
});

test('the debug routes and the F2 overlay exist in development builds only: the built portal has neither', async ({
  page,
}) => {
  for (const path of ['/components-list', '/page-list', '/demo', '/api-list']) {
    await page.goto(path);
    await expect(page).toHaveURL('/404');
  }
  await page.keyboard.press('F2');
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

test('/system-error shows the customer-centre contact of the settings, the number the CMS pages show', async ({
  page,
}) => {
  await page.goto('/system-error');
  const contact = page.getByRole('region', { name: 'ライフエール カスタマーセンター' });
  await expect(contact).toBeVisible();
  // CUSTOMER_CENTRE_PHONE and CUSTOMER_CENTRE_HOURS of this run (playwright.config.ts); the contract line's hours are
  // the default, the spec's (portal.md §9).
  await expect(contact.getByRole('link', { name: '0120-111-222' })).toHaveAttribute('href', 'tel:0120111222');
  await expect(contact).toContainText('09:30〜18:30（平日・土日祝日）');
  await expect(contact).toContainText('ご契約に関するお問い合わせ');
  await expect(contact).toContainText('10:00〜19:00');
  // The CMS seed wrote the same setting into its contact paragraphs.
  await page.goto('/otherPage?other_id=kyutoku');
  await expect(page.getByRole('main')).toContainText('電話：0120-111-222（通話料無料）');
  await expect(page.getByRole('main')).toContainText('受付時間：09:30〜18:30');
});

test('/session-time-out offers ログイン again', async ({ page }) => {
  await page.goto('/session-time-out');
  await expect(page.getByRole('main').getByRole('link', { name: 'ログイン', exact: true })).toHaveAttribute(
    'href',
    /^\/v1\/top\/login\?back_uri=/,
  );
});

test('a member whose contract cannot use the service (ineligible) gets /contract-error after login, not logged in', async ({
  page,
  header,
  identityProvider,
}) => {
  await page.goto('/v1/top/login?back_uri=%2Ffaq');
  await identityProvider.signIn('ineligible');
  await expect(page).toHaveURL('/contract-error');
  await expect(page.getByRole('main')).toContainText(
    'お使いの端末、もしくはご契約内容ではライフエールのご利用ができません。',
  );
  await expect(header.loginLink).toBeVisible();
});

test.describe('feature phone (spec §8: docomo, up.browser, softbank, …)', () => {
  test.use({ userAgent: 'DoCoMo/2.0 P903i(c100;TB;W24H12)' });

  test('a feature phone opening /information lands on /device-error with its message', async ({ page }) => {
    await page.goto('/information');
    await expect(page).toHaveURL('/device-error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご利用いただけない端末です');
    await expect(page.getByRole('main')).toContainText('お使いの端末ではライフエールをご利用いただけません。');
    await expect(page).toHaveTitle('ご利用いただけない端末です | ライフエール');
    await expectAccessible(page, '/device-error');
  });

  test('a feature phone opening the top page, an unknown path or a member page lands on /device-error too', async ({
    page,
  }) => {
    for (const path of ['/', '/no/such/page', '/memberStatus']) {
      await page.goto(path);
      await expect(page).toHaveURL('/device-error');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご利用いただけない端末です');
    }
  });
});

// One user agent per marker of spec §8: docomo, up.browser, softbank, j-phone, mod-, willcom, emobile.
const featurePhones = [
  { marker: 'up.browser', userAgent: 'KDDI-SN3K UP.Browser/6.2.0.7.3.129 (GUI) MMP/2.0' },
  {
    marker: 'softbank',
    userAgent: 'SoftBank/1.0/940SH/SHJ001/SN123456789012345 Browser/NetFront/3.5 Profile/MIDP-2.0',
  },
  {
    marker: 'j-phone',
    userAgent: 'J-PHONE/4.3/V602SH/SNJSHH3029923 SH/0005aa Profile/MIDP-1.0 Configuration/CLDC-1.0',
  },
  { marker: 'mod-', userAgent: 'MOT-V980/80.2F.2E. MIB/2.2.1 Profile/MIDP-2.0 Configuration/CLDC-1.1 mod-v980' },
  { marker: 'willcom', userAgent: 'Mozilla/3.0(WILLCOM;KYOCERA/WX310K/2;1.2.2.16.000000/0.1/C100) Opera 7.0' },
  { marker: 'emobile', userAgent: 'emobile/1.0.0 (H11T; like Gecko; Wireless) NetFront/3.4' },
];

for (const { marker, userAgent } of featurePhones) {
  test.describe(`feature phone with 「${marker}」 in its user agent`, () => {
    test.use({ userAgent });

    test('lands on /device-error', async ({ page }) => {
      await page.goto('/information');
      await expect(page).toHaveURL('/device-error');
      await expect(page.getByRole('main')).toContainText('お使いの端末ではライフエールをご利用いただけません。');
    });
  });
}

test.describe('smartphone (not a feature phone)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('opens /information normally', async ({ page }) => {
    await page.goto('/information');
    await expect(page).toHaveURL('/information');
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  });
});
