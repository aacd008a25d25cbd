/**
 * Browser entry. A prerendered page (its path in <meta name="fika:prerendered">, or the not-found
 * page on a path no route matches) is hydrated; any other page (the app shell, or the not-found
 * page on a path a route matches) is rendered from scratch. Either way the lazy routes matching the
 * first URL, and the data of those with a loader, are loaded before the router starts, so
 * hydration sees exactly the prerendered tree. The prerendered page carries that data as JSON
 * (<script type="application/json" id="fika:route-data">, written by web/scripts/prerender.ts).
 */
import './lib/zod-jitless';
import './styles/base.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './app/routes';
import { buildRouteObjects, NOT_FOUND_PRERENDERED, rendersNotFound } from './app/router';
import { App, resolveLazyMatches, type RouteData } from './app/App';
import { installErrorReporting } from './lib/error-reports';
import { activeLocale, localizePath, stripLocale } from './lib/i18n';
import { isLocale } from '@/content/site/locales';
import { storedItem } from './lib/browser-storage';

installErrorReporting();

// The language the visitor chose with the switch: arriving from elsewhere (a link, a bookmark, a
// typed address) at a page in the other language opens the same page in theirs. Moving around the
// site, or following the switch itself, never redirects.
const chosen = storedItem('language').get();
const fromThisSite = (() => {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
})();
if (isLocale(chosen) && chosen !== activeLocale() && !fromThisSite && !/^\/(admin|_dev)(\/|$)/.test(window.location.pathname)) {
  window.location.replace(localizePath(stripLocale(window.location.pathname), chosen) + window.location.search + window.location.hash);
  await new Promise(() => {});
}

const container = document.getElementById('root') as HTMLElement;
const path = window.location.pathname.replace(/\/+$/, '') || '/';
const routes = buildRouteObjects(appRoutes);
// The page is this path's, or the not-found page the servers answer unknown paths with, which
// fits any path the catch-all renders (an unknown event, post or city renders its own page).
const served = document.querySelector('meta[name="fika:prerendered"]')?.getAttribute('content');
// A page is hydrated only in its own language (the not-found page is prerendered in English).
const prerendered =
  container.firstElementChild !== null &&
  document.documentElement.lang === activeLocale() &&
  (served === path || (served === NOT_FOUND_PRERENDERED && rendersNotFound(routes, path)));
const routeData = prerendered ? (JSON.parse(document.getElementById('fika:route-data')?.textContent || '{}') as RouteData) : {};

const loaderData = await resolveLazyMatches(routes, new URL(window.location.href), routeData);
const router = createBrowserRouter(routes, Object.keys(loaderData).length > 0 ? { hydrationData: { loaderData } } : {});

if (prerendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: input stays responsive while the page comes alive.
  startTransition(() => {
    hydrateRoot(container, <App router={router} />, {
      onRecoverableError(error) {
        console.warn('Hydration recovered from an error', error);
      },
    });
  });
} else {
  container.textContent = '';
  createRoot(container).render(<App router={router} />);
}
