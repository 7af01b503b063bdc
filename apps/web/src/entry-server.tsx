import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { JSDOM } from 'jsdom';
import type { Language } from '@portal/contracts/languages';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import type { ServerRenderState } from './app/server-render-state.ts';
import { setServerTransport, type ServerTransport } from './lib/api-client.ts';
import { setServerCookieSource } from './lib/cookies.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClientContext } from './lib/route-data.ts';
import type { RouteHandle } from './lib/route-handle.ts';
import { sessionQueryKey, type Session } from './lib/session/get-session.ts';

/**
 * The server renderer (ADR 0032), run by the BFF in its render workers: the same route table, loaders, components
 * and API client as the browser. A page marked `serverRendered` is rendered once, after its routes' loaders have
 * filled a query client of its own; the browser hydrates from that same cache (dehydrated into the page). Any other
 * page gets the data of the shell (its root loader) for the browser to render with.
 */

export interface PageRequest {
  /** The page's absolute URL, at the portal's public origin. */
  url: string;
  /** The page's language (the BFF reads the language cookie). */
  language: Language;
  /**
   * The browser's cookies the page may render from, as the BFF passes them on (client-readable ones only: the
   * renderer never sees the session): the category-nav order, and the hint cookies of a member.
   */
  cookies: Readonly<Record<string, string>>;
  /** The API as the page's own calls reach it: the BFF's routes, with the request's cookies. */
  transport: ServerTransport;
}

export type PageResult =
  /**
   * The page's HTML (inside `<div id="root">`) as React wrote it, UTF-8 bytes, its state for the browser, and its
   * modules as the manifest names them.
   */
  | { kind: 'html'; html: Uint8Array; state: ServerRenderState; modules: string[] }
  /** A page the browser renders: the shell's data for it, and its modules. */
  | { kind: 'browser'; state: ServerRenderState; modules: string[] }
  /** A route's loader redirected (an unknown path goes to /404). */
  | { kind: 'redirect'; status: number; location: string };

interface RenderScope {
  transport: ServerTransport;
  cookies: Readonly<Record<string, string>>;
}

const scope = new AsyncLocalStorage<RenderScope>();
setServerTransport(() => scope.getStore()?.transport);
setServerCookieSource((name) => {
  const cookies = scope.getStore()?.cookies;
  return cookies && Object.hasOwn(cookies, name) ? cookies[name] : undefined;
});

let handler: StaticHandler | undefined;
let prepared: Promise<void> | undefined;

/**
 * Once per process: the Japanese texts, a DOM for DOMPurify at the portal's origin (CMS HTML is sanitised alike on
 * both sides), and the route table's static handler.
 */
function prepare(origin: string): Promise<void> {
  prepared ??= (async () => {
    await initI18n('ja');
    // After i18n: the CMS modules register their namespace as they load.
    const { provideServerDomWindow } = await import('./content/sanitize.ts');
    const { window } = new JSDOM('', { url: origin });
    provideServerDomWindow(window as unknown as Parameters<typeof provideServerDomWindow>[0]);
    handler = createStaticHandler(createRoutes());
  })();
  return prepared;
}

/**
 * Renders the page at `request.url`. One page at a time per process: the texts' language is the process's
 * (i18next's), switched per page. The BFF's render workers take one page each.
 */
export async function renderPage(request: PageRequest): Promise<PageResult> {
  const url = new URL(request.url);
  await prepare(url.origin);
  const staticHandler = handler!;
  await initI18n(request.language);
  // The browser's defaults, but no retries: an answer that fails here is left to the browser.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const requestContext = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));

  return scope.run({ transport: request.transport, cookies: request.cookies }, async () => {
    const context = await staticHandler.query(new Request(url), { requestContext });
    const forTheBrowser = (modules: string[]): PageResult => ({
      kind: 'browser',
      state: { queries: pageQueries(queryClient) },
      modules,
    });
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (context.status >= 300 && context.status < 400 && location) {
        return { kind: 'redirect', status: context.status, location };
      }
      return forTheBrowser([]);
    }
    const handles = context.matches.map(({ route }) => route.handle as RouteHandle | undefined);
    const modules = handles.flatMap((handle) => (handle?.module ? [handle.module] : []));
    // A page the browser renders (its loaders, if any, do nothing here), or one whose loader declined (the level-1
    // check) or failed: the browser renders it, with the shell's data and whatever else was loaded.
    if (!handles.some((handle) => handle?.serverRendered) || context.errors) return forTheBrowser(modules);

    const queries = pageQueries(queryClient);

    const router = createStaticRouter(staticHandler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
    return {
      kind: 'html',
      html,
      state: {
        queries,
        router: { loaderData: settledLoaderData(context), actionData: context.actionData, errors: null },
      },
      modules,
    };
  });
}

/**
 * The page's queries for the browser, and what the page renders from: the answered ones only. A query without an
 * answer renders as in the browser before its answer comes (its skeleton), and the browser asks again. The session's
 * CSRF token is the browser's own to ask for (api-client.ts): it never travels inside a page, which a cache may share.
 */
function pageQueries(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll()) if (query.state.status !== 'success') cache.remove(query);
  queryClient.setQueryData<Session>(sessionQueryKey, (session) => session && { ...session, csrfToken: '' });
  return dehydrate(queryClient);
}

/**
 * The page as HTML once every part of it is ready, lazy parts included (the widgets hydrated at the member's first
 * act, ADR 0018): complete boundaries are written in place, so the page needs no script of React's to finish it.
 * The bytes React wrote are kept as they are: the BFF puts them into the document and compresses them, with no
 * round trip through a string.
 */
function renderToHtml(element: ReactElement): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, however large: a boundary written apart from the page needs React's inline script
      // to be put in (which the CSP refuses), and nothing is sent before the whole page is ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary leaves that part to the browser, which renders it afresh: the page still goes.
      onError: (error) => {
        if (!isRouteErrorResponse(error)) console.error(error);
      },
    });
  });
}

/**
 * The server's loader data with an entry for every matched route, `null` for a route without a loader. React Router
 * counts a matched route with middleware (the root's feature-phone check, the level-1 guard) and no entry as not yet
 * loaded: the browser's router would then run a first navigation once it is created, and that navigation, ending
 * after hydration, scrolls to the top — a member who had scrolled the server's page was thrown back up. The checks
 * those middlewares make were the server's before it rendered the page, so the browser's router starts as the server
 * left it.
 */
function settledLoaderData(context: StaticHandlerContext): Record<string, unknown> {
  return Object.fromEntries(context.matches.map(({ route }) => [route.id, context.loaderData[route.id] ?? null]));
}
