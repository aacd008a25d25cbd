import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/events',
    load: () => import('./pages/EventsPage'),
    title: 'Events',
    description: 'Coffee meetups, walks, food nights and accountability circles in Tokyo, Osaka, Fukuoka and Honolulu. Find a table and reserve your place.',
    prerender: true,
  },
  {
    path: '/events/city/:city',
    load: () => import('./pages/CityEventsPage'),
    title: 'Events by city',
    prerender: async () => (await import('@/content/cities')).CITY_SLUGS.map((c) => `/events/city/${c}`),
  },
  {
    path: '/events/:slug',
    load: () => import('./pages/EventDetailPage'),
    title: 'Event',
    // Every published listing's page; the catalogue is imported only when the prerender asks.
    prerender: async () => (await import('@/content/events/index')).events.map((e) => `/events/${e.slug}`),
    catalogue: true,
  },
];
