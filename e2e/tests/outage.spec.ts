import { execFileSync } from 'node:child_process';
import { CMS_ORIGIN } from '../support/cms.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A CMS outage while the portal runs (issue "Content", ARCHITECTURE.md §5 stale-if-error). Runs in its own
 * Playwright project after every other test, because it freezes the suite's CMS.
 *
 * The CMS is frozen with SIGSTOP rather than killed: npm start's script stops the whole portal when one of its
 * services exits, and a hung CMS (connections accepted, never answered) is the harder case — every CMS call
 * must end in the BFF's timeout and fall back to the last good copy.
 */
function cmsPid(): number {
  const port = new URL(CMS_ORIGIN).port;
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on the CMS port ${port}: ${line}`);
  return Number(pid);
}

test.skip(!!process.env.E2E_BASE_URL, 'needs the CMS the suite started itself');

test('with the CMS down, the top page and /information still show the last good content', async ({ page }) => {
  test.setTimeout(120_000);
  // Warm: the portal reads the CMS once.
  await page.goto('/');
  const news = page.getByRole('region', { name: 'お知らせ', exact: true });
  await expect(news.locator('[data-variant="normal"]').getByRole('listitem').first()).toBeVisible();
  await page.goto('/information');
  await expect(page.getByRole('main').locator('time').first()).toHaveText(/^\d{4}年\d{2}月\d{2}日$/);

  const pid = cmsPid();
  process.kill(pid, 'SIGSTOP');
  try {
    // Past the fresh window and the stale-while-revalidate window (CMS_CACHE_FRESH_SECONDS=5 in this suite):
    // from here on every answer needs the CMS, which never answers.
    await page.waitForTimeout(11_000);
    await page.goto('/');
    await expect(news.locator('[data-variant="normal"]').getByRole('listitem').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: '特集', exact: true })).toBeVisible();
    await expect(page.getByText('コンテンツの読み込みに失敗しました')).toHaveCount(0);

    await page.goto('/information');
    await expect(page.getByRole('main').locator('time').first()).toHaveText(/^\d{4}年\d{2}月\d{2}日$/, {
      timeout: 20_000,
    });
    await expect(page.getByText('お知らせを読み込めませんでした。')).toHaveCount(0);
    const answer = await page.request.get('/v1/cms/news');
    expect(answer.status(), 'stale-if-error: the last good list').toBe(200);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
});
