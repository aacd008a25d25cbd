import type { AppRoute } from '../../app/route-types';

/**
 * The live passport renders inside /member-passport (features/info owns that page). This feature's
 * own page is the host screen with the check-in codes, behind the admin layout.
 */
export const routes: AppRoute[] = [{ path: '/admin/checkin-codes', load: () => import('./pages/CheckinCodesPage'), title: 'Check-in codes', noindex: true }];
