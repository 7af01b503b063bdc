import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { prefectureOutlines } from './build/prefecture-outlines.ts';

const BFF = 'http://localhost:3000';

// SPA-only paths under /dev: the rest of /dev belongs to the BFF (e.g. /dev/outbound).
const SPA_DEV_PATHS = new Set(['/dev/routes']);

/**
 * Shell modules shared by the entry and lazy chunks; all of them load on every first page. The frame of the inner
 * pages (title, breadcrumb) is one of them: almost every page shows it, and as a file of its own it cost a request
 * on each (ADR 0018); in the shell it does not pull the content chunk into pages without CMS content. So for the
 * header and footer's CMS call (every page's header notices and footer): its hook does not pull the content chunk in.
 */
const SHELL_MODULES =
  /[\\/]apps[\\/]web[\\/]src[\\/](content[\\/](api[\\/](cms-url|get-header-footer)|preview-state)|components[\\/](member-badge|ui[\\/](button-styles|document-title|widget-boundary|when-near-viewport|icons|skeleton|page-frame|page-title|breadcrumb))|features[\\/](mega-menu[\\/]mega-menu-slot|errors[\\/](error-layout|system-error-content)|layout[\\/](menu-store|components[\\/](user-menu-button-face|point-tiles|header-notices))))\.tsx?$/;

/** The news and special-page features, and the news list's CMS call (the special and other-content pages' calls are content's: their detail pages need them). */
const NEWS_AND_SPECIAL_MODULES =
  /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/](news|special-pages)[\\/]|content[\\/]api[\\/]get-news-list\.ts$)/;

/** The sanitiser and the component that renders sanitised CMS HTML. */
const CMS_HTML_MODULES = /[\\/]apps[\\/]web[\\/]src[\\/]content[\\/](sanitize\.ts|components[\\/]cms-html\.tsx)$/;

/**
 * The CMS paragraphs and blocks, with what only they use (heading levels). Their scoped CSS is content's: a page
 * applies its blocks' css_code before their code has come. The document page (no route: the special page and the
 * other-content pages share it) is not theirs: its paragraphs come at the member's first act (ADR 0030), so it rides
 * with its pages. The CMS script runner is a small chunk of its own: the news detail runs it too, and its body's
 * paragraphs come at the member's first act.
 */
const CMS_SCRIPT_RUNNER = /[\\/]apps[\\/]web[\\/]src[\\/]content[\\/]run-cms-script\.ts$/;
const CMS_BLOCK_MODULES =
  /[\\/]apps[\\/]web[\\/]src[\\/]content[\\/](heading-levels\.ts|components[\\/](paragraphs\.tsx|block-contents\.tsx|paragraphs[\\/](?!image-carousel)[^\\/]+\.tsx))$/;

export default defineConfig({
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
    // dist/.vite/manifest.json: the BFF reads it to preload a page's route chunk with the page (ADR 0018).
    manifest: true,
    // The BFF serves the app under `script-src 'self'`: never inline the module preload polyfill.
    // No dependency list for lazy chunks: it rode in the entry chunk of every page (1.3 KB brotli of hashed names,
    // ADR 0007 amendment) to save a lazy route's shared chunks one round trip on an in-app navigation. A first load
    // still preloads its page's modules from the build manifest (ADR 0018).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page needs form one chunk: once lazy CMS chunks share them, the default
            // splitting cuts them into many small files that compress worse (ADR 0007, first-load budget).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|js-cookie|cookie|set-cookie-parser|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
            },
            // The app's own shared basics (API client, i18n, cookies, paths), without the zod schema chunk, and
            // the small shell modules the first page always loads (each alone would be a poorly compressed file).
            {
              name: 'core',
              test: (id) =>
                (/[\\/]apps[\\/]web[\\/]src[\\/](lib|config)[\\/]/.test(id) &&
                  // Not the shell's: the schemas, the form drafts and the logout call (forms and logout) ride with
                  // what uses them, and the search layer with the search widgets (the header loads them lazily).
                  // Progressive hydration is the shell's since the CMS header notices use it on every page.
                  !/contract-schemas|form-drafts|[\\/]lib[\\/](search[\\/]|session[\\/]logout)/.test(id)) ||
                SHELL_MODULES.test(id) ||
                // The privileges' service divisions: the category pages' tiles, the favourites and the viewed stays
                // link with them; in the category lists' chunk they would bring that chunk to the other two.
                /[\\/]packages[\\/]contracts[\\/]src[\\/]service-division\.ts$/.test(id),
            },
            // What renders CMS content (news and special-page parts, the data hooks, links and pictures), without
            // the page modules: the top, category, news and special pages all need it, and as one file it costs one
            // request and compresses better than the twenty small files the default splitting makes (ADR 0018).
            {
              name: 'content',
              test: (id) =>
                !CMS_HTML_MODULES.test(id) &&
                !CMS_BLOCK_MODULES.test(id) &&
                !CMS_SCRIPT_RUNNER.test(id) &&
                !SHELL_MODULES.test(id) &&
                !NEWS_AND_SPECIAL_MODULES.test(id) &&
                /[\\/](apps[\\/]web[\\/]src[\\/]content[\\/]|packages[\\/]contracts[\\/]src[\\/]cms-values\.ts$)/.test(
                  id,
                ) &&
                // Pages stay route chunks; the carousel stays a lazy chunk with Embla, for the pages that show one.
                // The news list and detail views belong to their pages.
                // The news list's menu, filters and pages and the news detail's call belong to the news pages: the
                // top and category pages do not pay for them.
                // The special-feature list belongs to /special and /specialPage alone, the top page's news to the
                // top page.
                !/[\\/](news-side-menu|news-pagination|news-filters|get-news-menu|get-news-detail|special-page-list|top-news)\.tsx?$/.test(
                  id,
                ) &&
                !/(-page|[\\/](carousel|image-carousel|special-slider|news-list-view|news-detail-view))\.tsx$/.test(id),
            },
            // The news lists' and the special pages' parts (the top page's and /information's): the category pages do
            // not pay for them.
            {
              name: 'news',
              test: (id) =>
                NEWS_AND_SPECIAL_MODULES.test(id) &&
                !/[\\/](news-side-menu|news-pagination|news-filters|get-news-menu|get-news-detail|special-page-list|top-news)\.tsx?$/.test(
                  id,
                ) &&
                !/(-page|[\\/](special-slider|news-list-view|news-detail-view))\.tsx$/.test(id),
            },
            // The sanitiser and the CMS HTML it cleans: the header notices need only these (a member's client-rendered
            // page shows them at once), and the news list none of them (the 150 KB first-load budget).
            {
              name: 'cms-html',
              test: (id) => /node_modules[\\/]dompurify[\\/]/.test(id) || CMS_HTML_MODULES.test(id),
            },
            // The CMS paragraphs and blocks (with the sanitiser's chunk): the pages with CMS documents or blocks.
            // Before the blocks: a group takes the modules its own modules import.
            { name: 'cms-script', test: CMS_SCRIPT_RUNNER },
            { name: 'cms-blocks', test: CMS_BLOCK_MODULES },
            // The category lists' calls, middle-category rule and texts: the category pages need them all,
            // and as one file they cost one request instead of three (the 150 KB first-load budget). Their code lists are core's.
            {
              name: 'catalog-basics',
              test: /([\\/]packages[\\/]contracts[\\/]src[\\/]catalog-lists\.ts|[\\/]lib[\\/]search[\\/]middle-categories\.ts|[\\/]features[\\/]catalog[\\/]privileges-i18n\.ts|[\\/]locales[\\/]ja[\\/]privileges\.json)$/,
            },
          ],
        },
      },
    },
  },
});
