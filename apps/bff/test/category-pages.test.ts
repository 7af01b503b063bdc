import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuSearchQuerySchema } from '@portal/contracts/catalog';
import {
  CATEGORY_PAGE_LARGE_CODES,
  categoryListApiPath,
  topPicksApiPath,
  weeklyPicksApiPath,
  type CategoryPageName,
} from '@portal/contracts/catalog-lists';
import { seedPrivileges } from '@portal/db';
import { createTestApp } from './helpers.ts';

// issue 12: the category pages, the top page's 今月のおすすめ優待 and /weeklyPicks render with catalogue searches their
// route loaders ask with the URLs of @portal/contracts/catalog-lists (ADR 0032; the loaders' calls are tested in the
// web app's entry-server test). Here: the API answers each of those searches as the page shows it.

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedPrivileges(t.db, 400);
}, 180_000); // the seed loads the Japanese analyser (ADR 0035)
afterAll(async () => {
  await t.close();
});

const searches: [string, string, string | null][] = [
  ...(Object.entries(CATEGORY_PAGE_LARGE_CODES) as [CategoryPageName, string][]).flatMap(
    ([page, code]): [string, string, string | null][] => [
      [`/${page} newest`, categoryListApiPath(page, 'newest'), code],
      [`/${page} ranking`, categoryListApiPath(page, 'ranking'), code],
    ],
  ),
  ['/ 今月のおすすめ優待', topPicksApiPath(), null],
  ['/weeklyPicks', weeklyPicksApiPath(), null],
];

describe('the catalogue searches the pages render with', () => {
  it.each(searches)(
    '%s: up to six privileges of its large category, asked as the API accepts it',
    async (_, path, code) => {
      const query = MenuSearchQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
      expect(query.size).toBe(6);
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      const content = res.json<{ data: { content: { catLrgClassCd: string }[] } }>().data.content;
      expect(content.length).toBeGreaterThan(0);
      expect(content.length).toBeLessThanOrEqual(6);
      if (code) expect(content.every((item) => item.catLrgClassCd === code)).toBe(true);
    },
  );
});
