import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type Query, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { JSDOM } from 'jsdom';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import type { ServerRenderState } from './app/server-render-state.ts';
import { setServerCookieSource } from './lib/cookies.ts';
import { setServerAnswerSource } from './lib/first-load-data.ts';
import { loadServerRenderedWidgets } from './lib/hydrate-on-interaction.ts';
import { initI18n } from './lib/i18n.ts';

/**
 * The server renderer of the public pages (ADR 0020), run by the BFF: the same route table, components and API
 * modules as the browser, rendered to HTML with the answers the BFF already put inside the page. The browser then
 * hydrates that HTML instead of painting an empty page after its scripts have run.
 */

export interface RenderRequest {
  /** The page's absolute URL (the portal's public origin). */
  url: string;
  /** The page's first-load answers, keyed as the SPA's API client asks for them (`/v1/…`, `POST /v1/…`). */
  answers: Record<string, unknown>;
  /**
   * The browser's cookies the page renders from (the category-nav order), as the BFF passes them on: the browser reads
   * the same cookies as it hydrates, so both render alike.
   */
  cookies?: Record<string, string | undefined>;
}

export interface RenderedPage {
  /** The HTML inside `<div id="root">`. */
  html: string;
  state: ServerRenderState;
  /**
   * The answers this render used: they travel in `state` now. The page must not also offer them to the browser's
   * API client, whose next call of that URL (a refetch, an invalidation) would otherwise get the old answer.
   */
  usedAnswers: string[];
}

/** Rendering discovers queries; each pass answers those it found, up to this many passes (dependent queries). */
const MAX_PASSES = 4;

const requestAnswers = new AsyncLocalStorage<{
  answers: Record<string, unknown>;
  used: Set<string>;
  cookies: Record<string, string | undefined>;
}>();
setServerAnswerSource((url) => {
  const store = requestAnswers.getStore();
  const answer = store?.answers[url];
  if (answer !== undefined) store?.used.add(url);
  return answer;
});
setServerCookieSource((name) => {
  const cookies = requestAnswers.getStore()?.cookies;
  return cookies && Object.hasOwn(cookies, name) ? cookies[name] : undefined;
});

let ready: Promise<unknown> | undefined;

/** Once per process: Japanese resources, and a DOM for DOMPurify at the portal's origin. */
function prepare(origin: string): Promise<unknown> {
  ready ??= (async () => {
    await initI18n('ja');
    // After i18n: the CMS modules register their namespace as they load.
    const { provideServerDomWindow } = await import('./content/sanitize.ts');
    const { window } = new JSDOM('', { url: origin });
    provideServerDomWindow(window as unknown as Parameters<typeof provideServerDomWindow>[0]);
  })();
  return ready;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders the page at `url`, or answers null when the route does not render as a page here (a redirect, an
 * error, a route loader that throws): the BFF then sends the page for the browser to render, as before.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  await prepare(new URL(request.url).origin);
  // The browser's defaults, but no retries: a missing answer stays missing here, the browser asks for it.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response || context.errors) return null;
  // The route's modules are loaded: so is the code of the widgets it renders on the server (ADR 0018).
  await loadServerRenderedWidgets();
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );

  const used = new Set<string>();
  return requestAnswers.run({ answers: request.answers, used, cookies: request.cookies ?? {} }, async () => {
    const cache = queryClient.getQueryCache();
    const asked = new Set<string>();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      renderToString(page);
      const waiting = cache
        .findAll()
        .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && isEnabled(q));
      if (waiting.length === 0) break;
      for (const query of waiting) asked.add(query.queryHash);
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    // A query without an answer renders as it does in the browser before its answer arrives (its skeleton).
    for (const query of cache.findAll()) if (query.state.status !== 'success') cache.remove(query);
    const html = renderToString(page);
    return {
      html,
      state: {
        queries: dehydrate(queryClient),
        router: { loaderData: settledLoaderData(context), actionData: context.actionData, errors: null },
      },
      usedAnswers: [...used],
    };
  });
}

/**
 * The server's loader data with an entry for every matched route, `null` for a route without a loader. React Router
 * counts a matched route with middleware (the root's feature-phone check, the level-1 guard) and no entry as not yet
 * loaded: the browser's router would then run a first navigation once it is created, and that navigation, ending
 * after hydration, scrolls to the top — a member who had scrolled the server's page was thrown back up. The checks
 * those middlewares make were the BFF's before it rendered the page (ADR 0020), so the browser's router starts as
 * the server left it.
 */
function settledLoaderData(context: StaticHandlerContext): Record<string, unknown> {
  return Object.fromEntries(context.matches.map(({ route }) => [route.id, context.loaderData[route.id] ?? null]));
}
