/** Routes owned by the app shell: the admin sign-in and the admin home. */
import type { AppRoute } from '../lib/route-types';

export const shellRoutes: AppRoute[] = [
  { path: '/admin/login', load: () => import('./admin/AdminLoginPage'), title: 'Admin sign-in', noindex: true },
  { path: '/admin', load: () => import('./admin/AdminHomePage'), title: 'Admin', noindex: true },
];
