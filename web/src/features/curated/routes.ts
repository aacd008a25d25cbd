import type { AppRoute } from '../../lib/route-types';

/** Curated Fika: the application, the participant pages and the admin dashboard (under the admin layout). */
export const routes: AppRoute[] = [
  { path: '/curated-fika-signup', load: () => import('./pages/SignupPage'), title: 'Apply for Curated Fika', prerender: true },
  { path: '/curated-fika/my-sessions', load: () => import('./pages/MySessionsPage'), title: 'My Curated Fika Sessions', prerender: true, noindex: true },
  { path: '/curated-fika/member-portal', load: () => import('./pages/MemberPortalPage'), title: 'Curated Fika member portal', prerender: true, noindex: true },
  { path: '/curated-fika/cancel', load: () => import('./pages/CancelPage'), title: 'Cancel attendance', noindex: true },
  { path: '/curated-fika/confirm', load: () => import('./pages/ConfirmPage'), title: 'Confirm your curated fika', noindex: true },
  { path: '/curated-fika/pay', load: () => import('./pages/PayPage'), title: 'Pay for your curated fika', noindex: true },
  { path: '/curated-fika/feedback', load: () => import('./pages/FeedbackPage'), title: 'Session feedback', noindex: true },
  { path: '/admin/curated-fika', load: () => import('./admin/CuratedAdminPage'), title: 'Curated Fika admin', noindex: true },
];
