import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_PRIVILEGE_COUNT, seedPrivileges } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { JUDGED_QUERIES, PRECISION_AT_5_MARK, judgeAll } from './judged-queries.ts';

// issue 31 "Judged queries": at least 60, precision at 5 ≥ 0.9 over the embedded default's privileges.

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedPrivileges(handle.db, EMBEDDED_PRIVILEGE_COUNT);
}, 300_000);
afterAll(async () => {
  await handle?.close();
});

describe('the judged queries (bench/judged-queries.ts)', () => {
  it('are at least 60, each asked once', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(JUDGED_QUERIES.map((q) => q.keyword)).size).toBe(JUDGED_QUERIES.length);
  });

  it('find what a member expects among the first five: precision@5 at the mark or above', async () => {
    const { results, precision } = await judgeAll(handle.db, new Date('2026-11-24T03:00:00Z'));
    const misses = results
      .filter((r) => r.precision < 1)
      .map((r) => `${r.query.keyword}: ${r.precision.toFixed(2)} (${r.top.map((t) => t.privilege.name).join(' / ')})`);
    expect(precision, misses.join('\n')).toBeGreaterThanOrEqual(PRECISION_AT_5_MARK);
  }, 120_000);
});
