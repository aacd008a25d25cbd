import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/contact', load: () => import('./components/ContactPage'), title: 'Contact us', prerender: true }];
