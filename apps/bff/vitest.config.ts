import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'bff', environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
});
