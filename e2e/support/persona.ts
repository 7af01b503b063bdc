import { expect, type Page } from '@playwright/test';
import { PERSONA_PASSWORD, type PersonaLoginId } from '@portal/personas';

/**
 * Signs a test member in at the development identity provider, from wherever the portal sent the browser.
 * Handles the one-time code of a level-2 login (the dev IdP shows it on the page).
 */
export async function signInAtProvider(page: Page, loginId: PersonaLoginId): Promise<void> {
  await expect(page.getByLabel('ログインID')).toBeVisible();
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード').fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const codeField = page.getByLabel('確認コード');
  const portal = new URL(page.url()).origin;
  await page.waitForURL((url) => url.origin !== portal || url.pathname.includes('/code') || !url.pathname.includes('/interaction/'), {
    timeout: 15_000,
  }).catch(() => undefined);
  if (await codeField.isVisible().catch(() => false)) {
    const code = (await page.getByTestId('one-time-code').textContent())?.trim() ?? '';
    await codeField.fill(code);
    await page.getByRole('button', { name: '確認' }).click();
  }
}

/** Logs a test member in through the header's ログイン button and waits until the portal shows them. */
export async function loginAs(page: Page, loginId: PersonaLoginId, startAt = '/'): Promise<void> {
  await page.goto(startAt);
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).first().click();
  await signInAtProvider(page, loginId);
  await page.waitForURL((url) => url.port === new URL(page.url()).port && !url.pathname.startsWith('/authorization'));
}
