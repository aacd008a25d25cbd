/** POST /api/curated-fika-admin: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const curatedAdminActions = actions({});
