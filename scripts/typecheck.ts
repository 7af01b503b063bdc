/**
 * npm run typecheck — `tsc -p` over every project of scripts/typecheck-projects.ts, each in turn; fails when any fails.
 */
import { assertNode24, run } from './lib.ts';
import { TYPECHECK_PROJECTS } from './typecheck-projects.ts';

assertNode24();
let failed = 0;
for (const project of TYPECHECK_PROJECTS) {
  console.log(`▶ ${project.name}: tsc -p ${project.tsconfig}`);
  const code = await run('npx', ['tsc', '-p', project.tsconfig]);
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
