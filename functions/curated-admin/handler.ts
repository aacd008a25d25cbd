/**
 * POST /api/curated-fika-admin (admin only: the route's authorizer, and adminEmail() again here).
 * Body `{action, data, filters, limit (default 50), cursor (a list's `next`), offset (default 0)}`; the actions, their inputs
 * and answers are in api/curated-admin.ts. Domain code lives in functions/curated/.
 */
import { httpHandler, serve, validate, type ActionHandlers, type ActionRequest, type Reply } from '../lib/http';
import { adminEmail } from '../lib/admin-context';
import { BadRequest } from '../lib/errors';
import { ports } from '../lib/runtime';
import type { Ports } from '../lib/ports';
import type { ActionContract, ActionMapContract, Output } from '../../api/contract';
import { curatedAdminActions } from '../../api/curated-admin';
import { emailError } from '../../domain/curated/forms';
import { applicationByEmail, applicationDetails, applicationsPage, sendApplicationStatusUpdate, updateApplicationStatus } from '../curated/applications';
import { type ApplicationFilters } from '../../domain/curated/filters';
import { applicationsForSession, createSession, deleteSession, sessionDetails, sessionsPage, updateSessionDetails, updateSessionStatus, withParticipants, type SessionInput } from '../curated/sessions';
import { addParticipant, cancelAttendance, deleteParticipant, updateParticipantStatus } from '../curated/participants';
import { sendFeedbackEmails, sendInvitations, sendNudges, sendReminders } from '../curated/outreach';
import { feedbackFigures, feedbackPage } from '../curated/feedback';
import { findCompatible, runMatching } from '../curated/matching';
import { VENUE_CURSOR, addVenue, venuesPage } from '../curated/venues';
import { adminStats, analytics } from '../curated/analytics';
import { cursorPage, page, paging } from '../curated/model';
import { API_DEFAULT_LIMIT, APPLICATION_STATUSES, V2_DEFAULT_MIN_SCORE } from '../../domain/curated/rules';
import { startExport } from '../exports/exports';

type Body = Record<string, unknown>;
type Filters = Record<string, unknown>;

const FILTER_MAX = 200;
const str = (v: unknown) => {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  if (v.length > FILTER_MAX) throw new BadRequest(`Filter values must be at most ${FILTER_MAX} characters`);
  return v.trim();
};

/** The top-level `filters`, else `data.filters`; anything but an object reads as none. */
function filtersOf(body: Body, data: unknown): Filters {
  const f = body.filters ?? (data && typeof data === 'object' ? (data as Body).filters : undefined);
  return f && typeof f === 'object' ? (f as Filters) : {};
}

function applicationFilters(f: Filters): ApplicationFilters {
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

/** What an admin action receives: the typed request, the ports, the admin's email and the request's filters. */
interface AdminRequest<C extends ActionContract> extends ActionRequest<C> {
  p: Ports;
  admin: string;
  filters: Filters;
}
type AdminHandlers<A extends ActionMapContract> = { [K in keyof A]: (req: AdminRequest<A[K]>) => Promise<Output<A[K]> | Reply<A[K]>> };

/**
 * Every action: the admin is read from the authorizer context first (403 without it). A request
 * without `data` (or with `data: null`) has empty data, not the whole body.
 */
function asAdmin<A extends ActionMapContract>(contract: A, handlers: AdminHandlers<A>): ActionHandlers<A> {
  const wrapped: Record<string, (req: ActionRequest<ActionContract>) => Promise<unknown>> = {};
  for (const [name, fn] of Object.entries(handlers) as [string, (req: AdminRequest<ActionContract>) => Promise<unknown>][]) {
    wrapped[name] = async (req) => {
      const who = adminEmail(req.ctx.event);
      const data = req.data === req.body ? {} : (req.data ?? {});
      return fn({ ...req, data, input: () => validate(contract[name].input, data), filters: filtersOf(req.body, req.data), p: await ports(), admin: who });
    };
  }
  return wrapped as unknown as ActionHandlers<A>;
}

const actionsHandler = serve(
  curatedAdminActions,
  asAdmin(curatedAdminActions, {
    async get_admin_stats({ p }) {
      return adminStats(p);
    },
    async get_analytics({ p }) {
      return analytics(p);
    },

    // ---------- applications ----------
    async get_applications({ p, data, filters, body }) {
      const f = applicationFilters(filters);
      return cursorPage((o) => applicationsPage(p, f, o), paging(body, data, API_DEFAULT_LIMIT));
    },
    // Kept for older callers: the exports job (functions/exports), as start_export {kind: 'curated-applications'}.
    async export_applications({ p, filters, admin }) {
      const f = applicationFilters(filters);
      if (f.status && !(APPLICATION_STATUSES as readonly string[]).includes(f.status)) throw new BadRequest('Unknown application status');
      return startExport(p, admin, { kind: 'curated-applications', filters: f });
    },
    async get_application_details(req) {
      return applicationDetails(req.p, req.input().applicationId);
    },
    async get_application_by_email(req) {
      const { email } = req.input();
      const err = emailError(email);
      if (err) throw new BadRequest(err);
      return applicationByEmail(req.p, email);
    },
    async update_application_status(req) {
      return updateApplicationStatus(req.p, req.input(), req.admin);
    },
    async send_application_status_update(req) {
      return sendApplicationStatusUpdate(req.p, req.input());
    },

    // ---------- sessions ----------
    async get_sessions({ p, data, filters, body }) {
      const f = { session_status: str(filters.session_status), venue_area: str(filters.venue_area), date_from: str(filters.date_from), date_to: str(filters.date_to), city: str(filters.city) };
      const pg = await cursorPage((o) => sessionsPage(p, f, o), paging(body, data, API_DEFAULT_LIMIT));
      return { ...pg, data: await withParticipants(p, pg.data) };
    },
    async get_session_details(req) {
      return sessionDetails(req.p, req.input().sessionId);
    },
    async create_session(req) {
      const d = req.input();
      const applications = d.applicationIds?.length ? await applicationsForSession(req.p, d.applicationIds) : [];
      const s = await createSession(req.p, { sessionData: d.sessionData as SessionInput, applications, registration: applications.length ? 'curated' : 'open' });
      return { ...s, sessionId: s.id, participantCount: s.participants.length };
    },
    async create_session_from_applications(req) {
      const d = req.input();
      const applications = await applicationsForSession(req.p, d.applicationIds);
      const s = await createSession(req.p, { sessionData: d.sessionData as SessionInput, applications, registration: 'curated' });
      return { sessionId: s.id, participantCount: s.participants.length, sessionTitle: s.session_title };
    },
    async create_open_session(req) {
      const s = await createSession(req.p, { sessionData: req.input().sessionData as SessionInput, registration: 'open' });
      return { sessionId: s.id, sessionTitle: s.session_title, maxParticipants: s.max_participants };
    },
    async update_session_details(req) {
      const d = req.input();
      return updateSessionDetails(req.p, d.sessionId, d.updates);
    },
    async update_session_status(req) {
      return updateSessionStatus(req.p, req.input());
    },
    async delete_session(req) {
      const d = req.input();
      return deleteSession(req.p, d.sessionId, d.options ?? {});
    },

    // ---------- participants ----------
    async add_participant_to_session(req) {
      return addParticipant(req.p, req.input());
    },
    async delete_participant(req) {
      return deleteParticipant(req.p, req.input());
    },
    async update_participant_status(req) {
      return updateParticipantStatus(req.p, req.input());
    },
    async cancel_participant_attendance(req) {
      const d = req.input();
      const r = await cancelAttendance(req.p, { participantId: d.participantId, reason: d.cancellationReason?.trim() || `Cancelled by ${req.admin}`, by: 'admin' });
      return { participantId: r.participant.id, participation_status: 'cancelled' as const, alreadyCancelled: r.alreadyCancelled };
    },

    // ---------- outreach ----------
    async send_session_invitations(req) {
      return sendInvitations(req.p, req.input().sessionId);
    },
    async send_session_reminder(req) {
      return sendReminders(req.p, req.input().sessionId);
    },
    async send_confirmation_nudges(req) {
      return sendNudges(req.p, req.input().sessionId);
    },
    async send_feedback_emails(req) {
      return sendFeedbackEmails(req.p, req.input().sessionId);
    },

    // ---------- feedback ----------
    async get_feedback({ p, data, filters, body }) {
      const min = filters.min_satisfaction ?? filters.overall_satisfaction;
      const f = { min_satisfaction: min === undefined || min === '' ? undefined : Number(min), session_id: str(filters.session_id) };
      return cursorPage((o) => feedbackPage(p, f, o), paging(body, data, API_DEFAULT_LIMIT));
    },
    async get_feedback_stats({ p }) {
      return feedbackFigures(p);
    },

    // ---------- matching: the compatibility score (functions/curated/score.ts) ----------
    async run_ai_matching(req) {
      return runMatching(req.p, req.input());
    },
    async run_ai_matching_v2(req) {
      const d = req.input();
      return runMatching(req.p, { city: d.city, country: d.country, minScore: d.min_score ?? V2_DEFAULT_MIN_SCORE });
    },
    async find_compatible_applications(req) {
      return findCompatible(req.p, req.input());
    },

    // ---------- venues ----------
    async get_venues({ p, data, filters, body }) {
      const f = { city: str(filters.city), venue_type: str(filters.venue_type), venue_area: str(filters.venue_area) };
      return cursorPage((o) => venuesPage(p, f, o), paging(body, data, API_DEFAULT_LIMIT, VENUE_CURSOR));
    },
    async add_venue(req) {
      return addVenue(req.p, req.input().venueData);
    },
  }),
);

export const handler = httpHandler(actionsHandler);
