/** POST /api/reservations: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const reservationsActions = actions({});
