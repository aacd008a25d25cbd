/** POST /api/member-dashboard: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const memberActions = actions({});
