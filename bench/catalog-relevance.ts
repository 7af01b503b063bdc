/**
 * How well the catalogue search ranks (issue 31): the judged queries of bench/judged-queries.ts over the embedded
 * default's 20,000 privileges, each with its first five results judged, and the mean precision at 5 against the
 * mark (≥ 0.9). The same run is a test: bench/catalog-relevance.test.ts.
 *
 *   node bench/catalog-relevance.ts            every query with its precision; the misses with their results
 */
import { EMBEDDED_PRIVILEGE_COUNT, openDatabase, seedPrivileges } from '@portal/db';
import { JUDGED_QUERIES, PRECISION_AT_5_MARK, judgeAll } from './judged-queries.ts';

/** The day the judgement is made for (the generated catalogue's windows are spread around it). */
export const JUDGED_AT = new Date('2026-11-24T03:00:00Z');

const handle = openDatabase({ dataDir: 'memory' });
await handle.migrate();
await seedPrivileges(handle.db, EMBEDDED_PRIVILEGE_COUNT);
const { results, precision } = await judgeAll(handle.db, JUDGED_AT);
console.log('| keyword | intent | results | precision@5 |');
console.log('|---|---|---|---|');
for (const result of results) {
  console.log(
    `| ${result.query.keyword} | ${result.query.intent} | ${result.total.toLocaleString('en')} | ${result.precision.toFixed(2)} |`,
  );
}
for (const result of results.filter((r) => r.precision < 1)) {
  console.log(`\n${result.query.keyword} (${result.query.intent}):`);
  for (const { privilege, relevant } of result.top) {
    console.log(
      `  ${relevant ? '✓' : '✗'} ${privilege.menuNo} ${privilege.name} [${privilege.lrg}/${privilege.mid}/${privilege.sml} ${privilege.areaCode}]`,
    );
  }
}
console.log(
  `\n${JUDGED_QUERIES.length} judged queries, mean precision@5 ${precision.toFixed(3)} (mark ≥ ${PRECISION_AT_5_MARK}) ${precision >= PRECISION_AT_5_MARK ? '✓' : '✗ miss'}`,
);
await handle.close();
