import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNull } from 'drizzle-orm';
import { catalogMenus } from '@portal/db';
import { MINIMAL_FEED_ROW, createTestDatabase } from '@portal/db/testing';
import { fixedClock } from '../../src/lib/clock.ts';
import { createEmbeddedCatalogImports } from '../../src/modules/catalog/catalog-imports.ts';

// An import committed is an import applied: what fails after it (telling the pages the catalogue's new version) is
// logged for the operator, and the operator's command is given the summary, not an error for an import it would
// then run again for nothing.

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

describe('an import applied', () => {
  it('answers its summary when telling the pages its version fails after it, and logs that', async () => {
    const failures: { error: unknown; step: string }[] = [];
    const imports = createEmbeddedCatalogImports({
      db: handle.db,
      clock: fixedClock('2026-11-21T03:00:00Z'),
      applied: () => Promise.reject(new Error('the version could not be read')),
      afterApplyFailed: (error, step) => failures.push({ error, step }),
    });
    const id = await imports.open({ format: 'jsonl', full: false });
    await imports.stage(id, { number: 0, firstLine: 1, bytes: bytes(`${JSON.stringify(MINIMAL_FEED_ROW)}\n`) });

    await expect(imports.apply(id)).resolves.toMatchObject({ added: 1, rejected: 0 });
    expect(failures).toEqual([{ error: new Error('the version could not be read'), step: 'applied' }]);
    const [listed] = await handle.db.select({ n: count() }).from(catalogMenus).where(isNull(catalogMenus.withdrawnAt));
    expect(listed!.n).toBe(1);
  });
});
