import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const BFF = 'http://localhost:3000';

// SPA-only paths under /dev: the rest of /dev belongs to the BFF (e.g. /dev/outbound).
const SPA_DEV_PATHS = new Set(['/dev/routes']);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/v1': BFF,
      '/authorization': BFF,
      '/swagger': BFF,
      '/dev': {
        target: BFF,
        bypass: (req) => {
          const path = (req.url ?? '').split('?')[0] ?? '';
          return SPA_DEV_PATHS.has(path) ? '/index.html' : undefined;
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    // The BFF serves the app under `script-src 'self'`: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
