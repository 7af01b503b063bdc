import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { User } from '@portal/contracts/users';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes } from '../app/routes.tsx';
import { queryClientContext } from '../lib/route-data.ts';
import { bffHandlers } from './handlers.ts';
import { server } from './msw-server.ts';

/** Renders the whole app (route table, shell, providers) at a path, against an MSW-backed BFF. */
export function renderApp(
  path = '/',
  { user, handlers = [] }: { user?: User; handlers?: Parameters<typeof server.use> } = {},
) {
  server.use(...handlers, ...bffHandlers(user ? { user } : {}));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
