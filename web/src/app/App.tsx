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

/** Loader data by route id, as React Router's hydrationData carries it. */
export type RouteData = Record<string, unknown>;

/**
 * Loads the lazy route modules that match `url` and puts them on the route objects, then the data
 * of those that have a loader: the prerendered page's (`prerendered`, the data the prerender
 * rendered with) or else the loader's. So the router starts initialised and the first render
 * equals the prerendered HTML (React Router's advice for hydrating lazy routes). Returns the loader
 * data for createBrowserRouter's `hydrationData`. A failed load is left to the router, whose error
 * boundary then shows the error screen.
 */
export async function resolveLazyMatches(routes: RouteObject[], url: URL, prerendered: RouteData = {}): Promise<RouteData> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const data: RouteData = {};
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
  await Promise.all(
    matches.map(async (m) => {
      const { id, loader } = m.route;
      if (!id || typeof loader !== 'function') return;
      if (Object.hasOwn(prerendered, id)) {
        data[id] = prerendered[id];
        return;
      }
      try {
        data[id] = await loader({ params: m.params, request: new Request(url), url, pattern: m.route.path ?? '', context: undefined }, undefined);
      } catch {
        // no data: the router runs the loader itself and shows its error element if it fails again
      }
    }),
  );
  return data;
}
