/**
 * Browser entry. A prerendered page (its path in <meta name="fika:prerendered">) is hydrated; any
 * other path (the SPA fallback) is rendered from scratch. Either way the lazy routes matching the
 * first URL are loaded before the router starts, so hydration sees exactly the prerendered tree.
 */
import './lib/zod-jitless';
import './styles/base.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './app/routes';
import { buildRouteObjects } from './app/router';
import { App, resolveLazyMatches } from './app/App';

const container = document.getElementById('root') as HTMLElement;
const path = window.location.pathname.replace(/\/+$/, '') || '/';
const prerendered = document.querySelector('meta[name="fika:prerendered"]')?.getAttribute('content') === path && container.firstElementChild !== null;

const routes = buildRouteObjects(appRoutes);
await resolveLazyMatches(routes, window.location.pathname);
const router = createBrowserRouter(routes);

if (prerendered) {
  hydrateRoot(container, <App router={router} />, {
    onRecoverableError(error) {
      console.warn('Hydration recovered from an error', error);
    },
  });
} else {
  container.textContent = '';
  createRoot(container).render(<App router={router} />);
}
