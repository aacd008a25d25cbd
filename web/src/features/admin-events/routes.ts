import type { AppRoute } from '../../app/route-types';

/**
 * The events console (under the admin layout and its guard): every event, and one event's form,
 * preview and audit log; one date of an event (its people and the organisers' actions on it); the
 * figures of a month. The figures have a route of their own (linked from the list) rather than a
 * panel on the list: a month of every event's dates is a table as wide as the list's, and a month
 * in the address can be bookmarked and shared (`?month=2026-12`).
 */
export const routes: AppRoute[] = [
  { path: '/admin/events', load: () => import('./pages/EventsListPage'), title: 'Events admin', noindex: true },
  { path: '/admin/events/new', load: () => import('./pages/EventEditPage'), title: 'New event', noindex: true },
  { path: '/admin/events/figures', load: () => import('./pages/FiguresPage'), title: 'Event figures', noindex: true },
  { path: '/admin/events/:slug', load: () => import('./pages/EventEditPage'), title: 'Edit event', noindex: true },
  {
    path: '/admin/events/:slug/dates/:date',
    load: () => import('./pages/EventDatePage'),
    title: 'Event date',
    noindex: true,
    // No shell parents: events are data the build never sees (a draft made this morning), so the
    // servers answer a first load here with the not-found page, which the browser renders as this
    // route all the same (web/src/main.tsx: a not-found page on a path a route matches is rendered
    // from scratch). Listing the built catalogue's events would cost the edge function bytes and
    // still miss every event created since.
    shellParents: () => [],
  },
];
