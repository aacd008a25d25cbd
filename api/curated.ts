/** POST /api/curated-fika: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const curatedActions = actions({});
