import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'idp', environment: 'node' } });
