/**
 * Catalogue search latency (issue 12, ARCHITECTURE.md §7: p95 ≤ 50 ms over 1.5 M privileges on PostgreSQL, ≥ 20×
 * faster than an ILIKE scan; p95 ≤ 100 ms on the embedded default). Runs the BFF's own search code
 * (apps/bff/src/modules/catalog/search-repository.ts): keyword + facets + first page, as the results page asks.
 *
 *   node bench/catalog-search.ts                      PostgreSQL, 1,500,000 privileges (filled once, then reused)
 *   TARGET=embedded node bench/catalog-search.ts      PGlite in memory with the embedded default's 20,000
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/catalog_bench, created when missing), COUNT,
 * PASSES (measured passes over the query mix, default 5), ILIKE=0 to skip the scan baseline.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { EMBEDDED_PRIVILEGE_COUNT, openDatabase, seedPrivileges, type Database } from '@portal/db';
import { searchMenus, type MenuSearchQuery } from '../apps/bff/src/modules/catalog/search-repository.ts';

const target = process.env.TARGET === 'embedded' ? 'embedded' : 'postgres';
const total = Number(process.env.COUNT ?? (target === 'embedded' ? EMBEDDED_PRIVILEGE_COUNT : 1_500_000));
const passes = Number(process.env.PASSES ?? 5);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/catalog_bench';

/** What members type, as they type it, with the filters the result page's forms add. */
const MIX: readonly Partial<MenuSearchQuery>[] = [
  { keyword: '温泉' },
  { keyword: '焼肉' },
  { keyword: '寿司' },
  { keyword: 'ﾎﾃﾙ' },
  { keyword: 'おんせん' },
  { keyword: '東京 焼肉' },
  { keyword: 'カラオケ' },
  { keyword: 'ヨガ' },
  { keyword: '旅館', serviceType: 'stay' },
  { keyword: '整体' },
  { keyword: '北海道　温泉' },
  { keyword: '会員限定' },
  { keyword: 'スパ' },
  { keyword: 'ビュッフェ', menuTypes: [2] },
  { keyword: 'ゴルフ', prefectureCodes: ['12'] },
  { keyword: '英会話' },
  { keyword: '引越' },
  { keyword: 'ベビー' },
  { keyword: '黒毛和牛', serviceType: 'shop' },
  { keyword: '那覇' },
  { keyword: '肉' },
  { keyword: 'イタリアン 大阪', sort: 'price' },
  { menuTypes: [1], catLrgClassCd: '102' },
  { menuTypes: [2], catLrgClassCd: '113', catMidClassCd: '201', genreTags: ['303'] },
  { serviceType: 'shop', catLrgClassCd: '115', priceFrom: 1000, priceTo: 5000, sort: 'discount' },
  { menuTypes: [1], prefectureCodes: ['13'], usage: [2], sort: 'newest' },
];

const query = (partial: Partial<MenuSearchQuery>): MenuSearchQuery => ({
  businessCode: 'LY',
  now: new Date('2026-11-24T03:00:00Z'),
  sort: 'recommended',
  page: 0,
  size: 20,
  ...partial,
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function ensureDatabase(): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

async function fill(db: Database): Promise<void> {
  const started = performance.now();
  let last = 0;
  const added = await seedPrivileges(db, total, (done) => {
    if (done - last >= 100_000) {
      last = done;
      console.log(`  ${done.toLocaleString('en')} privileges (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  });
  if (added > 0 && target === 'postgres') await db.execute(sql`VACUUM ANALYZE catalog_menus`);
  console.log(
    `filled ${added.toLocaleString('en')} privileges in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The baseline: the same question answered by scanning the raw fields with ILIKE instead of the index. */
async function ilikeScan(db: Database, partial: Partial<MenuSearchQuery>): Promise<number> {
  const words = (partial.keyword ?? '').split(/[\s\u3000]+/u).filter(Boolean);
  const conditions = words.map(
    (w) => sql`(name ILIKE ${`%${w}%`} OR name_kana ILIKE ${`%${w}%`} OR catch_copy ILIKE ${`%${w}%`})`,
  );
  const started = performance.now();
  await Promise.all([
    db.execute(sql`SELECT cat_lrg_class_cd, prefecture_code, count(*) FROM catalog_menus
      WHERE ${sql.join(conditions, sql` AND `)} GROUP BY GROUPING SETS ((cat_lrg_class_cd), (prefecture_code), ())`),
    db.execute(sql`SELECT menu_no, name FROM catalog_menus WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY recommend_rank LIMIT 20`),
  ]);
  return performance.now() - started;
}

async function main(): Promise<void> {
  if (target === 'postgres') await ensureDatabase();
  const handle = openDatabase(target === 'postgres' ? { url } : { dataDir: 'memory' });
  await handle.migrate();
  const { db } = handle;
  await fill(db);

  // One pass to warm the caches, then the measured passes.
  for (const partial of MIX) await searchMenus(db, query(partial));
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  let hits = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const partial of MIX) {
      const started = performance.now();
      const result = await searchMenus(db, query(partial));
      const ms = performance.now() - started;
      times.push(ms);
      const key = JSON.stringify(partial);
      perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
      if (pass === 0) hits += result.total;
    }
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const budget = target === 'postgres' ? 50 : 100;
  console.log(
    `\n${target === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)'}, ${total.toLocaleString('en')} privileges, ${MIX.length} searches × ${passes} passes (${(hits / MIX.length).toFixed(0)} results on average)`,
  );
  console.log('\n| search | median ms | results |');
  console.log('|---|---|---|');
  for (const partial of MIX) {
    const key = JSON.stringify(partial);
    const result = await searchMenus(db, query(partial));
    console.log(
      `| \`${key}\` | ${percentile(perQuery.get(key)!, 50).toFixed(1)} | ${result.total.toLocaleString('en')} |`,
    );
  }
  console.log(
    `\nkeyword + facets + first page: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ≤ ${budget} ms) ${p95 <= budget ? '✓' : '✗ miss'}`,
  );

  if (process.env.ILIKE !== '0') {
    const keyworded = MIX.filter((partial) => partial.keyword);
    const scans: number[] = [];
    const indexed: number[] = [];
    for (const partial of keyworded) {
      scans.push(await ilikeScan(db, partial));
      indexed.push(percentile(perQuery.get(JSON.stringify(partial))!, 50));
    }
    const scanMedian = percentile(scans, 50);
    const indexedMedian = percentile(indexed, 50);
    const speedup = scanMedian / indexedMedian;
    console.log(
      `ILIKE scan of the same fields: median ${scanMedian.toFixed(0)} ms against ${indexedMedian.toFixed(1)} ms: ` +
        `${speedup.toFixed(0)}× faster (budget ≥ 20×) ${speedup >= 20 ? '✓' : '✗ miss'}`,
    );
  }
  await handle.close();
}

await main();
