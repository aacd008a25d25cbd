/**
 * POST /api/member-dashboard (api/member.ts): request_access, validate_token, get_dashboard_data,
 * submit_checkin, get_checkin_history, set_goal, get_language and set_language (the language of their emails),
 * get_digest_cities and set_digest_cities (the cities of their weekly digest email),
 * get_calendar_feed and revoke_calendar_feed (their personal calendar feed), their bookings (get_my_bookings,
 * get_my_reservations, get_my_payments, get_my_reservation: functions/member/bookings.ts), their subscription
 * changed without an emailed link (cancel_my_subscription, resume_my_subscription), logout, and the member's own data:
 * export_my_data and delete_my_account (functions/privacy). Every action but the first two needs the
 * member's sign-in session token, as `data.token` (the original client's shape) or an `Authorization: Bearer` header.
 */
import { header, httpHandler, serve, type ActionContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { deleteSession, readSession } from '../lib/auth/tokens';
import { memberActions } from '../../api/member';
import * as signups from '../lib/mail/signups';
import { Conflict } from '../lib/errors';

const NOT_ON_LIST = "You're not on our newsletter list, so there is no weekly email to choose cities for. Join the list on the home page first.";
import { ACCESS_MESSAGES } from '../../domain/member/rules';
import { MEMBER_SESSION_KIND, requestAccess, requireMember, validateToken } from './access';
import { getCheckinHistory, getDashboardData, setGoal, submitCheckin } from './dashboard';
import * as mailLanguage from '../lib/mail/language';
import { answerLanguage, requestLanguage } from '../lib/i18n/lang';
import { closeAccount, exportMyData } from '../privacy/account';
import { feedOf, revokeFeed } from '../calendar/personal';
import { myBookings, myReceipts, myReservationOf, myReservations } from './bookings';
import { changeAsOwner } from '../billing/cancel';

function tokenOf(data: unknown, ctx: ActionContext): unknown {
  const fromBody = data && typeof data === 'object' ? (data as Record<string, unknown>).token : undefined;
  return fromBody ?? /^Bearer\s+(.+)$/i.exec(header(ctx.event, 'authorization') ?? '')?.[1];
}

/** The signed-in member a call is for (401 without a valid sign-in session). */
async function member(req: { data: unknown; ctx: ActionContext }) {
  const p = await ports();
  return { p, ...(await requireMember(p, tokenOf(req.data, req.ctx))) };
}

export const handler = httpHandler(
  serve(memberActions, {
    async request_access(req) {
      const { email, redirect } = req.input();
      const p = await ports();
      // A link request proves nothing: its language is used for this mail only, never stored.
      await requestAccess(p, email, req.ctx.address, redirect, requestLanguage(req.ctx.event));
      return { message: ACCESS_MESSAGES.sent };
    },
    async validate_token(req) {
      const p = await ports();
      const session = await validateToken(p, tokenOf(req.data, req.ctx));
      // A used link proves the address: its page's language is the member's (a dashboard choice stays).
      await mailLanguage.prove(p, session.email, requestLanguage(req.ctx.event));
      return session;
    },
    async get_dashboard_data(req) {
      const { p, email } = await member(req);
      return getDashboardData(p, email);
    },
    async submit_checkin(req) {
      const { p, email } = await member(req);
      const { checkinData } = req.input();
      return submitCheckin(p, email, checkinData ?? {});
    },
    async get_checkin_history(req) {
      const { p, email } = await member(req);
      const { limit } = req.input();
      return getCheckinHistory(p, email, limit);
    },
    async logout(req) {
      // Ends the member's sign-in session on the server too; answers the same whether or not it existed.
      const p = await ports();
      const token = tokenOf(req.data, req.ctx);
      if ((await readSession(p, token, MEMBER_SESSION_KIND)).status !== 'invalid') await deleteSession(p, token);
      return { loggedOut: true };
    },
    async export_my_data(req) {
      const { p, email } = await member(req);
      return exportMyData(p, email);
    },
    async delete_my_account(req) {
      const { p, email } = await member(req);
      const { confirm_email } = req.input();
      return closeAccount(p, email, confirm_email);
    },
    async set_goal(req) {
      const { p, email } = await member(req);
      const { goal } = req.input();
      return setGoal(p, email, goal ?? {});
    },
    async get_language(req) {
      const { p, email } = await member(req);
      const stored = await mailLanguage.get(p, email);
      return { language: stored?.language ?? 'en', chosen: stored?.chosen ?? false };
    },
    async get_calendar_feed(req) {
      const { p, email } = await member(req);
      return feedOf(p, email);
    },
    async revoke_calendar_feed(req) {
      const { p, email } = await member(req);
      return { revoked: await revokeFeed(p, email) };
    },
    async get_digest_cities(req) {
      const { p, email } = await member(req);
      const signup = await signups.get(p, email);
      return signup?.status === 'active' ? { subscribed: true, cities: signups.citiesOf(signup) } : { subscribed: false, cities: [] };
    },
    async set_digest_cities(req) {
      const { p, email } = await member(req);
      const { cities } = req.input();
      const now = await signups.updateCities(p, email, () => cities);
      if (!now) throw new Conflict(NOT_ON_LIST);
      return { subscribed: true, cities: now };
    },
    async get_my_bookings(req) {
      const { p, email } = await member(req);
      return myBookings(p, email, answerLanguage(req.ctx.event));
    },
    async get_my_reservations(req) {
      const { p, email } = await member(req);
      const { when, cursor } = req.input();
      return myReservations(p, email, when, answerLanguage(req.ctx.event), cursor);
    },
    async get_my_payments(req) {
      const { p, email } = await member(req);
      const { cursor } = req.input();
      return myReceipts(p, email, answerLanguage(req.ctx.event), cursor);
    },
    async get_my_reservation(req) {
      const { p, email } = await member(req);
      const { eventSlug, occurrence } = req.input();
      return myReservationOf(p, email, eventSlug, occurrence, answerLanguage(req.ctx.event));
    },
    async cancel_my_subscription(req) {
      // The member's session proves the address: the change is made at once, for that address only.
      const { p, email } = await member(req);
      return changeAsOwner(p, 'cancel', email);
    },
    async resume_my_subscription(req) {
      const { p, email } = await member(req);
      return changeAsOwner(p, 'resume', email);
    },
    async set_language(req) {
      const { p, email } = await member(req);
      const { language } = req.input();
      const item = await mailLanguage.choose(p, email, language);
      return { language: item.language, chosen: item.chosen };
    },
  }),
);
