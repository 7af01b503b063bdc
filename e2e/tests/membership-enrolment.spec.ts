import { test, expect } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §2 (enrolment screens), §4 (enrolment flow, terms modal), §9 (330円, first month free).
// Serial: the second test enrols the member whose terms the first one declines.
test.describe.configure({ mode: 'serial' });

test.describe('newcomer (eligible, not enrolled)', () => {
  test.use({ persona: 'newcomer' });

  test('disagreeing with the terms logs the member out', async ({ page, header }) => {
    await page.goto('/entry');
    await expect(page.getByRole('heading', { name: 'ライフエールのご入会' })).toBeVisible();
    await page.getByRole('button', { name: '会員規約を確認して申し込む' }).click();
    const dialog = page.getByRole('dialog', { name: 'ライフエール会員規約' });
    await expect(dialog.getByText('規約バージョン：2022-04-01')).toBeVisible();
    await dialog.getByRole('button', { name: '同意しない' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(header.loginLink).toBeVisible();
  });

  test('enrols: guide, terms modal, confirm with the order steps, finish — first month free', async ({ page }) => {
    await page.goto('/entry');
    await expect(page.getByText('初めてご入会のお客さまは、初月無料です。')).toBeVisible();
    await expectAccessible(page, '/entry');
    await page.getByRole('button', { name: '会員規約を確認して申し込む' }).click();
    const dialog = page.getByRole('dialog', { name: 'ライフエール会員規約' });
    await expect(dialog.getByRole('heading', { name: 'ライフエール会員規約' }).first()).toBeVisible();
    await expectAccessible(page, 'terms modal');
    await dialog.getByRole('button', { name: '同意する' }).click();

    await expect(page).toHaveURL(/\/entryConfirm$/);
    const steps = page.getByRole('navigation', { name: 'お申し込みの流れ' });
    await expect(steps.getByRole('listitem').filter({ hasText: '確認' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText('月額330円（税込）/ 300円（税抜）')).toBeVisible();
    await expectAccessible(page, '/entryConfirm');
    await page.getByRole('button', { name: '入会する' }).click();

    await expect(page).toHaveURL(/\/registerSuccess$/);
    await expect(page.getByText('ご入会手続きが完了しました').first()).toBeVisible();
    await expect(page.getByTestId('billing-from')).toHaveText(
      /^初月は無料です。\d{4}年\d{1,2}月\d{1,2}日から月額330円（税込）\/ 300円（税抜）が請求されます。$/,
    );
    await expectAccessible(page, '/registerSuccess');

    // Back and reload never enrol twice: the server answers with this session's enrolment.
    await page.goBack();
    await expect(page).toHaveURL(/\/registerSuccess$/);
    await page.goto('/entry');
    await expect(page).toHaveURL(/\/registerSuccess$/);

    await page.goto('/memberStatus');
    await expect(page.getByTestId('member-status')).toContainText('一般会員');
    await expect(page.getByTestId('member-status')).toContainText('ご利用中');
  });
});

test.describe('ineligible', () => {
  test('gets the contract error page at login', async ({ page, identityProvider }) => {
    await page.goto('/v1/top/login?back_uri=%2Fentry&auth_type=1');
    await identityProvider.signIn('ineligible');
    await expect(page).toHaveURL(/\/contract-error$/);
    await expect(
      page.getByText('お使いの端末、もしくはご契約内容ではライフエールのご利用ができません。'),
    ).toBeVisible();
  });
});

test.describe('club member on the entry error (spec §8, §7 auto_entry_status)', () => {
  test.use({ persona: 'club', shareLogin: true });
  test('/entry-error tells a club member they were enrolled with the club, with the way to the status', async ({
    page,
  }) => {
    const asked = page.waitForRequest((request) => request.url().includes('/v1/serviceusage/auto_entry_status'));
    await page.goto('/entry-error');
    expect(new URL((await asked).url()).searchParams.get('status')).toBe('club');
    await expect(page.getByRole('heading', { level: 1, name: '認証エラー' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'お客さまは子育て応援クラブへのご登録により' })).toHaveText(
      'お客さまは子育て応援クラブへのご登録により、すでにライフエールにご入会済みです。ご利用状況は会員ステータスでご確認いただけます。',
    );
    await expect(page.getByRole('link', { name: '会員ステータスを見る' })).toHaveAttribute('href', '/memberStatus');
  });
});
