import type { AppRoute } from '../../app/route-types';

/** The events console (under the admin layout and its guard): every event, and one event's form, preview and audit log. */
export const routes: AppRoute[] = [
  { path: '/admin/events', load: () => import('./pages/EventsListPage'), title: 'Events admin', noindex: true },
  { path: '/admin/events/new', load: () => import('./pages/EventEditPage'), title: 'New event', noindex: true },
  { path: '/admin/events/:slug', load: () => import('./pages/EventEditPage'), title: 'Edit event', noindex: true },
];
