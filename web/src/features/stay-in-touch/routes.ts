import type { AppRoute } from '../../lib/route-types';

/** An attendee's stay-in-touch page after a date (its link, in the invitation email, carries a signed token). */
export const routes: AppRoute[] = [{ path: '/stay-in-touch/:token', load: () => import('./pages/StayInTouchPage'), title: 'Stay in touch', noindex: true }];
