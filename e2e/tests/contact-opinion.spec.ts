import { test, expect } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §2 (opinion box form, confirm, register), §3 (opinion state kept 7 days), §5 (opinion rules).

test.describe('opinion box (principal)', () => {
  test.use({ persona: 'principal' });

  test('messages, choices that open their text, reload and resume, confirm, register; the member gets the mail', async ({
    page,
  }) => {
    // A long journey (the form's errors, reload and resume, confirm, register, the mail): it took 54 s of the
    // minute one test is given on a busy 2-core machine.
    test.slow();
    await page.getByRole('contentinfo').getByRole('link', { name: 'ご意見箱' }).click();
    await expect(page).toHaveURL(/\/opinion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ご意見箱' })).toBeVisible();
    await expectAccessible(page, 'opinion form');

    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await expect(page.getByText('ご意見を記載ください。')).toBeVisible();
    await expect(page.getByText('性別を選択してください。')).toBeVisible();
    await expect(page.getByText('年代を選択してください。')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '優待・特典について' })).toBeFocused();
    await expectAccessible(page, 'opinion form with messages');

    // Multiple selection: each ticked choice shows its own text.
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'その他のご意見' }).check();
    await expect(page.getByRole('textbox')).toHaveCount(2);
    await page.getByLabel('優待・特典についてのご意見').fill('温泉の優待を増やしてください。');
    await page.getByLabel('その他のご意見のご意見').fill('いつもありがとうございます。');
    await page.getByRole('radio', { name: '女性' }).check();
    await page.getByRole('radio', { name: '40代' }).check();

    await page.reload();
    await expect(page.getByText('前回の入力内容を復元しました。')).toBeVisible();
    await expect(page.getByLabel('優待・特典についてのご意見')).toHaveValue('温泉の優待を増やしてください。');
    await expect(page.getByRole('radio', { name: '40代' })).toBeChecked();

    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await expect(page).toHaveURL(/\/opinionConfirm$/);
    await expect(page.getByText('温泉の優待を増やしてください。')).toBeVisible();
    await expect(page.getByText('40代')).toBeVisible();
    await expectAccessible(page, 'opinion confirm');
    await page.getByRole('button', { name: '登録する' }).click();

    await expect(page).toHaveURL(/\/opinionRegister$/);
    await expect(page.getByRole('heading', { name: 'ご意見を承りました' })).toBeVisible();
    await expectAccessible(page, 'opinion register');

    await expect(async () => {
      await page.goto('/dev/mails');
      await expect(page.getByRole('row', { name: /taro\.yamada@example\.jp/ }).first()).toBeVisible();
    }).toPass({ timeout: 20_000 });
    await page
      .getByRole('row', { name: /taro\.yamada@example\.jp/ })
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByTestId('mail-body')).toContainText('山田 太郎 様');
    await expect(page.getByTestId('mail-body')).toContainText('温泉の優待を増やしてください。');
  });

  test('logout clears a half-finished opinion', async ({ page, header }) => {
    await page.goto('/opinion');
    await page.getByRole('checkbox', { name: 'サイトの使いやすさについて' }).check();
    await page.getByLabel('サイトの使いやすさについてのご意見').fill('下書き');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ly_opinion_draft'))).toContain('下書き');
    const menu = await header.openUserMenu();
    await menu.logoutButton.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('ly_opinion_draft'))).toBeNull();
  });
});
