import { StrictMode } from 'react';
import { RouterProvider, matchRoutes, type RouteObject, type createBrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from '../components/ErrorScreen';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>
  );
}

/**
 * Loads the lazy route modules that match `pathname` and puts them on the route objects, so the
 * router starts initialised and the first render equals the prerendered HTML (React Router's
 * advice for hydrating lazy routes). A failed load is left to the router, whose error boundary
 * then shows the error screen.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      try {
        const loaded = await lazy();
        Object.assign(m.route, { ...loaded, lazy: undefined });
      } catch {
        // keep `lazy`: the router retries it and shows its error element if it fails again
      }
    }),
  );
}
