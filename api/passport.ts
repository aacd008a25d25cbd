/** POST /api/send-passport-magic-link: its actions (filled in as the handler moves to serve()). */
import { actions } from './contract';

export const passportActions = actions({});
