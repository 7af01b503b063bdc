import type { Locator, Page } from '@playwright/test';

/** The portal header (spec portal.md §2 "Header"): bell, member links, point tiles, user menu, login, menu button. */
export class Header {
  readonly root: Locator;
  readonly homeLink: Locator;
  readonly loginLink: Locator;
  readonly newsBell: Locator;
  readonly menuButton: Locator;
  /** The user-menu button: 本人/家族 and the member's name (or 氏名未設定). */
  readonly userMenuButton: Locator;
  readonly pointTiles: Locator;
  readonly benepoTile: Locator;
  readonly cafeTile: Locator;
  readonly travelGuideLink: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole('banner');
    this.homeLink = this.root.getByRole('link', { name: 'ライフエール トップページ' });
    this.loginLink = this.root.getByRole('link', { name: 'ログイン', exact: true });
    this.newsBell = this.root.getByRole('button', { name: 'お知らせへ移動' });
    this.menuButton = this.root.getByRole('button', { name: 'メニュー', exact: true });
    this.userMenuButton = this.root.getByRole('button', { name: /^(本人|家族)/ });
    this.pointTiles = this.root.getByRole('list', { name: '保有ポイント' });
    this.benepoTile = this.pointTiles.getByRole('link', { name: /ベネポ/ });
    this.cafeTile = this.pointTiles.getByRole('listitem').filter({ hasText: 'カフェテリアポイント' });
    this.travelGuideLink = this.root.getByRole('link', { name: 'トラベルサービスの使い方' });
  }

  /** Opens the PC user menu and returns it. */
  async openUserMenu(): Promise<UserMenu> {
    await this.userMenuButton.click();
    const menu = new UserMenu(this.page);
    await menu.root.waitFor();
    return menu;
  }
}

/** The PC user menu: 会員ID, 店頭番号 and マイページ, 申込履歴, 閲覧履歴, 会員設定, ログアウト. */
export class UserMenu {
  readonly root: Locator;
  readonly logoutButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: '会員メニュー' });
    this.logoutButton = this.root.getByRole('button', { name: 'ログアウト' });
  }

  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }

  /** The value shown next to a label of the member numbers (会員ID, 店頭番号). */
  numberOf(label: '会員ID' | '店頭番号'): Locator {
    return this.root.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
