import type { AppRoute } from '../../lib/route-types';

/** The weekly digest's one-click RSVP page (its link carries a signed token; nothing happens until the button). */
export const routes: AppRoute[] = [{ path: '/rsvp', load: () => import('./pages/RsvpPage'), title: 'Reserve your place', noindex: true }];
