/**
 * POST /api/curated-fika: the participant side of Curated Fika (anyone). The applicant signs in
 * with an emailed 6-digit code and gets a short-lived sign-in token (sent as `Authorization:
 * Bearer`, or `data.sessionToken`); emailed links carry a signature over their purpose, curated
 * session and participant.
 */
import * as z from '../domain/zod';
import { emailField } from '../domain/email-field';
import { CURRENCIES } from '../content/cities';
import { APPLICATION_STATUSES, MESSAGES, PARTICIPATION_STATUSES, SESSION_STATUSES } from '../domain/curated/rules';
import { LINK_PURPOSES, type LinkPurpose } from '../domain/curated/rules';
import { action, actions, type SampleFixture } from './contract';

const email = emailField('Email is required');
/** Any JSON object: the application and feedback forms are checked field by field (domain/curated/forms.ts). */
export const curatedFormData = z.record(z.string(), z.unknown(), { error: 'Request data must be an object' });
/** A link's ids and token are far shorter than this; a longer one is not a link we sent. */
const LINK_PART_MAX = 200;
const linkPart = z.string({ error: MESSAGES.invalidLink }).check(z.minLength(1, MESSAGES.invalidLink), z.maxLength(LINK_PART_MAX, MESSAGES.invalidLink));
const linkShape = { sessionId: linkPart, participantId: linkPart, token: linkPart };
/** An emailed link's query: the curated session, the participant and the signature. */
export const curatedLink = z.object(linkShape);
const purpose = z.enum(LINK_PURPOSES, { error: MESSAGES.invalidLink });

/** Cancelling from My Sessions: the participation, the reason, and the sign-in token. */
export const cancelMine = z.object({
  participantId: z.string({ error: 'participantId is required' }).check(z.minLength(1), z.maxLength(100, 'participantId must be at most 100 characters')),
  cancellationReason: z.optional(z.string().check(z.maxLength(500))),
});

/** The sign-in token may also travel in the data instead of the Authorization header. */
const signedIn = z.object({ sessionToken: z.optional(z.string()) });

/** One participation as its owner sees it: the curated session, and the others as first name + last initial. */
export const participation = z.object({
  id: z.string(),
  participation_status: z.enum(PARTICIPATION_STATUSES),
  curated_fika_sessions: z.object({
    id: z.string(),
    session_title: z.string(),
    session_date: z.string(),
    session_status: z.enum(SESSION_STATUSES),
    venue_timezone: z.string(),
    session_duration: z.number(),
    venue_name: z.string(),
    venue_address: z.string(),
    venue_area: z.string(),
  }),
  otherParticipants: z.array(z.object({ firstName: z.string(), lastInitial: z.string() })),
});

/** What an applicant sees of their own application. */
const applicationSummary = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  application_status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
  is_premium_member: z.boolean(),
  city: z.string(),
  country: z.string(),
  career_stage: z.string(),
  interests: z.array(z.string()),
  fika_goals: z.array(z.string()),
  communication_style: z.string(),
  location_preference: z.string(),
  schedule_preference: z.string(),
});

const cancelled = z.object({ participantId: z.string(), participation_status: z.literal('cancelled'), alreadyCancelled: z.boolean() });

// ---------- samples ----------

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A complete application form for a Tokyo applicant. */
export function applicationForm(address: string) {
  return {
    first_name: 'Aiko',
    last_name: 'Tanaka',
    email: address,
    nationality: 'Japanese',
    profession: 'Designer',
    industry: 'Technology',
    career_stage: 'Mid-Career',
    interests: ['technology', 'arts'],
    fika_goals: ['Cultural Exchange'],
    communication_style: 'Deep Conversations',
    location_preference: 'Shibuya & Harajuku',
    schedule_preference: 'Weekend Afternoon',
    additional_info: '',
    age_confirmed: true,
    city: 'Tokyo',
    country: 'Japan',
  };
}

async function apply(fx: SampleFixture, address: string): Promise<string> {
  const r = (await fx.call('curated', 'submit_application', applicationForm(address))) as { data: { applicationId: string } };
  return r.data.applicationId;
}

/** An applicant who asked for a code: the address and the code from their mailbox. */
async function codeFor(fx: SampleFixture): Promise<{ email: string; code: string }> {
  const address = fx.email('curated');
  await apply(fx, address);
  await fx.call('curated', 'send_session_access_code', { email: address });
  const code = /\b(\d{6})\b/.exec(fx.lastMail(address, /verification code/i))?.[1];
  if (!code) throw new Error(`no verification code mailed to ${address}`);
  return { email: address, code };
}

/** A signed-in applicant's token. */
async function signInToken(fx: SampleFixture): Promise<string> {
  const r = await fx.call('curated', 'get_sessions_by_email_with_code', await codeFor(fx));
  return (r.session as { token: string }).token;
}

/**
 * A premium member, approved and invited to an open curated session (two days ahead unless said:
 * a participant may cancel until 24 hours before). The invitation carries the confirm, cancel and
 * pay links. Answers the address and the session's id and end.
 */
async function invited(fx: SampleFixture, startsIn = 2 * DAY_MS): Promise<{ email: string; sessionId: string; endsAt: Date }> {
  const address = fx.email('curated-guest');
  const checkout = (await fx.call('subscription', 'create_checkout_session', { email: address, planCode: 'monthly' })) as { data: { session_id: string } };
  await fx.payCheckout(checkout.data.session_id);
  const applicationId = await apply(fx, address);
  await fx.call('curatedAdmin', 'update_application_status', { applicationId, status: 'approved' });
  const startsAt = new Date(fx.now().getTime() + startsIn);
  const created = (await fx.call('curatedAdmin', 'create_open_session', {
    sessionData: { session_title: 'Contract fika', session_date: startsAt.toISOString(), session_duration: 90, venue_name: 'Fuglen Tokyo', venue_address: '1-16-11 Tomigaya, Shibuya', max_participants: 4 },
  })) as { data: { sessionId: string } };
  const sessionId = created.data.sessionId;
  await fx.call('curatedAdmin', 'add_participant_to_session', { sessionId, applicationId, options: { send_invitation_email: true } });
  return { email: address, sessionId, endsAt: new Date(startsAt.getTime() + 90 * 60_000) };
}

/** The signed link of one purpose last mailed to this address. */
function mailedLink(fx: SampleFixture, address: string, linkPurpose: LinkPurpose) {
  const url = fx.lastLink(address, new RegExp(`/curated-fika/${linkPurpose}\\?`));
  return { sessionId: url.searchParams.get('session') ?? '', participantId: url.searchParams.get('participant') ?? '', token: url.searchParams.get('token') ?? '' };
}

const RATINGS = { overall_satisfaction: 9, venue_rating: 8, group_chemistry: 9, conversation_quality: 10, likelihood_to_recommend: 9, connection_made: true, would_attend_again: true };

export const curatedActions = actions({
  submit_application: action({
    summary: 'The Curated Fika application form; premium membership is looked up on the server.',
    input: curatedFormData,
    output: z.object({ applicationId: z.string(), application_status: z.enum(APPLICATION_STATUSES), is_premium_member: z.boolean() }),
    extra: z.object({ message: z.string() }),
    status: 201,
    sample: (fx) => ({ data: applicationForm(fx.email('curated-apply')) }),
  }),
  send_session_access_code: action({
    summary: 'Emails a 6-digit sign-in code (My Sessions, or the member portal, which answers the same for every address).',
    input: z.object({ email, context: z.optional(z.enum(['my-sessions', 'member-portal'])) }),
    output: z.object({ message: z.string() }),
    sample: async (fx) => {
      const address = fx.email('curated');
      await apply(fx, address);
      return { data: { email: address, context: 'my-sessions' as const } };
    },
  }),
  get_sessions_by_email_with_code: action({
    summary: "Verifies the code: the upcoming participations, the application, and a 2-hour sign-in token.",
    input: z.object({ email, code: z.string({ error: MESSAGES.invalidCode }).check(z.maxLength(20, MESSAGES.invalidCode)) }),
    output: z.array(participation),
    extra: z.object({
      /** The sign-in: its token, the verified address and its expiry (the field keeps its wire name). */
      session: z.object({ token: z.string(), email: z.string(), expiresAt: z.string() }),
      application: z.nullable(applicationSummary),
    }),
    sample: async (fx) => ({ data: await codeFor(fx) }),
  }),
  get_my_sessions: action({
    summary: "My Sessions: the signed-in applicant's upcoming participations, and the application.",
    input: signedIn,
    output: z.array(participation),
    extra: z.object({ application: z.nullable(applicationSummary) }),
    sample: async (fx) => ({ data: {}, token: await signInToken(fx) }),
  }),
  get_member_portal: action({
    summary: "The member portal: the signed-in applicant's application and every participation.",
    input: signedIn,
    output: z.object({ email: z.string(), application: z.nullable(applicationSummary), participations: z.array(participation) }),
    sample: async (fx) => ({ data: {}, token: await signInToken(fx) }),
  }),
  extend_session: action({
    summary: 'Slides the sign-in 2 hours from now (at most 8 hours after the code); answers the new expiry.',
    input: signedIn,
    output: z.object({ expiresAt: z.string() }),
    sample: async (fx) => ({ data: {}, token: await signInToken(fx) }),
  }),
  sign_out: action({
    summary: 'Ends the sign-in (answers the same without one).',
    input: signedIn,
    output: z.object({ signedOut: z.boolean() }),
    sample: async (fx) => ({ data: {}, token: await signInToken(fx) }),
  }),
  cancel_participant_attendance: action({
    summary: 'Cancels a place: from the emailed cancel link, or from My Sessions with the sign-in token.',
    input: z.union([curatedLink, z.object({ ...cancelMine.shape, ...signedIn.shape })]),
    output: cancelled,
    sample: async (fx) => ({ data: mailedLink(fx, (await invited(fx)).email, 'cancel') }),
  }),
  get_link_details: action({
    summary: 'What an emailed link is about: the participation, the first name, the price and payment.',
    // The purpose is checked first: an unknown purpose is an invalid link before its parts are.
    input: z.object({ purpose, ...linkShape }),
    output: z.object({
      participation,
      firstName: z.string(),
      /** Only for a feedback link. */
      feedbackSubmitted: z.optional(z.boolean()),
      expectedAttendees: z.number(),
      payment: z.object({
        price_per_person: z.number(),
        currency: z.enum(CURRENCIES),
        payment_status: z.enum(['paid', 'unpaid', 'refunded']),
        payment_amount: z.nullable(z.number()),
      }),
    }),
    sample: async (fx) => ({ data: { ...mailedLink(fx, (await invited(fx)).email, 'pay'), purpose: 'pay' as const } }),
  }),
  confirm_attendance: action({
    summary: 'Confirms a place from the emailed confirm link (again: answers alreadyConfirmed).',
    input: curatedLink,
    output: z.object({ participation, alreadyConfirmed: z.boolean() }),
    sample: async (fx) => ({ data: mailedLink(fx, (await invited(fx)).email, 'confirm') }),
  }),
  start_payment: action({
    summary: "The pay link: opens a Stripe Checkout for the curated session's price per person.",
    input: curatedLink,
    output: z.object({
      checkout_url: z.string(),
      /** The Stripe Checkout session's id (the field keeps its wire name). */
      session_id: z.string(),
      amount: z.number(),
      currency: z.enum(CURRENCIES),
    }),
    sample: async (fx) => ({ data: mailedLink(fx, (await invited(fx)).email, 'pay') }),
  }),
  submit_feedback: action({
    summary: 'The feedback form from the emailed link, once per participant, after the curated session.',
    // The link's parts, then the form's fields (checked by domain/curated/forms.ts).
    input: z.looseObject(linkShape),
    output: z.object({ id: z.string(), submitted_at: z.string() }),
    status: 201,
    sample: async (fx) => {
      const guest = await invited(fx, 2 * HOUR_MS);
      await fx.call('curated', 'confirm_attendance', mailedLink(fx, guest.email, 'confirm'));
      // The feedback request goes out once the curated session has taken place and is completed
      // (soon enough after now that the admin's sign-in still holds).
      fx.travelTo(new Date(guest.endsAt.getTime() + HOUR_MS));
      await fx.call('curatedAdmin', 'update_session_status', { sessionId: guest.sessionId, status: 'completed' });
      await fx.call('curatedAdmin', 'send_feedback_emails', { sessionId: guest.sessionId });
      return { data: { ...mailedLink(fx, guest.email, 'feedback'), ...RATINGS, what_worked_well: 'Good conversation' } };
    },
  }),
});
