import type { AppRoute } from '../../lib/route-types';

/**
 * `/host/:event/:date`: the door kit of one occurrence, for its hosts and the admins (rendered in
 * the browser; installable, and it keeps working offline). The servers answer the app shell for
 * `/host/<slug>/<anything>` of every event in the catalogue.
 */
export const routes: AppRoute[] = [
  { path: '/host', load: () => import('./pages/DoorStartPage'), title: 'Door kit', description: "The host's door kit.", noindex: true },
  {
    path: '/host/:event/:date',
    load: () => import('./pages/DoorPage'),
    title: 'Door kit',
    description: "The host's door kit: the attendee list, QR code scanning and check-ins that work offline.",
    noindex: true,
    shellParents: async () => (await import('@/content/events/index')).events.map((e) => `/host/${e.slug}`),
    catalogue: true,
  },
];
