/**
 * POST /api/curated-fika: the participant side of Curated Fika.
 *   submit_application                          the /curated-fika-signup form
 *   send_session_access_code {email, context?}  6-digit code by email (My Sessions, member portal)
 *   get_sessions_by_email_with_code {email, code} → participations + a 2 h session token
 *   get_my_sessions, get_member_portal, extend_session, sign_out   (Authorization: Bearer <session token>)
 *   cancel_participant_attendance               {participantId, cancellationReason} with the session token,
 *                                               or {sessionId, participantId, token} from the emailed link
 *   get_link_details {sessionId, participantId, token, purpose}   what an emailed link is about
 *   confirm_attendance, submit_feedback         from the emailed links
 *   start_payment {sessionId, participantId, token}   the pay link: a Stripe Checkout for the price per person
 */
import * as z from '../lib/zod';
import { actionHandler, header, httpHandler, ok, validate, type ActionContext } from '../lib/http';
import { BadRequest } from '../lib/errors';
import { ports } from '../lib/runtime';
import { deleteSession as endSession } from '../lib/auth/tokens';
import { emailField } from '../lib/email-field';
import { submitApplication } from './applications';
import { extendSession, memberPortal, mySessions, ownParticipation, sendAccessCode, sessionEmail, verifyAccessCode } from './access';
import { cancelAttendance, confirmAttendance } from './participants';
import { hasFeedback, submitFeedback } from './feedback';
import { checkLink, type LinkPurpose } from './links';
import { getParticipant, getSession, loadSessionPartition, participationView } from './model';
import { MESSAGES } from './rules';
import { sessionCurrency } from './revenue';
import { startPayment } from './payments';

const email = emailField('Email is required');
const obj = z.record(z.string(), z.unknown(), { error: 'Request data must be an object' });
/** A link's ids and token are far shorter than this; a longer one is not a link we sent. */
const LINK_PART_MAX = 200;
const linkPart = z.string({ error: MESSAGES.invalidLink }).check(z.minLength(1, MESSAGES.invalidLink), z.maxLength(LINK_PART_MAX, MESSAGES.invalidLink));
const linkSchema = z.object({ sessionId: linkPart, participantId: linkPart, token: linkPart });

/** The curated session token: Authorization: Bearer …, or data.sessionToken. */
function bearer(ctx: ActionContext, data: unknown): string | undefined {
  const h = /^Bearer\s+(.+)$/i.exec(header(ctx.event, 'authorization') ?? '')?.[1];
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>).sessionToken : undefined;
  return h ?? (typeof d === 'string' ? d : undefined);
}

/** Validates an emailed link (its signature covers purpose, session and participant). */
async function withLink(data: unknown, purpose: LinkPurpose) {
  const p = await ports();
  const l = validate(linkSchema, data);
  checkLink(p, purpose, l.sessionId, l.participantId, l.token);
  return { p, link: l };
}

export const handler = httpHandler(
  actionHandler({
    async submit_application(data, ctx) {
      const app = await submitApplication(await ports(), validate(obj, data), ctx.ip);
      return ok(
        { applicationId: app.id, application_status: app.application_status, is_premium_member: app.is_premium_member },
        { message: app.is_premium_member ? 'Application received. We will be in touch soon.' : `Application received. ${MESSAGES.premiumRequired}` },
        201,
      );
    },

    async send_session_access_code(data, ctx) {
      const d = validate(z.object({ email, context: z.optional(z.enum(['my-sessions', 'member-portal'])) }), data);
      return ok(await sendAccessCode(await ports(), d.email.trim().toLowerCase(), ctx.ip, d.context ?? 'my-sessions'));
    },

    async get_sessions_by_email_with_code(data) {
      const d = validate(z.object({ email, code: z.string({ error: MESSAGES.invalidCode }).check(z.maxLength(20, MESSAGES.invalidCode)) }), data);
      const r = await verifyAccessCode(await ports(), d.email.trim().toLowerCase(), d.code);
      return ok(r.participations, { session: r.session, application: r.application });
    },

    async get_my_sessions(data, ctx) {
      const r = await mySessions(await ports(), bearer(ctx, data));
      return ok(r.participations, { application: r.application });
    },

    async get_member_portal(data, ctx) {
      return ok(await memberPortal(await ports(), bearer(ctx, data)));
    },

    async extend_session(data, ctx) {
      return ok(await extendSession(await ports(), bearer(ctx, data)));
    },

    async sign_out(data, ctx) {
      const token = bearer(ctx, data);
      if (token) await endSession(await ports(), token);
      return ok({ signedOut: true });
    },

    async cancel_participant_attendance(data, ctx) {
      const d = validate(obj, data);
      const p = await ports();
      // From the cancel page: the emailed link's session, participant and signature.
      if (d.sessionId !== undefined || d.token !== undefined) {
        if (!d.sessionId || !d.participantId || !d.token) throw new BadRequest(MESSAGES.invalidCancelLink);
        const { link: l } = await withLink(d, 'cancel');
        const r = await cancelAttendance(p, { participantId: l.participantId, reason: 'Cancelled via the emailed cancellation link', by: 'participant' });
        return ok({ participantId: r.participant.id, participation_status: 'cancelled', alreadyCancelled: r.alreadyCancelled });
      }
      // From My Sessions: the participation id, the fixed reason, and the verified code session.
      const m = validate(z.object({ participantId: z.string({ error: 'participantId is required' }).check(z.minLength(1), z.maxLength(100, 'participantId must be at most 100 characters')), cancellationReason: z.optional(z.string().check(z.maxLength(500))) }), d);
      const owner = await sessionEmail(p, bearer(ctx, data));
      const pt = await getParticipant(p, m.participantId);
      ownParticipation(owner, pt.email);
      const r = await cancelAttendance(p, { participantId: pt.id, reason: m.cancellationReason?.trim() || MESSAGES.userCancelReason, by: 'participant' });
      return ok({ participantId: r.participant.id, participation_status: 'cancelled', alreadyCancelled: r.alreadyCancelled });
    },

    async get_link_details(data) {
      const purpose = validate(z.object({ purpose: z.enum(['cancel', 'confirm', 'feedback', 'pay'], { error: MESSAGES.invalidLink }) }), data).purpose;
      const { p, link: l } = await withLink(data, purpose);
      const pt = await getParticipant(p, l.participantId);
      const { session, participants } = await loadSessionPartition(p, pt.session_id);
      return ok({
        participation: participationView(pt, session, participants),
        firstName: pt.first_name,
        feedbackSubmitted: purpose === 'feedback' ? await hasFeedback(p, session.id, pt.application_id) : undefined,
        expectedAttendees: participants.filter((x) => !['cancelled', 'invited'].includes(x.participation_status)).length,
        payment: { price_per_person: session.price_per_person, currency: sessionCurrency(session), payment_status: pt.payment_status, payment_amount: pt.payment_amount },
      });
    },

    async confirm_attendance(data) {
      const { p, link: l } = await withLink(data, 'confirm');
      const r = await confirmAttendance(p, l.participantId);
      const { participants } = await loadSessionPartition(p, r.session.id);
      return ok({ participation: participationView(r.participant, await getSession(p, r.session.id), participants), alreadyConfirmed: r.alreadyConfirmed });
    },

    async start_payment(data) {
      const { p, link: l } = await withLink(data, 'pay');
      return ok(await startPayment(p, l.participantId));
    },

    async submit_feedback(data) {
      const { p, link: l } = await withLink(data, 'feedback');
      const fb = await submitFeedback(p, l.participantId, validate(obj, data));
      return ok({ id: fb.id, submitted_at: fb.submitted_at }, {}, 201);
    },
  }),
);
