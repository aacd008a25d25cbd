/** POST /api/unsubscribe: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const unsubscribeActions = actions({});
