/**
 * POST /api/admin-analytics (admin only: the authorizer runs first, and the action checks the
 * admin from its context): get_summary {days}, the organiser's view of the analytics counters.
 */
import { httpHandler, serve } from '../lib/http';
import { adminActions } from '../lib/admin-context';
import { ports } from '../lib/runtime';
import { adminAnalyticsActions } from '../../api/admin-analytics';
import { summary } from '../analytics/summary';

const actionsHandler = serve(
  adminAnalyticsActions,
  adminActions(adminAnalyticsActions, {
    async get_summary(req) {
      const d = req.input();
      return summary(await ports(), d.days);
    },
  }),
);

export const handler = httpHandler(actionsHandler);
