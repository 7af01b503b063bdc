import { japanIsoDate } from '@portal/contracts/japan-time';
import { operatorHeaders } from '../support/operator.ts';
import { test, expect } from '../support/fixtures.ts';

// docs/decisions/0025: the started portal runs its jobs by itself, in Japan time, and an operator lists what ran.

type Run = { job: string; runKey: string; status: string };

/** Each job's runs' statuses. */
function statusesByJob(runs: Run[], jobs: string[]): Record<string, string[]> {
  const byJob: Record<string, string[]> = Object.fromEntries(jobs.map((job) => [job, []]));
  for (const run of runs) byJob[run.job]?.push(run.status);
  return byJob;
}

test('the portal has run today’s billing run, free-period end and point expiry on its own', async ({ request }) => {
  const runs = async () => {
    const response = await request.get('/v1/operator/jobs/runs?limit=200', {
      headers: operatorHeaders(),
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { runs: Run[] } };
    return body.data.runs;
  };
  // The first start plans the latest occurrence of each job; they run as soon as the BFF is ready.
  // A portal that has been up across a job's time in Japan (00:05, 00:10, 00:20) has run it again, for the new day:
  // every run it lists has succeeded, one per day.
  // The month's point-expiry notice likewise, once a month.
  const dailyJobs = ['club-free-period-end', 'point-expiry', 'billing-run'];
  const jobs = [...dailyJobs, 'point-expiry-notice'];
  await expect
    .poll(async () => {
      // The jobs not yet done, with their runs' statuses.
      const byJob = statusesByJob(await runs(), jobs);
      return jobs
        .filter((job) => byJob[job]!.length === 0 || byJob[job]!.some((status) => status !== 'succeeded'))
        .map((job) => `${job}: ${byJob[job]!.join(', ') || 'no run'}`);
    })
    .toEqual([]);
  const all = await runs();
  // Today in Japan, as the jobs name their daily runs. A run whose time had not come yet at start is yesterday's.
  const today = japanIsoDate(new Date());
  for (const job of dailyJobs) {
    const keys = all.filter((r) => r.job === job).map((r) => r.runKey);
    expect(new Set(keys).size, `${job} runs once a day`).toBe(keys.length);
    expect(keys.length, `${job}: the latest due at start, and at most the next day's since`).toBeLessThanOrEqual(2);
    for (const key of keys) expect(key <= today).toBe(true);
  }
  const notices = all.filter((r) => r.job === 'point-expiry-notice').map((r) => r.runKey);
  expect(new Set(notices).size, 'the notice runs once a month').toBe(notices.length);
});
