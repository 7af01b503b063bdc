import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The server renderer (src/entry-server.tsx, ADR 0020) runs in Node: no DOM, no browser globals. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-server',
    environment: 'node',
    include: ['src/**/*.server.test.{ts,tsx}'],
    testTimeout: 15_000,
  },
});
