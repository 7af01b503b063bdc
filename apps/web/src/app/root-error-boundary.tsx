import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { SystemErrorContent } from '../features/errors/system-error-content.tsx';

/** Last resort when the shell itself fails: the system-error content without the chrome. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="min-h-dvh bg-neutral-50">
      <SystemErrorContent withReload />
    </main>
  );
}
