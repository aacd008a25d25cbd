/**
 * POST /api/curated-fika: the participant side of Curated Fika (api/curated.ts lists the actions).
 *   submit_application                          the /curated-fika-signup form
 *   send_session_access_code {email, context?}  6-digit code by email (My Sessions, member portal)
 *   get_sessions_by_email_with_code {email, code} → participations + a 2 h sign-in token
 *   get_my_sessions, get_member_portal, extend_session, sign_out   (Authorization: Bearer <sign-in token>)
 *   cancel_participant_attendance               {participantId, cancellationReason} with the sign-in token,
 *                                               or {sessionId, participantId, token} from the emailed link
 *   get_link_details {sessionId, participantId, token, purpose}   what an emailed link is about
 *   confirm_attendance, submit_feedback         from the emailed links
 *   start_payment {sessionId, participantId, token}   the pay link: a Stripe Checkout for the price per person
 * Here a "session" is a curated meetup; the participant's sign-in and the Stripe checkout have their own names.
 */
import { header, httpHandler, reply, serve, validate, type ActionContext } from '../lib/http';
import { BadRequest } from '../lib/errors';
import { ports } from '../lib/runtime';
import { deleteSession as endSignIn } from '../lib/auth/tokens';
import { cancelMine, curatedActions, curatedFormData, curatedLink } from '../../api/curated';
import { submitApplication } from './applications';
import { extendSignIn, memberPortal, mySessions, ownParticipation, sendAccessCode, signedInEmail, verifyAccessCode } from './access';
import { cancelAttendance, confirmAttendance } from './participants';
import { hasFeedback, submitFeedback } from './feedback';
import { checkLink } from './links';
import { type LinkPurpose } from '../../domain/curated/rules';
import { getParticipant, getSession, loadSessionPartition, participationView } from './model';
import { MESSAGES } from '../../domain/curated/rules';
import { sessionCurrency } from '../../domain/curated/revenue';
import { startPayment } from './payments';
import * as mailLanguage from '../lib/mail/language';
import { requestLanguage } from '../lib/i18n/lang';

/** The sign-in token: Authorization: Bearer …, or data.sessionToken. */
function accessToken(ctx: ActionContext, data: unknown): string | undefined {
  const h = /^Bearer\s+(.+)$/i.exec(header(ctx.event, 'authorization') ?? '')?.[1];
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>).sessionToken : undefined;
  return h ?? (typeof d === 'string' ? d : undefined);
}

/** Throws 403 unless the emailed link's signature covers this purpose, curated session and participant. */
async function checkedLink(link: { sessionId: string; participantId: string; token: string }, purpose: LinkPurpose) {
  const p = await ports();
  checkLink(p, purpose, link.sessionId, link.participantId, link.token);
  return p;
}

export const handler = httpHandler(
  serve(curatedActions, {
    async submit_application(req) {
      const input = req.input();
      const p = await ports();
      const app = await submitApplication(p, input, req.ctx.address, requestLanguage(req.ctx.event));
      return reply(
        { applicationId: app.id, application_status: app.application_status, is_premium_member: app.is_premium_member },
        { message: app.is_premium_member ? 'Application received. We will be in touch soon.' : `Application received. ${MESSAGES.premiumRequired}` },
      );
    },

    async send_session_access_code(req) {
      const d = req.input();
      const p = await ports();
      // A code request proves nothing: its language is used for this mail only, never stored.
      return sendAccessCode(p, d.email.trim().toLowerCase(), req.ctx.address, d.context ?? 'my-sessions', requestLanguage(req.ctx.event));
    },

    async get_sessions_by_email_with_code(req) {
      const d = req.input();
      const p = await ports();
      const r = await verifyAccessCode(p, d.email.trim().toLowerCase(), d.code, req.ctx.address);
      // A right code proves the address: its page's language is the applicant's (a dashboard choice stays).
      await mailLanguage.prove(p, r.signIn.email, requestLanguage(req.ctx.event));
      // The sign-in travels as `session` on the wire.
      return reply(r.participations, { session: r.signIn, application: r.application });
    },

    async get_my_sessions(req) {
      const r = await mySessions(await ports(), accessToken(req.ctx, req.data));
      return reply(r.participations, { application: r.application });
    },

    async get_member_portal(req) {
      return memberPortal(await ports(), accessToken(req.ctx, req.data));
    },

    async extend_session(req) {
      return extendSignIn(await ports(), accessToken(req.ctx, req.data));
    },

    async sign_out(req) {
      const token = accessToken(req.ctx, req.data);
      if (token) await endSignIn(await ports(), token);
      return { signedOut: true };
    },

    async cancel_participant_attendance(req) {
      const d = validate(curatedFormData, req.data);
      const p = await ports();
      // From the cancel page: the emailed link's curated session, participant and signature.
      if (d.sessionId !== undefined || d.token !== undefined) {
        if (!d.sessionId || !d.participantId || !d.token) throw new BadRequest(MESSAGES.invalidCancelLink);
        const l = validate(curatedLink, d);
        await checkedLink(l, 'cancel');
        const r = await cancelAttendance(p, { participantId: l.participantId, reason: 'Cancelled via the emailed cancellation link', by: 'participant' });
        return { participantId: r.participant.id, participation_status: 'cancelled' as const, alreadyCancelled: r.alreadyCancelled };
      }
      // From My Sessions: the participation id, the fixed reason, and the verified sign-in.
      const m = validate(cancelMine, d);
      const owner = await signedInEmail(p, accessToken(req.ctx, req.data));
      const pt = await getParticipant(p, m.participantId);
      ownParticipation(owner, pt.email);
      const r = await cancelAttendance(p, { participantId: pt.id, reason: m.cancellationReason?.trim() || MESSAGES.userCancelReason, by: 'participant' });
      return { participantId: r.participant.id, participation_status: 'cancelled' as const, alreadyCancelled: r.alreadyCancelled };
    },

    async get_link_details(req) {
      const d = req.input();
      const p = await checkedLink(d, d.purpose);
      const pt = await getParticipant(p, d.participantId);
      const { session, participants } = await loadSessionPartition(p, pt.session_id);
      return {
        participation: participationView(pt, session, participants),
        firstName: pt.first_name,
        feedbackSubmitted: d.purpose === 'feedback' ? await hasFeedback(p, session.id, pt.application_id) : undefined,
        expectedAttendees: participants.filter((x) => !['cancelled', 'invited'].includes(x.participation_status)).length,
        payment: { price_per_person: session.price_per_person, currency: sessionCurrency(session), payment_status: pt.payment_status, payment_amount: pt.payment_amount },
      };
    },

    async confirm_attendance(req) {
      const l = req.input();
      const p = await checkedLink(l, 'confirm');
      const r = await confirmAttendance(p, l.participantId);
      const { participants } = await loadSessionPartition(p, r.session.id);
      return { participation: participationView(r.participant, await getSession(p, r.session.id), participants), alreadyConfirmed: r.alreadyConfirmed };
    },

    async start_payment(req) {
      const l = req.input();
      return startPayment(await checkedLink(l, 'pay'), l.participantId);
    },

    async submit_feedback(req) {
      const d = req.input();
      const p = await checkedLink(d, 'feedback');
      const fb = await submitFeedback(p, d.participantId, d);
      return { id: fb.id, submitted_at: fb.submitted_at };
    },
  }),
);
