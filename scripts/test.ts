/**
 * npm test — every check, in order of speed: typecheck, lint, unit + integration (Vitest), then the
 * browser end-to-end tests (Playwright in Debian Chromium against the started portal).
 * Stops at the first failing step; ends with a plain "N passed, N failed" line.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assertNode24, cmsBuildIsStale, ROOT, run } from './lib.ts';

assertNode24();
const reports = join(ROOT, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });

interface Counts {
  passed: number;
  failed: number;
}
const totals: Counts = { passed: 0, failed: 0 };

function readVitest(): Counts {
  const file = join(reports, 'vitest.json');
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests };
}

function readPlaywright(): Counts {
  const file = join(reports, 'playwright.json');
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
}

const steps: Array<{ name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; counts?: () => Counts }> =
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
    { name: 'typecheck (web)', command: 'npx', args: ['tsc', '-p', 'apps/web/tsconfig.json'] },
    { name: 'typecheck (cms)', command: 'npx', args: ['tsc', '-p', 'apps/cms/tsconfig.json'] },
    { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    // The CMS integration tests and the end-to-end run serve the production build of the CMS.
    ...(cmsBuildIsStale()
      ? [
          {
            name: 'cms build',
            command: 'npm',
            args: ['run', 'build', '-w', '@portal/cms', '--silent'],
            env: { NEXT_TELEMETRY_DISABLED: '1' },
          },
        ]
      : []),
    {
      name: 'unit and integration',
      command: 'npx',
      args: [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ],
      counts: readVitest,
    },
    { name: 'web build', command: 'npm', args: ['run', 'build', '-w', '@portal/web', '--silent'] },
    {
      name: 'end-to-end',
      command: 'npm',
      args: ['run', 'test', '-w', '@portal/e2e', '--silent'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
      counts: readPlaywright,
    },
  ];

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const code = await run(step.command, step.args, step.env);
  const counts = step.counts?.();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    console.log(`${step.name.split(' ')[0]}: ${counts.passed} passed, ${counts.failed} failed`);
  }
  console.log(
    `◀ ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) {
    console.log(`\n${totals.passed} passed, ${Math.max(1, totals.failed)} failed`);
    process.exit(code);
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
