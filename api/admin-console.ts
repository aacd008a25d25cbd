/** POST /api/admin-console: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const adminConsoleActions = actions({});
