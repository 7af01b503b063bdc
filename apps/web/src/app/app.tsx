import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { HYDRATED_EVENT } from '@portal/contracts/page-data';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { finishHydration } from '../lib/use-hydrated.ts';

/** The app in the browser: the query client and the data router of the page (see main.tsx). */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  // After the first commit (the hydration of a server-rendered page): its buttons pressed earlier are pressed again.
  // Then what only the browser knows (its storage, its screen) renders, as one transition (ADR 0030).
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    finishHydration();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
