/** POST /api/subscription-management: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const subscriptionActions = actions({});
