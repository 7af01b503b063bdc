import { expectAccessible } from '../support/axe.ts';
import { NewsListPage, PAGE_UNAVAILABLE, SEED } from '../support/cms.ts';
import { openAsMember } from '../support/persona.ts';
import { expect, test } from '../support/fixtures.ts';

/** Targeting (docs/cms-content-model.md): business codes and courses decide who sees a document. */
test.describe('targeting: a visitor', () => {
  test('does not see CR-only news, blocks or special pages', async ({ page }) => {
    const list = new NewsListPage(page);
    await list.open('?year=2026');
    await expect(list.entry('画像付きお知らせの表示について')).toBeVisible();
    await expect(list.entry(SEED.news.crOnlyTitle)).toHaveCount(0);
    await expect(list.entry(SEED.news.clubCourseTitle)).toHaveCount(0);

    // Nor does the BFF answer them to a visitor.
    const answer = await page.request.get('/v1/cms/news', { params: { year: 2026, limit: 100 } });
    const titles = ((await answer.json()) as { data: { attributes: { title: string } }[] }).data.map(
      (news) => news.attributes.title,
    );
    expect(titles).toContain('画像付きお知らせの表示について');
    expect(titles).not.toContain(SEED.news.crOnlyTitle);
    expect(titles).not.toContain(SEED.news.clubCourseTitle);

    await page.goto('/');
    await expect(page.locator('[data-location-code="top"]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'トップ：子育てクラブ会員さまへ' })).toHaveCount(0);
    await page.goto('/specialPage');
    await expect(page.getByRole('main').getByRole('link', { name: '冬のごちそうグルメ特集' })).toBeVisible();
    await expect(page.locator(`a[href$="spid=${SEED.specialPages.crOnly}"]`)).toHaveCount(0);
    await page.goto(`/specialPage/detail?spid=${SEED.specialPages.crOnly}`);
    await expect(page.getByText(PAGE_UNAVAILABLE, { exact: true })).toBeVisible();
  });
});

test.describe('targeting: the club member (CR)', () => {
  test.use({ persona: 'club', shareLogin: true });

  test('sees the CR-only news, the club course news, the CR block and the CR special page', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const list = new NewsListPage(page);
    await openAsMember(page, '/information?year=2026');
    await list.loaded();
    await expect(list.entry(SEED.news.crOnlyTitle)).toBeVisible();
    await expect(list.entry(SEED.news.clubCourseTitle)).toBeVisible();
    await expect(list.entry(SEED.news.crOnlyTitle).locator('time')).toHaveText('2026年04月01日');
    // Still no drafts or future windows.
    await expect(page.getByRole('main')).not.toContainText(SEED.news.draftTitle);
    await expect(page.getByRole('main')).not.toContainText(SEED.news.futureTitle);
    await expectAccessible(page, '/information?year=2026 (club)');

    await list.entry(SEED.news.crOnlyTitle).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED.news.crOnlyTitle);
    await expect(page.getByRole('main').locator('article')).toContainText(
      'ライフエールの無料期間が最大7か月となりました。',
    );
    // The same detail is missing for a visitor (no session cookie): 404 not_found.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    // (Explicitly without cookies: the test's request contexts would otherwise get the member's login state.)
    const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const detail = await visitor.get(`/v1/cms/news/${id}`);
    expect(detail.status()).toBe(404);
    expect(((await detail.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('not_found');
    await visitor.dispose();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'トップ：子育てクラブ会員さまへ' })).toBeVisible();

    await page.goto('/specialPage');
    await expect(page.locator(`a[href$="spid=${SEED.specialPages.crOnly}"]`)).toBeVisible();
    await page.locator(`a[href$="spid=${SEED.specialPages.crOnly}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('親子で学ぶ冬休み体験');
    await expectAccessible(page, 'CR-only special page (club)');
  });
});
