/**
 * Every page of the SPA. Each feature exports `routes: AppRoute[]` from its routes.ts; list it
 * here with one import line and one entry in `featureRoutes` (tests/web/shell checks that every
 * features/<name>/routes.ts is listed). Each route but the admin screens also gets its Japanese
 * twin at `/ja` + path (see `japaneseTwin`).
 */
import type { AppRoute } from '../lib/route-types';
import { shellRoutes } from './shell-routes';
import { localizeRoutePath } from '../lib/i18n/paths';
import { routes as home } from '../features/home/routes';
import { routes as events } from '../features/events/routes';
import { routes as contact } from '../features/contact/routes';
import { routes as discovery } from '../features/discovery/routes';
import { routes as signup } from '../features/signup/routes';
import { routes as reservations } from '../features/reservations/routes';
import { routes as subscription } from '../features/subscription/routes';
import { routes as unsubscribe } from '../features/unsubscribe/routes';
import { routes as digest } from '../features/digest/routes';
import { routes as stayInTouch } from '../features/stay-in-touch/routes';
import { routes as info } from '../features/info/routes';
import { routes as blog } from '../features/blog/routes';
import { routes as guides } from '../features/guides/routes';
import { routes as legal } from '../features/legal/routes';
import { routes as questions } from '../features/questions/routes';
import { routes as calculator } from '../features/calculator/routes';
import { routes as member } from '../features/member/routes';
import { routes as passport } from '../features/passport/routes';
import { routes as checkin } from '../features/checkin/routes';
import { routes as curated } from '../features/curated/routes';
import { routes as adminConsole } from '../features/admin-console/routes';
import { routes as adminEvents } from '../features/admin-events/routes';
import { routes as door } from '../features/door/routes';

/** Each feature's routes by its folder name, which is also its message namespace. */
export const featureRoutesByName: Record<string, AppRoute[]> = {
  home,
  events,
  contact,
  discovery,
  signup,
  reservations,
  subscription,
  unsubscribe,
  digest,
  'stay-in-touch': stayInTouch,
  info,
  blog,
  guides,
  legal,
  questions,
  calculator,
  member,
  passport,
  checkin,
  curated,
  'admin-console': adminConsole,
  'admin-events': adminEvents,
  door,
};

export const featureRoutes: AppRoute[][] = Object.values(featureRoutesByName);

/** Admin screens are English only. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The Japanese twin of an English route: the same page at `/ja` + path, titled from the feature's
 * catalogue (`route.<path>.title`), prerendered at the same paths with the prefix.
 */
export function japaneseTwin(r: AppRoute, namespace: string): AppRoute {
  const prerender = r.prerender;
  const shellParents = r.shellParents;
  return {
    ...r,
    shellParents: shellParents && (async () => (await shellParents()).map((p) => localizeRoutePath(p, 'ja'))),
    path: localizeRoutePath(r.path, 'ja'),
    locale: 'ja',
    namespace,
    prerender:
      typeof prerender === 'function'
        ? async () => (await prerender()).map((p) => localizeRoutePath(p, 'ja'))
        : prerender,
  };
}

const english: AppRoute[] = [
  ...shellRoutes,
  ...Object.entries(featureRoutesByName).flatMap(([namespace, list]) => list.map((r) => ({ ...r, locale: 'en' as const, namespace }))),
];

export const appRoutes: AppRoute[] = [...english, ...english.filter((r) => !isAdminPath(r.path)).map((r) => japaneseTwin(r, r.namespace!))];
