import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/subscription', load: () => import('./pages/SubscriptionPage'), title: 'Subscribe' },
  { path: '/subscription/success', load: () => import('./pages/SubscriptionSuccessPage'), title: 'Welcome aboard', noindex: true },
  { path: '/subscription/cancel', load: () => import('./pages/SubscriptionCancelPage'), title: 'Subscription', noindex: true },
];
