import type { AppRoute } from '../../lib/route-types';

/** `/checkin`: members record attendance at an event with its check-in code (one passport stamp). */
export const routes: AppRoute[] = [
  {
    path: '/checkin',
    load: () => import('./pages/CheckinPage'),
    title: 'Event Check-in',
    description: 'Check in at a Fika Community event with the code your host shows, and collect your passport stamp.',
    memberArea: true,
    noindex: true,
  },
];
