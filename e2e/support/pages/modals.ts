import type { Locator, Page } from '@playwright/test';

/** The login-guidance modal (spec portal.md §4): ログイン link with back_uri, and 閉じる. */
export class LoginGuidanceModal {
  readonly root: Locator;
  readonly loginLink: Locator;
  readonly closeButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'ログインしてください' });
    this.loginLink = this.root.getByRole('link', { name: 'ログイン', exact: true });
    this.closeButton = this.root.getByRole('button', { name: '閉じる' });
  }
}

/** The account chooser for members with several accounts (spec portal.md §4). */
export class AccountChooser {
  readonly root: Locator;
  readonly accounts: Locator;
  readonly loginButton: Locator;
  readonly cancelButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'ご利用になるアカウントの選択' });
    this.accounts = this.root.getByRole('radio');
    this.loginButton = this.root.getByRole('button', { name: 'ログイン', exact: true });
    this.cancelButton = this.root.getByRole('button', { name: 'キャンセル' });
  }

  /** An account's radio button, by its label (line number and holder). */
  account(label: string): Locator {
    return this.root.getByRole('radio', { name: label });
  }

  /** Chooses an account by clicking its visible label (the radio input itself is visually hidden). */
  async choose(label: string): Promise<void> {
    await this.root.getByText(label).first().click();
  }
}
