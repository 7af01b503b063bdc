import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addCounts,
  countPlaywright,
  countVitest,
  formatCounts,
  NO_COUNTS,
  readCounts,
  type PlaywrightReport,
  type VitestReport,
} from './test-summary.ts';

// The fields of real reports (Vitest 5 `--reporter=json`, Playwright 1.65 `json`) of runs with one test of each kind.
const vitest: VitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    { status: 'failed', assertionResults: [] }, // a file that threw while loading
    {
      status: 'failed',
      assertionResults: [{ status: 'passed' }, { status: 'failed' }, { status: 'skipped' }, { status: 'todo' }],
    },
  ],
};
const playwright: PlaywrightReport = {
  stats: { expected: 1, skipped: 2, unexpected: 1, flaky: 1 },
  errors: [],
};

describe('the closing line of npm test', () => {
  it('counts a Playwright test that passed only on a retry as flaky, not passed', () => {
    expect(countPlaywright(playwright)).toEqual({ passed: 1, failed: 1, flaky: 1, skipped: 2 });
  });

  it('counts a test.only refused by forbidOnly (an error outside any test, no test run) as a failure', () => {
    const refused: PlaywrightReport = {
      stats: { expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
      errors: [{ message: "Error: item focused with '.only' is not allowed due to the 'forbidOnly' option" }],
    };
    expect(countPlaywright(refused)).toEqual({ passed: 0, failed: 1, flaky: 0, skipped: 0 });
  });

  it('counts skipped and todo Vitest tests as skipped, and a file that did not load as a failure', () => {
    expect(countVitest(vitest)).toEqual({ passed: 1, failed: 2, flaky: 0, skipped: 2 });
  });

  it('adds the steps up and prints passed, failed, flaky and skipped with thousands separators', () => {
    const total = addCounts(addCounts(NO_COUNTS, { passed: 1_750, failed: 0, flaky: 0, skipped: 0 }), {
      passed: 62,
      failed: 0,
      flaky: 2,
      skipped: 0,
    });
    expect(formatCounts(total)).toBe('1,812 passed, 0 failed, 2 flaky, 0 skipped');
  });

  it('reads a report file, and counts nothing when the step stopped before writing it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
    const file = join(dir, 'playwright.json');
    writeFileSync(file, JSON.stringify({ ...playwright, suites: [], config: {} }));
    expect(formatCounts(readCounts(file, countPlaywright))).toBe('1 passed, 1 failed, 1 flaky, 2 skipped');
    expect(readCounts(join(dir, 'missing.json'), countPlaywright)).toEqual(NO_COUNTS);
  });
});
