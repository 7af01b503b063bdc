/**
 * The scheduled jobs' history as the operator command line prints it (`npm run operator -w @portal/bff -- jobs`):
 * the jobs with their schedule and next time, then one line per run, times in Japan time.
 */
import type { JobRunsResponse } from '@portal/contracts';
import { formatJapanTime } from '../lib/japan-time.ts';

/** 2026-12-16T15:20:00Z → 2026-12-17 00:20 (Japan time). */
export function inJapanTime(instant: string | null): string {
  return instant ? formatJapanTime(new Date(instant), 'yyyy-MM-dd HH:mm') : '-';
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

function outcome(run: JobRunsResponse['data']['runs'][number]): string {
  const result = run.result
    ? Object.entries(run.result)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join(' ')
    : '';
  const error = run.lastError ? `last error: ${run.lastError}` : '';
  const retry = run.status === 'pending' && run.attempts > 0 ? `retry at ${inJapanTime(run.nextAttemptAt)}` : '';
  const held = run.heldBy ? `held by ${run.heldBy} until ${inJapanTime(run.leaseExpiresAt)}` : '';
  return [result, held, retry, error].filter(Boolean).join('; ');
}

export function formatJobRuns(data: JobRunsResponse['data']): string {
  const jobs = table([
    ['job', 'schedule', 'next due (Japan time)'],
    ...data.jobs.map((job) => [job.job, job.schedule, inJapanTime(job.nextDueAt)]),
  ]);
  const runs =
    data.runs.length === 0
      ? ['(no runs)']
      : table([
          ['id', 'job', 'run', 'status', 'attempts', 'due (Japan time)', 'finished', 'result'],
          ...data.runs.map((run) => [
            String(run.id),
            run.job,
            run.runKey,
            run.status,
            String(run.attempts),
            inJapanTime(run.dueAt),
            inJapanTime(run.finishedAt),
            outcome(run),
          ]),
        ]);
  return [...jobs, '', ...runs].join('\n');
}
