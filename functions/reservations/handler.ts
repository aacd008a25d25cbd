/** POST /api/reservations: get_availability {slugs}, get_reservation {token}, cancel_reservation {token, acknowledgeLate}. */
import * as z from '../lib/zod';
import { actionHandler, httpHandler, ok, validate } from '../lib/http';
import { ports } from '../lib/runtime';
import { INVALID_LINK, cancelByToken, findByToken, getAvailability, reservationView } from './service';

const tokenSchema = z.object({ token: z.string({ error: INVALID_LINK }).check(z.minLength(1, INVALID_LINK), z.maxLength(1000, INVALID_LINK)) });

export const handler = httpHandler(
  actionHandler({
    async get_availability(data) {
      const { slugs } = validate(z.object({ slugs: z.array(z.string().check(z.maxLength(120)), { error: 'slugs must be a list of event slugs' }).check(z.maxLength(50, 'At most 50 events at a time')) }), data);
      return ok(await getAvailability(await ports(), slugs));
    },
    async get_reservation(data) {
      const { token } = validate(tokenSchema, data);
      const p = await ports();
      const { reservation, event } = await findByToken(p, token);
      return ok(await reservationView(p, reservation, event));
    },
    async cancel_reservation(data) {
      const { token, acknowledgeLate } = validate(z.extend(tokenSchema, { acknowledgeLate: z.optional(z.boolean()) }), data);
      return ok(await cancelByToken(await ports(), token, acknowledgeLate ?? false));
    },
  }),
);
