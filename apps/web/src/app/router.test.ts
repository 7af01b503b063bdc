import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';
import { createRoutes, manifestKey } from './routes.tsx';

/** The router state the server sends with a page it rendered at `path` (every matched route settled, ADR 0032). */
async function serverState(path: string) {
  const handler = createStaticHandler(createRoutes());
  const context = (await handler.query(new Request(`http://localhost${path}`), {
    filterMatchesToLoad: () => false,
  })) as StaticHandlerContext;
  return { loaderData: Object.fromEntries(context.matches.map(({ route }) => [route.id, null])) };
}

describe('the browser router (ADR 0032)', () => {
  it('takes a server-rendered page over initialised, its page module loaded, running no loader', async () => {
    window.history.replaceState(null, '', '/information');
    const router = await createAppRouter(new QueryClient(), await serverState('/information'));
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    const page = router.state.matches.at(-1)!.route;
    expect(page.path).toBe('information');
    // Loaded before hydration: React Router would otherwise render the loading state in place of the server's HTML.
    expect(page.lazy).toBeUndefined();
    expect(page.element).toBeTruthy();
    router.dispose();
  });

  it('renders a page the browser renders from its first navigation, the loaders running', async () => {
    window.history.replaceState(null, '', '/faq');
    const router = await createAppRouter(new QueryClient());
    await new Promise<void>((done) => {
      if (router.state.initialized) return done();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        done();
      });
    });
    expect(router.state.matches.at(-1)!.route.path).toBe('faq');
    router.dispose();
  });
});

describe('the route table', () => {
  it('names each page’s module as the build manifest does', () => {
    expect(manifestKey('./home-page.tsx')).toBe('src/app/home-page.tsx');
    expect(manifestKey('../features/faq/faq-page.tsx')).toBe('src/features/faq/faq-page.tsx');
  });

  it('marks the server-rendered pages (spec portal.md §2 key pages, ADR 0032) and only those', () => {
    const rendered: string[] = [];
    const visit = (routes: ReturnType<typeof createRoutes>, prefix = '') =>
      routes.forEach((route) => {
        const path = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}`.replace('//', '/') : prefix;
        if ((route.handle as { serverRendered?: boolean } | undefined)?.serverRendered) rendered.push(path);
        if (route.children) visit(route.children, path === '/' ? '' : path);
      });
    visit(createRoutes());
    expect(rendered.sort()).toEqual(
      [
        '/',
        '/*',
        '/car',
        '/childcare',
        '/dp/menus/:menuNo',
        '/favorite',
        '/gourmet',
        // Replaced by the user guide's one address (/otherPage?other_id=goriyou): the server answers the redirect.
        '/guide',
        '/information',
        '/information/:id',
        '/leisure',
        '/life',
        '/map',
        '/memberStatus',
        '/menus',
        '/menus/:menuNo',
        '/menus/tour',
        '/oneTimePassword',
        '/original',
        '/public-stay/menus/:menuNo',
        '/relaxation',
        '/school',
        '/search/menu',
        '/shopping',
        '/specialPage/detail',
        '/sports',
        '/travel',
        '/weeklyPicks',
      ].sort(),
    );
  });
});
