import type { AppRoute } from '../../lib/route-types';

/** The signup feature is a form used inside other pages (home hero, event pages); it has no page of its own. */
export const routes: AppRoute[] = [];
