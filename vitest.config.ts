import { defineConfig } from 'vitest/config';

// One run, several projects: every workspace with a vitest config takes part.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.server.config.ts',
      'scripts/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
