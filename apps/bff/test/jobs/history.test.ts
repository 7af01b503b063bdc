import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunsResponseSchema } from '@portal/contracts';
import { REPO_ROOT } from '@portal/db';
import { formatJobRuns, inJapanTime } from '../../src/cli/job-runs.ts';
import { createJobsTestApp, OPERATOR_TOKEN } from './support.ts';

const run = promisify(execFile);
const CLI = resolve(import.meta.dirname, '../../src/cli/operator.ts');

/**
 * The history an operator lists: the portal ran its jobs at noon on 16 December, was stopped over the principal's
 * renewal day (the 17th) and came back at noon on the 19th.
 */
let t: Awaited<ReturnType<typeof createJobsTestApp>>;
let baseUrl: string;
beforeAll(async () => {
  t = await createJobsTestApp({ start: '2026-12-16T03:00:00Z' });
  await t.scheduler({ owner: 'replica-a' }).tick();
  t.clock.set('2026-12-19T03:00:00Z');
  await t.scheduler({ owner: 'replica-b' }).tick();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
});

async function listed(query = '') {
  const res = await t.operator(`jobs/runs${query}`);
  expect(res.statusCode).toBe(200);
  return JobRunsResponseSchema.parse(res.json()).data;
}

describe('GET /v1/operator/jobs/runs', () => {
  it('lists the jobs with their schedule and next time in Japan time', async () => {
    const { jobs } = await listed();
    expect(jobs).toEqual([
      { job: 'club-free-period-end', schedule: 'daily 00:05 Asia/Tokyo', nextDueAt: '2026-12-19T15:05:00.000Z' },
      { job: 'point-expiry', schedule: 'daily 00:10 Asia/Tokyo', nextDueAt: '2026-12-19T15:10:00.000Z' },
      { job: 'billing-run', schedule: 'daily 00:20 Asia/Tokyo', nextDueAt: '2026-12-19T15:20:00.000Z' },
      {
        job: 'point-expiry-notice',
        schedule: 'monthly on day 1 09:00 Asia/Tokyo',
        nextDueAt: '2027-01-01T00:00:00.000Z',
      },
      { job: 'job-history-prune', schedule: 'daily 03:30 Asia/Tokyo', nextDueAt: '2026-12-19T18:30:00.000Z' },
      { job: 'session-sweep', schedule: 'hourly at :45 Asia/Tokyo', nextDueAt: '2026-12-19T03:45:00.000Z' },
      { job: 'mail-outbox', schedule: 'continuous (one replica at a time)', nextDueAt: null },
    ]);
  });

  it('lists a job’s runs newest first, with what each did: the missed renewal day billed once', async () => {
    const { runs } = await listed('?job=billing-run');
    expect(runs.map((r) => [r.runKey, r.status, r.attempts, r.result])).toEqual([
      ['2026-12-19', 'succeeded', 1, { chargeLines: 0 }],
      ['2026-12-18', 'succeeded', 1, { chargeLines: 0 }],
      ['2026-12-17', 'succeeded', 1, { chargeLines: 2 }],
      ['2026-12-16', 'succeeded', 1, { chargeLines: expect.any(Number) }],
    ]);
    expect(runs[2]).toMatchObject({ dueAt: '2026-12-16T15:20:00.000Z', finishedAt: '2026-12-19T03:00:00.000Z' });
  });

  it('filters by status and pages with `before`', async () => {
    expect((await listed('?status=failed')).runs).toEqual([]);
    const first = await listed('?limit=2');
    expect(first.runs).toHaveLength(2);
    const next = await listed(`?limit=2&before=${first.runs[1]!.id}`);
    expect(next.runs.every((r) => r.id < first.runs[1]!.id)).toBe(true);
  });

  it('answers 400 to a query it does not know and 401 without the operator’s token', async () => {
    for (const query of ['?status=done', '?job=cleanup', '?limit=0', '?limit=201', '?before=-1']) {
      const res = await t.operator(`jobs/runs${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
    const res = await t.app.inject({ method: 'GET', url: '/v1/operator/jobs/runs' });
    expect(res.statusCode).toBe(401);
  });
});

describe('npm run operator -- jobs', () => {
  it('prints the history as a table in Japan time', async () => {
    const { stdout } = await run(process.execPath, [CLI, 'jobs', '--job', 'billing-run'], {
      env: { ...process.env, OPERATOR_API_URL: baseUrl, OPERATOR_API_TOKEN: OPERATOR_TOKEN },
    });
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^job\s+schedule\s+next due \(Japan time\)$/);
    expect(lines).toContainEqual(expect.stringMatching(/^billing-run\s+daily 00:20 Asia\/Tokyo\s+2026-12-20 00:20$/));
    const runs = lines.slice(lines.indexOf('') + 1);
    expect(runs[0]).toMatch(/^id\s+job\s+run\s+status\s+attempts\s+due \(Japan time\)\s+finished\s+result$/);
    expect(runs.slice(1).map((line) => line.split(/\s{2,}/).slice(1))).toEqual([
      ['billing-run', '2026-12-19', 'succeeded', '1', '2026-12-19 00:20', '2026-12-19 12:00', 'chargeLines=0'],
      ['billing-run', '2026-12-18', 'succeeded', '1', '2026-12-18 00:20', '2026-12-19 12:00', 'chargeLines=0'],
      ['billing-run', '2026-12-17', 'succeeded', '1', '2026-12-17 00:20', '2026-12-19 12:00', 'chargeLines=2'],
      ['billing-run', '2026-12-16', 'succeeded', '1', '2026-12-16 00:20', '2026-12-16 12:00', expect.any(String)],
    ]);
    // The transcript of the catch-up, for the record (.data/test-reports is where the suites leave their reports).
    const reports = resolve(REPO_ROOT, '.data/test-reports');
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      resolve(reports, 'jobs-catch-up.txt'),
      `$ npm run operator -w @portal/bff -- jobs --job billing-run\n${stdout}`,
    );
  });

  it('says what failed and when it is retried', () => {
    const text = formatJobRuns({
      jobs: [],
      runs: [
        {
          id: 7,
          job: 'point-expiry',
          runKey: '2026-12-17',
          status: 'pending',
          attempts: 2,
          dueAt: '2026-12-16T15:10:00.000Z',
          startedAt: '2026-12-16T15:10:00.000Z',
          finishedAt: null,
          nextAttemptAt: '2026-12-16T15:13:00.000Z',
          heldBy: null,
          leaseExpiresAt: null,
          lastError: 'ledger timeout',
          result: null,
        },
      ],
    });
    expect(text).toContain('retry at 2026-12-17 00:13; last error: ledger timeout');
    expect(inJapanTime('2026-12-16T15:00:00Z')).toBe('2026-12-17 00:00');
  });

  it('exits 1 with the answer when the token is wrong', async () => {
    const failed = await run(process.execPath, [CLI, 'jobs'], {
      env: { ...process.env, OPERATOR_API_URL: baseUrl, OPERATOR_API_TOKEN: 'x'.repeat(40) },
    }).catch((error: { code: number; stdout: string }) => error);
    expect(failed).toMatchObject({ code: 1, stdout: expect.stringMatching(/^401 /) });
  });
});
