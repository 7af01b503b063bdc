import type { Locator, Page } from '@playwright/test';

/** The drawer menu on narrow screens (spec portal.md §2): a modal dialog named メニュー. */
export class Drawer {
  readonly root: Locator;
  readonly closeButton: Locator;
  readonly loginLink: Locator;
  readonly logoutButton: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole('dialog', { name: 'メニュー' });
    this.closeButton = this.root.getByRole('button', { name: 'メニューを閉じる' });
    this.loginLink = this.root.getByRole('link', { name: 'ログイン', exact: true });
    this.logoutButton = this.root.getByRole('button', { name: 'ログアウト' });
  }

  /** A section of the drawer by its heading (クーポン, 会員証, 申込履歴…). */
  section(name: string): Locator {
    return this.root.getByRole('region', { name, exact: true });
  }

  /** The headings of the drawer's sections, in order. */
  sectionHeadings(): Locator {
    return this.root.getByRole('navigation').getByRole('heading');
  }

  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }
}

/** The mobile bottom navigation (under 1024 px). */
export class BottomNavigation {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('navigation', { name: 'モバイルナビゲーション' });
  }

  items(): Locator {
    return this.root.getByRole('listitem');
  }
}
