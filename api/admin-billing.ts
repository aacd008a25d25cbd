/** POST /api/admin-subscription-queries: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const adminBillingActions = actions({});
