/**
 * The door kit's server side: the list of one occurrence (confirmed people and, for reference, the
 * waitlist, each with whether they checked in), the sync of check-ins the kit queued (offline
 * included) and walk-ins added at the door.
 *
 * Every check-in becomes an attendance and a stamp through adminRecordAttendance: one attendance
 * per member per occurrence, so a check-in synced twice (or by two hosts) counts once. Each check-in
 * also carries the kit's own id (clientId): the first sync of an id is stored with its outcome, and
 * the same id synced again answers that outcome without doing anything.
 */
import { eventBySlug, type EventListing } from '../../content/events/index';
import { BadRequest, ConditionFailed, Conflict, HttpError, NotFound } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { parseIsoDate } from '../../domain/member/rules';
import * as reservations from '../reservations/store';
import { cancelToken, cancelTokenHash } from '../reservations/model';
import { checkinToken, verifyCheckinToken } from '../reservations/checkin-token';
import * as passports from './store';
import { adminRecordAttendance } from './attendance';
import { occurrencesBetween, type Occurrence } from '../../domain/passport/occurrences';
import type { DoorUser } from './hosts';

export const DOOR_MESSAGES = {
  eventNotFound: 'Event not found',
  badOccurrence: 'That date is not an occurrence of this event',
  badToken: 'This QR code is not a valid check-in code',
  otherOccurrence: 'This QR code is for another event or date',
  notConfirmed: 'This person has no confirmed place for this date. Add them as a walk-in instead.',
  needsWho: 'Each check-in needs a QR code or an email',
  notYetOpen: 'Check-in at the door opens an hour before the event starts',
} as const;

export interface DoorRow {
  email: string;
  name: string;
  status: 'confirmed' | 'waitlisted';
  walkIn: boolean;
  checkedIn: boolean;
}

export interface DoorCounts {
  confirmed: number;
  checkedIn: number;
  /** Confirmed and not checked in, once the event has started (0 before). */
  noShows: number;
  /** Everyone waiting (the counter), of whom the list names the first DOOR_WAITLIST_ROWS. */
  waitlisted: number;
}

function occurrenceOf(slug: string, occurrence: string): { event: EventListing; o: Occurrence } {
  const event = eventBySlug(slug);
  if (!event) throw new NotFound(DOOR_MESSAGES.eventNotFound);
  const date = parseIsoDate(occurrence);
  const o = date ? occurrencesBetween(event, date, date)[0] : undefined;
  if (!o || o.occurrence !== occurrence) throw new BadRequest(DOOR_MESSAGES.badOccurrence);
  return { event, o };
}

/** The name shown at the door: the one typed for a walk-in, else the address's local part. */
const displayName = (email: string, walkInName?: string) => walkInName || email.split('@')[0];

/** How many of the people waiting the door list names (the counts say how many wait in all). */
export const DOOR_WAITLIST_ROWS = 20;

export async function doorList(p: Ports, slug: string, occurrence: string) {
  const { event, o } = occurrenceOf(slug, occurrence);
  // The date's live people from the state index (confirmed places, then the waitlist): never its cancelled rows.
  // The confirmed places (bounded by the capacity) and the head of the waitlist (DOOR_WAITLIST_ROWS), with the counter's number waiting.
  const [confirmedPlaces, waiting, counter] = await Promise.all([
    reservations.confirmedOf(p, slug, occurrence),
    reservations.waitingOf(p, slug, occurrence, DOOR_WAITLIST_ROWS),
    reservations.counter(p, event, occurrence),
  ]);
  const places = confirmedPlaces.filter((r) => r.status === 'confirmed');
  const queue = waiting.filter((r) => r.status === 'waitlisted');
  const attended = await passports.attendedOf(p, places.map((r) => r.email), slug, occurrence);
  const row = (r: (typeof places)[number]): DoorRow => ({
    email: normEmail(r.email),
    name: displayName(r.email, r.walkInName),
    status: r.status as DoorRow['status'],
    walkIn: Boolean(r.walkIn),
    checkedIn: attended.has(normEmail(r.email)),
  });
  // Confirmed people by name (the door looks them up); the waiting ones in promotion order.
  const rows: DoorRow[] = [...places.map(row).sort((a, b) => a.name.localeCompare(b.name)), ...queue.map(row)];
  const now = p.clock.now();
  const confirmed = rows.filter((r) => r.status === 'confirmed');
  const counts: DoorCounts = {
    confirmed: confirmed.length,
    checkedIn: await passports.attendeeCount(p, slug, occurrence),
    waitlisted: Math.max(counter.waitlisted, queue.length),
    noShows: now >= o.startsAt ? confirmed.filter((r) => !r.checkedIn).length : 0,
  };
  return {
    event: {
      slug: event.slug,
      title: event.title,
      location: event.cityDisplay,
      occurrence,
      startsAt: o.startsAt.toISOString(),
      endsAt: o.endsAt.toISOString(),
      opensAt: o.opensAt.toISOString(),
      timezone: event.timezone,
    },
    rows,
    counts,
    serverTime: now.toISOString(),
  };
}

export interface SyncItem {
  clientId: string;
  token?: string;
  email?: string;
  at: string;
}

export interface SyncResult {
  clientId: string;
  status: 'recorded' | 'duplicate' | 'refused';
  email: string | null;
  error: string | null;
}

/** The stored outcome of a clientId already synced, if any. */
async function earlier(p: Ports, slug: string, occurrence: string, clientId: string): Promise<SyncResult | undefined> {
  const item = await p.table.get(keys.doorCheckin(slug, occurrence, clientId), { consistent: true });
  return item ? { clientId, status: 'duplicate', email: item.email as string, error: null } : undefined;
}

async function remember(p: Ports, slug: string, occurrence: string, clientId: string, email: string, at: string, by: DoorUser): Promise<void> {
  try {
    await p.table.put(
      { ...keys.doorCheckin(slug, occurrence, clientId), type: 'DoorCheckin', email, at, by: by.email, syncedAt: p.clock.now().toISOString() },
      { condition: 'attribute_not_exists(pk)' },
    );
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
  }
}

async function checkInOne(p: Ports, slug: string, occurrence: string, item: SyncItem, by: DoorUser): Promise<SyncResult> {
  const seen = await earlier(p, slug, occurrence, item.clientId);
  if (seen) return seen;
  let email: string;
  if (item.token) {
    const target = verifyCheckinToken(p.secrets.signingSecret, item.token);
    if (!target) return { clientId: item.clientId, status: 'refused', email: null, error: DOOR_MESSAGES.badToken };
    if (target.slug !== slug || target.occurrence !== occurrence) return { clientId: item.clientId, status: 'refused', email: target.email, error: DOOR_MESSAGES.otherOccurrence };
    email = target.email;
  } else if (item.email) {
    email = normEmail(item.email);
  } else {
    return { clientId: item.clientId, status: 'refused', email: null, error: DOOR_MESSAGES.needsWho };
  }
  const r = await reservations.get(p, slug, occurrence, email);
  if (!r || r.status !== 'confirmed') return { clientId: item.clientId, status: 'refused', email, error: DOOR_MESSAGES.notConfirmed };
  try {
    const result = await adminRecordAttendance(p, { email, eventSlug: slug, occurrence }, { fromCheckinOpen: true });
    await remember(p, slug, occurrence, item.clientId, email, item.at, by);
    return { clientId: item.clientId, status: result.duplicate ? 'duplicate' : 'recorded', email, error: null };
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) return { clientId: item.clientId, status: 'refused', email, error: e.message };
    throw e;
  }
}

/** Records a batch of queued check-ins, in order; each answers on its own (a refused one does not stop the rest). */
export async function syncCheckins(p: Ports, by: DoorUser, input: { eventSlug: string; occurrence: string; checkins: SyncItem[] }) {
  occurrenceOf(input.eventSlug, input.occurrence);
  const results: SyncResult[] = [];
  for (const item of input.checkins) results.push(await checkInOne(p, input.eventSlug, input.occurrence, item, by));
  return { results, counts: (await doorList(p, input.eventSlug, input.occurrence)).counts };
}

/**
 * A person not on the list, added at the door: a confirmed reservation marked walk-in (a place at
 * the door, over the capacity if need be; a waitlist place or an unpaid hold of theirs becomes it)
 * and their attendance. Someone already confirmed is just checked in. The kit's clientId makes a
 * repeat a no-op.
 */
export async function addWalkIn(p: Ports, by: DoorUser, input: { eventSlug: string; occurrence: string; clientId: string; name: string; email: string; at: string }) {
  const { event, o } = occurrenceOf(input.eventSlug, input.occurrence);
  const now = p.clock.now();
  if (o.opensAt > now) throw new BadRequest(DOOR_MESSAGES.notYetOpen);
  const email = normEmail(input.email);
  const seen = await earlier(p, event.slug, input.occurrence, input.clientId);
  if (!seen) {
    const existing = await reservations.get(p, event.slug, input.occurrence, email);
    const nowIso = now.toISOString();
    const ref = { slug: event.slug, capacity: event.capacity };
    if (!existing || existing.status === 'cancelled') {
      const token = cancelToken(p.secrets.signingSecret, { eventSlug: event.slug, occurrence: input.occurrence, email, createdAt: nowIso });
      const item = reservations.newItem({
        id: p.ids.id('r'),
        email,
        eventSlug: event.slug,
        occurrence: input.occurrence,
        status: 'confirmed',
        subscriber: false,
        paid: false,
        answers: {},
        cancelTokenHash: cancelTokenHash(token),
        createdAt: nowIso,
        confirmedAt: nowIso,
        walkIn: true,
        walkInName: input.name,
      });
      await placeWalkIn(p, [reservations.walkInCounterOp(ref, input.occurrence, existing), reservations.putNewOp(item)]);
    } else if (existing.status !== 'confirmed') {
      await placeWalkIn(p, [reservations.walkInCounterOp(ref, input.occurrence, existing), reservations.confirmWalkInOp(existing, input.name, nowIso)]);
    }
  }
  const sync = await syncCheckins(p, by, { eventSlug: event.slug, occurrence: input.occurrence, checkins: [{ clientId: input.clientId, email, at: input.at }] });
  return { result: sync.results[0], counts: sync.counts };
}

async function placeWalkIn(p: Ports, ops: Parameters<Ports['table']['transact']>[0]): Promise<void> {
  try {
    await p.table.transact(ops);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    throw new Conflict('This person’s reservation changed meanwhile. Please try again.');
  }
}

/**
 * A member's check-in QR codes: one per confirmed reservation whose occurrence has not closed
 * (a day after its end), soonest first. The door kit scans them; the server checks the signature
 * when the check-in is synced.
 */
export async function myCheckinCodes(p: Ports, email: string) {
  const now = p.clock.now();
  const mine = (await reservations.allOfEmail(p, email)).filter((r) => r.status === 'confirmed');
  const rows = mine.flatMap((r) => {
    const event = eventBySlug(r.eventSlug);
    const date = parseIsoDate(r.occurrence);
    const o = event && date ? occurrencesBetween(event, date, date)[0] : undefined;
    if (!event || !o || o.occurrence !== r.occurrence || o.closesAt < now) return [];
    return [{ event, o, token: checkinToken(p.secrets.signingSecret, { eventSlug: r.eventSlug, occurrence: r.occurrence, email }) }];
  });
  rows.sort((a, b) => a.o.startsAt.getTime() - b.o.startsAt.getTime());
  if (!rows.length) return [];
  // qrcode loads only when a member has a code to show.
  const QRCode = (await import('qrcode')).default;
  return Promise.all(
    rows.map(async ({ event, o, token }) => ({
      eventSlug: event.slug,
      title: event.title,
      location: event.cityDisplay,
      occurrence: o.occurrence,
      startsAt: o.startsAt.toISOString(),
      timezone: event.timezone,
      token,
      qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }), 'utf8').toString('base64')}`,
    })),
  );
}
