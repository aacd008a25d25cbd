/**
 * POST /api/rsvp: the weekly digest's one-click RSVP (functions/rsvp/rsvp.ts): get_rsvp {token}
 * reads what the link offers; reserve_rsvp {token} registers through the normal registration path.
 */
import { httpHandler, reply, serve } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { answerLanguage } from '../lib/i18n/lang';
import { rsvpActions } from '../../api/rsvp';
import { reserveByRsvp, rsvpView } from './rsvp';

export const handler = httpHandler(
  serve(rsvpActions, {
    async get_rsvp(req) {
      const { token } = req.input();
      return rsvpView(await ports(), token, answerLanguage(req.ctx.event));
    },
    async reserve_rsvp(req) {
      const { token } = req.input();
      const p = await ports();
      await hit(p, limits.signupPerIp, req.ctx.address);
      const answer = await reserveByRsvp(p, token);
      return reply(answer.data, answer.extra, answer.status);
    },
  }),
);
