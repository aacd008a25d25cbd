/**
 * The events console's rules: a listing saved from the console is derived from its facts
 * (content/events/derive.ts) and validated by the one event schema (content/events/schema.ts),
 * each problem named by its field; a save names the version it was made on; every change is
 * audited; the places taken come from the occurrence counters (one batch read per page).
 */
import { BadRequest, Conflict, NotFound } from '../lib/errors';
import type { Ports } from '../lib/ports';
import {
  StaleVersion,
  auditLog,
  getRecord,
  listRecords,
  nextOrder,
  writeRecord,
  type VersionAction,
  type AuditEntry,
  type EventRecord,
  type PublicationState,
} from '../lib/event-store';
import { counterItems } from '../reservations/store';
import { readCounter } from '../reservations/model';
import { completeEvent, timeTexts, type EventInput } from '../../content/events/facts';
import { upcomingDates } from '../../content/events/occurrence';
import { CITY_SLUGS } from '../../content/cities';
import { EVENT_TYPES } from '../../content/events/constants';
import type { EventListing } from '../../content/events/schema';

/** The catalogue's schemas (classic zod): built when a save first validates, not at every cold start. */
const catalogueSchemas = () => import('../../content/events/schema');
import type { EventTextOverlay } from '../../content/events/text-overlay';
import type { RevealedVenue } from '../../content/events/current';
import { DATES_SHOWN } from './horizon';

export { DATES_SHOWN };

/** Audit entries per page of the console. */
export const AUDIT_PAGE = 50;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The most a listing with its Japanese text may weigh as JSON (a DynamoDB item holds 400 KB). */
const MAX_EVENT_BYTES = 200_000;

type P = Pick<Ports, 'table' | 'clock' | 'ids'>;

/** "2026-11-27 23:05 JST": when a change was made, as the console's readers in Japan read it. */
function tokyoTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')} JST`;
}

export function staleMessage(current: Pick<EventRecord, 'updatedBy' | 'updatedAt'>): string {
  return `This event was changed by ${current.updatedBy} at ${tokyoTime(current.updatedAt)}. Reload to see their change.`;
}

const conflictOf = (e: StaleVersion) => new Conflict(staleMessage(e.current), { version: e.current.version, updatedBy: e.current.updatedBy, updatedAt: e.current.updatedAt });

async function mustGet(p: P, slug: string): Promise<EventRecord> {
  const r = await getRecord(p, slug);
  if (!r) throw new NotFound(`No event has the address ${slug}`);
  return r;
}

/** Places taken on each date: the occurrence counters, read in one batch. */
async function figures(p: P, records: { slug: string; listing: EventListing; dates: string[] }[]) {
  const wanted = records.flatMap((r) => r.dates.map((occurrence) => ({ slug: r.slug, occurrence })));
  const items = wanted.length > 0 ? await counterItems(p, wanted) : [];
  const out = new Map<string, { date: string; confirmed: number; waitlisted: number; capacity: number }[]>();
  wanted.forEach((w, i) => {
    // The date's own capacity when one was set for it (set_capacity), else the event's.
    const c = readCounter(items[i], records.find((r) => r.slug === w.slug)!.listing.capacity);
    const list = out.get(w.slug) ?? [];
    list.push({ date: w.occurrence, confirmed: c.confirmed + c.held, waitlisted: c.waitlisted, capacity: c.capacity });
    out.set(w.slug, list);
  });
  return out;
}

export async function listEvents(p: P) {
  const records = await listRecords(p);
  const now = p.clock.now();
  const byDate = await figures(p, records.map((r) => ({ slug: r.slug, listing: r.listing, dates: r.status === 'archived' ? [] : upcomingDates(r.listing, now, 1) })));
  return {
    events: records.map((r) => ({
      slug: r.slug,
      title: r.listing.title,
      city: r.listing.city,
      status: r.status,
      version: r.version,
      next: byDate.get(r.slug)?.[0] ?? null,
      updatedAt: r.updatedAt,
      updatedBy: r.updatedBy,
    })),
  };
}

/** The event as the console edits it: the listing in the catalogue's field names, `ja` and `revealedVenue` beside. */
function wireEvent(r: EventRecord): Record<string, unknown> {
  return { ...r.listing, ...(r.ja ? { ja: r.ja } : {}), ...(r.revealedVenue ? { revealedVenue: r.revealedVenue } : {}) };
}

export async function getEvent(p: P, slug: string) {
  const r = await mustGet(p, slug);
  const dates = await figures(p, [{ slug, listing: r.listing, dates: upcomingDates(r.listing, p.clock.now(), DATES_SHOWN) }]);
  return { event: wireEvent(r), version: r.version, status: r.status, updatedAt: r.updatedAt, updatedBy: r.updatedBy, dates: dates.get(slug) ?? [] };
}

/** A 400 that names every field with a problem (`fields`: dotted path → message) and the first in its message. */
function invalid(fields: Record<string, string>): BadRequest {
  const [path, message] = Object.entries(fields)[0];
  return new BadRequest(`${path}: ${message}`, { fields });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf of a Japanese text is a string (an overlay holds text only), and it holds no fact. */
function checkJa(ja: unknown, fields: Record<string, string>, path = 'ja'): void {
  if (ja === undefined || ja === null) return;
  if (typeof ja === 'string') return;
  if (Array.isArray(ja)) return ja.forEach((v, i) => checkJa(v, fields, `${path}.${i}`));
  if (isObject(ja)) return Object.entries(ja).forEach(([k, v]) => checkJa(v, fields, `${path}.${k}`));
  fields[path] = 'Japanese text is text';
}

/**
 * The facts the texts are derived from, each checked first: without them nothing can be derived
 * (content/events/facts.ts), and each problem is named by its field.
 */
async function checkFacts(raw: Record<string, unknown>, fields: Record<string, string>): Promise<void> {
  const { scheduleSchema } = await catalogueSchemas();
  if (typeof raw.slug !== 'string' || !SLUG.test(raw.slug) || raw.slug.length > 80) {
    fields.slug = 'Use lowercase letters, digits and single hyphens (at most 80 characters), e.g. fukuoka-yatai-night';
  }
  if (!(CITY_SLUGS as readonly unknown[]).includes(raw.city)) fields.city = `Choose one of ${CITY_SLUGS.join(', ')}`;
  if (!(EVENT_TYPES as readonly unknown[]).includes(raw.eventType)) fields.eventType = `Choose one of ${EVENT_TYPES.join(', ')}`;
  if (typeof raw.startTime !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(raw.startTime)) fields.startTime = 'A start time is "HH:MM", 24 h';
  if (typeof raw.durationMinutes !== 'number' || !Number.isInteger(raw.durationMinutes) || raw.durationMinutes <= 0) fields.durationMinutes = 'A duration is a whole number of minutes';
  else if (!fields.startTime && !timeTexts(raw.startTime as string, raw.durationMinutes)) fields.durationMinutes = 'The event ends after midnight: an event ends on the day it starts';
  if (raw.schedule !== undefined) {
    const schedule = scheduleSchema.safeParse(raw.schedule);
    if (!schedule.success) for (const issue of schedule.error.issues) fields[['schedule', ...issue.path].join('.')] ??= issue.input === undefined ? 'Required' : issue.message;
  } else if (typeof raw.next !== 'string') fields.schedule = 'Choose when the event takes place';
  for (const money of ['perEventPriceCents', 'doorPriceCents', 'capacity'] as const) {
    const v = raw[money];
    if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < 0)) fields[money] = money === 'capacity' ? 'A capacity is a whole number of places' : 'An amount is a whole number of hundredths of the currency (¥2,000 is 200000)';
  }
}

/** The listing, its Japanese text and its kept-back venue from the console's `event`, or a 400 naming the fields. */
async function parseEvent(raw: Record<string, unknown>, now: Date): Promise<{ listing: EventListing; ja?: EventTextOverlay; revealedVenue?: RevealedVenue }> {
  const { eventListingSchema, venueSchema } = await catalogueSchemas();
  if (JSON.stringify(raw).length > MAX_EVENT_BYTES) throw new BadRequest(`An event is at most ${MAX_EVENT_BYTES / 1000} KB of text`);
  const fields: Record<string, string> = {};
  await checkFacts(raw, fields);
  checkJa(raw.ja, fields);
  let revealedVenue: RevealedVenue | undefined;
  if (raw.revealedVenue !== undefined && raw.revealedVenue !== null) {
    const v = venueSchema.pick({ name: true, fullAddress: true, nearestStation: true, meetingPoint: true }).safeParse(raw.revealedVenue);
    if (!v.success) for (const issue of v.error.issues) fields[`revealedVenue.${issue.path.join('.')}`] ??= issue.input === undefined ? 'Required' : issue.message;
    else revealedVenue = v.data;
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const { revealedVenue: _sent, ...input } = raw;
  const stored = completeEvent({ ...(input as unknown as EventInput), ...(revealedVenue ? { revealedVenue } : {}) }, now);
  const parsed = eventListingSchema.safeParse(stored.listing);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'event';
      fields[path] ??= issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message;
    }
  }
  if (parsed.success && parsed.data.venueReveal && !revealedVenue) fields.revealedVenue = 'An event that keeps its venue back until a week before needs the exact venue';
  if (Object.keys(fields).length > 0 || !parsed.success) throw invalid(fields);
  return { listing: parsed.data, ...(stored.ja ? { ja: stored.ja } : {}), ...(revealedVenue ? { revealedVenue } : {}) };
}

/** JSON with object keys sorted: the same value reads the same whatever order the table returned its keys in. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (isObject(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

const flat = (r: Pick<EventRecord, 'listing' | 'ja' | 'revealedVenue'> | undefined): Record<string, unknown> => {
  if (!r) return {};
  const out: Record<string, unknown> = { ...r.listing };
  for (const [k, v] of Object.entries(r.ja ?? {})) out[`ja.${k}`] = v;
  if (r.revealedVenue) out.revealedVenue = r.revealedVenue;
  return out;
};

/** The fields that differ, each with its value before and after (top-level fields; the Japanese text per field). */
export function changesBetween(before: Pick<EventRecord, 'listing' | 'ja' | 'revealedVenue'> | undefined, after: Pick<EventRecord, 'listing' | 'ja' | 'revealedVenue'>) {
  const a = flat(before);
  const b = flat(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => canonical(a[k]) !== canonical(b[k]))
    .sort()
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

export async function saveEvent(p: P, raw: Record<string, unknown>, version: number | undefined, admin: string) {
  const now = p.clock.now();
  const at = now.toISOString();
  // The cancelled dates are the server's (cancel_occurrence): a save keeps the event's as they are, whatever it sends.
  const { cancelledOccurrences: _sent, ...facts } = raw;
  if (version === undefined) {
    const parsed = await parseEvent(facts, now);
    const slug = parsed.listing.slug;
    const existing = await getRecord(p, slug);
    if (existing) throw new Conflict(`The address ${slug} is taken by ${existing.status === 'archived' ? 'an archived event' : 'another event'}; an address is never reused. Choose another slug.`, { field: 'slug' });
    await checkRelated(p, parsed.listing);
    const record: EventRecord = { ...parsed, slug, status: 'draft', version: 1, order: await nextOrder(p), createdAt: at, updatedAt: at, updatedBy: admin };
    try {
      await writeRecord(p, record, undefined, audit(at, admin, 'created', 1, changesBetween(undefined, record)), false);
    } catch (e) {
      if (e instanceof StaleVersion) throw new Conflict(`The address ${slug} was just taken; an address is never reused. Choose another slug.`, { field: 'slug' });
      throw e;
    }
    return { slug, version: 1, overCapacity: [] };
  }
  const slug = typeof raw.slug === 'string' ? raw.slug : '';
  const current = await mustGet(p, slug);
  if (current.version !== version) throw new Conflict(staleMessage(current), { version: current.version, updatedBy: current.updatedBy, updatedAt: current.updatedAt });
  if (current.status === 'archived') throw new Conflict('This event is archived: it can no longer change.');
  // The id and the slug are the event's identity: reservations, passports and feeds name it by them.
  const kept = current.listing.cancelledOccurrences;
  const parsed = await parseEvent({ ...facts, id: current.listing.id, ...(kept?.length ? { cancelledOccurrences: kept } : {}) }, now);
  await checkRelated(p, parsed.listing);
  const next: EventRecord = { ...current, ...parsed, ja: parsed.ja, revealedVenue: parsed.revealedVenue, version: version + 1, updatedAt: at, updatedBy: admin };
  if (!parsed.ja) delete next.ja;
  if (!parsed.revealedVenue) delete next.revealedVenue;
  const changes = changesBetween(current, next);
  try {
    await writeRecord(p, next, version, audit(at, admin, 'saved', next.version, changes), current.status === 'published');
  } catch (e) {
    if (e instanceof StaleVersion) throw conflictOf(e);
    throw e;
  }
  // Lowering a capacity never removes anyone: the console says where more are confirmed than the new number.
  const dates = await figures(p, [{ slug, listing: next.listing, dates: upcomingDates(next.listing, now, DATES_SHOWN) }]);
  const overCapacity = (dates.get(slug) ?? []).filter((d) => d.confirmed > d.capacity).map(({ date, confirmed, capacity }) => ({ date, confirmed, capacity }));
  return { slug, version: next.version, overCapacity };
}

async function checkRelated(p: P, listing: EventListing): Promise<void> {
  if (listing.relatedEvents.length === 0) return;
  const ids = new Set((await listRecords(p)).map((r) => r.listing.id));
  const unknown = listing.relatedEvents.filter((id) => !ids.has(id) || id === listing.id);
  if (unknown.length > 0) throw invalid({ relatedEvents: `No other event has the id ${unknown.join(', ')}` });
}

const audit = (at: string, admin: string, action: VersionAction, version: number, changes: AuditEntry['changes']): AuditEntry & { action: VersionAction } => ({ at, admin, action, version, changes });

/** Moves the event to `to` (publish, unpublish, archive): a change of what the site shows when it was or becomes published. */
export async function setState(p: P, slug: string, to: PublicationState, admin: string) {
  const current = await mustGet(p, slug);
  if (current.status === to) return { slug, version: current.version, status: to };
  if (current.status === 'archived') throw new Conflict('This event is archived: it can no longer be published.');
  if (to === 'draft' && current.status !== 'published') throw new Conflict('Only a published event can be unpublished.');
  const at = p.clock.now().toISOString();
  const action: VersionAction = to === 'published' ? 'published' : to === 'archived' ? 'archived' : 'unpublished';
  const next: EventRecord = { ...current, status: to, version: current.version + 1, updatedAt: at, updatedBy: admin };
  try {
    await writeRecord(p, next, current.version, audit(at, admin, action, next.version, [{ field: 'status', before: current.status, after: to }]), current.status === 'published' || to === 'published');
  } catch (e) {
    if (e instanceof StaleVersion) throw conflictOf(e);
    throw e;
  }
  return { slug, version: next.version, status: to };
}

export async function getAuditLog(p: P, slug: string, before?: string) {
  await mustGet(p, slug);
  return auditLog(p, slug, AUDIT_PAGE, before);
}
