import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { prefectureOutlines } from './build/prefecture-outlines.ts';

const BFF = 'http://localhost:3000';

// SPA-only paths under /dev: the rest of /dev belongs to the BFF (e.g. /dev/outbound).
const SPA_DEV_PATHS = new Set(['/dev/routes']);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), prefectureOutlines(), precompress()],
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
    // dist/.vite/manifest.json: the BFF preloads a page's chunk and what it imports from it (ADR 0032).
    manifest: true,
    // The BFF serves the app under `script-src 'self'`: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports, and what that imports, is one chunk: the bundler's own tag for the modules every
          // page loads first. Left to the default splitting, the modules the entry shares with lazy chunks become a
          // file each (about twenty files under 2 KB on the first load). Everything else is split by the imports.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  // The server renderer (src/entry-server.tsx, built with `--ssr`): every library but jsdom is bundled into it and
  // built for production, so that the BFF renders with React's production build whatever NODE_ENV it runs with.
  ssr: { noExternal: true, external: ['jsdom'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
