import type { Page } from '@playwright/test';

/**
 * Whether the page behind an open menu or modal can scroll: the overflow of <html> and <body> (spec portal.md §2
 * "Scrolling is locked while a menu is open", search.md §2 the mobile search modal).
 */
export async function pageScrollIsLocked(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [document.documentElement, document.body].some((element) =>
      ['hidden', 'clip'].includes(getComputedStyle(element).overflowY),
    ),
  );
}
