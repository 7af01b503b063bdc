import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';

/**
 * Opens the header search on `/` (desktop: the header's 検索 button; below 1024 px: the bottom navigation's
 * search modal) once the page is hydrated, and selects a top tab; answers the panel dialog.
 */
export async function openSearchPanel(
  page: Page,
  { mobile, tab }: { mobile: boolean; tab: 'ライフサービス' | 'トラベル' | 'ベネ通販' },
): Promise<Locator> {
  if (page.url() === 'about:blank') await page.goto('/');
  // The search buttons open their dialog once React has hydrated them: a tap before that does nothing.
  await waitForHydration(page);
  if (mobile) {
    await page
      .getByRole('navigation', { name: 'モバイルナビゲーション' })
      .getByRole('button', { name: '検索' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: '検索', exact: true }).click();
  }
  const panel = page.getByRole('dialog', { name: '検索' });
  await panel.getByRole('tab', { name: tab }).click();
  await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return panel;
}

/** The outbound page of the development build: waits for it and answers its decoded query, in order. */
export async function outboundQuery(page: Page, path: string): Promise<[string, string][]> {
  await page.waitForURL((url) => url.pathname === path);
  return [...new URL(page.url()).searchParams.entries()];
}
