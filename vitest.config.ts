import { defineConfig } from 'vitest/config';

// One run, several projects: every workspace with a vitest config takes part.
export default defineConfig({
  test: {
    // Names the run, so that its PostgreSQL test databases (TEST_DATABASE_URL) are its own; drops them at the end.
    globalSetup: ['packages/db/src/test-run-setup.ts'],
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.server.config.ts',
      'scripts/vitest.config.ts',
      'e2e/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
