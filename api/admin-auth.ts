/** POST /api/admin-auth: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const adminAuthActions = actions({});
