/**
 * change_occurrence of the events console: a new start time, length and/or venue for one date of an
 * event, or for that date and every later one (`onwards`). The change is kept on the listing
 * (`dateChanges`: a new version of the event, audited, the site republished when it is published),
 * so every reader of the date (emails, calendar entries, reminders, the venue reveal, the pages)
 * takes it through listingOn / timesOn. The people registered on each date it covers are told once,
 * in their language, with the calendar update (same UID, SEQUENCE + 1); a place booked before the
 * change may be cancelled free, and a paid one is refunded in full (reservations/policy.ts).
 */
import { parseClock } from '../../content/events/calendar';
import { isCancelledDate, type EventListing } from '../../content/events/index';
import { listingOn, upcomingDates, type DateChange } from '../../content/events/occurrence';
import { BadRequest, ConditionFailed, Conflict } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { StaleVersion, writeRecord, type EventRecord } from '../lib/event-store';
import type { Reservation } from '../reservations/model';
import * as reservations from '../reservations/store';
import { occurrenceStart } from '../../domain/reservations/time';
import { DATES_SHOWN } from './horizon';
import { OCCURRENCE_MESSAGES, SEND_CONCURRENCY, dateOf, inBatches, mustGet, type Actor } from './occurrence';

export const CHANGE_MESSAGES = {
  nothing: 'Say what changes: a start time, a length or a venue.',
  started: 'This date has already started, so it can no longer change.',
  pastMidnight: 'A date ends on the day it starts: the start and the length must end by midnight.',
  keptBackVenue: (days: number) =>
    `This event keeps its exact venue back until ${days} days before, so its venue changes in the event's form (Exact venue) for every date; a single date's venue cannot be sent early.`,
  unchanged: 'That is the time and venue this date already has: nothing to change.',
} as const;

export interface ChangeInput {
  onwards?: boolean;
  start?: string;
  durationMinutes?: number;
  venue?: { name: string; fullAddress: string; nearestStation?: string; meetingPoint?: string; description?: string };
  note?: string;
  note_ja?: string;
}

/** "HH:MM" `minutes` after midnight. */
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The date's venue after a move: the new place's name and address, its own station and meeting point
 * or none (the old ones would mislead), the old description unless a new one is given, and no photo
 * (the old place's would mislead).
 */
export function movedVenue(before: EventListing['venue'], to: NonNullable<ChangeInput['venue']>): EventListing['venue'] {
  const venue: EventListing['venue'] = {
    ...before,
    name: to.name,
    fullAddress: to.fullAddress,
    nearestStation: to.nearestStation || '',
    meetingPoint: to.meetingPoint || '',
    description: to.description || before.description,
  };
  delete venue.imageKey;
  return venue;
}

/** The change to store: the date's new times (from what it has now, with what was given) and venue. */
function changeOf(listing: EventListing, occurrence: string, input: ChangeInput, at: string): { change: DateChange; time: boolean; venue: boolean } {
  const now = listingOn(listing, occurrence);
  const startTime = input.start ?? now.startTime;
  const durationMinutes = input.durationMinutes ?? now.durationMinutes;
  const end = parseClock(startTime)! + durationMinutes;
  if (end >= 24 * 60) throw new BadRequest(CHANGE_MESSAGES.pastMidnight);
  const endTime = clockOf(end);
  const time = startTime !== now.startTime || endTime !== now.endTime;
  const venue = input.venue ? movedVenue(now.venue, input.venue) : undefined;
  const venueChanged = Boolean(venue && (venue.name !== now.venue.name || venue.fullAddress !== now.venue.fullAddress || venue.nearestStation !== now.venue.nearestStation || venue.meetingPoint !== now.venue.meetingPoint));
  return {
    change: {
      date: occurrence,
      ...(input.onwards ? { onwards: true } : {}),
      ...(time ? { startTime, endTime, durationMinutes } : {}),
      ...(venueChanged ? { venue: venue! } : {}),
      changedAt: at,
    },
    time,
    venue: venueChanged,
  };
}

/** Writes the change on the event (a new version, audited; the site follows when it is published). */
async function storeChange(p: Ports, slug: string, occurrence: string, input: ChangeInput, actor: Actor): Promise<{ record: EventRecord; change: DateChange; time: boolean; venue: boolean }> {
  for (let round = 0; round < 5; round++) {
    const current = await mustGet(p, slug);
    if (current.status === 'archived') throw new Conflict(OCCURRENCE_MESSAGES.archived);
    if (isCancelledDate(current.listing, occurrence)) throw new Conflict(OCCURRENCE_MESSAGES.cancelled);
    if (input.venue && current.listing.venueReveal) throw new BadRequest(CHANGE_MESSAGES.keptBackVenue(current.listing.venueReveal.daysBefore));
    const at = p.clock.now().toISOString();
    const made = changeOf(current.listing, occurrence, input, at);
    if (!made.time && !made.venue) throw new BadRequest(CHANGE_MESSAGES.unchanged);
    const before = current.listing.dateChanges ?? [];
    const after = [...before, made.change];
    const next: EventRecord = { ...current, listing: { ...current.listing, dateChanges: after }, version: current.version + 1, updatedAt: at, updatedBy: actor.email };
    const shown = listingOn(current.listing, occurrence);
    const changes = [
      ...(made.time ? [{ field: 'time', before: `${shown.startTime}-${shown.endTime}`, after: `${made.change.startTime}-${made.change.endTime}` }] : []),
      ...(made.venue ? [{ field: 'venue', before: `${shown.venue.name}, ${shown.venue.fullAddress}`, after: `${made.change.venue!.name}, ${made.change.venue!.fullAddress}` }] : []),
    ];
    try {
      await writeRecord(
        p,
        next,
        current.version,
        { at, admin: actor.email, role: actor.role, action: 'occurrence-changed', version: next.version, changes, occurrence, details: { onwards: Boolean(input.onwards), ...(input.note ? { note: input.note } : {}) } },
        current.status === 'published',
      );
      return { record: next, ...made };
    } catch (e) {
      if (!(e instanceof StaleVersion)) throw e;
    }
  }
  throw new Conflict('The event kept changing while the date was being changed. Please try again.');
}

/** Tells one person of the change, once (a conditional note on the reservation, with the event that mails them). */
async function notifyOne(p: Ports, first: Reservation, d: { changeId: string; sequence: number; time: boolean; venue: boolean; note?: string; noteJa?: string }): Promise<boolean> {
  let r: Reservation | undefined = first;
  for (let round = 0; round < 3 && r && r.status !== 'cancelled'; round++) {
    try {
      await withEvents(
        p,
        [reservations.changeNoticeOp(r, d.changeId)],
        [
          outboxEvent('reservation.occurrence-changed', {
            reservationId: r.id,
            email: r.email,
            eventSlug: r.eventSlug,
            occurrence: r.occurrence,
            changeId: d.changeId,
            sequence: d.sequence,
            time: d.time,
            venue: d.venue,
            ...(d.note ? { note: d.note } : {}),
            ...(d.noteJa ? { noteJa: d.noteJa } : {}),
          }),
        ],
      );
      return true;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      r = await reservations.get(p, first.eventSlug, first.occurrence, first.email);
      if (r?.lastChangeNotice === d.changeId) return false; // told already
    }
  }
  return false;
}

/**
 * change_occurrence: stores the change, then for each date it covers (that date; with `onwards`, the
 * coming dates from it on that the console shows) moves the date's calendar SEQUENCE and tells
 * everyone with a place, a hold or a waitlist entry. Refused for a date that started, is cancelled,
 * or of an archived event; a venue change for an event that keeps its venue back is refused (400).
 */
export async function changeOccurrence(p: Ports, slug: string, occurrence: string, input: ChangeInput, actor: Actor): Promise<{ notified: number; dates: string[] }> {
  if (input.start === undefined && input.durationMinutes === undefined && input.venue === undefined) throw new BadRequest(CHANGE_MESSAGES.nothing);
  const r = await dateOf(p, slug, occurrence);
  if (occurrenceStart(r.listing, occurrence).getTime() <= p.clock.now().getTime()) throw new Conflict(CHANGE_MESSAGES.started);
  const stored = await storeChange(p, slug, occurrence, input, actor);
  const listing = stored.record.listing;
  const dates = input.onwards
    ? upcomingDates(listing, p.clock.now(), DATES_SHOWN).filter((d) => d >= occurrence)
    : [occurrence];
  let notified = 0;
  for (const date of dates) {
    let sequence: number;
    try {
      sequence = await reservations.bumpCalendarSequence(p, slug, date);
    } catch (e) {
      if (e instanceof ConditionFailed) continue; // cancelled meanwhile: its people had the cancellation
      throw e;
    }
    const live = (await reservations.ofOccurrence(p, slug, date)).filter((x) => x.status !== 'cancelled');
    const told = await inBatches(live, SEND_CONCURRENCY, (x) =>
      notifyOne(p, x, { changeId: `v${stored.record.version}`, sequence, time: stored.time, venue: stored.venue, ...(input.note ? { note: input.note } : {}), ...(input.note_ja ? { noteJa: input.note_ja } : {}) }),
    );
    notified += told.filter(Boolean).length;
  }
  return { notified, dates };
}
