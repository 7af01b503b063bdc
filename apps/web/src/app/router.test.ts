import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryRouter,
  createStaticHandler,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { nameRoutes, patchWholeTable, renderedBranch, resolveLazyRoutes } from './router.tsx';
import { createRoutes } from './routes.tsx';

const table = () => nameRoutes(createRoutes(new QueryClient()));

/** The ids of the routes the server's router matches for `path` (its router state's loader data, ADR 0020). */
async function serverIds(path: string): Promise<string[]> {
  const handler = createStaticHandler(createRoutes(new QueryClient()));
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  return context.matches.map(({ route }) => route.id);
}

/** The router `createAppRouter` makes for a page the server rendered at `path` with the `rendered` routes. */
async function browserRouterOn(routes: RouteObject[], path: string, rendered: ReadonlySet<string>) {
  const branch = renderedBranch(routes, rendered);
  await resolveLazyRoutes(branch, rendered);
  return createMemoryRouter(branch, {
    initialEntries: [path],
    hydrationData: { loaderData: Object.fromEntries([...rendered].map((id) => [id, null])) },
    patchRoutesOnNavigation: patchWholeTable(routes),
  });
}

const ids = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [route.id!, ...(route.children ? ids(route.children) : [])]);

describe('the browser router starts on the rendered branch (ADR 0030)', () => {
  it('names every route as React Router names it, so the branch keeps the ids of the server’s router state', async () => {
    const rendered = await serverIds('/information');
    expect(rendered).toHaveLength(3);
    const all = ids(table());
    for (const id of rendered) expect(all).toContain(id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('holds the rendered routes, the top page and the catch-all, nothing else', async () => {
    const rendered = new Set(await serverIds('/information'));
    const branch = renderedBranch(table(), rendered);
    const pages = branch[0]!.children![0]!;
    expect(pages.id).toBe('pages');
    expect(pages.children!.map((route) => (route.index ? 'index' : route.path))).toEqual(['index', 'information', '*']);
  });

  it('keeps a level-1 page inside its guard, without the guard’s other pages', () => {
    const routes = table();
    const rendered = new Set((matchRoutes(routes, '/memberStatus') ?? []).map(({ route }) => route.id!));
    const pages = renderedBranch(routes, rendered)[0]!.children![0]!;
    const guard = pages.children!.find((route) => route.children);
    expect(guard?.middleware).toHaveLength(1);
    expect(guard?.children!.map((route) => route.path)).toEqual(['memberStatus']);
    // The whole table keeps all of the guard's pages.
    expect(
      routes[0]!.children![0]!.children!.find((route) => route.id === guard?.id)?.children!.length,
    ).toBeGreaterThan(5);
  });

  it('patches the whole table in at the first navigation outside the branch, and finds the page there', async () => {
    const routes = table();
    const rendered = new Set(await serverIds('/faq'));
    const router = await browserRouterOn(routes, '/faq', rendered);
    // Started as the server left it: no first navigation (ADR 0020).
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    await router.navigate('/information/42');
    expect(router.state.location.pathname).toBe('/information/42');
    expect(router.state.matches.at(-1)?.route.path).toBe('information/:id');
    await router.navigate('/leisure');
    expect(router.state.matches.at(-1)?.route.path).toBe('leisure');
    await router.navigate('/');
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    router.dispose();
  });

  it('patches a guard’s other pages in beside the level-1 page the member started on', async () => {
    const routes = table();
    const rendered = new Set((matchRoutes(routes, '/memberStatus') ?? []).map(({ route }) => route.id!));
    const router = await browserRouterOn(routes, '/memberStatus', rendered);
    await router.navigate('/faq');
    expect(router.state.matches.at(-1)?.route.path).toBe('faq');
    const guard = router.routes[0]!.children![0]!.children!.find((route) => route.middleware);
    expect(guard?.children!.map((route) => route.path)).toEqual(
      routes[0]!.children![0]!.children!.find((route) => route.middleware)!.children!.map((route) => route.path),
    );
    router.dispose();
  });

  it('still replaces an unknown path with /404 (spec portal.md §8)', async () => {
    const routes = table();
    const rendered = new Set(await serverIds('/faq'));
    const router = await browserRouterOn(routes, '/faq', rendered);
    await router.navigate('/no-such-page');
    await new Promise((resume) => setTimeout(resume, 0));
    expect(router.state.location.pathname).toBe('/404');
    router.dispose();
  });
});
