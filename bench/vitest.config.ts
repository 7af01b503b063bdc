import { defineConfig } from 'vitest/config';

// The benches' own tests: what a bench measures that must hold (the judged queries' precision).
export default defineConfig({
  test: { name: 'bench', environment: 'node', include: ['*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
});
