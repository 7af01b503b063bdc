import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { SystemErrorContent } from './system-error-content.tsx';

/**
 * The route error boundary: any render, loader or chunk-load error shows the system-error content
 * (with a reload button) instead of a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <SystemErrorContent withReload />;
}
