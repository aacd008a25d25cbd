/**
 * Sessions: create (open registration, from 2-4 applications, or by matching), edit, status,
 * delete, list and details. Seats: current_participants never exceeds max_participants; every
 * write that changes it is a transaction with a condition on the session item.
 */
import { BadRequest, ConditionFailed, Conflict, HttpError, NotFound } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { fieldColumns, type CsvColumn } from '../../domain/csv';
import * as curated from './store';
import { openSessionErrors } from '../../domain/curated/forms';
import { type ParticipantView, type SessionView, getApplication, getSession, loadSessionPartition, participantId, refreshPremium, sessionView, strip } from './model';
import { type Application, type Participant, type Session, type Venue } from './items';
import {
  CURATED_CITIES,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_MAX_PARTICIPANTS,
  GROUP_MAX,
  GROUP_MIN,
  MESSAGES,
  SESSION_STATUSES,
  holdsSeat,
  knowsOfPlace,
  curatedPricing,
  pricePerPerson,
  pricedGroupSize,
  timezoneFor,
  toInstant,
  type SessionStatus,
} from '../../domain/curated/rules';
import { sendCurated, sessionCancelledEmail } from './emails';
import { checkPlacement } from './placement';
import { refundSession } from './payments';
import { SessionFilters } from '../../domain/curated/filters';

const SESSION_CHANGED = 'This session was changed by someone else. Please reload and try again.';

export interface SessionInput {
  session_title?: unknown;
  session_date?: unknown;
  venue_name?: unknown;
  venue_address?: unknown;
  venue_area?: unknown;
  venue_id?: unknown;
  venue_timezone?: unknown;
  city?: unknown;
  country?: unknown;
  max_participants?: unknown;
  session_duration?: unknown;
  price_per_person?: unknown;
  host_notes?: unknown;
  target_interests?: unknown;
  target_themes?: unknown;
}

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim().slice(0, 60)).slice(0, 12) : []);

async function loadVenue(p: Pick<Ports, 'table'>, id: unknown): Promise<Venue | undefined> {
  if (typeof id !== 'string' || !id) return undefined;
  const v = await p.table.get(keys.cfVenue(id));
  if (!v) throw new BadRequest('Venue not found');
  return strip<Venue>(v);
}

/** Turns the admin's session data into stored fields (defaults, venue, timezone, limits). */
async function resolveSessionData(
  p: Pick<Ports, 'table' | 'clock'>,
  raw: SessionInput,
  groupSize: number,
  requireFuture = true,
): Promise<Omit<Session, 'id' | 'session_status' | 'current_participants' | 'total_revenue' | 'registration' | 'created_at' | 'emptied_at'>> {
  const venue = await loadVenue(p, raw.venue_id);
  const merged = {
    ...raw,
    venue_name: text(raw.venue_name) || venue?.name || '',
  };
  const err = openSessionErrors(merged);
  if (err) throw new BadRequest(err);
  const city = text(raw.city) || venue?.city || 'Tokyo';
  const venue_timezone = text(raw.venue_timezone) || timezoneFor(city);
  const session_date = toInstant(String(raw.session_date), venue_timezone);
  if (!session_date) throw new BadRequest('Please enter a valid session date and time');
  if (requireFuture && Date.parse(session_date) <= p.clock.now().getTime()) throw new BadRequest('The session date must be in the future');
  const max = raw.max_participants === undefined || raw.max_participants === null || raw.max_participants === '' ? DEFAULT_MAX_PARTICIPANTS : Number(raw.max_participants);
  const duration = raw.session_duration === undefined || raw.session_duration === null || raw.session_duration === '' ? DEFAULT_DURATION_MINUTES : Number(raw.session_duration);
  if (!Number.isInteger(duration) || duration < 30 || duration > 240) throw new BadRequest('Duration must be between 30 and 240 minutes');
  // Priced for the group that was formed, or for a full open session, unless the admin typed a price.
  const custom = !(raw.price_per_person === undefined || raw.price_per_person === null || raw.price_per_person === '');
  const pricing = curatedPricing(city);
  const price = custom ? Number(raw.price_per_person) : pricePerPerson(venue?.venue_tier, pricedGroupSize(groupSize, max), city);
  if (!Number.isFinite(price) || price < 0 || price > pricing.max) throw new BadRequest(`Price per person must be between 0 and ${pricing.max}`);
  return {
    session_title: text(raw.session_title, 120),
    session_date,
    venue_name: merged.venue_name,
    venue_address: text(raw.venue_address, 300) || venue?.address || '',
    venue_area: text(raw.venue_area) || venue?.venue_area || '',
    venue_id: venue?.id ?? null,
    venue_timezone,
    city,
    country: text(raw.country) || venue?.country || CURATED_CITIES.find((c) => c.city === city)?.country || 'Japan',
    max_participants: max,
    session_duration: duration,
    price_per_person: price,
    price_is_custom: custom,
    host_notes: text(raw.host_notes, 2000),
    target_interests: list(raw.target_interests),
    target_themes: list(raw.target_themes),
  };
}

/** A new participant (invited, unpaid) of a session, as stored. */
export function participantItem(s: Pick<Session, 'id' | 'session_date'>, a: Application, now: string, extra: Partial<Participant> = {}): Item {
  const pt: Participant = {
    id: participantId(s.id, a.id),
    session_id: s.id,
    application_id: a.id,
    email: a.email,
    first_name: a.first_name,
    last_name: a.last_name,
    participation_status: 'invited',
    payment_status: 'unpaid',
    payment_amount: null,
    payment_date: null,
    created_at: now,
    nudge_count: 0,
    ...extra,
  };
  return curated.participantItem(pt, s.session_date);
}

const bumpVenue = (venueId: string | null): TransactOp[] =>
  venueId ? [{ update: keys.cfVenue(venueId), expression: 'ADD usage_count :one', values: { ':one': 1 } }] : [];

/**
 * Creates a session, with its first participants (invited) when applications are given.
 * One transaction: the session, its participants and the venue's usage count.
 */
export async function createSession(
  p: Ports,
  input: { sessionData: SessionInput; applications?: Application[]; registration: Session['registration'] },
): Promise<Session & { participants: Participant[] }> {
  const apps = input.applications ?? [];
  const data = await resolveSessionData(p, input.sessionData, apps.length);
  if (apps.length > data.max_participants) throw new BadRequest(MESSAGES.maxParticipantsRange);
  const id = p.ids.id('cfs');
  await checkPlacement(p, { id, ...data }, apps);
  const now = p.clock.now().toISOString();
  const session: Session = {
    id,
    ...data,
    session_status: 'scheduled',
    current_participants: apps.length,
    total_revenue: 0,
    registration: input.registration,
    created_at: now,
    updated_at: now,
  };
  const parts = apps.map((a) => participantItem(session, a, now));
  await p.table.transact([
    ...curated.newSessionOps(session),
    ...parts.map((put) => curated.putParticipantOp(put)),
    ...bumpVenue(session.venue_id),
  ]);
  return { ...session, participants: parts.map((i) => strip<Participant>(i)) };
}

/** Loads 2-4 applications and checks them: all approved, all premium (re-checked now). */
export async function applicationsForSession(p: Ports, ids: unknown): Promise<Application[]> {
  const list = Array.isArray(ids) ? [...new Set(ids.filter((x): x is string => typeof x === 'string'))] : [];
  if (list.length < GROUP_MIN || list.length > GROUP_MAX) throw new BadRequest(MESSAGES.selectApplications);
  const apps = await refreshPremium(p, await Promise.all(list.map((id) => getApplication(p, id))));
  if (apps.some((a) => a.application_status !== 'approved' || !a.is_premium_member)) throw new BadRequest(MESSAGES.mustBeApprovedPremium);
  return apps;
}

// ---------- edit ----------

const EDITABLE = [
  'session_title',
  'session_date',
  'venue_name',
  'venue_address',
  'venue_area',
  'venue_id',
  'venue_timezone',
  'city',
  'country',
  'max_participants',
  'session_duration',
  'price_per_person',
  'host_notes',
  'target_interests',
  'target_themes',
] as const;

export async function updateSessionDetails(p: Ports, sessionId: unknown, updates: Record<string, unknown>): Promise<Session> {
  const { session, participants } = await loadSessionPartition(p, (await getSession(p, sessionId)).id);
  const changed = Object.fromEntries(Object.entries(updates ?? {}).filter(([k]) => (EDITABLE as readonly string[]).includes(k)));
  if (Object.keys(changed).length === 0) throw new BadRequest('Nothing to update');
  // A new date must be in the future; an unchanged one may be past (a held session can still be edited).
  const dateChanged = changed.session_date !== undefined && toInstant(String(changed.session_date), String(changed.venue_timezone ?? session.venue_timezone)) !== session.session_date;
  // A newly picked venue fills the venue fields the admin left out.
  const base: Partial<Session> = changed.venue_id && changed.venue_id !== session.venue_id ? { ...session, venue_name: '', venue_address: '', venue_area: '' } : session;
  // A price is the admin's only when they change it; a price sent back unchanged keeps following the group.
  const priceChanged = changed.price_per_person !== undefined && changed.price_per_person !== '' && Number(changed.price_per_person) !== session.price_per_person;
  if (!priceChanged) delete changed.price_per_person;
  const merged = await resolveSessionData(p, { ...base, ...changed } as SessionInput, session.current_participants, dateChanged);
  if (!priceChanged && session.price_is_custom) Object.assign(merged, { price_per_person: session.price_per_person, price_is_custom: true });
  const now = p.clock.now().toISOString();
  const next: Session = { ...session, ...merged, updated_at: now };
  // A new time or city must still suit everyone holding a place.
  if (next.session_date !== session.session_date || next.session_duration !== session.session_duration || next.city.toLowerCase() !== session.city.toLowerCase()) {
    const seated = participants.filter((pt) => holdsSeat(pt.participation_status));
    await checkPlacement(p, next, (await p.table.batchGet(seated.map((pt) => keys.cfApplication(pt.application_id)))).map((i) => strip<Application>(i)));
  }
  if (next.max_participants < session.current_participants) throw new Conflict(`This session already has ${session.current_participants} participants; max participants cannot be lower.`);
  const ops: TransactOp[] = [...curated.saveSessionOps(session, next)];
  if (next.session_date !== session.session_date) {
    for (const pt of participants) ops.push(curated.reindexParticipantOp(pt, next.session_date));
  }
  if (next.venue_id && next.venue_id !== session.venue_id) ops.push(...bumpVenue(next.venue_id));
  try {
    await p.table.transact(ops);
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict(SESSION_CHANGED);
    throw e;
  }
  return next;
}

export async function updateSessionStatus(p: Ports, input: { sessionId: string; status: string; notes?: string }): Promise<{ session: Session; notified: number; refunded: number }> {
  if (!(SESSION_STATUSES as readonly string[]).includes(input.status)) throw new BadRequest('Unknown session status');
  const { session, participants } = await loadSessionPartition(p, (await getSession(p, input.sessionId)).id);
  const status = input.status as SessionStatus;
  const cancelling = status === 'cancelled' && session.session_status !== 'cancelled';
  // Refunds before the status: a failed refund leaves the session as it was, to be cancelled again.
  const refunded = cancelling ? await refundSession(p, participants, 'curated_session_cancelled') : 0;
  const now = p.clock.now().toISOString();
  const notes = input.notes?.trim() ? input.notes.trim().slice(0, 1000) : undefined;
  // Guarded by the session as read (its figures move with it): read again when it changed in between.
  let saved: Session | undefined;
  for (let attempt = 0, current = session; !saved; attempt++) {
    try {
      saved = strip<Session>(await curated.setSessionStatus(p, current, status, now, notes));
    } catch (e) {
      if (!(e instanceof ConditionFailed) || attempt >= 4) throw e instanceof ConditionFailed ? new Conflict(SESSION_CHANGED) : e;
      current = await getSession(p, session.id);
    }
  }
  const notified = cancelling ? await tellCancelled(p, saved, refunded ? (await loadSessionPartition(p, session.id)).participants : participants) : 0;
  return { session: saved, notified, refunded };
}

/** Emails "Session cancelled" to the people who know they hold a place in it; answers how many. */
async function tellCancelled(p: Ports, s: Session, participants: Participant[]): Promise<number> {
  if (s.session_date <= p.clock.now().toISOString()) return 0;
  let sent = 0;
  for (const pt of participants.filter(knowsOfPlace)) if (await sendCurated(p, pt.email, (lang) => sessionCancelledEmail(p, s, pt, lang), 'session-cancelled')) sent++;
  return sent;
}

// ---------- delete ----------

export interface DeleteOptions {
  force_delete?: boolean;
  acknowledged_confirmations?: unknown;
  send_cancellation_emails?: boolean;
}

export async function deleteSession(
  p: Ports,
  sessionId: unknown,
  o: DeleteOptions = {},
): Promise<{ deleted: true; participants_affected: number; emails_sent: number; refunded: number }> {
  const { session, participants } = await loadSessionPartition(p, (await getSession(p, sessionId)).id);
  const active = participants.filter((x) => holdsSeat(x.participation_status));
  const paid = active.filter((x) => x.payment_status === 'paid');
  const acknowledged = o.acknowledged_confirmations === true || (Array.isArray(o.acknowledged_confirmations) && o.acknowledged_confirmations.length > 0);
  if (paid.length > 0 && !(o.force_delete && acknowledged)) {
    throw new HttpError(409, `This session has ${paid.length} paid participant${paid.length === 1 ? '' : 's'}. A force delete refunds them through Stripe and removes the session.`, {
      validation_failed: true,
      participants_affected: active.length,
      paid_participants: paid.length,
    });
  }
  // Refunds first: a failure leaves the session in place, to be deleted (and refunded) again.
  const refunded = await refundSession(p, paid, 'curated_session_deleted');
  const told = o.send_cancellation_emails ? (await loadSessionPartition(p, session.id)).participants : [];
  const emails = await tellCancelled(p, session, told);
  // Participants next, the session last: a failure half-way leaves a session that can be deleted again.
  for (const pt of participants) await curated.deleteParticipant(p, pt);
  // Guarded by the session as read (its figures move with it): read again when it changed in between.
  for (let attempt = 0, current: Session | undefined = session; current; attempt++) {
    try {
      await curated.deleteSession(p, current);
      break;
    } catch (e) {
      if (!(e instanceof ConditionFailed) || attempt >= 4) throw e instanceof ConditionFailed ? new Conflict(SESSION_CHANGED) : e;
      current = await getSession(p, session.id).catch((err) => (err instanceof NotFound ? undefined : Promise.reject(err)));
    }
  }
  return { deleted: true, participants_affected: active.length, emails_sent: emails, refunded };
}

// ---------- read ----------

export interface SessionPage {
  data: Session[];
  /** Where the next page starts (the cursor to send back), or null on the last page. */
  next: string | null;
  /** How many sessions the list holds, from the figures; null when a date window or the city narrows it. */
  total: number | null;
}

const instantFrom = (v: string | undefined) => (v ? (v.length === 10 ? `${v}T00:00:00.000Z` : v) : undefined);
const instantTo = (v: string | undefined) => (v ? `${v.length === 10 ? `${v}T23:59:59.999Z` : v}~` : undefined);

/**
 * One page of the sessions matching the filters, newest session first. Every filter the dashboard
 * offers is an index partition (store.ts `sessionStreams`: every session, a status, an area, an area
 * and a status), the date window its sort-key range, so a page reads `limit` + 1 index entries (and,
 * by area, the page's sessions) whatever the number of sessions. The city (an API filter the
 * dashboard does not offer) narrows the rows read. The total is the figures' (one item).
 */
export async function sessionsPage(p: Pick<Ports, 'table'>, f: SessionFilters, o: { limit: number; after?: string }): Promise<SessionPage> {
  if (f.session_status && !(SESSION_STATUSES as readonly string[]).includes(f.session_status)) throw new BadRequest('Unknown session status');
  const status = f.session_status;
  const area = f.venue_area?.trim() ? f.venue_area : undefined;
  const city = f.city?.trim().toLowerCase();
  const fits = (s: Session) => (!status || s.session_status === status) && (!area || s.venue_area.trim().toLowerCase() === area.trim().toLowerCase()) && (!city || s.city.toLowerCase() === city);
  const streams = area ? (status ? curated.sessionStreams.areaStatus(area, status) : curated.sessionStreams.area(area)) : status ? curated.sessionStreams.status(status) : curated.sessionStreams.all();
  const q = { from: instantFrom(f.date_from), to: instantTo(f.date_to), after: o.after, limit: o.limit };
  const [pg, counts] = await Promise.all([
    curated.newestFirst(p, streams, area ? q : { ...q, keep: city ? (i) => fits(strip<Session>(i)) : undefined }),
    f.date_from || f.date_to || city ? Promise.resolve(undefined) : curated.sessionCounts(p),
  ]);
  let sessions: Session[];
  if (area) {
    // Area entries name their sessions: the page's sessions, in the entries' order (a session that changed since its entry was read is left out).
    const ids = pg.items.map((i) => String(i.session_id));
    const byId = new Map((await curated.getSessions(p, ids)).map((i) => [String(i.id), strip<Session>(i)]));
    sessions = ids.map((id) => byId.get(id)).filter((s): s is Session => Boolean(s) && fits(s!));
  } else sessions = pg.items.map((i) => strip<Session>(i));
  const n = curated.sessionCountNames;
  const total = counts ? (counts[area ? (status ? n.areaStatus(area, status) : n.area(area)) : status ? n.status(status) : n.total] ?? 0) : null;
  return { data: sessions, next: pg.next, total };
}

/** Every session matching the filters, newest first, read page by page (the recount and tests). */
export async function listSessions(p: Pick<Ports, 'table'>, f: SessionFilters): Promise<Session[]> {
  const out: Session[] = [];
  let after: string | undefined;
  do {
    const pg = await sessionsPage(p, f, { limit: 200, after });
    out.push(...pg.data);
    after = pg.next ?? undefined;
  } while (after !== undefined);
  return out;
}

/** The page's sessions with their participants (one Query of each session's partition). */
export async function withParticipants(p: Pick<Ports, 'table'>, sessions: Session[]): Promise<SessionView[]> {
  return Promise.all(
    sessions.map(async (s) => {
      const items = await curated.participantsOf(p, s.id);
      return sessionView(s, items.map((i) => strip<Participant>(i)));
    }),
  );
}

// ---------- export ----------

/** The sessions CSV (the `curated-sessions` export): one row per session. */
export const SESSION_CSV: readonly CsvColumn<SessionView>[] = [
  ...fieldColumns<SessionView>(['id', 'session_title', 'session_date', 'session_status', 'registration', 'city', 'country', 'venue_name', 'venue_area', 'venue_address', 'venue_timezone', 'max_participants', 'current_participants']),
  { header: 'session_duration_minutes', value: (s) => s.session_duration },
  ...fieldColumns<SessionView>(['price_per_person', 'total_revenue', 'target_interests', 'target_themes', 'host_notes', 'created_at']),
];

/** A participant of a session, with the session (a row of the participants CSV). */
export type ParticipantRow = ParticipantView & { session: SessionView };

/** One row per participant of the sessions, in the sessions' order. */
export const participantRows = (sessions: readonly SessionView[]): ParticipantRow[] => sessions.flatMap((session) => session.curated_fika_participants.map((pt) => ({ ...pt, session })));

/** The participants CSV (the `curated-participants` export): one row per participant of the sessions. */
export const PARTICIPANT_CSV: readonly CsvColumn<ParticipantRow>[] = [
  { header: 'session_id', value: (r) => r.session.id },
  { header: 'session_title', value: (r) => r.session.session_title },
  { header: 'session_date', value: (r) => r.session.session_date },
  { header: 'participant_id', value: (r) => r.id },
  { header: 'application_id', value: (r) => r.application_id },
  { header: 'first_name', value: (r) => r.application.first_name },
  { header: 'last_name', value: (r) => r.application.last_name },
  { header: 'email', value: (r) => r.application.email },
  ...fieldColumns<ParticipantRow>(['participation_status', 'payment_status', 'payment_amount', 'payment_date', 'refunded_at', 'invitation_sent_at', 'confirmed_at', 'is_replacement', 'cancellation_reason']),
];

export async function sessionDetails(p: Ports, sessionId: unknown) {
  const { session, participants, feedback } = await loadSessionPartition(p, (await getSession(p, sessionId)).id);
  const apps = await p.table.batchGet(participants.map((pt) => keys.cfApplication(pt.application_id)));
  const byId = new Map(apps.map((a) => [a.id as string, strip<Application>(a)]));
  const view = sessionView(session, participants);
  return {
    ...view,
    curated_fika_participants: view.curated_fika_participants.map((pt) => ({ ...pt, application: { ...pt.application, ...(byId.get(pt.application_id) ?? {}) } })),
    feedback_count: feedback.length,
  };
}
