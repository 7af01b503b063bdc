import type { Locator, Page } from '@playwright/test';

/** The footer (spec portal.md §2 "Footer"): point services, language switch, legal links, copyright. */
export class Footer {
  readonly root: Locator;
  readonly pointServices: Locator;
  readonly healthPointLink: Locator;
  readonly incentivePointLink: Locator;
  readonly pointPlatformLink: Locator;
  readonly languageSwitch: Locator;
  readonly privacyPolicyLink: Locator;
  readonly commercialTransactionsLink: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole('contentinfo');
    this.pointServices = this.root.getByRole('region', { name: /ポイントサービス|Point services/ });
    this.healthPointLink = this.pointServices.getByRole('link', { name: 'ヘルスケアポイント' });
    this.incentivePointLink = this.pointServices.getByRole('link', { name: 'インセンティブポイント' });
    this.pointPlatformLink = this.pointServices.getByRole('link', { name: 'ポイントプラットフォーム' });
    this.languageSwitch = this.root.getByRole('group', { name: /^(言語|Language)$/ });
    this.privacyPolicyLink = this.root.getByRole('link', { name: 'プライバシーポリシー' });
    this.commercialTransactionsLink = this.root.getByRole('link', { name: /特定商取引法/ });
  }

  languageButton(label: '日本語' | 'English'): Locator {
    return this.languageSwitch.getByRole('button', { name: label, exact: true });
  }

  async switchLanguage(label: '日本語' | 'English'): Promise<void> {
    await this.languageButton(label).click();
  }
}
