import type { AppRoute } from '../../app/route-types';

const cancelPage = () => import('./pages/CancelReservationPage');

export const routes: AppRoute[] = [
  { path: '/cancel-reservation/:token', load: cancelPage, title: 'Cancel your reservation', noindex: true },
  { path: '/cancel-reservation', load: cancelPage, title: 'Cancel your reservation', noindex: true },
];
