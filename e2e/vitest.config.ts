import { defineConfig } from 'vitest/config';

// Only the configuration's own test: the end-to-end tests under tests/ are Playwright's.
export default defineConfig({
  test: { name: 'e2e-config', environment: 'node', include: ['playwright.config.test.ts'] },
});
