import type { AppRoute } from '../../lib/route-types';

const cancelPage = () => import('./pages/CancelReservationPage');
const seriesPage = () => import('./pages/SeriesPage');
const seriesConfirmPage = () => import('./pages/SeriesConfirmPage');

export const routes: AppRoute[] = [
  { path: '/cancel-reservation/:token', load: cancelPage, title: 'Cancel your reservation', noindex: true },
  { path: '/cancel-reservation', load: cancelPage, title: 'Cancel your reservation', noindex: true },
  { path: '/series/:token', load: seriesPage, title: 'Your series', noindex: true },
  { path: '/series/confirm/:token', load: seriesConfirmPage, title: 'Confirm your series', noindex: true },
];
