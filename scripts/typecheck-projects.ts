/**
 * The TypeScript projects `npm run typecheck` and `npm test` check, one list for both. The root project holds the
 * Node workspaces (packages, BFF, identity provider, scripts, end-to-end tests, benchmarks); the web app and the CMS
 * have their own compiler settings (browser libraries and JSX, Next.js). scripts/typecheck.test.ts fails when a
 * TypeScript file of any workspace is in none of them.
 */
export const TYPECHECK_PROJECTS = [
  { name: 'typecheck', tsconfig: 'tsconfig.json' },
  { name: 'typecheck (web)', tsconfig: 'apps/web/tsconfig.json' },
  { name: 'typecheck (cms)', tsconfig: 'apps/cms/tsconfig.json' },
] as const;
