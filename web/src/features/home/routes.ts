import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/',
    load: () => import('./HomePage'),
    title: 'Fika Community',
    description:
      'Relaxed coffee meetups, nature walks and goal-accountability circles for expats, digital nomads and locals in Tokyo, Osaka, Fukuoka and Honolulu. Find your tribe, anywhere.',
    prerender: true,
  },
];
