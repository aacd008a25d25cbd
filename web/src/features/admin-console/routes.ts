import type { AppRoute } from '../../lib/route-types';

/** The admin console (under the admin layout and its guard): newsletter, email blocking, founding members, goal accountability, subscriptions, analytics. */
export const routes: AppRoute[] = [
  { path: '/admin/newsletter', load: () => import('./pages/NewsletterPage'), title: 'Newsletter admin', noindex: true },
  { path: '/admin/email-blocking', load: () => import('./pages/EmailBlockingPage'), title: 'Email blocking', noindex: true },
  { path: '/admin/founding-members', load: () => import('./pages/FoundingMembersPage'), title: 'Founding members', noindex: true },
  { path: '/admin/goal-accountability', load: () => import('./pages/GoalAccountabilityPage'), title: 'Goal accountability admin', noindex: true },
  { path: '/admin/subscriptions', load: () => import('./pages/SubscriptionsPage'), title: 'Subscriptions admin', noindex: true },
  { path: '/admin/errors', load: () => import('./pages/ErrorsPage'), title: 'Error reports', noindex: true },
  { path: '/admin/analytics', load: () => import('./pages/AnalyticsPage'), title: 'Analytics', noindex: true },
];
