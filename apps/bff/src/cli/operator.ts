/**
 * Operator command line: feeds carrier events, grants or uses points, runs the billing run and lists the scheduled
 * jobs' history through the
 * running portal's operator API (the embedded database is the BFF's own; the CLI never opens it).
 *
 *   npm run operator -w @portal/bff -- carrier-event --member club --kind contract_end
 *   npm run operator -w @portal/bff -- carrier-event --subscription S-0001-01 --kind number_portability_out
 *   npm run operator -w @portal/bff -- points use --member principal --wallet benepo --points 300
 *   npm run operator -w @portal/bff -- points grant --member principal --points 500 --usage stay:2026-11-20
 *   npm run operator -w @portal/bff -- billing-run [--date 2026-12-01]
 *   npm run operator -w @portal/bff -- jobs [--job billing-run] [--status failed] [--limit 50] [--before <id>] [--json]
 *   npm run operator -w @portal/bff -- maintenance on [--retry-after 1800] [--note "DB upgrade"] | off | status
 *   npm run operator -w @portal/bff -- catalog import feed.jsonl|feed.csv [--full]   (docs/catalog-feed.md)
 *   npm run operator -w @portal/bff -- catalog export catalog.jsonl|catalog.csv
 *
 * OPERATOR_API_URL (default http://127.0.0.1:$PORT or 3000) and OPERATOR_API_TOKEN (default: the development
 * token `npm start` keeps in .data/dev-operator-token); CATALOG_IMPORT_PART_BYTES (default 4 MiB) sizes an import's
 * parts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CARRIER_EVENT_KINDS, JobRunsResponseSchema } from '@portal/contracts';
import { OPERATOR_PREFIX } from '../modules/operator/paths.ts';
import { exportCatalogFile, importCatalogFile } from './catalog-feed.ts';
import { formatJobRuns } from './job-runs.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

function token(): string {
  if (process.env.OPERATOR_API_TOKEN) return process.env.OPERATOR_API_TOKEN;
  const file = resolve(ROOT, '.data/dev-operator-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('OPERATOR_API_TOKEN is not set (and no .data/dev-operator-token: start the portal with npm start)');
}

const baseUrl = process.env.OPERATOR_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

async function call(path: string, body: unknown, method: 'POST' | 'PUT' | 'GET' = 'POST'): Promise<void> {
  const response = await fetch(`${baseUrl}${OPERATOR_PREFIX}${path}`, {
    method,
    headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  console.log(`${response.status} ${text}`);
  if (!response.ok) process.exitCode = 1;
}

/** The jobs' history as a table (or the answer as it is, with --json). */
async function listJobRuns(query: URLSearchParams, json: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}${OPERATOR_PREFIX}jobs/runs${query.size > 0 ? `?${query}` : ''}`, {
    headers: { authorization: `Bearer ${token()}` },
  });
  const text = await response.text();
  if (!response.ok || json) {
    console.log(`${response.status} ${text}`);
    if (!response.ok) process.exitCode = 1;
    return;
  }
  console.log(formatJobRuns(JobRunsResponseSchema.parse(JSON.parse(text)).data));
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    member: { type: 'string' },
    subscription: { type: 'string' },
    kind: { type: 'string' },
    'event-id': { type: 'string' },
    on: { type: 'string' },
    wallet: { type: 'string', default: 'benepo' },
    points: { type: 'string' },
    note: { type: 'string', default: '' },
    'operation-id': { type: 'string' },
    usage: { type: 'string' },
    date: { type: 'string' },
    'retry-after': { type: 'string' },
    job: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
    before: { type: 'string' },
    json: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
  },
});

const [command, sub] = positionals;
if (command === 'carrier-event') {
  if (!values.kind || !(CARRIER_EVENT_KINDS as readonly string[]).includes(values.kind)) {
    console.error(`--kind one of: ${CARRIER_EVENT_KINDS.join(', ')}`);
    process.exit(2);
  }
  await call('carrier-events', {
    eventId: values['event-id'] ?? randomUUID(),
    ...(values.member ? { memberId: values.member } : {}),
    ...(values.subscription ? { subscriptionId: values.subscription } : {}),
    kind: values.kind,
    ...(values.on ? { occurredOn: values.on } : {}),
  });
} else if (command === 'points' && (sub === 'grant' || sub === 'use')) {
  const [usageKind, usedOn] = values.usage?.split(':') ?? [];
  await call(sub === 'grant' ? 'points/grants' : 'points/uses', {
    memberId: values.member,
    wallet: values.wallet,
    points: Number(values.points),
    note: values.note,
    operationId: values['operation-id'] ?? randomUUID(),
    ...(usageKind && usedOn ? { usage: { kind: usageKind, usedOn } } : {}),
  });
} else if (command === 'billing-run') {
  await call('billing-runs', values.date ? { runDate: values.date } : {});
} else if (command === 'maintenance' && (sub === 'on' || sub === 'off')) {
  await call(
    'maintenance',
    {
      enabled: sub === 'on',
      ...(values['retry-after'] ? { retryAfterSeconds: Number(values['retry-after']) } : {}),
      note: values.note,
    },
    'PUT',
  );
} else if (command === 'maintenance' && sub === 'status') {
  await call('maintenance', undefined, 'GET');
} else if (command === 'jobs') {
  const query = new URLSearchParams();
  for (const name of ['job', 'status', 'limit', 'before'] as const) {
    const value = values[name];
    if (value) query.set(name, value);
  }
  await listJobRuns(query, values.json === true);
} else if (command === 'catalog' && (sub === 'import' || sub === 'export') && positionals[2]) {
  const api = { baseUrl, token };
  const io = { stdout: process.stdout, stderr: process.stderr };
  process.exitCode =
    sub === 'import'
      ? await importCatalogFile(positionals[2], {
          full: values.full === true,
          api,
          io,
          // Bytes per part (default 4 MiB): smaller parts for a slow line.
          ...(process.env.CATALOG_IMPORT_PART_BYTES ? { partBytes: Number(process.env.CATALOG_IMPORT_PART_BYTES) } : {}),
        })
      : await exportCatalogFile(positionals[2], { api, io });
} else {
  console.error(
    'usage: operator carrier-event|points grant|points use|billing-run|jobs|maintenance on|off|status|' +
      'catalog import FILE [--full]|catalog export FILE [options] (see the file header)',
  );
  // A catalogue command's 2 means rows were rejected: its misuse is a refusal (1).
  process.exit(command === 'catalog' ? 1 : 2);
}
