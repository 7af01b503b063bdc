import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MenuItemInfoResponseSchema, MenuSearchResponseSchema } from '@portal/contracts/catalog';
import { MapMarkersResponseSchema } from '@portal/contracts/catalog-map';
import { CatalogImportAppliedSchema, type CatalogFeedRowInput } from '@portal/contracts/catalog-feed';
import { catalogData, catalogImports, readCatalogVersion } from '@portal/db';
import { importCatalogFile } from '../../src/cli/catalog-feed.ts';
import { createCatalogTestApp, expectContract } from './support.ts';

// issue 31 goal 1 through the operator API and the command line: what members see after an import (a withdrawn
// privilege leaves search, category lists, picks and the map at once; favourites keep it, marked 掲載終了), and the
// command's exit codes, report, progress and summary.

const OPERATOR_TOKEN = 'o'.repeat(40);
const CLI = resolve(import.meta.dirname, '../../src/cli/operator.ts');
const NOW = new Date('2026-11-21T03:00:00Z');

/** Generated rows visible to a visitor at NOW (offered to everyone, published). */
const visible = (from: number, count: number): CatalogFeedRowInput[] => {
  const list: CatalogFeedRowInput[] = [];
  for (let i = from; list.length < count; i++) {
    const row = catalogData.generatedFeedRow(i);
    const until = row.publishedUntil ? new Date(row.publishedUntil) : null;
    if (row.businessCodes?.length === 0 && (!until || until > NOW) && !row.withoutSalesPeriod) list.push(row);
  }
  return list;
};
const jsonl = (rows: readonly unknown[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let baseUrl: string;
/**
 * Holds the second part of an upload until released, then answers it without staging it: the command is killed while
 * it waits, and nothing runs on after it.
 */
let holdSecondPart: { arrived: () => void; release: Promise<void> } | null = null;
const dir = mkdtempSync(join(tmpdir(), 'catalog-import-'));

beforeAll(async () => {
  t = await createCatalogTestApp({ env: { OPERATOR_API_TOKEN: OPERATOR_TOKEN } });
  t.app.addHook('onRequest', async (request, reply) => {
    if (holdSecondPart && request.url.includes('/parts/1')) {
      holdSecondPart.arrived();
      await holdSecondPart.release;
      return reply.code(503).send({ error: { code: 'held', message: 'held by the test' } });
    }
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
});

const operator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, type?: string) =>
  t.app.inject({
    method,
    url: `/v1/operator/${url}`,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(type ? { 'content-type': type } : payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: payload as string } : {}),
  });

async function importRows(rows: readonly unknown[], full = false) {
  const opened = await operator('POST', 'catalog/imports', { format: 'jsonl', full });
  expect(opened.statusCode, opened.body).toBe(201);
  const { id } = opened.json<{ data: { id: string } }>().data;
  const part = await operator('PUT', `catalog/imports/${id}/parts/0?line=1`, jsonl(rows), 'application/x-ndjson');
  expect(part.statusCode, part.body).toBe(200);
  const applied = await operator('POST', `catalog/imports/${id}/apply`);
  expect(applied.statusCode, applied.body).toBe(200);
  return CatalogImportAppliedSchema.parse(applied.json()).data;
}

const search = async (query: string, cookie?: string) =>
  expectContract(await t.get(`/v1/catalog/menus?${query}`, cookie), MenuSearchResponseSchema).data;
const markers = async (query: string) =>
  expectContract(await t.get(`/v1/catalog/map?${query}`), MapMarkersResponseSchema).data;

function runCli(args: string[], options: { env?: Record<string, string>; onSpawn?: (pid: number) => void } = {}) {
  return new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, OPERATOR_API_URL: baseUrl, OPERATOR_API_TOKEN: OPERATOR_TOKEN, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
    options.onSpawn?.(child.pid!);
  });
}

describe('a withdrawn privilege', () => {
  const rows = visible(0, 40);
  const gone = rows[7]!;

  it('leaves search, category lists, picks and the map with the import that withdraws it', async () => {
    await importRows(rows);
    const name = `keyword=${encodeURIComponent(gone.menuNm!)}&size=50`;
    expect((await search(name)).content.map((m) => m.menuNo)).toContain(gone.menuNo);
    expect((await t.get(`/v1/catalog/menus/${gone.menuNo}`)).statusCode).toBe(200);
    const category = `catLrgClassCd=${gone.catLrgClassCd}&size=50`;
    expect((await search(category)).content.map((m) => m.menuNo)).toContain(gone.menuNo);
    expect((await markers(name)).markers.map((m) => m.menuNo)).toContain(gone.menuNo);

    const summary = await importRows(
      rows.filter((row) => row !== gone),
      true,
    );
    // The hand-written menus of the seed are not in the file either.
    expect(summary).toMatchObject({ added: 0, updated: 0, withdrawn: 1 + catalogData.MENUS.length, rejected: 0 });
    expect((await search(name)).content.map((m) => m.menuNo)).not.toContain(gone.menuNo);
    expect((await search(category)).content.map((m) => m.menuNo)).not.toContain(gone.menuNo);
    expect((await search('sort=newest&size=50')).content.map((m) => m.menuNo)).not.toContain(gone.menuNo);
    expect((await markers(name)).markers.map((m) => m.menuNo)).not.toContain(gone.menuNo);
    expect((await t.get(`/v1/catalog/menus/${gone.menuNo}`)).statusCode).toBe(404);
  });

  it('stays in a member’s favourites and viewed history, marked 掲載終了, with no coupon to reach', async () => {
    const cookie = await t.loginAs('principal');
    for (const itemType of ['favorite', 'viewed']) {
      const res = await t.get(`/v1/favorite/menu-item-info?itemType=${itemType}&size=50`, cookie);
      const items = expectContract(res, MenuItemInfoResponseSchema).data.content;
      // The seed's menus, withdrawn by the full import above.
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.menuDetailResponse.publicationEnded, item.menuNo).toBe(true);
      // Its page (where a coupon would be) is gone.
      expect((await t.get(`/v1/catalog/menus/${items[0]!.menuNo}`, cookie)).statusCode).toBe(404);
    }
    // Imported again, it is listed again, and no longer marked.
    await importRows([
      {
        menuNo: '100004',
        menuNm: '嵐山 旅館 渓月（京懐石プラン）',
        imageUrl: '/images/stays/ryokan.webp',
        serviceType: 'stay',
        catLrgClassCd: '101',
        catMidClassCd: '202',
        catSmlClassCd: '301',
        areaMidClassCd: '26',
        areaSmlClassCd: '2601',
        srvicDiv: 'A10',
        publishedFrom: '2026-01-01T00:00:00+09:00',
      },
    ]);
    const res = await t.get('/v1/favorite/menu-item-info?itemType=favorite&size=50', cookie);
    const items = expectContract(res, MenuItemInfoResponseSchema).data.content;
    expect(items.find((item) => item.menuNo === '100004')?.menuDetailResponse.publicationEnded).toBeUndefined();
  });
});

describe('the operator API', () => {
  it('refuses a part it cannot read at all (422), an unknown import (404), and a closed one (409)', async () => {
    const opened = await operator('POST', 'catalog/imports', { format: 'csv', full: false });
    const { id } = opened.json<{ data: { id: string } }>().data;
    const refused = await operator('PUT', `catalog/imports/${id}/parts/0`, 'menuNo,colour\n1,2\n', 'text/csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: { code: 'feed_refused', message: 'line 1: no usable CSV header (unknown column "colour")' },
    });
    expect((await operator('DELETE', `catalog/imports/${id}`)).json()).toEqual({ data: { id, status: 'abandoned' } });
    expect((await operator('POST', `catalog/imports/${id}/apply`)).statusCode).toBe(409);
    expect((await operator('POST', 'catalog/imports/0123456789abcdef/apply')).statusCode).toBe(404);
    expect((await operator('PUT', `catalog/imports/${id}/parts/0`, '{}', 'application/json')).statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/operator/catalog/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Each run of the command is a Node process of its own (a few seconds to start on a busy machine).
describe('npm run operator -- catalog import', { timeout: 120_000 }, () => {
  it('applies the good rows, reports the bad ones by line, field and reason, and exits 2', async () => {
    const rows = visible(100, 5);
    const file = join(dir, 'with-bad-rows.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify(rows[0]),
        JSON.stringify({ ...rows[1], discountRate: 150 }),
        JSON.stringify(rows[2]),
        'not json',
        JSON.stringify({ ...rows[3], srvicDiv: 'Z99' }),
        JSON.stringify(rows[4]),
      ].join('\n'),
    );
    const result = await runCli(['catalog', 'import', file]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^line 2 \\(menuNo ${rows[1]!.menuNo}\\): discountRate: `)),
      'line 4: (row): not JSON',
      expect.stringMatching(new RegExp(`^line 5 \\(menuNo ${rows[3]!.menuNo}\\): srvicDiv: `)),
    ]);
    expect(result.stdout).toMatch(/^added 3, updated 0, withdrawn 0, rejected 3 \(unchanged 0; 3 changed;/);
  });

  it('takes CSV, says 0 changed for the same file twice, and reads back what it exported', async () => {
    const exported = join(dir, 'catalog.csv');
    const out = await runCli(['catalog', 'export', exported]);
    expect(out.code, out.stderr).toBe(0);
    expect(readFileSync(exported, 'utf8').split('\n')[0]).toMatch(/^menuNo,menuNm,menuNmKana,/);
    const again = await runCli(['catalog', 'import', exported]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^added 0, updated 0, withdrawn 0, rejected 0 \(unchanged \d+; 0 changed;/);
    const jsonFile = join(dir, 'catalog.jsonl');
    expect((await runCli(['catalog', 'export', jsonFile])).code).toBe(0);
    expect((await runCli(['catalog', 'import', jsonFile])).stdout).toMatch(/; 0 changed;/);
  }, 240_000);

  it.each([
    [
      'bytes that are not UTF-8',
      'bad.jsonl',
      Buffer.from([0x7b, 0xff, 0x7d, 0x0a]),
      /^catalog import: .*line 1: the bytes are not UTF-8 text\n$/,
    ],
    [
      'not a feed',
      'feed.txt',
      Buffer.from('x'),
      /^catalog import: .*feed\.txt: neither JSON Lines \(\.jsonl\) nor CSV \(\.csv\)\n$/,
    ],
    ['no usable header', 'bad.csv', Buffer.from('name;price\nx;1\n'), /^catalog import: .*no usable CSV header .*\n$/],
  ])('refuses a file as a whole (%s): one line, exit 1, nothing applied', async (_what, name, bytes, message) => {
    const version = await readCatalogVersion(t.db);
    const file = join(dir, name);
    writeFileSync(file, bytes);
    const result = await runCli(['catalog', 'import', file, '--full']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(result.stdout).toBe('');
    expect(await readCatalogVersion(t.db)).toBe(version);
  });

  it('shows a progress bar with rows/s and the time left on a terminal, then the summary', async () => {
    const file = join(dir, 'progress.jsonl');
    writeFileSync(file, jsonl(visible(200, 30)));
    let stderr = '';
    let stdout = '';
    const code = await importCatalogFile(file, {
      full: false,
      api: { baseUrl, token: () => OPERATOR_TOKEN },
      io: {
        stdout: { write: (text: string) => (stdout += text) },
        stderr: Object.assign(new PassThrough(), { isTTY: true, columns: 120 }).on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        }),
      },
      partBytes: 8_192,
    });
    expect(code).toBe(0);
    expect(stderr).toMatch(/importing \[.*\] \d+% \| \d+ rows \| \d+ rows\/s \| .* left/);
    expect(stdout).toMatch(/^added 30, updated 0, withdrawn 0, rejected 0/);
  });

  it('killed halfway, leaves the catalogue as it was', async () => {
    const version = await readCatalogVersion(t.db);
    const file = join(dir, 'big.jsonl');
    writeFileSync(file, jsonl(visible(300, 60).map((row) => ({ ...row, catchCopy: '途中で止まる' }))));
    let arrived!: () => void;
    const secondPart = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    holdSecondPart = { arrived, release: new Promise<void>((resolve) => (release = resolve)) };
    let pid = 0;
    const running = runCli(['catalog', 'import', file, '--full'], {
      env: { CATALOG_IMPORT_PART_BYTES: '4096' },
      onSpawn: (child) => (pid = child),
    });
    await secondPart;
    process.kill(pid, 'SIGKILL');
    const result = await running;
    holdSecondPart = null;
    release();
    expect(result.signal).toBe('SIGKILL');
    expect(await readCatalogVersion(t.db)).toBe(version);
    expect((await search('keyword=途中で止まる')).totalElements).toBe(0);
    const [open] = await t.db.select().from(catalogImports).where(eq(catalogImports.status, 'staging'));
    expect(open?.full).toBe(true);
  });
});
