import { test, expect, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §2 (mail inquiry form and finish), §3 (mail state kept 7 days), §5 (mail inquiry rules).

test.describe('mail inquiry (visitor)', () => {
  test('the FAQ and the guide end with a way to the mail inquiry', async ({ page }) => {
    for (const path of ['/faq', '/otherPage?other_id=goriyou']) {
      await page.goto(path);
      const prompt = page.getByRole('region', { name: 'お問合せ' });
      await expect(prompt).toContainText('解決しない場合は、こちらからお問合せください。');
      await expect(prompt.getByRole('link', { name: 'メールでのお問合せ' })).toHaveAttribute('href', '/mail');
    }
    await page.getByRole('region', { name: 'お問合せ' }).getByRole('link', { name: 'メールでのお問合せ' }).click();
    await expect(page).toHaveURL(/\/mail$/);
  });

  test('the footer leads to the form; every required message shows inline and focus lands on the first', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'メールでのお問合せ' }).click();
    await expect(page).toHaveURL(/\/mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'メールでのお問合せ' })).toBeVisible();
    await expectAccessible(page, 'mail inquiry form');

    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    for (const message of [
      'お問合せ内容をご選択ください。',
      'お問合せ内容をご入力ください。',
      'お名前をご入力ください。',
      'お名前（フリガナ）をご入力ください。',
      '郵便番号をご入力ください。',
      '連絡先の種類をご選択ください。',
      '電話番号をご入力ください。',
      'メールアドレスをご入力ください。',
      'メールアドレス（確認用）をご入力ください。',
      '個人情報のお取り扱いに同意いただけない場合は投稿できません。',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('お問合せ内容必須')).toBeFocused();
    await expect(page.getByLabel('お問合せ内容必須')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'mail inquiry form with messages');
  });

  test('keyboard only: fill with postal autofill, reload and resume, confirm, send, finish; the mail arrives', async ({
    page,
  }) => {
    await page.goto('/mail');
    await page.getByLabel('お問合せ内容必須').selectOption({ label: 'ベネポ・カフェポイントについて' });
    await page.getByLabel('お問合せ本文必須').fill('ベネポの有効期限を教えてください。<script>alert(1)</script>');
    await page.getByLabel('お名前必須', { exact: true }).fill('山田 太郎');
    await page.getByLabel('お名前（フリガナ）必須').fill('ﾔﾏﾀﾞ');
    await page.getByLabel('郵便番号必須').fill('1000001');
    await expect(page.getByLabel('都道府県任意')).toHaveValue('13');
    await expect(page.getByLabel('ご住所任意')).toHaveValue('千代田区千代田');
    await expect(page.getByText('郵便番号から都道府県とご住所を入力しました。')).toBeVisible();

    // A reload keeps what was typed (the draft lives in this browser, not on the server).
    await page.reload();
    await expect(page.getByText('前回の入力内容を復元しました。')).toBeVisible();
    await expect(page.getByLabel('お名前必須', { exact: true })).toHaveValue('山田 太郎');
    await expect(page.getByLabel('ご住所任意')).toHaveValue('千代田区千代田');

    // The rest by keyboard: back-tab into the contact type, arrow keys choose, space ticks the consent.
    await page.getByLabel('お名前（フリガナ）必須').fill('ヤマダ　タロウ');
    await page.getByLabel('電話番号必須').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '携帯電話' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '自宅' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '携帯電話' })).toBeChecked();
    await page.getByLabel('電話番号必須').fill('09012345678');
    await page.getByLabel('メールアドレス必須', { exact: true }).fill('e2e.visitor@example.jp');
    await page.getByLabel('メールアドレス（確認用）必須').fill('e2e.visitor@example.com');
    await page.getByRole('checkbox', { name: '個人情報のお取り扱いに同意する' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '確認画面へ進む' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('メールアドレスとメールアドレス（確認用）が一致しません。')).toBeVisible();
    await expect(page.getByLabel('メールアドレス（確認用）必須')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('e2e.visitor@example.jp');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/mailConfirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'お問合せ内容の確認' })).toBeVisible();
    await expect(page.getByText('ベネポの有効期限を教えてください。<script>alert(1)</script>')).toBeVisible();
    await expectAccessible(page, 'mail inquiry confirm');
    await page.getByRole('button', { name: '送信する' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/mailFinish$/);
    await expect(page.getByRole('heading', { name: 'お問合せを受け付けました' })).toBeVisible();
    const receipt = (await page.getByTestId('receipt-id').textContent()) ?? '';
    expect(receipt).toMatch(/^INQ-\d{8}-[A-Z2-9]{6}$/);
    await expectAccessible(page, 'mail inquiry finish');

    // Sent: the draft is gone.
    await page.goto('/mail');
    await expect(page.getByLabel('お名前必須', { exact: true })).toHaveValue('');

    // The outbox worker delivers to the development mail viewer within seconds.
    await expect(async () => {
      await page.goto('/dev/mails');
      await expect(page.getByRole('link', { name: '【ライフエール】お問合せを受け付けました' }).first()).toBeVisible();
    }).toPass({ timeout: 20_000 });
    await page
      .getByRole('row', { name: /e2e\.visitor@example\.jp/ })
      .getByRole('link')
      .click();
    await expect(page.getByTestId('mail-to')).toHaveText('e2e.visitor@example.jp');
    await expect(page.getByTestId('mail-body')).toContainText('山田 太郎 様');
    await expect(page.getByTestId('mail-body')).toContainText(`受付番号：${receipt}`);
    await expect(page.getByTestId('mail-body')).toContainText('<script>alert(1)</script>');
  });
});
