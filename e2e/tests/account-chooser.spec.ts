import { test, expect } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §4 "Account chooser (several accounts): first account preselected; Login emits the chosen id; Cancel hides it."

test.describe('multi (法人会員, three accounts)', () => {
  test.use({ persona: 'multi' });

  test('the account chooser appears after login with the first account preselected', async ({
    page,
    accountChooser,
  }) => {
    await expect(accountChooser.root).toBeVisible();
    await expect(accountChooser.accounts).toHaveCount(3);
    await expect(accountChooser.account('090-5678-0001（営業部）')).toBeChecked();
    await expect(accountChooser.account('090-5678-0002（総務部）')).not.toBeChecked();
    await expectAccessible(page, 'account chooser');
  });

  test('choosing another account and ログイン closes the chooser; it does not come back on reload', async ({
    page,
    header,
    accountChooser,
  }) => {
    await expect(accountChooser.root).toBeVisible();
    await accountChooser.choose('090-5678-0002（総務部）');
    await expect(accountChooser.account('090-5678-0002（総務部）')).toBeChecked();
    const chosen = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/users/member-info' && r.request().method() === 'PUT',
    );
    await accountChooser.loginButton.click();
    expect((await chosen).ok()).toBe(true);
    expect((await chosen).request().postDataJSON()).toMatchObject({ ssoSubscriptionId: 'S-0006-02' });
    await expect(accountChooser.root).toBeHidden();
    await expect(header.userMenuButton).toHaveAccessibleName('本人 田中 誠');

    await page.reload();
    await expect(header.userMenuButton).toBeVisible();
    await expect(accountChooser.root).toHaveCount(0);
  });

  test('キャンセル hides the chooser', async ({ page, header, accountChooser }) => {
    await expect(accountChooser.root).toBeVisible();
    await accountChooser.cancelButton.click();
    await expect(accountChooser.root).toBeHidden();
    await expect(header.userMenuButton).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
    await expect(accountChooser.root).toHaveCount(0);
  });
});
