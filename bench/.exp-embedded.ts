import { performance } from 'node:perf_hooks';
import { openDatabase, seedPrivileges, EMBEDDED_PRIVILEGE_COUNT } from '@portal/db';
import { searchMenus } from '../apps/bff/src/modules/catalog/menu-search.ts';
import { searchMenusByTable } from '../apps/bff/src/modules/catalog/search-repository.ts';

const handle = openDatabase({ dataDir: 'memory' });
await handle.migrate();
const { db } = handle;
await seedPrivileges(db, EMBEDDED_PRIVILEGE_COUNT);
const q = (partial: any) => ({ businessCode: 'LY', now: new Date('2026-11-24T03:00:00Z'), sort: 'recommended', page: 0, size: 20, ...partial });
const orig = db.execute.bind(db);
let log: [string, number][] = [];
(db as any).execute = async (query: any) => {
  const t = performance.now();
  const r = await orig(query);
  log.push([String(query?.queryChunks?.[0]?.value?.[0] ?? '').replace(/\s+/g, ' ').slice(0, 60), performance.now() - t]);
  return r;
};
for (const kw of ['温泉', 'ベビー', '整体']) {
  for (let i = 0; i < 8; i++) {
    log = [];
    const t = performance.now();
    const r = await searchMenus(db, q({ keyword: kw }));
    const ms = performance.now() - t;
    if (i >= 6) console.log(kw, r.route, ms.toFixed(1), log.map(([s, m]) => `${m.toFixed(1)}:${s}`).join(' | '));
  }
  for (let i = 0; i < 8; i++) {
    log = [];
    const t = performance.now();
    const r = await searchMenus(db, q({ keyword: kw }), { routeMark: 0 });
    const ms = performance.now() - t;
    if (i >= 6) console.log(kw, r.route, ms.toFixed(1), log.map(([s, m]) => `${m.toFixed(1)}:${s}`).join(' | '));
  }
}
await handle.close();
