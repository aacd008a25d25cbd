/**
 * Turns the collected AppRoutes into react-router route objects:
 *
 *   root (Layout; last-resort error screen)
 *   └─ pathless boundary (error screen inside the layout: render errors, failed chunk loads)
 *      ├─ every public/member route, lazy (route id: its path)
 *      ├─ /admin (AdminLayout guard) → /admin (index) and every /admin/* route
 *      └─ * (not-found page)
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from '../lib/route-types';
import type { RouteHandle } from '../lib/seo';
import { Layout } from '../components/Layout';
import { RouteErrorScreen } from '../components/ErrorScreen';
import { activeLocale, localizePath, stripLocale } from '../lib/i18n';

export const NOT_FOUND_TITLE = '404 - Page Not Found';

/** The catch-all page for every path no route matches. */
export const loadNotFoundPage = () => import('./NotFoundPage');

/**
 * What the prerendered not-found page (404.html, served for every unknown path) names as its path
 * in `<meta name="fika:prerendered">`: it fits any URL the catch-all renders.
 */
export const NOT_FOUND_PRERENDERED = '*';

/** Whether the catch-all (not-found) route renders `pathname`. */
export function rendersNotFound(routes: RouteObject[], pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

function lazyPage(load: AppRoute['load'], locale?: AppRoute['locale']): RouteObject['lazy'] {
  return async () => {
    // A page's language is fixed for the document: a link into the other language loads that page.
    if (locale && typeof window !== 'undefined' && !import.meta.env.SSR && import.meta.env.MODE !== 'test' && locale !== activeLocale()) {
      window.location.assign(window.location.href);
      await new Promise(() => {});
    }
    const page = await load();
    return page.loader ? { Component: page.default, loader: page.loader } : { Component: page.default };
  };
}

const isAdmin = (r: AppRoute) => r.path === '/admin' || (r.path.startsWith('/admin/') && r.path !== '/admin/login');

export function handleOf(r: AppRoute): RouteHandle {
  const handle: RouteHandle = { title: r.title, description: r.description, memberArea: r.memberArea, noindex: r.noindex };
  if (r.locale && r.japanese !== 'english-text') handle.bilingual = true;
  if (!r.namespace || isAdmin(r)) return handle;
  // The page's title and description are its feature's messages (in the browser build the route
  // table carries no titles: stripServerRouteFields in web/vite.config.ts).
  const english = stripLocale(r.path);
  return {
    ...handle,
    titleId: `${r.namespace}:route.${english}.title`,
    descriptionId: r.description ? `${r.namespace}:route.${english}.description` : undefined,
    canonical: r.locale === 'ja' && r.japanese === 'english-text' ? localizePath(english, 'en') : undefined,
  };
}


export function buildRouteObjects(appRoutes: AppRoute[]): RouteObject[] {
  const adminRoutes = appRoutes.filter(isAdmin);
  const pages = appRoutes.filter((r) => !isAdmin(r));
  return [
    {
      id: 'root',
      Component: Layout,
      errorElement: (
        <main id="main" className="container">
          <RouteErrorScreen />
        </main>
      ),
      children: [
        {
          id: 'boundary',
          errorElement: <RouteErrorScreen />,
          children: [
            ...pages.map((r): RouteObject => ({ id: r.path, path: r.path, lazy: lazyPage(r.load, r.locale), handle: handleOf(r) })),
            {
              path: '/admin',
              lazy: lazyPage(() => import('./admin/AdminLayout')),
              handle: { title: 'Admin', noindex: true, adminRoutes } satisfies RouteHandle,
              children: adminRoutes.map((r): RouteObject =>
                r.path === '/admin'
                  ? { id: r.path, index: true, lazy: lazyPage(r.load, 'en'), handle: handleOf(r) }
                  : { id: r.path, path: r.path, lazy: lazyPage(r.load, 'en'), handle: handleOf(r) },
              ),
            },
            {
              path: '*',
              lazy: lazyPage(loadNotFoundPage),
              handle: { title: NOT_FOUND_TITLE, noindex: true, description: 'We could not find that page. Here are some good places to continue.' } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
