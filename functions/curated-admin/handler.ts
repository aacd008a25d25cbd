/**
 * POST /api/curated-fika-admin (admin only: the route's authorizer, and adminEmail() again here).
 * Body `{action, data, filters, limit (default 50), offset (default 0)}`. Domain code
 * lives in functions/curated/.
 */
import * as z from '../lib/zod';
import { actionHandler, httpHandler, ok, validate, type ActionContext, type ActionMap, type HttpResult } from '../lib/http';
import { adminEmail } from '../lib/admin-context';
import { BadRequest } from '../lib/errors';
import { EMAIL_MAX } from '../lib/email-address';
import { ports } from '../lib/runtime';
import type { Ports } from '../lib/ports';
import { emailError } from '../curated/forms';
import {
  applicationByEmail,
  applicationDetails,
  applicationsCsv,
  listApplications,
  sendApplicationStatusUpdate,
  updateApplicationStatus,
  type ApplicationFilters,
} from '../curated/applications';
import { applicationsForSession, createSession, deleteSession, listSessions, sessionDetails, updateSessionDetails, updateSessionStatus, withParticipants, type SessionInput } from '../curated/sessions';
import { addParticipant, cancelAttendance, deleteParticipant, updateParticipantStatus } from '../curated/participants';
import { sendFeedbackEmails, sendInvitations, sendNudges, sendReminders } from '../curated/outreach';
import { feedbackStats, listFeedback } from '../curated/feedback';
import { findCompatible, runMatching } from '../curated/matching';
import { addVenue, listVenues } from '../curated/venues';
import { adminStats, analytics } from '../curated/analytics';
import { page, paging } from '../curated/model';
import { API_DEFAULT_LIMIT, V2_DEFAULT_MIN_SCORE } from '../curated/rules';

type Body = Record<string, unknown>;
type AdminAction = (input: { data: unknown; filters: Record<string, unknown>; body: Body; p: Ports; admin: string }) => Promise<HttpResult>;

const obj = z.record(z.string(), z.unknown(), { error: 'data must be an object' });
/** Ids, cities, countries and filter values end up in table keys: bounded well below DynamoDB's 1 KB sort key. */
const ID_MAX = 100;
const PLACE_MAX = 100;
const FILTER_MAX = 200;
const id = (name: string) => z.string({ error: `${name} is required` }).check(z.minLength(1, `${name} is required`), z.maxLength(ID_MAX, `${name} must be at most ${ID_MAX} characters`));
const ids = (error?: string) => z.array(z.string().check(z.maxLength(ID_MAX, `Application ids must be at most ${ID_MAX} characters`)), error ? { error } : undefined);
const place = (label: string) => z.optional(z.string().check(z.maxLength(PLACE_MAX, `${label} must be at most ${PLACE_MAX} characters`)));
const str = (v: unknown) => {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  if (v.length > FILTER_MAX) throw new BadRequest(`Filter values must be at most ${FILTER_MAX} characters`);
  return v.trim();
};

function filtersOf(body: Body, data: unknown): Record<string, unknown> {
  const f = body.filters ?? (data && typeof data === 'object' ? (data as Body).filters : undefined);
  return f && typeof f === 'object' ? (f as Record<string, unknown>) : {};
}

/** Every action: the admin is read from the authorizer context first (403 without it). */
function admin(actions: Record<string, AdminAction>): ActionMap {
  return Object.fromEntries(
    Object.entries(actions).map(([name, fn]) => [
      name,
      async (data: unknown, ctx: ActionContext, body: Body) => {
        const who = adminEmail(ctx.event);
        return fn({ data: data === body ? {} : (data ?? {}), filters: filtersOf(body, data), body, p: await ports(), admin: who });
      },
    ]),
  );
}

function applicationFilters(f: Record<string, unknown>): ApplicationFilters {
  return {
    status: str(f.status),
    goal_category: str(f.goal_category),
    email: str(f.email),
    date_from: str(f.date_from),
    date_to: str(f.date_to),
    location_preference: str(f.location_preference),
    career_stage: str(f.career_stage),
    city: str(f.city),
    country: str(f.country),
    is_premium_member: typeof f.is_premium_member === 'boolean' ? f.is_premium_member : undefined,
  };
}

export const handler = httpHandler(
  actionHandler(
    admin({
      async get_admin_stats({ p }) {
        return ok(await adminStats(p));
      },
      async get_analytics({ p }) {
        return ok(await analytics(p));
      },

      // ---------- applications ----------
      async get_applications({ p, data, filters, body }) {
        const { limit, offset } = paging(body, data, API_DEFAULT_LIMIT);
        return ok(page(await listApplications(p, applicationFilters(filters)), limit, offset));
      },
      async export_applications({ p, filters }) {
        const apps = await listApplications(p, applicationFilters(filters));
        return ok({ filename: `curated-fika-applications-${p.clock.now().toISOString().slice(0, 10)}.csv`, csv: applicationsCsv(apps), count: apps.length });
      },
      async get_application_details({ p, data }) {
        return ok(await applicationDetails(p, validate(z.object({ applicationId: id('applicationId') }), data).applicationId));
      },
      async get_application_by_email({ p, data }) {
        const { email } = validate(z.object({ email: z.string({ error: 'Email is required' }).check(z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)) }), data);
        const err = emailError(email);
        if (err) throw new BadRequest(err);
        return ok(await applicationByEmail(p, email));
      },
      async update_application_status({ p, data, admin: who }) {
        const d = validate(z.object({ applicationId: id('applicationId'), status: id('status'), notes: z.optional(z.string().check(z.maxLength(1000))) }), data);
        return ok(await updateApplicationStatus(p, d, who));
      },
      async send_application_status_update({ p, data }) {
        const d = validate(z.object({ applicationId: id('applicationId'), status: id('status'), personalizedMessage: z.optional(z.string().check(z.maxLength(2000))) }), data);
        return ok(await sendApplicationStatusUpdate(p, d));
      },

      // ---------- sessions ----------
      async get_sessions({ p, data, filters, body }) {
        const { limit, offset } = paging(body, data, API_DEFAULT_LIMIT);
        const all = await listSessions(p, { session_status: str(filters.session_status), venue_area: str(filters.venue_area), date_from: str(filters.date_from), date_to: str(filters.date_to), city: str(filters.city) });
        const pg = page(all, limit, offset);
        return ok({ ...pg, data: await withParticipants(p, pg.data) });
      },
      async get_session_details({ p, data }) {
        return ok(await sessionDetails(p, validate(z.object({ sessionId: id('sessionId') }), data).sessionId));
      },
      async create_session({ p, data }) {
        const d = validate(z.object({ sessionData: obj, applicationIds: z.optional(ids()) }), data);
        const applications = d.applicationIds?.length ? await applicationsForSession(p, d.applicationIds) : [];
        const s = await createSession(p, { sessionData: d.sessionData as SessionInput, applications, registration: applications.length ? 'curated' : 'open' });
        return ok({ ...s, sessionId: s.id, participantCount: s.participants.length }, {}, 201);
      },
      async create_session_from_applications({ p, data }) {
        const d = validate(z.object({ applicationIds: ids('Please select 2-4 applications to create a curated session.'), sessionData: obj }), data);
        const applications = await applicationsForSession(p, d.applicationIds);
        const s = await createSession(p, { sessionData: d.sessionData as SessionInput, applications, registration: 'curated' });
        return ok({ sessionId: s.id, participantCount: s.participants.length, sessionTitle: s.session_title }, {}, 201);
      },
      async create_open_session({ p, data }) {
        const d = validate(z.object({ sessionData: obj }), data);
        const s = await createSession(p, { sessionData: d.sessionData as SessionInput, registration: 'open' });
        return ok({ sessionId: s.id, sessionTitle: s.session_title, maxParticipants: s.max_participants }, {}, 201);
      },
      async update_session_details({ p, data }) {
        const d = validate(z.object({ sessionId: id('sessionId'), updates: obj }), data);
        return ok(await updateSessionDetails(p, d.sessionId, d.updates));
      },
      async update_session_status({ p, data }) {
        const d = validate(z.object({ sessionId: id('sessionId'), status: id('status'), notes: z.optional(z.string().check(z.maxLength(1000))) }), data);
        return ok(await updateSessionStatus(p, d));
      },
      async delete_session({ p, data }) {
        const d = validate(
          z.object({
            sessionId: id('sessionId'),
            options: z.optional(z.object({ force_delete: z.optional(z.boolean()), acknowledged_confirmations: z.optional(z.unknown()), send_cancellation_emails: z.optional(z.boolean()) })),
          }),
          data,
        );
        return ok(await deleteSession(p, d.sessionId, d.options ?? {}));
      },

      // ---------- participants ----------
      async add_participant_to_session({ p, data }) {
        const d = validate(
          z.object({
            sessionId: id('sessionId'),
            applicationId: z.string({ error: 'Please select an application' }).check(z.minLength(1, 'Please select an application'), z.maxLength(ID_MAX, `applicationId must be at most ${ID_MAX} characters`)),
            options: z.optional(z.object({ send_invitation_email: z.optional(z.boolean()), is_replacement: z.optional(z.boolean()) })),
          }),
          data,
        );
        return ok(await addParticipant(p, d), {}, 201);
      },
      async delete_participant({ p, data }) {
        const d = validate(z.object({ participantId: id('participantId'), options: z.optional(z.object({ send_removal_email: z.optional(z.boolean()) })) }), data);
        return ok(await deleteParticipant(p, d));
      },
      async update_participant_status({ p, data }) {
        return ok(await updateParticipantStatus(p, validate(z.object({ participantId: id('participantId'), status: id('status') }), data)));
      },
      async cancel_participant_attendance({ p, data, admin: who }) {
        const d = validate(z.object({ participantId: id('participantId'), cancellationReason: z.optional(z.string().check(z.maxLength(500))) }), data);
        const r = await cancelAttendance(p, { participantId: d.participantId, reason: d.cancellationReason?.trim() || `Cancelled by ${who}`, by: 'admin' });
        return ok({ participantId: r.participant.id, participation_status: 'cancelled', alreadyCancelled: r.alreadyCancelled });
      },

      // ---------- outreach ----------
      async send_session_invitations({ p, data }) {
        return ok(await sendInvitations(p, validate(z.object({ sessionId: id('sessionId') }), data).sessionId));
      },
      async send_session_reminder({ p, data }) {
        return ok(await sendReminders(p, validate(z.object({ sessionId: id('sessionId') }), data).sessionId));
      },
      async send_confirmation_nudges({ p, data }) {
        return ok(await sendNudges(p, validate(z.object({ sessionId: id('sessionId') }), data).sessionId));
      },
      async send_feedback_emails({ p, data }) {
        return ok(await sendFeedbackEmails(p, validate(z.object({ sessionId: id('sessionId') }), data).sessionId));
      },

      // ---------- feedback ----------
      async get_feedback({ p, data, filters, body }) {
        const { limit, offset } = paging(body, data, API_DEFAULT_LIMIT);
        const min = filters.min_satisfaction ?? filters.overall_satisfaction;
        const list = await listFeedback(p, { min_satisfaction: min === undefined || min === '' ? undefined : Number(min), session_id: str(filters.session_id) });
        return ok(page(list, limit, offset));
      },
      async get_feedback_stats({ p }) {
        return ok(feedbackStats(await listFeedback(p)));
      },

      // ---------- matching ----------
      async run_ai_matching({ p, data }) {
        const d = validate(z.object({ city: place('City'), country: place('Country') }), data);
        return ok(await runMatching(p, d));
      },
      async run_ai_matching_v2({ p, data }) {
        const d = validate(
          z.object({ city: place('City'), country: place('Country'), min_score: z.optional(z.number({ error: 'min_score must be a number from 0 to 100' }).check(z.gte(0), z.lte(100))) }),
          data,
        );
        return ok(await runMatching(p, { city: d.city, country: d.country, minScore: d.min_score ?? V2_DEFAULT_MIN_SCORE }));
      },
      async find_compatible_applications({ p, data }) {
        const d = validate(z.object({ applicationId: id('applicationId'), limit: z.optional(z.int().check(z.gte(1), z.lte(50))) }), data);
        return ok(await findCompatible(p, d));
      },

      // ---------- venues ----------
      async get_venues({ p, filters }) {
        return ok(await listVenues(p, { city: str(filters.city), venue_type: str(filters.venue_type), venue_area: str(filters.venue_area) }));
      },
      async add_venue({ p, data }) {
        const d = validate(z.object({ venueData: obj }), data);
        return ok(await addVenue(p, d.venueData), {}, 201);
      },
    }),
  ),
);
