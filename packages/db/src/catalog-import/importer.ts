import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  CatalogImportIdSchema,
  FEED_REJECTIONS_LISTED,
  type CatalogImportSummary,
  type FeedFormat,
  type FeedRejection,
} from '@portal/contracts/catalog-feed';
import type { Database } from '../client.ts';
import { catalogImports, catalogVersion } from '../schema/index.ts';
import { readFeed, type FeedRecord } from './feed-reader.ts';
import { MENU_DATA_COLUMNS, STAGED_COLUMNS } from './feed-rows.ts';
import { checkBatches, ROW_BATCH } from './row-pool.ts';
import { refreshSearchBitmaps, searchBitmapsCurrent } from '../search-bitmaps.ts';

/**
 * The catalogue importer (issue 31, docs/decisions/0033-catalogue-import.md). An import is staged part by part in a
 * table of its own (`catalog_import_<id>`, unlogged, no index) and applied in ONE transaction: readers see the
 * catalogue before or after it, never half of it, and an import that dies before it is applied leaves the catalogue
 * as it was. Rows whose content (row_hash) did not change are not written again.
 */

export { FeedRefused } from './feed-reader.ts';

/** Why an import cannot go on (the operator API answers 404/409/422 with it). */
export class ImportRefused extends Error {
  override name = 'ImportRefused';
  readonly code: 'unknown_import' | 'import_closed' | 'empty_full_import';
  constructor(code: ImportRefused['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** Imports left staging longer than this are abandoned (their table dropped) when the next one starts. */
const ABANDON_AFTER_MS = 24 * 3_600_000;
/** From this many new rows, and no fewer than were there, an import fills the catalogue: its indexes are built once at
 * the end instead of growing row by row. */
const BULK_ROWS = 5_000;
/** Imports are applied one at a time (an advisory lock of the transaction). */
const APPLY_LOCK = 31_031;

const stagingTable = (id: string) => sql.identifier(`catalog_import_${CatalogImportIdSchema.parse(id)}`);

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** node-postgres underneath (COPY is there), or PGlite. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** PGlite underneath (where there is no pool): its own query, which COPY needs for its blob. */
function pgliteOf(db: Database): PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new TypeError('the importer needs a node-postgres pool or PGlite');
  return client;
}

/** The catalogue's data columns with their types, as a staging table declares them (`name type, …`). */
async function typedColumns(db: Database): Promise<string> {
  const types = new Map(
    rowsOf<{ name: string; type: string }>(
      await db.execute(sql`
        SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = 'catalog_menus'::regclass AND attnum > 0 AND NOT attisdropped`),
    ).map((column) => [column.name, column.type]),
  );
  return MENU_DATA_COLUMNS.map((column) => `${column} ${types.get(column)}`).join(', ');
}

/** Opens an import: its row, and the table its rows are staged in. Old imports never applied are abandoned. */
export async function createImport(
  db: Database,
  options: { format: FeedFormat; full: boolean; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const stale = await db
    .update(catalogImports)
    .set({ status: 'abandoned', finishedAt: now })
    .where(
      sql`${catalogImports.status} = 'staging' AND ${catalogImports.createdAt} < ${new Date(now.getTime() - ABANDON_AFTER_MS).toISOString()}::timestamptz`,
    )
    .returning({ id: catalogImports.id });
  for (const { id } of stale) await db.execute(sql`DROP TABLE IF EXISTS ${stagingTable(id)}`);
  const id = randomBytes(8).toString('hex');
  // The rows are staged in the catalogue's own column types (COPY, stagePart), so applying them reads columns.
  await db.execute(
    sql`CREATE UNLOGGED TABLE ${stagingTable(id)} (row_id bigint GENERATED ALWAYS AS IDENTITY, part integer NOT NULL, line integer NOT NULL, menu_no text NOT NULL, row_hash text NOT NULL, published_from timestamptz, plans integer NOT NULL, ${sql.raw(`stay_plans jsonb NOT NULL, ${await typedColumns(db)}`)})`,
  );
  await db
    .insert(catalogImports)
    .values({ id, format: options.format, full: options.full, status: 'staging', createdAt: now });
  return id;
}

async function openImport(db: Database, id: string) {
  if (!CatalogImportIdSchema.safeParse(id).success) throw new ImportRefused('unknown_import', 'no such import');
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, id));
  if (!row) throw new ImportRefused('unknown_import', 'no such import');
  if (row.status !== 'staging') throw new ImportRefused('import_closed', `the import is ${row.status}`);
  return row;
}

export interface StagedPart {
  staged: number;
  rejected: number;
  /** The first FEED_REJECTIONS_LISTED of them. */
  rejections: FeedRejection[];
}

/** Groups the part's rows in batches for the row checkers. */
async function* inBatches(records: AsyncIterable<FeedRecord>): AsyncGenerator<FeedRecord[]> {
  let batch: FeedRecord[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length >= ROW_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The COPY lines of a part's rows that pass, in file order, a batch at a time, checked in worker threads
 * (row-pool.ts); the others counted and listed (up to three faults each). A menuNo given twice in the part keeps its
 * first row.
 */
async function* stagedLines(
  records: AsyncIterable<FeedRecord>,
  result: StagedPart,
  options: { workers: boolean; part: number },
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const lines = new Map<string, number>();
  const reject = (line: number, menuNo: string | null, issues: readonly { field: string; reason: string }[]) => {
    result.rejected++;
    for (const issue of issues.slice(0, 3)) {
      if (result.rejections.length < FEED_REJECTIONS_LISTED) result.rejections.push({ line, menuNo, ...issue });
    }
  };
  for await (const batch of checkBatches(inBatches(records), options)) {
    for (const row of batch.rejected) reject(row.line, row.menuNo, row.issues);
    const again = new Set<number>();
    for (const [i, row] of batch.staged.entries()) {
      const first = lines.get(row.menuNo);
      if (first !== undefined) {
        reject(row.line, row.menuNo, [{ field: 'menuNo', reason: `already on line ${first}` }]);
        again.add(i);
        continue;
      }
      lines.set(row.menuNo, row.line);
      result.staged++;
    }
    const copy = again.size > 0 ? withoutRows(batch.copy, again) : batch.copy;
    if (copy.length > 0) yield copy;
  }
  result.rejections.sort((a, b) => a.line - b.line);
}

const LINE_FEED = 0x0a;

/** COPY lines without the rows numbered in `dropped` (each line ends with the only line feed it holds). */
function withoutRows(copy: Uint8Array<ArrayBuffer>, dropped: ReadonlySet<number>): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  for (let start = 0, row = 0; start < copy.length; row++) {
    const end = copy.indexOf(LINE_FEED, start) + 1;
    if (end === 0) throw new Error('a batch of COPY lines without its last line feed');
    if (!dropped.has(row)) kept.push(copy.subarray(start, end));
    start = end;
  }
  return Buffer.concat(kept);
}

/** The staging table's columns in COPY order: the importer's fields, then the row's (feed-rows.ts STAGED_COLUMNS). */
const COPY_COLUMNS = ['part', 'line', 'menu_no', 'row_hash', 'published_from', 'plans', ...STAGED_COLUMNS].join(', ');

/**
 * The staged rows' long values (the grams above all, about 2 KB a row) compressed with lz4 for this transaction, where
 * the server is built with it (PostgreSQL's packages are; PGlite is not): writing them took about twice as long with
 * pglz. The catalogue takes the values as they are compressed (docs/decisions/0033, amendment "lz4 and UTF-8").
 */
const LZ4_WHERE_BUILT = `SELECT set_config('default_toast_compression', 'lz4', true) FROM pg_settings
  WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)`;

/** The batches' COPY bytes in groups of at least `size` bytes (the last one smaller). */
async function* inGroups(batches: AsyncIterable<Uint8Array<ArrayBuffer>>, size: number) {
  let group: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  for await (const bytes of batches) {
    group.push(bytes);
    length += bytes.length;
    if (length >= size) {
      yield group;
      group = [];
      length = 0;
    }
  }
  if (length > 0) yield group;
}

/**
 * Stages one part of the import's file (a part sent again replaces what it staged before). Throws FeedRefused when
 * the part cannot be read at all; the operator then abandons the import.
 */
export async function stagePart(
  db: Database,
  id: string,
  part: {
    number: number;
    firstLine: number;
    bytes: AsyncIterable<Uint8Array | string>;
    /** Check the rows in worker threads (default); false: in this thread. */
    workers?: boolean;
  },
): Promise<StagedPart> {
  const imported = await openImport(db, id);
  const table = stagingTable(id);
  const result: StagedPart = { staged: 0, rejected: 0, rejections: [] };
  const lines = stagedLines(
    readFeed(part.bytes, {
      format: imported.format as FeedFormat,
      firstLine: part.firstLine,
      startsFile: part.number === 0,
    }),
    result,
    { workers: part.workers ?? true, part: part.number },
  );
  const copy = (source: string) => `COPY catalog_import_${id} (${COPY_COLUMNS}) FROM ${source}`;
  const pool = poolOf(db);
  if (pool) {
    const client = await pool.connect();
    // A connection whose transaction could not be rolled back is closed, not handed to the pool's next user.
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query(LZ4_WHERE_BUILT);
      await client.query(`DELETE FROM catalog_import_${id} WHERE part = $1`, [part.number]);
      await pipeline(Readable.from(lines), client.query(copyFrom(copy('STDIN'))));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackFailed: unknown) => {
        broken = rollbackFailed instanceof Error ? rollbackFailed : new Error(String(rollbackFailed));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  } else {
    // PGlite: COPY from a blob of about two megabytes at a time, a few batches' lines (a COPY holds this thread, and
    // the row workers wait for it). Not in a transaction: PGlite has one connection, and the readers must not wait
    // for the part's upload. A part that fails is deleted again (as one sent again would be).
    const pglite = pgliteOf(db);
    await db.execute(sql`DELETE FROM ${table} WHERE part = ${part.number}`);
    try {
      for await (const group of inGroups(lines, 2 << 20)) {
        await pglite.query(copy("'/dev/blob'"), [], { blob: new Blob(group) });
      }
    } catch (error) {
      await db.execute(sql`DELETE FROM ${table} WHERE part = ${part.number}`).catch(() => {});
      throw error;
    }
  }
  await db.execute(
    sql`UPDATE catalog_imports SET staged_rows = staged_rows + ${result.staged}, rejected_rows = rejected_rows + ${result.rejected} WHERE id = ${id}`,
  );
  return result;
}

/** Gives an import up: its staged rows are dropped, the catalogue is untouched. */
export async function abandonImport(db: Database, id: string, now: Date = new Date()): Promise<void> {
  await openImport(db, id);
  await db.execute(sql`DROP TABLE IF EXISTS ${stagingTable(id)}`);
  await db.update(catalogImports).set({ status: 'abandoned', finishedAt: now }).where(eq(catalogImports.id, id));
}

/** The catalogue's version as caches key on it: changes with every import that changed something. */
export async function readCatalogVersion(db: Database): Promise<string> {
  const [row] = await db.select().from(catalogVersion).where(eq(catalogVersion.id, 'catalogue'));
  return row ? `${row.version}.${row.changedAt.getTime().toString(36)}` : '0';
}

const columnList = sql.raw(MENU_DATA_COLUMNS.join(', '));
const fromStaged = sql.raw(MENU_DATA_COLUMNS.map((column) => `s.${column}`).join(', '));

/**
 * Applies a staged import in one transaction: new rows added, changed ones updated (with their stay plans), the same
 * ones left alone, and — for a full import — every listed privilege the file does not hold withdrawn. A menuNo staged
 * twice (in two parts) keeps its first row; the later ones are reported as rejected.
 *
 * Once the transaction has committed, the import is applied whatever follows: a failure of the statistics' refresh
 * after it goes to `onMaintenanceError` (the operator's log), not to the caller, who is told what was applied.
 */
export async function applyImport(
  db: Database,
  id: string,
  now: Date = new Date(),
  options: { onMaintenanceError?: (error: unknown) => void } = {},
): Promise<CatalogImportSummary> {
  const imported = await openImport(db, id);
  const table = stagingTable(id);
  const at = now.toISOString();
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLY_LOCK})`);
    // Someone else may have applied or abandoned it meanwhile.
    const [state] = rowsOf<{ status: string }>(
      await tx.execute(sql`SELECT status FROM catalog_imports WHERE id = ${id} FOR UPDATE`),
    );
    if (state?.status !== 'staging') throw new ImportRefused('import_closed', `the import is ${state?.status}`);
    // The plan joins on these: the staged content needs no statistics.
    await tx.execute(sql`ANALYZE ${table} (menu_no, row_hash, published_from)`);
    // The plan: one narrow row per staged row (the staged rows are read again only for what changes).
    await tx.execute(sql`
      CREATE TEMP TABLE catalog_import_plan ON COMMIT DROP AS
      SELECT s.row_id, s.line, s.menu_no,
             CASE WHEN m.menu_no IS NULL THEN 'a'
                  WHEN m.row_hash IS DISTINCT FROM s.row_hash OR m.withdrawn_at IS NOT NULL
                       OR (s.published_from IS NOT NULL AND s.published_from <> m.published_from) THEN 'u'
                  ELSE 's' END AS change
      FROM ${table} s LEFT JOIN catalog_menus m ON m.menu_no = s.menu_no`);
    // A menuNo staged twice (in two parts) keeps its first row.
    const duplicates = rowsOf<{ line: number; menu_no: string; first: number }>(
      await tx.execute(sql`
        DELETE FROM catalog_import_plan later USING catalog_import_plan earlier
        WHERE later.menu_no = earlier.menu_no AND (later.line, later.row_id) > (earlier.line, earlier.row_id)
        RETURNING later.line, later.menu_no, earlier.line AS first`),
    );
    await tx.execute(sql`ANALYZE catalog_import_plan`);
    const counts = Object.fromEntries(
      rowsOf<{ change: string; n: number }>(
        await tx.execute(sql`SELECT change, count(*)::int AS n FROM catalog_import_plan GROUP BY change`),
      ).map((row) => [row.change, Number(row.n)]),
    ) as Partial<Record<'a' | 'u' | 's', number>>;
    const staged = (counts.a ?? 0) + (counts.u ?? 0) + (counts.s ?? 0);
    if (imported.full && staged === 0) {
      throw new ImportRefused('empty_full_import', 'a full import without one valid row would withdraw everything');
    }
    const added = counts.a ?? 0;
    const updated = counts.u ?? 0;
    const [{ n: present } = { n: 0 }] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM catalog_menus`),
    );
    // Filling the catalogue: its indexes (the keyword GIN index above all; not the primary key's) are dropped and
    // built once at the end, in this transaction, instead of growing row by row.
    const bulk = added >= BULK_ROWS && added >= Number(present);
    const rebuilt = bulk
      ? rowsOf<{ name: string; definition: string }>(
          await tx.execute(sql`
            SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
            FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
            WHERE i.indrelid = 'catalog_menus'::regclass
              AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`),
        )
      : [];
    for (const index of rebuilt) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
    // PostgreSQL builds them in the memory it is given (PGlite keeps its own, smaller default).
    if (bulk) await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '${poolOf(db) ? '512MB' : '256MB'}'`));
    if (updated > 0) {
      await tx.execute(sql`
        DELETE FROM catalog_stay_plans sp USING catalog_import_plan p
        WHERE p.change = 'u' AND sp.menu_no = p.menu_no`);
      await tx.execute(sql`
        UPDATE catalog_menus m SET (${columnList}) = (${fromStaged}),
               published_from = coalesce(s.published_from, m.published_from), withdrawn_at = NULL,
               row_hash = s.row_hash
        FROM ${table} s
        JOIN catalog_import_plan p ON p.row_id = s.row_id AND p.change = 'u'
        WHERE m.menu_no = s.menu_no`);
    }
    if (added > 0) {
      // In staging order: each new row's search_ord (the bitmaps' bit) follows the feed. With an index on it, the
      // staged rows are read in that order (they mostly lie in it: parts sent once, one after another), where a sort
      // of the whole rows (about 900 bytes each, 1.35 GB at 1.5 M) took a minute.
      await tx.execute(sql`CREATE INDEX ON ${table} (row_id)`);
      await tx.execute(sql`ANALYZE ${table} (row_id)`);
      await tx.execute(sql`
        INSERT INTO catalog_menus (menu_no, ${columnList}, published_from, row_hash)
        SELECT s.menu_no, ${fromStaged}, coalesce(s.published_from, ${at}::timestamptz), s.row_hash
        FROM ${table} s
        JOIN catalog_import_plan p ON p.row_id = s.row_id AND p.change = 'a'
        ORDER BY s.row_id`);
    }
    if (added + updated > 0) {
      await tx.execute(sql`
        INSERT INTO catalog_stay_plans (menu_no, plan_no, name, price_per_person, meals, non_smoking, provider)
        SELECT sp.menu_no, sp.plan_no, sp.name, sp.price_per_person, sp.meals, sp.non_smoking, sp.provider
        FROM ${table} s
        JOIN catalog_import_plan p ON p.row_id = s.row_id AND p.change IN ('a', 'u') AND s.plans > 0
        CROSS JOIN LATERAL jsonb_populate_recordset(NULL::catalog_stay_plans, s.stay_plans) sp`);
    }
    let withdrawn = 0;
    if (imported.full) {
      // Its publication ends now, so every list that honours the window drops it with the same commit.
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          WITH gone AS (
            UPDATE catalog_menus m SET withdrawn_at = ${at}::timestamptz,
                   published_until = CASE WHEN m.published_until IS NULL OR m.published_until > ${at}::timestamptz
                                          THEN ${at}::timestamptz ELSE m.published_until END
            WHERE m.withdrawn_at IS NULL AND NOT EXISTS (SELECT 1 FROM catalog_import_plan p WHERE p.menu_no = m.menu_no)
            RETURNING 1)
          SELECT count(*)::int AS n FROM gone`),
      );
      withdrawn = Number(row?.n ?? 0);
    }
    for (const index of rebuilt) await tx.execute(sql.raw(index.definition));
    if (added + updated + withdrawn > 0) {
      await tx.execute(sql`
        INSERT INTO catalog_version (id, version, changed_at) VALUES ('catalogue', 1, ${at}::timestamptz)
        ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, changed_at = excluded.changed_at`);
      // The search bitmaps of the new version, in the same transaction: readers see the old catalogue with its
      // bitmaps or the new with its own (docs/decisions/0035-catalogue-search-at-scale-and-ranking.md).
      await refreshSearchBitmaps(tx);
    } else if (!(await searchBitmapsCurrent(tx))) {
      // Nothing changed, but the bitmaps are not current: made by an older release (their layout changed), or never.
      // The same feed imported again after an upgrade brings the search back to them.
      await refreshSearchBitmaps(tx);
    }
    const rejections = duplicates
      .sort((a, b) => a.line - b.line)
      .map((row) => ({
        line: Number(row.line),
        menuNo: row.menu_no,
        field: 'menuNo',
        reason: `already on line ${row.first}`,
      }));
    const result = {
      added,
      updated,
      unchanged: counts.s ?? 0,
      withdrawn,
      rejected: rejections.length,
      rejections: rejections.slice(0, FEED_REJECTIONS_LISTED),
    };
    await tx.execute(sql`DROP TABLE ${table}`);
    await tx
      .update(catalogImports)
      .set({
        status: 'applied',
        finishedAt: now,
        rejectedRows: sql`${catalogImports.rejectedRows} + ${result.rejected}`,
        summary: { added, updated, unchanged: result.unchanged, withdrawn },
      })
      .where(eq(catalogImports.id, id));
    // The version as this transaction leaves it (applies take turns under the lock): nothing is read after the commit.
    return { ...result, version: await readCatalogVersion(tx) };
  });
  // The planner's statistics after a change. On PGlite also a VACUUM: it runs no autovacuum at all, so its catalogue
  // would keep every dead row of every import, and without a visibility map a search's page walk reads every row it
  // passes instead of its index alone. PostgreSQL's autovacuum does that in the background, and a VACUUM of 1.5 M
  // rows would keep the operator waiting (docs/decisions/0035, last amendment).
  if (summary.added + summary.updated + summary.withdrawn > 0) {
    try {
      await db.execute(poolOf(db) ? sql`ANALYZE catalog_menus` : sql`VACUUM (ANALYZE) catalog_menus`);
    } catch (error) {
      // The statistics stay as they were until the next import (or PostgreSQL's autovacuum): searches are slower
      // meanwhile, never wrong.
      options.onMaintenanceError?.(error);
    }
  }
  return summary;
}

/**
 * A whole feed imported at once: opened, staged as one part, applied (the embedded seed, the benchmark and tests use
 * it; the operator API does the same part by part). A feed refused as a whole leaves nothing behind.
 */
export async function importFeed(
  db: Database,
  bytes: AsyncIterable<Uint8Array | string>,
  options: { format: FeedFormat; full?: boolean; now?: Date; onMaintenanceError?: (error: unknown) => void },
): Promise<CatalogImportSummary & { staged: number; rejectedRows: FeedRejection[]; rejectedCount: number }> {
  const id = await createImport(db, { format: options.format, full: options.full ?? false, now: options.now });
  try {
    const part = await stagePart(db, id, { number: 0, firstLine: options.format === 'csv' ? 2 : 1, bytes });
    const summary = await applyImport(db, id, options.now, { onMaintenanceError: options.onMaintenanceError });
    return {
      ...summary,
      staged: part.staged,
      rejectedCount: part.rejected + summary.rejected,
      rejectedRows: [...part.rejections, ...summary.rejections]
        .sort((a, b) => a.line - b.line)
        .slice(0, FEED_REJECTIONS_LISTED),
    };
  } catch (error) {
    await abandonImport(db, id).catch(() => {});
    throw error;
  }
}
