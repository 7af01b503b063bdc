/**
 * The counts `npm test` prints, read from the reporters' JSON files. A flaky test (failed, then passed on a retry)
 * and a skipped one are counted apart from the passed ones, so the closing line never hides them.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
}

export const NO_COUNTS: Counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };

/** The fields of Vitest's JSON reporter (`--reporter=json`) that the summary reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  /** Skipped (`it.skip`, or left out by an `.only`). */
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

/** The fields of Playwright's JSON reporter that the summary reads. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  /** Errors outside any test: a failing global setup, a `test.only` refused by `forbidOnly`. */
  errors?: unknown[];
}

/**
 * Vitest has no retries configured and its JSON report does not say whether a test was retried: nothing is flaky.
 * A test file that failed without a failing test (it did not load, an error outside any test) counts as one failure.
 */
export function countVitest(report: VitestReport): Counts {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    flaky: 0,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's outcomes: expected (passed first time), unexpected (failed), flaky (passed on a retry), skipped. */
export function countPlaywright(report: PlaywrightReport): Counts {
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    flaky: report.stats.flaky,
    skipped: report.stats.skipped,
  };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    flaky: a.flaky + b.flaky,
    skipped: a.skipped + b.skipped,
  };
}

const number = new Intl.NumberFormat('en-US');

/** "1,812 passed, 0 failed, 2 flaky, 0 skipped". */
export function formatCounts(counts: Counts): string {
  return [
    `${number.format(counts.passed)} passed`,
    `${number.format(counts.failed)} failed`,
    `${number.format(counts.flaky)} flaky`,
    `${number.format(counts.skipped)} skipped`,
  ].join(', ');
}

/** The counts of a reporter's JSON file; none when the step did not get as far as writing it. */
export function readCounts<R>(file: string, count: (report: R) => Counts): Counts {
  if (!existsSync(file)) return NO_COUNTS;
  return count(JSON.parse(readFileSync(file, 'utf8')) as R);
}
