/**
 * The events console's calls: `api.adminEvents.*` (`POST /api/admin-events`) with the admin's
 * bearer token. Reads and state changes raise the server's error (AdminApiError); a save answers
 * every outcome as a value, since the form shows each one differently: saved (with the dates now
 * over capacity), a conflict (409: someone saved since, or the slug is taken), or the fields the
 * server refused (400, `fields`: dotted path → message).
 */
import { ApiError } from '../../lib/api-client';
import { api, type ApiOutput } from '../../lib/api';
import { AdminApiError, FAILED } from '../admin-console/api/admin-api';

export type EventRow = ApiOutput<'adminEvents', 'list_events'>['events'][number];
export type LoadedEvent = ApiOutput<'adminEvents', 'get_event'>;
export type AuditEntry = ApiOutput<'adminEvents', 'get_audit_log'>['entries'][number];
export type Saved = ApiOutput<'adminEvents', 'save_event'>;
export type PublicationState = EventRow['status'];

const as = (token: string) => ({ token });

async function answered<R extends { success: boolean; data?: unknown; error?: string; status: number }>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  let r;
  try {
    r = await call;
  } catch (e) {
    throw new AdminApiError(e instanceof ApiError ? e.message : FAILED, e instanceof ApiError ? e.status : 0);
  }
  if (!r.success || r.data === undefined) throw new AdminApiError(r.error || FAILED, r.status);
  return r.data as NonNullable<R['data']>;
}

export const listEvents = async (token: string) => (await answered(api.adminEvents.list_events({}, as(token)))).events;
export const getEvent = (token: string, slug: string) => answered(api.adminEvents.get_event({ slug }, as(token)));
export type AuditPage = ApiOutput<'adminEvents', 'get_audit_log'>;
/** A page of the audit log, newest first; `before`: the cursor of the page to read (the previous page's `next`). */
export const getAuditLog = async (token: string, slug: string, before?: string): Promise<AuditPage> => answered(api.adminEvents.get_audit_log({ slug, ...(before ? { before } : {}) }, as(token)));
export const publishEvent = (token: string, slug: string) => answered(api.adminEvents.publish_event({ slug }, as(token)));
export const unpublishEvent = (token: string, slug: string) => answered(api.adminEvents.unpublish_event({ slug }, as(token)));
export const archiveEvent = (token: string, slug: string) => answered(api.adminEvents.archive_event({ slug }, as(token)));

/** Field messages by dotted path ("venue.name", "ja.title", "whatToExpect.2"). */
export type FieldErrors = Record<string, string>;

export type SaveOutcome =
  | { kind: 'saved'; saved: Saved }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string; fields: FieldErrors }
  | { kind: 'failed'; message: string };

const fieldsOf = (v: unknown): FieldErrors =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/** Creates the event (no version) or saves it on top of `version`. */
export async function saveEvent(token: string, event: Record<string, unknown>, version?: number): Promise<SaveOutcome> {
  let r;
  try {
    r = await api.adminEvents.save_event(version === undefined ? { event } : { event, version }, as(token));
  } catch (e) {
    return { kind: 'failed', message: e instanceof Error && e.message ? e.message : FAILED };
  }
  if (r.success && r.data) return { kind: 'saved', saved: r.data };
  const message = r.error || FAILED;
  if (r.status === 409) return { kind: 'conflict', message };
  if (r.status === 400) return { kind: 'invalid', message, fields: fieldsOf(r.fields) };
  return { kind: 'failed', message };
}

// ---------- one date of an event (docs/catalogue.md, "Running one date") ----------

export type Occurrence = ApiOutput<'adminEvents', 'get_occurrence'>;
export type OccurrencePerson = Occurrence['people'][number];
export type AttendeesCsv = ApiOutput<'adminEvents', 'export_attendees'>;
export type Cancelled = ApiOutput<'adminEvents', 'cancel_occurrence'>;
export type CapacitySet = ApiOutput<'adminEvents', 'set_capacity'>;
export type Messaged = ApiOutput<'adminEvents', 'message_attendees'>;
export type MessageInput = Parameters<typeof api.adminEvents.message_attendees>[0];
export type Segment = MessageInput['segment'];
export type ChangeInput = Parameters<typeof api.adminEvents.change_occurrence>[0];
export type Changed = ApiOutput<'adminEvents', 'change_occurrence'>;
export type Figures = ApiOutput<'adminEvents', 'get_figures'>;
export type FigureRow = Figures['dates'][number];

export const getOccurrence = (token: string, slug: string, occurrence: string) => answered(api.adminEvents.get_occurrence({ slug, occurrence }, as(token)));
export const exportAttendees = (token: string, slug: string, occurrence: string) => answered(api.adminEvents.export_attendees({ slug, occurrence }, as(token)));
export const cancelOccurrence = (token: string, slug: string, occurrence: string, reason: string, reasonJa?: string) =>
  answered(api.adminEvents.cancel_occurrence({ slug, occurrence, reason, ...(reasonJa ? { reason_ja: reasonJa } : {}) }, as(token)));
/** One date's capacity, or (without `occurrence`) the event's for every date. */
export const setCapacity = (token: string, slug: string, capacity: number, occurrence?: string) =>
  answered(api.adminEvents.set_capacity({ slug, capacity, ...(occurrence ? { occurrence } : {}) }, as(token)));
export const changeOccurrence = (token: string, change: ChangeInput) => answered(api.adminEvents.change_occurrence(change, as(token)));
/** A message to a segment of the date's people; 429 (AdminApiError) when one went out less than a minute ago. */
export const messageAttendees = (token: string, message: MessageInput) => answered(api.adminEvents.message_attendees(message, as(token)));
/** Every date of a month (YYYY-MM), all events: places, check-ins, attendance, no-shows, money per currency. */
export const getFigures = (token: string, month: string) => answered(api.adminEvents.get_figures({ month }, as(token)));
