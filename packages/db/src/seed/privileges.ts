import { and, count, gte, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { FIRST_GENERATED_MENU_NO, generatedFeed } from '../catalog/privilege-generator.ts';
import { importFeed } from '../catalog-import/importer.ts';
import { catalogMenus } from '../schema/index.ts';
import { refreshSearchBitmaps, searchBitmapsCurrent } from '../search-bitmaps.ts';

/** How many privileges the embedded default holds (issue 12: at least 20,000). */
export const EMBEDDED_PRIVILEGE_COUNT = 20_000;

/**
 * Fills the catalogue with the generated privileges `0 … total - 1` that are not there yet (generated rows are
 * numbered from FIRST_GENERATED_MENU_NO up, so what is there is always a prefix). The generator writes them as a
 * catalogue feed and the importer takes it in, as it takes a partner's (docs/catalog-feed.md). Idempotent; returns
 * how many it added. `onProgress` is told as the feed is written (the benchmark's 1.5 million take a while).
 */
export async function seedPrivileges(
  db: Database,
  total: number = EMBEDDED_PRIVILEGE_COUNT,
  onProgress?: (done: number) => void,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogMenus)
    // Seven digits from the first generated number: the hand-written six-digit menus (200001…) sort among them.
    .where(and(sql`length(${catalogMenus.menuNo}) = 7`, gte(catalogMenus.menuNo, String(FIRST_GENERATED_MENU_NO))));
  const present = row?.n ?? 0;
  if (present >= total) {
    // Filled before, its search bitmaps perhaps not made (a database older than them, ADR 0035).
    if (!(await searchBitmapsCurrent(db))) await refreshSearchBitmaps(db);
    return 0;
  }
  const result = await importFeed(db, generatedFeed(present, total, onProgress), { format: 'jsonl' });
  if (result.rejectedCount > 0) {
    const [first] = result.rejectedRows;
    throw new Error(`the generated feed has ${result.rejectedCount} rejected rows (first: ${JSON.stringify(first)})`);
  }
  return result.added;
}
