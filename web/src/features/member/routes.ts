import type { AppRoute } from '../../lib/route-types';

/** The member area: sign-in by email link and the accountability dashboard. */
export const routes: AppRoute[] = [
  {
    path: '/member-login',
    load: () => import('./pages/MemberLoginPage'),
    title: 'Member Login',
    description: 'Sign in to your Fika Community member dashboard with a one-time email link.',
    memberArea: true,
    noindex: true,
  },
  {
    path: '/member-dashboard',
    load: () => import('./pages/MemberDashboardPage'),
    title: 'Member Dashboard',
    description: 'Weekly accountability check-ins, goals, streaks and encouragement.',
    memberArea: true,
    noindex: true,
  },
];
