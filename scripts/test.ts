/**
 * npm test — every check, in order of speed: typecheck, lint, unit + integration (Vitest), then the
 * browser end-to-end tests (Playwright in Chromium against the started portal).
 * Stops at the first failing step; ends with a plain "N passed, N failed, N flaky, N skipped" line.
 * The browser and the pages' Japanese font are chosen (or installed) before any step, so a machine without them stops
 * at once (scripts/chromium.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureJapaneseFont, machineProbes } from './chromium.ts';
import { assertNode24, cmsBuildIsStale, ROOT, run } from './lib.ts';
import {
  addCounts,
  countPlaywright,
  countVitest,
  formatCounts,
  NO_COUNTS,
  readCounts,
  type Counts,
  type PlaywrightReport,
  type VitestReport,
} from './test-summary.ts';
import { TYPECHECK_PROJECTS } from './typecheck-projects.ts';

assertNode24();
const probes = machineProbes();
const chromium = ensureChromium(process.env, probes);
if ('error' in chromium) {
  console.error(chromium.error);
  process.exit(1);
}
const font = ensureJapaneseFont(probes);
if ('error' in font) {
  console.error(font.error);
  process.exit(1);
}
// Every step inherits it: Playwright launches it, and its configuration's own test reads it.
process.env.CHROMIUM_PATH = chromium.path;
console.log(`Chromium for the end-to-end tests: ${chromium.path} (${chromium.source}); Japanese font: ${font.source}`);
const reports = join(ROOT, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });

let totals: Counts = NO_COUNTS;
const readVitest = () => readCounts<VitestReport>(join(reports, 'vitest.json'), countVitest);
const readPlaywright = () => readCounts<PlaywrightReport>(join(reports, 'playwright.json'), countPlaywright);

const steps: Array<{ name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; counts?: () => Counts }> =
  [
    ...TYPECHECK_PROJECTS.map((project) => ({
      name: project.name,
      command: 'npx',
      args: ['tsc', '-p', project.tsconfig],
    })),
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
    totals = addCounts(totals, counts);
    console.log(`${step.name.split(' ')[0]}: ${formatCounts(counts)}`);
  }
  console.log(
    `◀ ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) {
    console.log(`\n${formatCounts({ ...totals, failed: Math.max(1, totals.failed) })}`);
    process.exit(code);
  }
}
console.log(`\n${formatCounts(totals)}`);
