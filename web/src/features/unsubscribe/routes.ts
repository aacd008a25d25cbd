import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/unsubscribe', load: () => import('./pages/UnsubscribePage'), title: 'Unsubscribe', noindex: true }];
