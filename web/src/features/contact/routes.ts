import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [{ path: '/contact', load: () => import('./components/ContactPage'), title: 'Contact us', prerender: true }];
