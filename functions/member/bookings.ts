/**
 * A member's own bookings (the dashboard's "My bookings", docs/members.md): their places to come
 * and a page of past ones, their series registrations, their event receipts and their
 * subscription; and, for an event page, their own reservation of one date. Every read is the
 * signed-in member's own (the session names the email) and bounded by the page it answers:
 *  - places: one Query of the person's reservations index (functions/reservations/store.ts
 *    pageOfEmail), BOOKINGS_PAGE items from an opaque cursor, upcoming forward from today and past
 *    backwards, each with its own cursor; a waiting place adds its position's reads (the counter
 *    and at most one bucket of the waitlist, docs/data.md);
 *  - series: one Query of their partition, at most SERIES_OF_PERSON_MAX;
 *  - receipts: one Query of RECEIPTS_PAGE of their Checkouts (functions/billing/receipts.ts);
 *  - the subscription: one item.
 * Each place carries its manage token (the emailed cancel link's, rebuilt from the reservation:
 * model.ts cancelToken), so the dashboard links to the reservation page; each series its manage
 * link's token.
 */
import { eventBySlug, formatPrice } from '../../content/events/index';
import type { Currency } from '../../content/cities';
import { localizeEvent } from '../../content/events/localize';
import { calendarDateIn } from '../../content/events/calendar';
import type { Ports } from '../lib/ports';
import { BadRequest, NotFound } from '../lib/errors';
import { jaAmount, type Lang } from '../lib/i18n/lang';
import { cancelToken, type Reservation } from '../reservations/model';
import * as reservations from '../reservations/store';
import * as seriesStore from '../reservations/series-store';
import { seriesToken } from '../reservations/series-token';
import { formatEventDate, formatEventTime, formatInstant } from '../reservations/format';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import { receiptsPage } from '../billing/receipts';
import { paymentReference } from '../../content/events/money';
import { statusFor } from '../billing/subscriptions';

/** Places a page of upcoming or past bookings reads. */
export const BOOKINGS_PAGE = 10;

/**
 * "Today" for the split between upcoming and past: the date in Honolulu, the venue furthest behind
 * UTC, so a date still to come at any venue is never listed as past (a Tokyo date stays upcoming
 * until the Honolulu day is over too).
 */
export function bookingsToday(now: Date): string {
  const d = calendarDateIn(now, 'Pacific/Honolulu');
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

type P = Pick<Ports, 'table' | 'clock' | 'secrets'>;

export interface Booking {
  eventSlug: string;
  eventTitle: string;
  occurrence: string;
  dateText: string;
  timeText: string;
  status: Reservation['status'];
  waitlistPosition: number | null;
  /** A payment hold: until when the place is held (in the page's language), else null. */
  holdUntilText: string | null;
  paid: boolean;
  series: boolean;
  /** The reservation page's token (its emailed cancel link's). */
  token: string;
}

/** A held place whose hold ran out is no longer the person's: it is shown as no place (the next registration frees it). */
const lapsed = (r: Reservation, now: Date) => r.status === 'pending_payment' && Boolean(r.holdExpiresAt) && Date.parse(r.holdExpiresAt!) <= now.getTime();

async function bookingOf(p: P, r: Reservation, lang: Lang): Promise<Booking> {
  const event = eventBySlug(r.eventSlug);
  const now = p.clock.now();
  return {
    eventSlug: r.eventSlug,
    // An event no longer in the catalogue keeps its slug and date as they were booked.
    eventTitle: event ? localizeEvent(event, lang).title : r.eventSlug,
    occurrence: r.occurrence,
    dateText: event ? formatEventDate(event, r.occurrence, lang) : r.occurrence,
    timeText: event ? formatEventTime(event, r.occurrence, lang) : '',
    status: lapsed(r, now) ? 'cancelled' : r.status,
    waitlistPosition: await reservations.currentWaitlistPosition(p, r),
    holdUntilText: r.status === 'pending_payment' && r.holdExpiresAt && event && !lapsed(r, now) ? formatInstant(event, new Date(r.holdExpiresAt), lang) : null,
    paid: Boolean(r.paid),
    series: Boolean(r.series),
    token: cancelToken(p.secrets.signingSecret, r),
  };
}

/** One page of the member's places: upcoming (soonest first, no cancelled ones) or past (latest first). */
export async function myReservations(p: P, email: string, when: 'upcoming' | 'past', lang: Lang, cursor?: string | null): Promise<{ items: Booking[]; next: string | null }> {
  const now = p.clock.now();
  const page = await reservations.pageOfEmail(p, email, when, bookingsToday(now), BOOKINGS_PAGE, cursor);
  const shown = when === 'upcoming' ? page.items.filter((r) => !lapsed(r, now)) : page.items;
  return { items: await Promise.all(shown.map((r) => bookingOf(p, r, lang))), next: page.next };
}

export interface ReceiptView {
  eventSlug: string;
  eventTitle: string;
  occurrence: string | null;
  dateText: string | null;
  amountText: string;
  paidAt: string;
  /** As the mailed receipt shows it (content/events/money.ts paymentReference). */
  reference: string;
}

/** One page of the member's event receipts, the amounts in the page's language. */
export async function myReceipts(p: P, email: string, lang: Lang, cursor?: string | null): Promise<{ items: ReceiptView[]; next: string | null }> {
  const page = await receiptsPage(p, email, cursor);
  return {
    items: page.items.map((c) => {
      const event = eventBySlug(c.eventSlug);
      const amount = formatPrice(c.amountCents, c.currency as Currency);
      return {
        eventSlug: c.eventSlug,
        eventTitle: event ? localizeEvent(event, lang).title : c.eventSlug,
        occurrence: c.occurrence,
        dateText: event && c.occurrence ? formatEventDate(event, c.occurrence, lang) : c.occurrence,
        amountText: lang === 'ja' ? jaAmount(amount) : amount,
        paidAt: c.paidAt,
        reference: paymentReference(c.checkoutSessionId),
      };
    }),
    next: page.next,
  };
}

/** The member's series registrations, each with its manage link's token. */
export async function mySeries(p: P, email: string, lang: Lang) {
  const { items, more } = await seriesStore.ofEmail(p, email);
  return {
    items: items.map((s) => {
      const event = eventBySlug(s.eventSlug);
      return { eventSlug: s.eventSlug, eventTitle: event ? localizeEvent(event, lang).title : s.eventSlug, status: s.status, token: seriesToken(p.secrets.signingSecret, s) };
    }),
    more,
  };
}

/** Everything the dashboard's "My bookings" shows at first: the first page of each list and the subscription. */
export async function myBookings(p: P, email: string, lang: Lang) {
  const [upcoming, past, series, payments, status] = await Promise.all([
    myReservations(p, email, 'upcoming', lang),
    myReservations(p, email, 'past', lang),
    mySeries(p, email, lang),
    myReceipts(p, email, lang),
    statusFor(p, email, 'owner'),
  ]);
  return { upcoming, past, series, payments, subscription: status.subscription };
}

export const NO_SUCH_EVENT = 'Event not found';
export const BAD_DATE = 'The date must be written YYYY-MM-DD.';

/**
 * The member's own place on one date of an event (the event page's "You're going"): the date given,
 * else the event's next bookable one; null when they have none there (none, cancelled, or a hold
 * that ran out). Reads one reservation (and a waiting one's position).
 */
export async function myReservationOf(p: P, email: string, eventSlug: string, occurrence: string | undefined, lang: Lang): Promise<{ occurrence: string | null; reservation: Booking | null }> {
  const event = eventBySlug(eventSlug);
  if (!event) throw new NotFound(NO_SUCH_EVENT);
  if (occurrence !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(occurrence)) throw new BadRequest(BAD_DATE);
  const date = occurrence ?? bookableOccurrence(event, p.clock.now())?.occurrence ?? null;
  if (!date) return { occurrence: null, reservation: null };
  const r = await reservations.get(p, event.slug, date, email);
  if (!r || r.status === 'cancelled' || lapsed(r, p.clock.now())) return { occurrence: date, reservation: null };
  return { occurrence: date, reservation: await bookingOf(p, r, lang) };
}
