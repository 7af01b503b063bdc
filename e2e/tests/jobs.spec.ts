import { japanIsoDate } from '@portal/contracts/japan-time';
import { operatorHeaders } from '../support/operator.ts';
import { test, expect } from '../support/fixtures.ts';

// docs/decisions/0025: the started portal runs its jobs by itself, in Japan time, and an operator lists what ran.

test('the portal has run today’s billing run, free-period end and point expiry on its own', async ({ request }) => {
  const runs = async () => {
    const response = await request.get('/v1/operator/jobs/runs?limit=200', {
      headers: operatorHeaders(),
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { runs: Array<{ job: string; runKey: string; status: string }> } };
    return body.data.runs;
  };
  // The first start plans the latest occurrence of each job; they run as soon as the BFF is ready.
  // Today in Japan, as the jobs name their daily runs.
  const today = japanIsoDate(new Date());
  const dailyJobs = ['club-free-period-end', 'point-expiry', 'billing-run'];
  await expect
    .poll(async () =>
      (await runs())
        .filter((r) => dailyJobs.includes(r.job))
        .map((r) => `${r.job} ${r.status}`)
        .sort(),
    )
    .toEqual(dailyJobs.map((job) => `${job} succeeded`).sort());
  const all = await runs();
  // A run whose time had not come yet at start (before 00:20 in Japan) is yesterday's: either is the latest due.
  for (const run of all.filter((r) => dailyJobs.includes(r.job))) expect(run.runKey <= today).toBe(true);
  expect(all.filter((r) => r.job === 'point-expiry-notice').map((r) => r.status)).toEqual(['succeeded']);
});
