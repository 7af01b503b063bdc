import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type pg from 'pg';
import { FEED_COLUMNS, type CatalogFeedRowInput } from '@portal/contracts/catalog-feed';
import { generatedFeedRow } from '../src/catalog/privilege-generator.ts';
import { exportFeed } from '../src/catalog-import/exporter.ts';
import {
  applyImport,
  createImport,
  FeedRefused,
  importFeed,
  readCatalogVersion,
  stagePart,
} from '../src/catalog-import/importer.ts';
import { catalogImports, catalogMenus, catalogStayPlans } from '../src/schema/index.ts';
import { bitmapKey, searchBitmapsCurrent } from '../src/search-bitmaps.ts';
import { MINIMAL_FEED_ROW, createTestDatabase } from '../src/testing.ts';
import { REPO_ROOT, openDatabase } from '../src/client.ts';
import { gramCodes, parseKeyword } from '../src/catalog/search-text.ts';
import { ARRAY_COLUMNS, STAGED_COLUMNS } from '../src/catalog-import/feed-rows.ts';

// issue 31 goal 1: the catalogue importer — delta and full imports, bad rows, refused files, a killed import, the same
// file twice, export and import again.

const NOW = new Date('2026-11-21T03:00:00Z');
const rows = (from: number, to: number): CatalogFeedRowInput[] =>
  Array.from({ length: to - from }, (_, i) => generatedFeedRow(from + i));
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
const jsonl = (list: readonly unknown[]) => list.map((row) => `${JSON.stringify(row)}\n`).join('');
/** The bytes in chunks of `size`, as a request body arrives. */
async function* chunks(text: string | Uint8Array, size = 997): AsyncGenerator<Uint8Array> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.reset();
});

const listed = async () =>
  (await handle.db.select({ n: count() }).from(catalogMenus).where(isNull(catalogMenus.withdrawnAt)))[0]!.n;
const menu = async (menuNo: string) =>
  (await handle.db.select().from(catalogMenus).where(eq(catalogMenus.menuNo, menuNo)))[0];
const text = async (feed: AsyncIterable<string>) => {
  let all = '';
  for await (const chunk of feed) all += chunk;
  return all;
};

describe('a delta import', () => {
  it('adds new privileges, updates changed ones with their plans, and leaves the same ones alone', async () => {
    const first = await importFeed(handle.db, chunks(jsonl(rows(0, 50))), { format: 'jsonl', now: NOW });
    expect(first).toMatchObject({ added: 50, updated: 0, unchanged: 0, withdrawn: 0, rejectedCount: 0 });
    const stay = rows(0, 50).find((row) => row.serviceType === 'stay')!;
    const changed = rows(0, 50).map((row) =>
      row.menuNo === stay.menuNo
        ? { ...row, menuNm: '新しい名前の宿', stayPlans: [{ ...row.stayPlans![0]!, planNo: 9 }] }
        : row,
    );
    const second = await importFeed(handle.db, chunks(jsonl([...changed, ...rows(50, 55)])), {
      format: 'jsonl',
      now: NOW,
    });
    expect(second).toMatchObject({ added: 5, updated: 1, unchanged: 49, withdrawn: 0 });
    expect((await menu(stay.menuNo!))?.name).toBe('新しい名前の宿');
    expect((await menu(stay.menuNo!))?.searchText).toContain('新しい名前の宿');
    const plans = await handle.db.select().from(catalogStayPlans).where(eq(catalogStayPlans.menuNo, stay.menuNo!));
    expect(plans.map((plan) => plan.planNo)).toEqual([9]);
  });

  it('changes nothing, and not the catalogue’s version, when the same file comes twice', async () => {
    const feed = jsonl(rows(0, 30));
    await importFeed(handle.db, chunks(feed), { format: 'jsonl', now: NOW });
    const version = await readCatalogVersion(handle.db);
    const again = await importFeed(handle.db, chunks(feed), { format: 'jsonl', now: NOW });
    expect(again).toMatchObject({ added: 0, updated: 0, withdrawn: 0, unchanged: 30, version });
    expect(await readCatalogVersion(handle.db)).toBe(version);
  });

  it('makes the search bitmaps again when the same file comes after an upgrade left them not current', async () => {
    const feed = jsonl(rows(0, 30));
    await importFeed(handle.db, chunks(feed), { format: 'jsonl', now: NOW });
    const version = await readCatalogVersion(handle.db);
    // Bitmaps of an older layout: their length key is another one.
    await handle.db.execute(sql`UPDATE catalog_search_bitmaps SET key = 'length' WHERE key = ${bitmapKey.length}`);
    expect(await searchBitmapsCurrent(handle.db)).toBe(false);
    const again = await importFeed(handle.db, chunks(feed), { format: 'jsonl', now: NOW });
    expect(again).toMatchObject({ added: 0, updated: 0, withdrawn: 0, unchanged: 30, version });
    expect(await searchBitmapsCurrent(handle.db)).toBe(true);
  });

  it('keeps the stored publication start when a row gives none, and applies the documented defaults', async () => {
    const { publishedFrom: _from, ...bare } = generatedFeedRow(0);
    await importFeed(handle.db, chunks(jsonl([bare])), { format: 'jsonl', now: NOW });
    expect((await menu(bare.menuNo))?.publishedFrom).toEqual(NOW);
    await importFeed(handle.db, chunks(jsonl([{ ...bare, catchCopy: '変わった' }])), {
      format: 'jsonl',
      now: new Date('2026-11-25T00:00:00Z'),
    });
    expect((await menu(bare.menuNo))?.publishedFrom).toEqual(NOW);
    const minimal = MINIMAL_FEED_ROW;
    await importFeed(handle.db, chunks(jsonl([minimal])), { format: 'jsonl', now: NOW });
    expect(await menu('300001')).toMatchObject({
      recommendRank: 1_000_000,
      businessCodes: [],
      publishedUntil: null,
      couponCode: null,
      latitude: null,
      usageFlags: 0,
    });
  });
});

describe('after an import', () => {
  // PGlite (the embedded default) runs no autovacuum: the import vacuums the catalogue itself, so a search's page
  // walks its index without reading the rows (index-only), and an update leaves no dead rows behind (a page with one
  // is not all-visible).
  it('leaves every page of the catalogue all-visible on PGlite, after an update too', async () => {
    const embedded = handle.url ? openDatabase({ dataDir: 'memory' }) : null;
    if (embedded) await embedded.migrate();
    const db = embedded?.db ?? handle.db;
    try {
      await importFeed(db, chunks(jsonl(rows(0, 300))), { format: 'jsonl', now: NOW });
      const changed = rows(0, 300).map((row, i) => (i % 3 === 0 ? { ...row, menuNm: `${row.menuNm} 改` } : row));
      expect(await importFeed(db, chunks(jsonl(changed)), { format: 'jsonl', now: NOW })).toMatchObject({
        updated: 100,
      });
      const [table] = rowsOf<{ pages: number; visible: number }>(
        await db.execute(sql`SELECT relpages AS pages, relallvisible AS visible FROM pg_class
          WHERE oid = 'catalog_menus'::regclass`),
      );
      expect(Number(table!.pages)).toBeGreaterThan(1);
      expect(Number(table!.visible)).toBe(Number(table!.pages));
    } finally {
      await embedded?.close();
    }
  });
});

describe('texts as a partner writes them', () => {
  // The rows are staged with COPY's text format (copy-text.ts): what it escapes must arrive as it was sent, on
  // PostgreSQL (the configured database) and on PGlite (the embedded default) alike.
  const awkward = '引用 "二重" と \\ 円記号\tタブ\n改行\r復帰 {波括弧,読点} \\N \\t';
  const row = (): CatalogFeedRowInput => {
    const stay = rows(0, 50).find((candidate) => candidate.serviceType === 'stay')!;
    return {
      ...stay,
      catchCopy: awkward,
      leadCopy: `${awkward}\n\n二段落目`,
      stayPlans: [{ ...stay.stayPlans![0]!, name: `プラン\t${awkward}` }],
    };
  };
  const stored = async (db: typeof handle.db, menuNo: string) => {
    const [menuRow] = await db.select().from(catalogMenus).where(eq(catalogMenus.menuNo, menuNo));
    const plans = await db.select().from(catalogStayPlans).where(eq(catalogStayPlans.menuNo, menuNo));
    return { menu: menuRow!, plans };
  };

  it.each(['the configured database', 'PGlite'])('arrive as they were sent: %s', async (backend) => {
    const other = backend === 'PGlite' && handle.url ? openDatabase({ dataDir: 'memory' }) : null;
    if (other) await other.migrate();
    const db = other?.db ?? handle.db;
    try {
      const feed = row();
      expect(await importFeed(db, chunks(jsonl([feed])), { format: 'jsonl', now: NOW })).toMatchObject({ added: 1 });
      const { menu: menuRow, plans } = await stored(db, feed.menuNo);
      expect(menuRow.catchCopy).toBe(awkward);
      expect(menuRow.leadCopy).toBe(`${awkward}\n\n二段落目`);
      expect(plans[0]!.name).toBe(`プラン\t${awkward}`);
      // The grams keep the quote, the backslash, the brace and the comma (spaces and controls are dropped).
      expect(menuRow.searchGrams).toEqual(
        expect.arrayContaining(gramCodes(['"', '"二', '\\', '\\n', '{', '{波', ',', '点}'])),
      );
      expect(menuRow.searchText).toContain('"二重"と\\円記号たぶ改行復帰{波括弧,読点}\\n\\t');
      // A character beyond the BMP is one character: a keyword's pairs with it are among the row's grams.
      const astral = { ...feed, menuNo: '2000998', menuNm: '𠮷野家の牛丼😀' };
      await importFeed(db, chunks(jsonl([astral])), { format: 'jsonl', now: NOW });
      const { menu: astralRow } = await stored(db, astral.menuNo);
      for (const keyword of ['𠮷野', '丼😀', '𠮷', '😀']) {
        expect(astralRow.searchGrams).toEqual(expect.arrayContaining(gramCodes(parseKeyword(keyword).grams)));
      }
      // The same row again is the same row.
      expect(await importFeed(db, chunks(jsonl([feed])), { format: 'jsonl', now: NOW })).toMatchObject({
        added: 0,
        updated: 0,
        unchanged: 1,
      });
    } finally {
      await other?.close();
    }
  });
});

describe('the staging table', () => {
  it('takes as arrays exactly the columns the catalogue declares as arrays', async () => {
    const arrays = rowsOf<{ name: string }>(
      await handle.db.execute(sql`
        SELECT a.attname AS name FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
        WHERE a.attrelid = 'catalog_menus'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND t.typcategory = 'A'`),
    ).map((row) => row.name);
    expect(new Set(arrays.filter((name) => (STAGED_COLUMNS as readonly string[]).includes(name)))).toEqual(
      ARRAY_COLUMNS,
    );
  });

  it('numbers grams in SQL (the migration’s catalog_gram_codes) as gramCode does', async () => {
    const grams = ['a', 'あ', '温泉', '泉', '"', '\\', '𠮷', '𠮷野', '野𠮷', '😀😀', 'z\u{10ffff}'];
    const [row] = rowsOf<{ codes: (string | number)[] }>(
      await handle.db.execute(
        sql`SELECT catalog_gram_codes(${`{${grams.map((g) => JSON.stringify(g)).join(',')}}`}::text[]) AS codes`,
      ),
    );
    expect(row!.codes.map(Number)).toEqual(gramCodes(grams));
    expect(new Set(gramCodes(grams)).size).toBe(grams.length);
  });
});

describe('bad rows', () => {
  it('are skipped and reported with their line, field and reason; the good rows are applied', async () => {
    const good = rows(0, 4);
    const lines = [
      JSON.stringify(good[0]),
      JSON.stringify({ ...good[1], memberPrice: -5 }),
      '{"menuNo": "2000099", "menuNm": ',
      JSON.stringify(good[2]),
      '',
      JSON.stringify({ ...good[3], areaSmlClassCd: '9901' }),
      JSON.stringify({ ...good[2], menuNm: 'また同じ番号' }),
      JSON.stringify({ ...generatedFeedRow(10), color: 'red' }),
      '[1, 2]',
    ];
    const result = await importFeed(handle.db, chunks(`${lines.join('\n')}\n`), { format: 'jsonl', now: NOW });
    expect(result).toMatchObject({ added: 2, rejectedCount: 6 });
    expect(result.rejectedRows).toEqual([
      { line: 2, menuNo: good[1]!.menuNo, field: 'memberPrice', reason: expect.stringMatching(/>=0|too small/i) },
      { line: 3, menuNo: null, field: '(row)', reason: 'not JSON' },
      { line: 6, menuNo: good[3]!.menuNo, field: 'areaSmlClassCd', reason: 'not an area of areaMidClassCd' },
      { line: 7, menuNo: good[2]!.menuNo, field: 'menuNo', reason: 'already on line 4' },
      { line: 8, menuNo: generatedFeedRow(10).menuNo, field: 'color', reason: 'unknown field' },
      { line: 9, menuNo: null, field: '(row)', reason: 'not a JSON object' },
    ]);
    expect(await listed()).toBe(2);
  });

  it('given twice keep their first row, the second left out of its batch wherever it lies (two batches of rows)', async () => {
    // The worker stages a batch's rows as one run of COPY lines; a menuNo seen before is cut out of it.
    const feed = rows(0, 700);
    const lines = [...feed];
    lines.splice(3, 0, { ...feed[1]!, menuNm: '二度目の一行目' });
    lines.splice(650, 0, { ...feed[600]!, menuNm: '二度目の六百一行目' }, { ...feed[10]!, menuNm: '二度目の十一行目' });
    const result = await importFeed(handle.db, chunks(jsonl(lines), 65_536), { format: 'jsonl', now: NOW });
    expect(result).toMatchObject({ added: 700, rejectedCount: 3 });
    expect(result.rejectedRows.map((row) => [row.line, row.reason])).toEqual([
      [4, 'already on line 2'],
      [651, 'already on line 602'],
      [652, 'already on line 12'],
    ]);
    for (const i of [1, 10, 600, 699]) expect((await menu(feed[i]!.menuNo!))?.name).toBe(feed[i]!.menuNm);
    expect(await listed()).toBe(700);
  });

  it('holding a NUL, another control character or half of a surrogate pair, are rejected with the field', async () => {
    const [first, second, third, fourth] = rows(0, 4) as [CatalogFeedRowInput, ...CatalogFeedRowInput[]];
    const stay = rows(0, 50).find((row) => row.serviceType === 'stay')!;
    // JSON's escapes, as a partner's file holds them: JSON.stringify writes a NUL and a lone surrogate so.
    const lines = [
      JSON.stringify({ ...first, menuNm: 'ヌル\u0000入り' }),
      JSON.stringify({ ...second, catchCopy: '片割れ\ud83d' }),
      JSON.stringify({ ...stay, stayPlans: [{ ...stay.stayPlans![0]!, name: 'ベル\u0007' }] }),
      JSON.stringify({ ...third, leadCopy: '改行\nとタブ\tは本文のうち' }),
      JSON.stringify(fourth),
    ];
    const result = await importFeed(handle.db, chunks(`${lines.join('\n')}\n`), { format: 'jsonl', now: NOW });
    const reason = 'holds a control character or half of a surrogate pair';
    expect(result).toMatchObject({ added: 2, rejectedCount: 3 });
    expect(result.rejectedRows).toEqual([
      { line: 1, menuNo: first.menuNo, field: 'menuNm', reason },
      { line: 2, menuNo: second!.menuNo, field: 'catchCopy', reason },
      { line: 3, menuNo: stay.menuNo, field: 'stayPlans.0.name', reason },
    ]);
  });
});

describe('a file refused as a whole', () => {
  it.each([
    [
      'bytes that are not UTF-8',
      'jsonl' as const,
      Buffer.concat([Buffer.from(jsonl(rows(0, 3))), Buffer.from([0xff, 0xfe, 0x0a])]),
      /line 4: the bytes are not UTF-8/,
    ],
    [
      'a first line that is no JSON object',
      'jsonl' as const,
      Buffer.from(`menuNo,menuNm\n${jsonl(rows(0, 2))}`),
      /line 1: not JSON Lines/,
    ],
    [
      'a CSV header naming an unknown column',
      'csv' as const,
      Buffer.from('menuNo,menuNm,colour\n1,2,3\n'),
      /no usable CSV header \(unknown column "colour"\)/,
    ],
    [
      'a CSV header missing a required column',
      'csv' as const,
      Buffer.from('menuNo,menuNm\n2000000,x\n'),
      /no usable CSV header \(no column imageUrl/,
    ],
    ['an empty CSV file', 'csv' as const, Buffer.alloc(0), /no usable CSV header/],
  ])('applies nothing: %s', async (_what, format, bytes, message) => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 5))), { format: 'jsonl', now: NOW });
    const version = await readCatalogVersion(handle.db);
    await expect(importFeed(handle.db, chunks(bytes), { format, full: true, now: NOW })).rejects.toThrow(message);
    await expect(importFeed(handle.db, chunks(bytes), { format, now: NOW })).rejects.toBeInstanceOf(FeedRefused);
    expect(await listed()).toBe(5);
    expect(await readCatalogVersion(handle.db)).toBe(version);
    // The import is abandoned: its staging table is gone.
    const imports = await handle.db.select().from(catalogImports);
    expect(imports.filter((i) => i.status === 'abandoned')).toHaveLength(2);
  });

  it('refuses a full import without one valid row (it would withdraw everything)', async () => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 5))), { format: 'jsonl', now: NOW });
    await expect(
      importFeed(handle.db, chunks(`${JSON.stringify({ menuNo: 'x' })}\n`), { format: 'jsonl', full: true, now: NOW }),
    ).rejects.toThrow(/would withdraw everything/);
    expect(await listed()).toBe(5);
  });
});

describe('a killed import', () => {
  it('leaves the catalogue as it was when its file stops halfway', async () => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 20))), { format: 'jsonl', now: NOW });
    const version = await readCatalogVersion(handle.db);
    const before = await menu(generatedFeedRow(3).menuNo);
    const changed = rows(0, 40).map((row) => ({ ...row, catchCopy: '書き換え' }));
    async function* cutOff() {
      yield new TextEncoder().encode(jsonl(changed.slice(0, 25)));
      throw new Error('the connection was reset');
    }
    await expect(importFeed(handle.db, cutOff(), { format: 'jsonl', full: true, now: NOW })).rejects.toThrow(/reset/);
    expect(await menu(generatedFeedRow(3).menuNo)).toEqual(before);
    expect(await listed()).toBe(20);
    expect(await readCatalogVersion(handle.db)).toBe(version);
  });

  it('leaves the catalogue as it was when applying fails halfway: one transaction', async () => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 20))), { format: 'jsonl', now: NOW });
    const version = await readCatalogVersion(handle.db);
    const before = await handle.db.select().from(catalogMenus).orderBy(catalogMenus.menuNo);
    const id = await createImport(handle.db, { format: 'jsonl', full: true, now: NOW });
    const changed = rows(0, 25).map((row) => ({ ...row, catchCopy: '書き換え' }));
    await stagePart(handle.db, id, { number: 0, firstLine: 1, bytes: chunks(jsonl(changed)) });
    // A new row the table will not take (as a crash would stop it): the updates have run by then.
    // Its name emptied in the staged columns (importer.ts).
    const staged = sql.identifier(`catalog_import_${id}`);
    await handle.db.execute(sql`UPDATE ${staged} SET name = NULL WHERE menu_no = '2000024'`);
    await expect(applyImport(handle.db, id, NOW)).rejects.toThrow();
    expect(await handle.db.select().from(catalogMenus).orderBy(catalogMenus.menuNo)).toEqual(before);
    expect(await readCatalogVersion(handle.db)).toBe(version);
  });

  it('changes nothing while it is staged: readers see the catalogue before it until it is applied', async () => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 10))), { format: 'jsonl', now: NOW });
    const id = await createImport(handle.db, { format: 'jsonl', full: true, now: NOW });
    await stagePart(handle.db, id, { number: 0, firstLine: 1, bytes: chunks(jsonl(rows(5, 30))) });
    expect(await listed()).toBe(10);
    expect(await applyImport(handle.db, id, NOW)).toMatchObject({ added: 20, unchanged: 5, withdrawn: 5 });
    expect(await listed()).toBe(25);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stores the long values with lz4 on a PostgreSQL built with it (pglz wrote them at half the speed)',
    async () => {
      const [offered] = rowsOf<{ lz4: boolean }>(
        await handle.db.execute(sql`
          SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`),
      );
      await importFeed(handle.db, chunks(jsonl(rows(0, 5))), { format: 'jsonl', now: NOW });
      const methods = rowsOf<{ method: string | null }>(
        await handle.db.execute(sql`SELECT DISTINCT pg_column_compression(search_grams) AS method FROM catalog_menus`),
      ).map((row) => row.method);
      expect(methods).toEqual([offered?.lz4 ? 'lz4' : 'pglz']);
      // The session's own setting is left as it was.
      const [setting] = rowsOf<{ value: string }>(
        await handle.db.execute(sql`SELECT current_setting('default_toast_compression') AS value`),
      );
      expect(setting?.value).toBe('pglz');
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'closes a PostgreSQL connection whose staging could not be rolled back instead of pooling it',
    async () => {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const connect = pool.connect.bind(pool);
      const released: (Error | boolean | undefined)[] = [];
      // The importer's own connection (a promise); the pool's queries ask with a callback and get theirs as ever.
      const spy = vi.spyOn(pool, 'connect').mockImplementation(((callback?: unknown) => {
        if (callback) return (connect as (callback: unknown) => void)(callback);
        return ownConnection();
      }) as unknown as typeof pool.connect);
      const ownConnection = async () => {
        const client = await connect();
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        const release = client.release.bind(client);
        Object.assign(client, {
          query: (...args: unknown[]) =>
            args[0] === 'ROLLBACK' ? Promise.reject(new Error('the connection was lost')) : query(...args),
          release: (error?: Error | boolean) => {
            released.push(error);
            release(error);
          },
        });
        return client;
      };
      try {
        const id = await createImport(handle.db, { format: 'jsonl', full: false, now: NOW });
        async function* cutOff() {
          yield new TextEncoder().encode(jsonl(rows(0, 5)));
          throw new Error('the upload was cut off');
        }
        await expect(stagePart(handle.db, id, { number: 0, firstLine: 1, bytes: cutOff() })).rejects.toThrow(/cut off/);
      } finally {
        spy.mockRestore();
      }
      expect(released).toEqual([new Error('the connection was lost')]);
      // The pool goes on with connections of its own.
      expect(await listed()).toBe(0);
    },
  );

  it('is applied, and says so, when refreshing the statistics after it fails', async () => {
    // The statement's text: its string chunks (a parameter is a value of its own).
    const textOf = (query: SQL) =>
      query.queryChunks
        .map((chunk) =>
          typeof chunk === 'object' && chunk !== null && 'value' in chunk && Array.isArray(chunk.value)
            ? chunk.value.join('')
            : '',
        )
        .join('');
    const execute = handle.db.execute.bind(handle.db);
    const failures: unknown[] = [];
    const spy = vi
      .spyOn(handle.db, 'execute')
      .mockImplementation(((query: SQL) =>
        /^(ANALYZE|VACUUM \(ANALYZE\)) catalog_menus$/.test(textOf(query))
          ? Promise.reject(new Error('the connection was reset'))
          : execute(query)) as typeof handle.db.execute);
    try {
      const summary = await importFeed(handle.db, chunks(jsonl(rows(0, 10))), {
        format: 'jsonl',
        now: NOW,
        onMaintenanceError: (error) => failures.push(error),
      });
      expect(summary).toMatchObject({ added: 10, rejectedCount: 0 });
    } finally {
      spy.mockRestore();
    }
    expect(failures).toEqual([new Error('the connection was reset')]);
    expect(await listed()).toBe(10);
    expect(
      (await handle.db.select({ status: catalogImports.status }).from(catalogImports)).map((r) => r.status),
    ).toEqual(['applied']);
  });
});

describe('a full import', () => {
  it('withdraws every listed privilege the file does not hold: its publication ends with the import', async () => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 10))), { format: 'jsonl', now: NOW });
    const version = await readCatalogVersion(handle.db);
    const later = new Date('2026-11-22T00:00:00Z');
    const result = await importFeed(handle.db, chunks(jsonl(rows(0, 7))), { format: 'jsonl', full: true, now: later });
    expect(result).toMatchObject({ added: 0, updated: 0, unchanged: 7, withdrawn: 3 });
    expect(result.version).not.toBe(version);
    const gone = await menu(generatedFeedRow(8).menuNo);
    expect(gone?.withdrawnAt).toEqual(later);
    expect(gone!.publishedUntil!.getTime()).toBeLessThanOrEqual(later.getTime());
    expect(await listed()).toBe(7);
    // The same full file again withdraws nothing more; the privilege coming back is listed again.
    expect(await importFeed(handle.db, chunks(jsonl(rows(0, 7))), { format: 'jsonl', full: true })).toMatchObject({
      withdrawn: 0,
      unchanged: 7,
    });
    expect(await importFeed(handle.db, chunks(jsonl(rows(8, 9))), { format: 'jsonl' })).toMatchObject({ updated: 1 });
    expect((await menu(generatedFeedRow(8).menuNo))?.withdrawnAt).toBeNull();
    expect((await menu(generatedFeedRow(8).menuNo))?.publishedUntil).toEqual(
      generatedFeedRow(8).publishedUntil ? new Date(generatedFeedRow(8).publishedUntil!) : null,
    );
  });
});

describe('CSV', () => {
  const columns = Object.keys(FEED_COLUMNS) as (keyof typeof FEED_COLUMNS)[];
  const cell = (column: keyof typeof FEED_COLUMNS, value: unknown) =>
    value === null || value === undefined
      ? ''
      : FEED_COLUMNS[column] === 'json'
        ? JSON.stringify(value)
        : Array.isArray(value)
          ? value.join('|')
          : String(value);

  it('reads lists `|`-separated, objects as JSON, an empty cell as the default, and quoted line breaks', async () => {
    const list = rows(0, 6).map((row, i) => (i === 2 ? { ...row, leadCopy: '一行目\n二行目, "引用"' } : row));
    const csv = stringify([columns, ...list.map((row) => columns.map((column) => cell(column, row[column])))]);
    const result = await importFeed(handle.db, chunks(csv, 501), { format: 'csv', now: NOW });
    expect(result).toMatchObject({ added: 6, rejectedCount: 0 });
    const jsonResult = await importFeed(handle.db, chunks(jsonl(list)), { format: 'jsonl', now: NOW });
    // The same rows as JSON Lines: nothing to change.
    expect(jsonResult).toMatchObject({ unchanged: 6, updated: 0 });
    expect((await menu(list[2]!.menuNo))?.leadCopy).toBe('一行目\n二行目, "引用"');
  });

  it('reports a bad cell with its line and column; a short row with its cell count', async () => {
    const [a, b, c] = rows(0, 3);
    const csv = stringify([
      columns,
      columns.map((column) => cell(column, a![column])),
      columns.map((column) => (column === 'webReservation' ? 'maybe' : cell(column, b![column]))),
      ['2000002', 'たりない'],
      columns.map((column) => (column === 'position' ? '{"latitude":' : cell(column, c![column]))),
    ]);
    const result = await importFeed(handle.db, chunks(csv), { format: 'csv', now: NOW });
    expect(result.added).toBe(1);
    expect(result.rejectedRows).toEqual([
      { line: 3, menuNo: b!.menuNo, field: 'webReservation', reason: 'not true or false' },
      { line: 4, menuNo: '2000002', field: '(row)', reason: `2 cells where the header has ${columns.length}` },
      { line: 5, menuNo: c!.menuNo, field: 'position', reason: 'not JSON' },
    ]);
  });
});

describe('catalog export', () => {
  it.each(['jsonl', 'csv'] as const)('writes what an import reads back (%s): the round trip holds', async (format) => {
    await importFeed(handle.db, chunks(jsonl(rows(0, 60))), { format: 'jsonl', now: NOW });
    await importFeed(handle.db, chunks(jsonl(rows(0, 55))), { format: 'jsonl', full: true, now: NOW });
    const exported = await text(exportFeed(handle.db, format));
    expect(exported.split('\n').filter(Boolean)).toHaveLength(format === 'csv' ? 56 : 55);
    const stored = await handle.db
      .select()
      .from(catalogMenus)
      .where(isNull(catalogMenus.withdrawnAt))
      .orderBy(catalogMenus.menuNo);
    await handle.reset();
    const result = await importFeed(handle.db, chunks(exported), { format, now: new Date('2027-01-01T00:00:00Z') });
    expect(result).toMatchObject({ added: 55, rejectedCount: 0 });
    expect(await text(exportFeed(handle.db, format))).toBe(exported);
    const again = await handle.db.select().from(catalogMenus).orderBy(catalogMenus.menuNo);
    expect(again.map(({ rowHash: _h, ...row }) => row)).toEqual(stored.map(({ rowHash: _h, ...row }) => row));
  });
});

describe('docs/catalog-feed.md', () => {
  it('shows an example that imports as it says, the same privileges in JSON Lines and in CSV', async () => {
    const doc = readFileSync(resolve(REPO_ROOT, 'docs/catalog-feed.md'), 'utf8');
    const block = (language: string) => new RegExp(`\`\`\`${language}\n([\\s\\S]*?)\`\`\``).exec(doc)![1]!;
    const fromJson = await importFeed(handle.db, chunks(block('json')), { format: 'jsonl', now: NOW });
    expect(fromJson).toMatchObject({ added: 2, rejectedCount: 0 });
    const fromCsv = await importFeed(handle.db, chunks(block('csv')), { format: 'csv', now: NOW });
    expect(fromCsv).toMatchObject({ added: 0, updated: 0, unchanged: 2, rejectedCount: 0 });
  });
});
