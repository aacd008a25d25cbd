/** POST /api/reservations: get_availability {slugs}, get_reservation {token}, cancel_reservation {token, acknowledgeLate}. */
import { httpHandler, serve } from '../lib/http';
import { ports } from '../lib/runtime';
import { reservationsActions } from '../../api/reservations';
import { cancelByToken, findByToken, getAvailability, reservationView } from './service';

export const handler = httpHandler(
  serve(reservationsActions, {
    async get_availability(req) {
      const { slugs } = req.input();
      return getAvailability(await ports(), slugs);
    },
    async get_reservation(req) {
      const { token } = req.input();
      const p = await ports();
      const { reservation, event } = await findByToken(p, token);
      return reservationView(p, reservation, event);
    },
    async cancel_reservation(req) {
      const { token, acknowledgeLate } = req.input();
      return cancelByToken(await ports(), token, acknowledgeLate ?? false);
    },
  }),
);
