import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cms',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The access tests start the real CMS (seed + next start); the seed test migrates a fresh database.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
