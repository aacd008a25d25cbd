/**
 * POST /api/reservations: get_availability {slugs}, get_reservation {token}, cancel_reservation
 * {token, acknowledgeLate}, and the series: join_series {email, eventSlug, answers} (taken at once
 * with the member session of that email, otherwise confirmed by an emailed link: confirm_series {token}), get_series
 * {token}, cancel_series {token}. Cancelling a series place is releasing it: the series' pause rule
 * is applied after the cancellation (series.ts).
 */
import { header, httpHandler, serve } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import * as mailLanguage from '../lib/mail/language';
import { answerLanguage, requestLanguage } from '../lib/i18n/lang';
import { reservationsActions } from '../../api/reservations';
import { cancelByToken, findByToken, getAvailability, reservationView } from './service';
import { afterRelease, cancelSeries, confirmSeries, findSeriesByToken, joinSeries, requestSeries, seriesView } from './series';
import { provesEmail } from '../billing/proof';

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
      return reservationView(p, reservation, event, answerLanguage(req.ctx.event));
    },
    async cancel_reservation(req) {
      const { token, acknowledgeLate } = req.input();
      const p = await ports();
      const view = await cancelByToken(p, token, acknowledgeLate ?? false, answerLanguage(req.ctx.event));
      const { reservation } = await findByToken(p, token);
      const seriesPaused = reservation.series ? await afterRelease(p, reservation.eventSlug, reservation.occurrence, reservation.email) : false;
      return { ...view, ...(reservation.series ? { seriesPaused } : {}) };
    },
    async join_series(req) {
      const { email, eventSlug, answers } = req.input();
      const p = await ports();
      await hit(p, limits.signupPerIp, req.ctx.address);
      await mailLanguage.remember(p, email, requestLanguage(req.ctx.event));
      // Signed in with this email: every date at once. Anyone else: the owner confirms by the emailed link.
      if (await provesEmail(p, email, { authorization: header(req.ctx.event, 'authorization') })) return joinSeries(p, { email, eventSlug, answers });
      return requestSeries(p, { email, eventSlug, answers }, req.ctx.ip);
    },
    async confirm_series(req) {
      const { token } = req.input();
      return confirmSeries(await ports(), token);
    },
    async get_series(req) {
      const { token } = req.input();
      const p = await ports();
      const { series, event } = await findSeriesByToken(p, token);
      return seriesView(p, series, event);
    },
    async cancel_series(req) {
      const { token } = req.input();
      return cancelSeries(await ports(), token);
    },
  }),
);
