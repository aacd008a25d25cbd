/**
 * Attendance and stamps: recording one attendance (one stamp) per member per occurrence, by the
 * occurrence's check-in code (/checkin) or by a host/admin back-fill.
 */
import { eventBySlug } from '../../content/events/index';
import { BadRequest, ConditionFailed, NotFound } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import * as reservations from '../reservations/store';
import * as passports from './store';
import { hit, type Limit } from '../lib/auth/rate-limit';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { parseIsoDate } from '../../domain/member/rules';
import { stampChange, tierById, nextTierFor, type TierId } from '../../domain/passport/rules';
import { reverseNoShow } from './no-shows';
import { itemOfAttendance } from '../stay-in-touch/touch';
import { occurrencesBetween, openOccurrences, type Occurrence } from '../../domain/passport/occurrences';
import { checkinCode, normaliseCode, sameCode } from './checkin-codes';

/** Wrong codes per member: enough for typos, too few to guess 32^6. */
export const codeAttemptLimit: Limit = { bucket: 'checkin-code', max: 10, windowSeconds: 600 };

export const CHECKIN_MESSAGES = {
  eventNotFound: 'Event not found',
  notOpen: 'Check-in for this event is not open right now. It opens an hour before the start and closes a day after the end.',
  badCode: 'That check-in code does not match this event. Please check the code shown by your host.',
  codeRequired: 'Please enter the check-in code shown at the event',
  badOccurrence: 'That date is not an occurrence of this event',
  future: 'Attendance can only be recorded once the event has started',
  notYetOpen: 'Check-in at the door opens an hour before the event starts',
} as const;

// ---------- recording ----------

export type AttendanceRecord = passports.AttendanceFields;

export function toAttendance(item: Item): AttendanceRecord {
  return {
    attendanceId: item.attendanceId,
    email: item.email,
    event_slug: item.event_slug,
    event_title: item.event_title,
    occurrence: item.occurrence,
    event_date: item.event_date,
    location: item.location,
    city: item.city,
    event_type: item.event_type,
    created_at: item.created_at,
    source: item.source,
  };
}

/** Every attendance of a member, newest event first. */
export async function listAttendances(p: Pick<Ports, 'table'>, email: string, limit?: number): Promise<AttendanceRecord[]> {
  return (await passports.attendancesOf(p, email, limit)).map(toAttendance);
}

export interface RecordResult {
  duplicate: boolean;
  attendance: AttendanceRecord;
  stamps: number;
  stampsGained: number;
  previousTier: TierId;
  tier: TierId;
  tierName: string;
  tierUnlocked: boolean;
  next_tier: ReturnType<typeof nextTierFor>;
}

/**
 * Writes the attendance once (conditional put: one stamp per member per occurrence) with its
 * attendance.recorded in the same transaction: a repeat finds it stored and neither counts nor
 * announces it again.
 */
async function writeAttendance(p: Ports, email: string, o: Occurrence, source: AttendanceRecord['source']): Promise<RecordResult> {
  const now = p.clock.now();
  const e = o.event;
  const item = passports.newAttendance({
    attendanceId: p.ids.id('att'),
    email: normEmail(email),
    event_slug: e.slug,
    event_title: e.title,
    occurrence: o.occurrence,
    event_date: o.occurrence,
    location: e.cityDisplay,
    city: e.city,
    event_type: e.eventType,
    created_at: now.toISOString(),
    source,
  });
  let duplicate = false;
  try {
    await withEvents(
      p,
      // The date's check-ins count with the attendance (the organisers' figures); the attendee's
      // stay-in-touch item is made with it, its invitation due at the date's end (docs/stay-in-touch.md).
      [passports.putAttendanceOp(item), reservations.figuresOp(e.slug, o.occurrence, { checkedIn: 1 }), itemOfAttendance(p, { email: item.email, slug: e.slug, occurrence: o.occurrence, endsAt: o.endsAt })],
      [
        outboxEvent('attendance.recorded', {
          attendanceId: item.attendanceId,
          email: item.email,
          eventSlug: item.event_slug,
          eventDate: item.event_date,
          location: item.location,
          eventType: item.event_type,
          source: item.source,
        }),
      ],
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    duplicate = true;
  }
  const stored = duplicate ? (await passports.getAttendance(p, email, e.slug, o.occurrence))! : item;
  const stamps = (await listAttendances(p, email)).length;
  const change = stampChange(duplicate ? stamps : stamps - 1, stamps);
  return {
    duplicate,
    attendance: toAttendance(stored),
    stamps,
    stampsGained: change.stampsGained,
    previousTier: change.previousTier,
    tier: change.tier,
    tierName: tierById(change.tier).name,
    tierUnlocked: change.tierUnlocked,
    next_tier: nextTierFor(stamps),
  };
}

/** /checkin: a member proves attendance with the occurrence's code. */
export async function recordAttendance(p: Ports, email: string, input: { eventSlug: string; code: unknown; occurrence?: string }): Promise<RecordResult> {
  const event = eventBySlug(input.eventSlug);
  if (!event || !event.checkinStampEligible) throw new NotFound(CHECKIN_MESSAGES.eventNotFound);
  const code = normaliseCode(input.code);
  if (!code) throw new BadRequest(CHECKIN_MESSAGES.codeRequired);
  const now = p.clock.now();
  const open = openOccurrences(now).filter((o) => o.event.slug === event.slug && (!input.occurrence || o.occurrence === input.occurrence));
  if (!open.length) throw new BadRequest(CHECKIN_MESSAGES.notOpen);
  await hit(p, codeAttemptLimit, `${normEmail(email)}`);
  const match = open.find((o) => sameCode(checkinCode(p.secrets.signingSecret, event.slug, o.occurrence), code));
  if (!match) throw new BadRequest(CHECKIN_MESSAGES.badCode);
  return writeAttendance(p, email, match, 'checkin-code');
}

/**
 * Host/admin back-fill: any real occurrence that has started (the door kit: from when check-in
 * opens, an hour before the start). Reverses a no-show counted for it.
 */
export async function adminRecordAttendance(p: Ports, input: { email: string; eventSlug: string; occurrence: string }, opts: { fromCheckinOpen?: boolean } = {}): Promise<RecordResult> {
  const event = eventBySlug(input.eventSlug);
  if (!event) throw new NotFound(CHECKIN_MESSAGES.eventNotFound);
  const date = parseIsoDate(input.occurrence);
  const o = date ? occurrencesBetween(event, date, date)[0] : undefined;
  if (!o) throw new BadRequest(CHECKIN_MESSAGES.badOccurrence);
  if ((opts.fromCheckinOpen ? o.opensAt : o.startsAt) > p.clock.now()) throw new BadRequest(opts.fromCheckinOpen ? CHECKIN_MESSAGES.notYetOpen : CHECKIN_MESSAGES.future);
  const result = await writeAttendance(p, input.email, o, 'admin');
  await reverseNoShow(p, input.email, event.slug, o.occurrence);
  return result;
}

/** How many members checked in to one occurrence (admin screen). */
export async function attendeeCount(p: Pick<Ports, 'table'>, slug: string, occurrence: string): Promise<number> {
  return passports.attendeeCount(p, slug, occurrence);
}
