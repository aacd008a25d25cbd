/**
 * POST /api/send-passport-magic-link (api/passport.ts): the magic link (send, validate), the secure
 * reads (get-passport-data, get-event-history and the RPC-style reads, each with p_email), the
 * /checkin flow (get_checkin_events, record_attendance) and the host screen (get_checkin_codes,
 * admin_record_attendance; admin sign-in session required, checked here because the route is public),
 * the member's check-in QR codes (get_my_checkin_qr) and the door kit (hosts.ts, door.ts: host
 * assignments, host sign-in, get_door_list, sync_checkins, add_walk_in; host or admin session).
 */
import { header, httpHandler, serve, type ActionContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { Unauthorized } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { checkAdmin } from '../admin-auth/admin';
import { passportActions } from '../../api/passport';
import { PASSPORT_MESSAGES } from '../../domain/passport/rules';
import { assertEnabled, requirePassport, sendPassportLink, validatePassportLink } from './access';
import { detailedPassport, leaderboard, passportSummary, refreshPassport, yearlyComparison, features } from './passport';
import { adminRecordAttendance, listAttendances, recordAttendance } from './attendance';
import { checkinCodes, checkinEvents } from './codes';
import { HOST_MESSAGES, assignHost, listHosts, removeHost, requestHostLink, requireDoorAccess, verifyHostLink } from './hosts';
import { addWalkIn, doorList, myCheckinCodes, syncCheckins } from './door';
import * as mailLanguage from '../lib/mail/language';
import { requestLanguage } from '../lib/i18n/lang';

type Req = { data: unknown; ctx: ActionContext };

const obj = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
const bearer = (ctx: ActionContext) => /^Bearer\s+(.+)$/i.exec(header(ctx.event, 'authorization') ?? '')?.[1];

async function enabled(): Promise<Ports> {
  const p = await ports();
  assertEnabled(p);
  return p;
}

/** The member a secure call is about, proven by a passport sign-in session or a member sign-in session. */
async function secure({ data, ctx }: Req): Promise<{ p: Ports; email: string }> {
  const p = await enabled();
  const d = obj(data);
  const email = await requirePassport(p, {
    email: d.p_email ?? d.email,
    passportSession: header(ctx.event, 'x-passport-session') ?? d.sessionToken,
    memberToken: bearer(ctx) ?? d.token,
  });
  return { p, email };
}

async function admin(ctx: ActionContext): Promise<Ports> {
  const p = await enabled();
  if (!(await checkAdmin(p, header(ctx.event, 'authorization')))) throw new Unauthorized('Admin sign-in required');
  return p;
}

async function adminEmail(ctx: ActionContext): Promise<{ p: Ports; email: string }> {
  const p = await enabled();
  const signedIn = await checkAdmin(p, header(ctx.event, 'authorization'));
  if (!signedIn) throw new Unauthorized('Admin sign-in required');
  return { p, email: signedIn.email };
}

/** The door kit of an event: its admin or one of its hosts (hosts.ts). */
async function door(ctx: ActionContext, slug: string) {
  const p = await enabled();
  return { p, user: await requireDoorAccess(p, header(ctx.event, 'authorization'), slug) };
}

const history = async (req: Req & { input(): number | undefined }) => {
  const { p, email } = await secure(req);
  return listAttendances(p, email, req.input() ?? 50);
};

const detailed = async (req: Req) => {
  const { p, email } = await secure(req);
  return detailedPassport(p, email);
};

export const handler = httpHandler(
  serve(passportActions, {
    async send(req) {
      const p = await enabled();
      const { email } = req.input();
      // A link request proves nothing: its language is used for this mail only, never stored.
      await sendPassportLink(p, email, req.ctx.address, requestLanguage(req.ctx.event));
      return { message: PASSPORT_MESSAGES.sent };
    },
    async validate(req) {
      const p = await enabled();
      const session = await validatePassportLink(p, obj(req.data).token);
      await mailLanguage.prove(p, session.email, requestLanguage(req.ctx.event));
      return session;
    },
    'get-passport-data': detailed,
    'get-event-history': history,
    async get_passport_summary(req) {
      const { p, email } = await secure(req);
      return (await passportSummary(p, email)).summary;
    },
    get_detailed_passport_data: detailed,
    get_member_event_history: history,
    async get_member_achievements(req) {
      const { p } = await secure(req);
      // Achievements are switched off (PASSPORT_FEATURES): an honest empty answer, with the switch.
      return { enabled: features(p).achievements, achievements: [] };
    },
    async get_yearly_stats_comparison(req) {
      const { p, email } = await secure(req);
      return yearlyComparison(await listAttendances(p, email), p.clock.now());
    },
    async refresh_member_passport(req) {
      const { p, email } = await secure(req);
      await refreshPassport(p, email);
      return (await passportSummary(p, email)).summary;
    },
    async get_leaderboard(req) {
      const { p } = await secure(req);
      return leaderboard(p);
    },
    async get_checkin_events() {
      return checkinEvents(await enabled());
    },
    async record_attendance(req) {
      const { p, email } = await secure(req);
      return recordAttendance(p, email, req.input());
    },
    async get_checkin_codes(req) {
      return checkinCodes(await admin(req.ctx));
    },
    async admin_record_attendance(req) {
      const p = await admin(req.ctx);
      return adminRecordAttendance(p, req.input());
    },
    async get_my_checkin_qr(req) {
      const { p, email } = await secure(req);
      return myCheckinCodes(p, email);
    },
    async assign_host(req) {
      const { p, email } = await adminEmail(req.ctx);
      return assignHost(p, req.input(), email);
    },
    async remove_host(req) {
      const p = await admin(req.ctx);
      return { removed: await removeHost(p, req.input()) };
    },
    async list_hosts(req) {
      const p = await admin(req.ctx);
      return listHosts(p, req.input().cursor);
    },
    async host_request_link(req) {
      const p = await enabled();
      await requestHostLink(p, req.input(), req.ctx.address);
      return { message: HOST_MESSAGES.linkSent };
    },
    async host_verify(req) {
      return verifyHostLink(await enabled(), req.input().token);
    },
    async get_door_list(req) {
      const input = req.input();
      const { p } = await door(req.ctx, input.eventSlug);
      return doorList(p, input.eventSlug, input.occurrence);
    },
    async sync_checkins(req) {
      const input = req.input();
      const { p, user } = await door(req.ctx, input.eventSlug);
      return syncCheckins(p, user, input);
    },
    async add_walk_in(req) {
      const input = req.input();
      const { p, user } = await door(req.ctx, input.eventSlug);
      return addWalkIn(p, user, input);
    },
  }),
);
