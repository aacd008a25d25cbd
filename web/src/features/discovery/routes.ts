import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/submit-discovery', load: () => import('./components/SubmitDiscoveryPage'), title: 'Suggest a place or experience', prerender: true },
];
