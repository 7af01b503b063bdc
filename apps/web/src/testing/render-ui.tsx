import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../app/query-client.ts';

/**
 * Renders one component inside a router and a query client (no app shell), for component-level tests. `answered`:
 * queries already in the client, as a page brings them from the server (ADR 0032).
 */
export function renderUi(
  ui: ReactNode,
  { path = '/', answered = [] }: { path?: string; answered?: readonly [queryKey: QueryKey, data: unknown][] } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  for (const [queryKey, data] of answered) queryClient.setQueryData(queryKey, data);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** jsdom lacks the observers and media queries Embla uses: minimal stand-ins for carousel tests. */
export function stubCarouselEnvironment(
  vi: { stubGlobal: (name: string, value: unknown) => unknown },
  reducedMotion = false,
) {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
}
