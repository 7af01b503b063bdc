import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { keyHistoryEntry } from './history-entry-key.ts';
import { createRoutes } from './routes.tsx';

/**
 * The browser's router. A page the server rendered (ADR 0020) passes the server's router state: the router starts
 * on the page's own branch of the route table, its lazy route modules loaded first, so that hydration keeps the tree
 * the server sent instead of showing the loading state, and the router's set-up ranks a handful of routes instead of
 * the whole table in the start's critical tasks (ADR 0030). The rest of the table comes in at the first navigation
 * that needs it (`patchRoutesOnNavigation`). The entry the document was loaded into gets a key of its own first, so
 * that no other page's scroll position is restored on it.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = nameRoutes(createRoutes(queryClient));
  if (!hydrationData) {
    keyHistoryEntry();
    return createBrowserRouter(routes);
  }
  const rendered = new Set(Object.keys(hydrationData.loaderData ?? {}));
  const branch = renderedBranch(routes, rendered);
  await resolveLazyRoutes(branch, rendered);
  // The page's modules were evaluated in this task: the history entry's key (a replaceState, which can take a few
  // milliseconds) and the router's set-up each start a new one (ADR 0030).
  await yieldToBrowser();
  keyHistoryEntry();
  await yieldToBrowser();
  return createBrowserRouter(branch, { hydrationData, patchRoutesOnNavigation: patchWholeTable(routes) });
}

/**
 * Gives every route the id React Router would give it (its place in the table, `0-0-12`), so that a branch of the
 * table keeps the ids the server's router state uses, and the routes patched in later are told apart from it by id.
 */
export function nameRoutes(routes: RouteObject[], parentPath: string[] = []): RouteObject[] {
  routes.forEach((route, index) => {
    const treePath = [...parentPath, String(index)];
    route.id ??= treePath.join('-');
    if (route.children) nameRoutes(route.children, treePath);
  });
  return routes;
}

/**
 * The routes the server rendered the page with (the ids of its router state), with the top page and the catch-all
 * beside them: a path outside the branch then matches the catch-all and makes the router ask for the rest of the
 * table, and `/` keeps its own page instead of matching the bare root. The page's own route objects are shared with
 * the whole table; their parents are copies holding only the branch.
 */
export function renderedBranch(routes: RouteObject[], rendered: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const kept = rendered.has(route.id!) || route.index === true || route.path === '*';
    if (!route.children) return kept ? [route] : [];
    const children = renderedBranch(route.children, rendered);
    if (!rendered.has(route.id!)) return [];
    return [{ ...route, children } as RouteObject];
  });
}

/** Loads the lazy modules of the rendered routes, into the route objects themselves. */
export async function resolveLazyRoutes(routes: RouteObject[], rendered: ReadonlySet<string>): Promise<void> {
  const lazy: RouteObject[] = [];
  const visit = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (rendered.has(route.id!) && typeof route.lazy === 'function') lazy.push(route);
      if (route.children) visit(route.children);
    });
  visit(routes);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Patches the whole table in, once, at the first navigation React Router is not sure of (outside the rendered branch,
 * or to a path with params, where a route it lacks could rank higher): every parent's children from the top down
 * (React Router adds those it does not hold yet, by id). Later navigations find it all there.
 */
export function patchWholeTable(routes: RouteObject[]): PatchRoutesOnNavigationFunction {
  let patched = false;
  return ({ patch }) => {
    if (patched) return;
    patched = true;
    const patchChildren = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (!route.children) return;
        patch(route.id!, route.children);
        patchChildren(route.children);
      });
    patchChildren(routes);
  };
}
