import type { AppRoute } from '../../lib/route-types';

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
  // One date: the event in the path and the date in the query (paths.ts datePagePath), so the route
  // has one `:param` and a first load of any event's date gets the app shell.
  { path: '/admin/event-dates/:slug', load: () => import('./pages/EventDatePage'), title: 'Event date', noindex: true },
];
