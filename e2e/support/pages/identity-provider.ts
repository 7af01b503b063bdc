import { expect, type Locator, type Page } from '@playwright/test';
import { PERSONA_PASSWORD, type PersonaLoginId } from '@portal/personas';

/** The development identity provider's login pages (SSO: ライフエール共通ID, or キャリアID). */
export class IdentityProviderPage {
  readonly heading: Locator;
  readonly loginIdField: Locator;
  readonly passwordField: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;
  readonly codeField: Locator;
  readonly oneTimeCode: Locator;
  readonly confirmButton: Locator;
  readonly errorAlert: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: /^(ライフエール共通ID|キャリアID) ログイン$/ });
    this.loginIdField = page.getByLabel('ログインID');
    this.passwordField = page.getByLabel('パスワード');
    // exact: the test-member rows have buttons such as 「principal でログイン」.
    this.submitButton = page.getByRole('button', { name: 'ログイン', exact: true });
    this.cancelButton = page.getByRole('button', { name: 'キャンセル' });
    this.codeField = page.getByLabel('確認コード');
    this.oneTimeCode = page.getByTestId('one-time-code');
    this.confirmButton = page.getByRole('button', { name: '確認', exact: true });
    this.errorAlert = page.getByRole('alert');
  }

  /** The login form of the given issuer, or of either when not given. */
  async expectLoginForm(service?: 'ライフエール共通ID' | 'キャリアID'): Promise<void> {
    if (service) await expect(this.heading).toHaveText(`${service} ログイン`);
    else await expect(this.heading).toBeVisible();
    await expect(this.loginIdField).toBeVisible();
  }

  async submitPassword(loginId: string, password: string = PERSONA_PASSWORD): Promise<void> {
    await this.loginIdField.fill(loginId);
    await this.passwordField.fill(password);
    await this.submitButton.click();
  }

  /** Enters the one-time code the dev provider shows on the page (level-2 login). */
  async submitOneTimeCode(): Promise<void> {
    await expect(this.codeField).toBeVisible();
    const code = (await this.oneTimeCode.textContent())?.trim() ?? '';
    expect(code, 'one-time code shown by the dev provider').toMatch(/^\d{6}$/);
    await this.codeField.fill(code);
    await this.confirmButton.click();
  }

  /** Password, then the one-time code if the provider asks for it (it asks for level 2 only). */
  async signIn(loginId: PersonaLoginId, service?: 'ライフエール共通ID' | 'キャリアID'): Promise<void> {
    await this.expectLoginForm(service);
    const provider = new URL(this.page.url()).origin;
    await this.submitPassword(loginId);
    const atProvider = () => new URL(this.page.url()).origin === provider;
    // Either the provider shows the code step, or the browser has left the provider.
    await expect(async () => {
      expect(!atProvider() || (await this.codeField.isVisible())).toBe(true);
    }).toPass({ timeout: 15_000 });
    if (atProvider()) await this.submitOneTimeCode();
  }
}
