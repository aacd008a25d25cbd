import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  { path: '/submit-discovery', load: () => import('./components/SubmitDiscoveryPage'), title: 'Suggest a place or experience', prerender: true },
];
