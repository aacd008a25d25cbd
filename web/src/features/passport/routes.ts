import type { AppRoute } from '../../lib/route-types';

/**
 * The live passport renders inside /member-passport (features/info owns that page). This feature's
 * own pages are the host screen with the check-in codes and the event hosts (who may open an
 * event's door kit), behind the admin layout.
 */
export const routes: AppRoute[] = [
  { path: '/admin/checkin-codes', load: () => import('./pages/CheckinCodesPage'), title: 'Check-in codes', noindex: true },
  { path: '/admin/hosts', load: () => import('./pages/HostsPage'), title: 'Event hosts', noindex: true },
];
