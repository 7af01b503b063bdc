import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The server renderer's tests run in Node (vitest.server.config.ts).
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    restoreMocks: true,
    // Whole-app renders load lazy chunks (CMS renderers, React Aria) on first use: on a busy machine the
    // default 5 s is too tight. Real failures still fail, only later.
    testTimeout: 15_000,
  },
});
