/**
 * Scheduled jobs of the reservations area (EventBridge Scheduler in AWS, timers locally):
 *  - eventReminders (every 15 min): the reminder with the event details, 24 h before, once per
 *    confirmed reservation; also releases payment holds that ran out, so their places move on.
 *  - venueReveal (hourly): the exact venue, `venueReveal.daysBefore` days before, for the events
 *    marked so in the catalogue.
 * "Once" is a conditional flag on the reservation, set in the same transaction as the event's outbox item.
 */
import { events, occurrenceKey, type EventListing } from '../../content/events/index';
import { ConditionFailed } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import * as reservations from '../reservations/store';
import { occurrenceStart } from '../reservations/policy';
import { releaseExpiredHolds } from '../reservations/holds';
import { REMINDER_HOURS_BEFORE } from '../../domain/reservations/time';

interface Due {
  event: EventListing;
  occurrence: string;
  start: Date;
}

function upcoming(now: Date): Due[] {
  return events
    .map((event) => ({ event, occurrence: occurrenceKey(event, now) }))
    .filter((x): x is { event: EventListing; occurrence: string } => x.occurrence !== null)
    .map((x) => ({ ...x, start: occurrenceStart(x.event, x.occurrence) }))
    .filter((x) => x.start > now);
}

/** Announces reservation.reminder-due once per confirmed reservation of the occurrence (flag attribute). */
async function notifyConfirmed(p: Ports, d: Due, kind: 'reminder' | 'venue-reveal'): Promise<number> {
  const flag = kind === 'reminder' ? 'reminderSentAt' : 'venueRevealedAt';
  const pending = await reservations.confirmedWithoutFlag(p, d.event.slug, d.occurrence, flag);
  let sent = 0;
  for (const r of pending) {
    try {
      await withEvents(
        p,
        [reservations.markNotifiedOp(r, flag, p.clock.now().toISOString())],
        [outboxEvent('reservation.reminder-due', { reservationId: r.id, email: r.email, eventSlug: d.event.slug, occurrence: d.occurrence, revealVenue: Boolean(d.event.venueReveal), kind })],
      );
      sent++;
    } catch (e) {
      if (e instanceof ConditionFailed) continue; // cancelled, or announced by a concurrent run
      throw e;
    }
  }
  return sent;
}

export async function eventReminders(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  const due = upcoming(now);
  const counters = await reservations.counterItems(p, due.map((d) => ({ slug: d.event.slug, occurrence: d.occurrence })));
  let released = 0;
  let sent = 0;
  for (const [i, d] of due.entries()) {
    const holds = Number(counters[i]?.held ?? 0);
    if (holds > 0) released += await releaseExpiredHolds(p, d.event, d.occurrence, holds);
    if (now.getTime() >= d.start.getTime() - REMINDER_HOURS_BEFORE * 3_600_000) sent += await notifyConfirmed(p, d, 'reminder');
  }
  return { sent, released };
}

export async function venueReveal(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  let sent = 0;
  for (const d of upcoming(now)) {
    const days = d.event.venueReveal?.daysBefore;
    if (!days || now.getTime() < d.start.getTime() - days * 86_400_000) continue;
    sent += await notifyConfirmed(p, d, 'venue-reveal');
  }
  return { sent };
}
