/**
 * Running one date of an event (the events console's occurrence actions; hosts reach the reading
 * and messaging ones through POST /api/host-events): who is coming, the attendee CSV, cancelling
 * the date with its refunds, its capacity, and messaging its people. Every read is bounded by the
 * date: its partition (reservations, counter, messages), the attendance of its people, their
 * languages and the Checkouts of the paid places, each read by key. Every action is audited.
 * Reservation items and counters are changed through functions/reservations/store.ts only.
 */
import { eventAccessRule, formatPrice, isCancelledDate, isDateOf, type EventListing } from '../../content/events/index';
import { upcomingDates } from '../../content/events/occurrence';
import { ConditionFailed, Conflict, NotFound, TooManyRequests } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { log } from '../lib/log';
import { toCsv, type CsvColumn } from '../../domain/csv';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { StaleVersion, activityOp, getRecord, recordActivity, writeRecord, type AuditAction, type AuditEntry, type EventRecord } from '../lib/event-store';
import { sendMail } from '../lib/mail/door';
import { languageOf } from '../lib/mail/language';
import { sitePage, type Lang } from '../lib/i18n/lang';
import type { Reservation } from '../reservations/model';
import * as reservations from '../reservations/store';
import { endHoldOps } from '../reservations/hold-limits';
import { WaitlistNotVisibleYet, promoteWaitlist } from '../reservations/promote';
import { occurrenceStart } from '../../domain/reservations/time';
import { attendeeMessageEmail } from '../reservations/emails';
import { dateCancelRefundOp } from '../billing/kept';
import { attendedOf } from '../passport/store';
// Not from console.ts: that module carries the catalogue's classic zod schema, which the hosts' function must not (bundle-hygiene).
import { DATES_SHOWN } from './horizon';

/** Who acts: an admin (every event, every action) or a host of the event (reading and messaging only). */
export interface Actor {
  email: string;
  role: 'admin' | 'host';
}

export const OCCURRENCE_MESSAGES = {
  noEvent: (slug: string) => `No event has the address ${slug}`,
  notADate: (occurrence: string) => `${occurrence} is not a date of this event`,
  archived: 'This event is archived: it can no longer change.',
  cancelled: 'This date is cancelled.',
  started: 'This date has already started, so it can no longer be cancelled.',
  tooSoon: (seconds: number) => `A message went to the people of this date less than a minute ago. Wait ${seconds} seconds before sending another.`,
} as const;

/** A refund claim older than this belongs to a run that died: the next call may take it again (the provider refunds a payment once). */
const REFUND_LEASE_MS = 10 * 60_000;
/** One message to the people of a date per this long. */
export const MESSAGE_INTERVAL_MS = 60_000;
/** Mails sent at once by one message (the whole date fits in a request: a capacity of tens). */
export const SEND_CONCURRENCY = 5;

type P = Ports;

export async function mustGet(p: Pick<Ports, 'table'>, slug: string): Promise<EventRecord> {
  const r = await getRecord(p, slug);
  if (!r) throw new NotFound(OCCURRENCE_MESSAGES.noEvent(slug));
  return r;
}

/** The event and its date, or a 404 when the date is none of the event's (a cancelled date still is). */
export async function dateOf(p: Pick<Ports, 'table'>, slug: string, occurrence: string): Promise<EventRecord> {
  const r = await mustGet(p, slug);
  if (!isDateOf(r.listing, occurrence)) throw new NotFound(OCCURRENCE_MESSAGES.notADate(occurrence));
  return r;
}

const ref = (listing: EventListing) => ({ slug: listing.slug, capacity: listing.capacity });

/** An audit entry of an occurrence action that makes no new version. */
export function entry(p: Pick<Ports, 'clock'>, r: EventRecord, actor: Actor, action: AuditAction, occurrence: string, details: Record<string, unknown>, changes: AuditEntry['changes'] = []): AuditEntry {
  return { at: p.clock.now().toISOString(), admin: actor.email, role: actor.role, action, version: r.version, changes, occurrence, details };
}

/** Runs `fn` over `items`, `n` at a time, in order of the results. */
export async function inBatches<T, R>(items: readonly T[], n: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += n) out.push(...(await Promise.all(items.slice(i, i + n).map(fn))));
  return out;
}

// ---------- who is coming ----------

export type PersonStatus = 'confirmed' | 'waitlisted' | 'held' | 'cancelled';

export interface Person {
  email: string;
  /** The name typed at the door for a walk-in (reservations carry no other name). */
  name?: string;
  status: PersonStatus;
  /** 1 for the next person to move in (subscribers first, then first come). */
  waitlistPosition?: number;
  answers: Record<string, string>;
  language: Lang;
  /** What the place was paid online, in hundredths of `currency` (0 when nothing was). */
  paidCents: number;
  currency: string;
  checkedIn: boolean;
  createdAt: string;
  /** A cancelled reservation: when and why (cancelled by the person, a hold that ran out, the date cancelled). */
  cancelledAt?: string;
  cancelReason?: string;
  /** A place of a series registration ("Come every week"). */
  series?: boolean;
  walkIn?: boolean;
}

export interface OccurrenceView {
  slug: string;
  title: string;
  date: string;
  /** An organiser cancelled this date. */
  cancelled: boolean;
  /** The date's capacity: its own when one was set (set_capacity), else the event's. */
  capacity: number;
  confirmed: number;
  waitlisted: number;
  held: number;
  checkedIn: number;
  people: Person[];
}

const STATUS_OF: Record<Reservation['status'], PersonStatus> = { confirmed: 'confirmed', waitlisted: 'waitlisted', pending_payment: 'held', cancelled: 'cancelled' };
const ORDER: Record<PersonStatus, number> = { confirmed: 0, waitlisted: 1, held: 2, cancelled: 3 };

/** The place in promotion order of a waiting reservation: its waitlist index entry (subscribers' class first, then the ticket). */
const waitKey = (r: Reservation) => r.gsi2sk ?? `${r.subscriber ? 0 : 1}#${String(r.waitlistSeq ?? 0).padStart(10, '0')}`;
const byTime = (a?: string, b?: string) => (a ?? '').localeCompare(b ?? '');

function compare(a: Reservation, b: Reservation): number {
  const sa = STATUS_OF[a.status];
  const sb = STATUS_OF[b.status];
  if (sa !== sb) return ORDER[sa] - ORDER[sb];
  if (sa === 'waitlisted') return waitKey(a).localeCompare(waitKey(b));
  if (sa === 'confirmed') return byTime(a.confirmedAt ?? a.createdAt, b.confirmedAt ?? b.createdAt) || a.email.localeCompare(b.email);
  if (sa === 'cancelled') return byTime(a.cancelledAt, b.cancelledAt) || a.email.localeCompare(b.email);
  return byTime(a.createdAt, b.createdAt) || a.email.localeCompare(b.email);
}

/** What each paid place was paid: its Checkout's amount (hundredths), read by key. */
async function paidAmounts(p: Pick<Ports, 'table'>, rs: Reservation[]): Promise<Map<string, number>> {
  const ids = [...new Set(rs.filter((r) => r.paid && r.checkoutSessionId).map((r) => r.checkoutSessionId!))];
  const items = await p.table.batchGet(ids.map((id) => keys.checkoutSession(id)));
  return new Map(items.map((c) => [String(c.sessionId), Number(c.amountCents ?? 0)]));
}

/** Everyone with a reservation on the date, ordered: confirmed, waiting (in promotion order), holds, then cancelled. */
export async function occurrenceView(p: Pick<Ports, 'table'>, r: EventRecord, occurrence: string): Promise<OccurrenceView> {
  return (await readOccurrence(p, r, occurrence)).view;
}

/** The view, and each person's reservation id (a message records the reservations it reached). */
async function readOccurrence(p: Pick<Ports, 'table'>, r: EventRecord, occurrence: string): Promise<{ view: OccurrenceView; ids: Map<string, string> }> {
  const listing = r.listing;
  const [all, counter] = await Promise.all([reservations.ofOccurrence(p, listing.slug, occurrence), reservations.counter(p, ref(listing), occurrence)]);
  const sorted = [...all].sort(compare);
  const emails = sorted.map((x) => normEmail(x.email));
  const [attended, languages, amounts] = await Promise.all([
    attendedOf(p, emails, listing.slug, occurrence),
    Promise.all(emails.map((e) => languageOf(p, e))),
    paidAmounts(p, sorted),
  ]);
  const price = eventAccessRule(listing).perEventPriceCents ?? 0;
  let position = 0;
  const people: Person[] = sorted.map((x, i) => {
    const status = STATUS_OF[x.status];
    const email = emails[i];
    return {
      email,
      ...(x.walkInName ? { name: x.walkInName } : {}),
      status,
      ...(status === 'waitlisted' ? { waitlistPosition: ++position } : {}),
      answers: x.answers ?? {},
      language: languages[i],
      paidCents: x.paid ? (x.checkoutSessionId ? (amounts.get(x.checkoutSessionId) ?? price) : price) : 0,
      currency: listing.currency,
      checkedIn: attended.has(email),
      createdAt: x.createdAt,
      ...(x.cancelledAt ? { cancelledAt: x.cancelledAt } : {}),
      ...(x.cancelReason ? { cancelReason: x.cancelReason } : {}),
      ...(x.series ? { series: true } : {}),
      ...(x.walkIn ? { walkIn: true } : {}),
    };
  });
  const count = (s: PersonStatus) => people.filter((x) => x.status === s).length;
  const ids = new Map(sorted.map((x, i) => [emails[i], x.id]));
  const view: OccurrenceView = {
    slug: listing.slug,
    title: listing.title,
    date: occurrence,
    cancelled: counter.cancelled || isCancelledDate(listing, occurrence),
    capacity: counter.capacity,
    confirmed: count('confirmed'),
    waitlisted: count('waitlisted'),
    held: count('held'),
    checkedIn: people.filter((x) => x.checkedIn && x.status === 'confirmed').length,
    people,
  };
  return { view, ids };
}

/** A host sees who is coming, never what anyone paid. */
export function withoutMoney(v: OccurrenceView): Omit<OccurrenceView, 'people'> & { people: Omit<Person, 'paidCents' | 'currency'>[] } {
  return { ...v, people: v.people.map(({ paidCents: _paid, currency: _currency, ...rest }) => rest) };
}

/** get_occurrence: the date's figures and its people; audited. */
export async function getOccurrence(p: P, slug: string, occurrence: string, actor: Actor): Promise<OccurrenceView> {
  const r = await dateOf(p, slug, occurrence);
  const view = await occurrenceView(p, r, occurrence);
  await recordActivity(p, slug, entry(p, r, actor, 'occurrence-viewed', occurrence, { people: view.people.length }));
  return view;
}

// ---------- the attendee export ----------

/** The attendee CSV of the date (domain/csv.ts: RFC 4180, formulas neutralised): one column per RSVP question. */
export function attendeesCsv(listing: EventListing, view: OccurrenceView, withMoney: boolean): string {
  const questions = listing.rsvpQuestions ?? [];
  const known = new Set(questions.map((q) => q.id));
  const columns: CsvColumn<Person>[] = [
    { header: 'email', value: (x) => x.email },
    { header: 'name', value: (x) => x.name ?? '' },
    { header: 'status', value: (x) => x.status },
    { header: 'waitlist_position', value: (x) => x.waitlistPosition ?? '' },
    { header: 'checked_in', value: (x) => (x.checkedIn ? 'yes' : 'no') },
    { header: 'language', value: (x) => x.language },
    ...(withMoney
      ? [
          { header: 'paid', value: (x: Person) => (x.paidCents ? formatPrice(x.paidCents, listing.currency) : '') },
          { header: 'paid_hundredths', value: (x: Person) => x.paidCents },
          { header: 'currency', value: (x: Person) => x.currency },
        ]
      : []),
    { header: 'registered_at', value: (x) => x.createdAt },
    { header: 'cancelled_at', value: (x) => x.cancelledAt ?? '' },
    ...questions.map((q) => ({ header: q.label, value: (x: Person) => x.answers[q.id] ?? '' })),
    // Answers to questions the event no longer asks stay in the file, as id=answer.
    { header: 'other_answers', value: (x) => Object.entries(x.answers).filter(([k]) => !known.has(k)).map(([k, v]) => `${k}=${v}`) },
  ];
  return toCsv(columns, view.people);
}

/** export_attendees: the CSV in the exports' envelope ({filename, csv, rows}); audited. */
export async function exportAttendees(p: P, slug: string, occurrence: string, actor: Actor, withMoney: boolean): Promise<{ filename: string; csv: string; rows: number }> {
  const r = await dateOf(p, slug, occurrence);
  const view = await occurrenceView(p, r, occurrence);
  await recordActivity(p, slug, entry(p, r, actor, 'attendees-exported', occurrence, { rows: view.people.length }));
  return { filename: `attendees-${slug}-${occurrence}.csv`, csv: attendeesCsv(r.listing, view, withMoney), rows: view.people.length };
}

// ---------- cancelling the date ----------

/** Marks the date cancelled on the event (a new version, audited, `catalogue.changed` when published); nothing when it already is. */
async function markCancelledOnEvent(p: P, slug: string, occurrence: string, reason: string, actor: Actor): Promise<boolean> {
  for (let round = 0; round < 5; round++) {
    const current = await mustGet(p, slug);
    const before = current.listing.cancelledOccurrences ?? [];
    if (before.includes(occurrence)) return false;
    const after = [...before, occurrence].sort();
    const at = p.clock.now().toISOString();
    const next: EventRecord = { ...current, listing: { ...current.listing, cancelledOccurrences: after }, version: current.version + 1, updatedAt: at, updatedBy: actor.email };
    try {
      await writeRecord(
        p,
        next,
        current.version,
        { at, admin: actor.email, role: actor.role, action: 'occurrence-cancelled', version: next.version, changes: [{ field: 'cancelledOccurrences', before, after }], occurrence, details: { reason } },
        current.status === 'published',
      );
      return true;
    } catch (e) {
      if (!(e instanceof StaleVersion)) throw e;
    }
  }
  throw new Conflict('The event kept changing while the date was being cancelled. Please try again.');
}

/** Cancels one reservation with its date (the counter follows, the email goes out once); false when it changed meanwhile to cancelled. */
async function cancelOne(p: P, listing: EventListing, first: Reservation, reason: { reason: string; reasonJa?: string }): Promise<boolean> {
  let r: Reservation | undefined = first;
  for (let round = 0; round < 4 && r && r.status !== 'cancelled'; round++) {
    const at = p.clock.now();
    const now = at.toISOString();
    const was = r.status as 'confirmed' | 'waitlisted' | 'pending_payment';
    try {
      await withEvents(
        p,
        [reservations.dateCancelOp(r, now), reservations.leaveOp(ref(listing), r), ...endHoldOps(r, at)],
        [
          outboxEvent('reservation.occurrence-cancelled', {
            reservationId: r.id,
            email: r.email,
            eventSlug: listing.slug,
            occurrence: r.occurrence,
            was,
            paid: was === 'confirmed' && r.paid,
            reason: reason.reason,
            ...(reason.reasonJa ? { reasonJa: reason.reasonJa } : {}),
            cancelledAt: now,
          }),
        ],
      );
      return true;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      // Paid, promoted, cancelled by the person or by another admin meanwhile: look again.
      r = await reservations.get(p, listing.slug, first.occurrence, first.email);
    }
  }
  if (r && r.status !== 'cancelled') throw new Conflict('A registration kept changing while the date was being cancelled. Please try again.');
  return false;
}

/**
 * Refunds a place cancelled with its date, in full, once: a claim on the reservation lets one caller
 * at a time ask the payments provider (which refunds a payment once however often asked), and the
 * refund is recorded with its payment.refunded (the refund mail) in one transaction, once.
 */
async function refundOne(p: P, listing: EventListing, r: Reservation): Promise<boolean> {
  if (!r.paymentIntentId) {
    log.error('paid place without a payment to refund', { reservationId: r.id, slug: listing.slug });
    return false;
  }
  const now = p.clock.now();
  if (!(await reservations.claimRefund(p, r, now.toISOString(), new Date(now.getTime() - REFUND_LEASE_MS).toISOString()))) return false;
  let refundId: string;
  try {
    ({ id: refundId } = await p.payments.refundPayment(r.paymentIntentId, 'event_cancelled'));
  } catch (e) {
    log.error('refund of a cancelled date failed', { reservationId: r.id, error: e instanceof Error ? e.message : String(e) });
    await reservations.releaseRefundClaim(p, r);
    return false;
  }
  const at = p.clock.now().toISOString();
  const checkout = r.checkoutSessionId ? await p.table.get(keys.checkoutSession(r.checkoutSessionId), { consistent: true }) : undefined;
  const amountCents = Number(checkout?.amountCents ?? eventAccessRule(listing).perEventPriceCents ?? 0);
  const currency = String(checkout?.currency ?? listing.currency).toUpperCase();
  try {
    await withEvents(
      p,
      [
        reservations.recordFullRefundOp(r, refundId, 'event_cancelled', at),
        ...(r.checkoutSessionId ? [dateCancelRefundOp(r.checkoutSessionId, refundId, at)] : []),
        reservations.figuresOp(listing.slug, r.occurrence, { refundedCents: amountCents }, currency),
      ],
      r.checkoutSessionId
        ? [outboxEvent('payment.refunded', { email: r.email, sessionId: r.checkoutSessionId, amountCents, currency, eventSlug: listing.slug, occurrence: r.occurrence, reason: 'event_cancelled' })]
        : [],
    );
  } catch (e) {
    if (e instanceof ConditionFailed) return false; // recorded by another run
    throw e;
  }
  return true;
}

const cancelledWithDate = (r: Reservation) => r.status === 'cancelled' && r.cancelReason === 'date_cancelled';
const refundedWithDate = (r: Reservation) => cancelledWithDate(r) && Boolean(r.refundId) && r.refundReason === 'event_cancelled';

/**
 * cancel_occurrence: the date is marked cancelled on the event (registration refuses it, the jobs
 * and the pages pass it over) and on its counter (nothing takes a place on it any more, not even a
 * request already under way); then everyone with a place, a hold or a waitlist entry is cancelled,
 * each in one transaction with the counter and the event that mails them; then every paid place is
 * refunded in full. Series stay as they are. Idempotent, also when two admins press at once: each
 * reservation is cancelled once (a conditional write) and each payment refunded once (a claim).
 * The answer counts the date's cancelled places and refunds, whichever call made them.
 */
export async function cancelOccurrence(p: P, slug: string, occurrence: string, reason: { reason: string; reasonJa?: string }, actor: Actor): Promise<{ notified: number; refunded: number; refundsPending: number }> {
  const r = await dateOf(p, slug, occurrence);
  if (r.status === 'archived') throw new Conflict(OCCURRENCE_MESSAGES.archived);
  const already = isCancelledDate(r.listing, occurrence);
  if (!already && occurrenceStart(r.listing, occurrence).getTime() <= p.clock.now().getTime()) throw new Conflict(OCCURRENCE_MESSAGES.started);
  const changedEvent = await markCancelledOnEvent(p, slug, occurrence, reason.reason, actor);
  // From here nothing takes a place on the date: every reservation it has is in the partition now.
  await reservations.markOccurrenceCancelled(p, slug, occurrence, p.clock.now().toISOString());
  const listing = (await mustGet(p, slug)).listing;
  const live = (await reservations.ofOccurrence(p, slug, occurrence)).filter((x) => x.status !== 'cancelled');
  await inBatches(live, SEND_CONCURRENCY, (x) => cancelOne(p, listing, x, reason));
  // Every paid place cancelled with the date and not refunded yet (this call's, another's, or one a failed run left).
  const owed = (await reservations.ofOccurrence(p, slug, occurrence)).filter((x) => cancelledWithDate(x) && x.paid && !x.refundId);
  await inBatches(owed, SEND_CONCURRENCY, (x) => refundOne(p, listing, x));
  const after = await reservations.ofOccurrence(p, slug, occurrence);
  const result = {
    notified: after.filter(cancelledWithDate).length,
    refunded: after.filter(refundedWithDate).length,
    refundsPending: after.filter((x) => cancelledWithDate(x) && x.paid && !x.refundId).length,
  };
  // The first call's audit entry is its version's; a repeated one is recorded beside it.
  if (!changedEvent) await recordActivity(p, slug, entry(p, await mustGet(p, slug), actor, 'occurrence-cancelled', occurrence, { again: true, ...result }));
  return result;
}

// ---------- capacity ----------

export interface CapacityAnswer {
  capacity: number;
  /** People moved in from the waitlist by this change. */
  promoted: number;
  /** People confirmed (or holding a place) above the new capacity: nobody is removed. */
  above: number;
  /** The dates where more are confirmed than the new capacity. */
  overCapacity: { date: string; confirmed: number; capacity: number }[];
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

/** Moves the date's waitlist into its free places now, in promotion order (promote.ts: the usual mails and payment holds). */
async function promoteNow(p: P, listing: EventListing, occurrence: string): Promise<number> {
  let promoted = 0;
  for (let misses = 0; ; ) {
    try {
      // One move per call, so a waitlist index that lags loses no count.
      const moved = await promoteWaitlist(p, listing, occurrence, 1);
      if (!moved.length) return promoted;
      promoted++;
    } catch (e) {
      if (!(e instanceof WaitlistNotVisibleYet)) throw e;
      if (++misses > 10) {
        log.warn('waitlist not visible yet after a capacity change', { slug: listing.slug, occurrence, promoted });
        return promoted;
      }
      await sleep(100 * misses);
    }
  }
}

async function over(p: P, listing: EventListing, dates: string[]): Promise<CapacityAnswer['overCapacity']> {
  const counters = await Promise.all(dates.map((d) => reservations.counter(p, ref(listing), d)));
  return dates.map((date, i) => ({ date, confirmed: counters[i].confirmed, capacity: counters[i].capacity })).filter((d) => d.confirmed > d.capacity);
}

/**
 * set_capacity: for one date (its own capacity, on its counter: every capacity condition reads it
 * from there; the event's version does not move) or for every date (the event's capacity: a new
 * version, audited). Raising it moves the waitlist in at once; lowering it never removes anyone:
 * the answer says how many are above the new number.
 */
export async function setCapacity(p: P, slug: string, occurrence: string | undefined, capacity: number, actor: Actor): Promise<CapacityAnswer> {
  if (occurrence !== undefined) {
    const r = await dateOf(p, slug, occurrence);
    if (r.status === 'archived') throw new Conflict(OCCURRENCE_MESSAGES.archived);
    if (isCancelledDate(r.listing, occurrence)) throw new Conflict(OCCURRENCE_MESSAGES.cancelled);
    const before = (await reservations.counter(p, ref(r.listing), occurrence)).capacity;
    try {
      await p.table.transact([
        reservations.capacityOverrideOp(slug, occurrence, capacity),
        activityOp(p, slug, entry(p, r, actor, 'capacity-set', occurrence, { scope: 'date' }, [{ field: 'capacity', before, after: capacity }])),
      ]);
    } catch (e) {
      if (e instanceof ConditionFailed) throw new Conflict(OCCURRENCE_MESSAGES.cancelled);
      throw e;
    }
    const promoted = capacity > before ? await promoteNow(p, r.listing, occurrence) : 0;
    const overCapacity = await over(p, r.listing, [occurrence]);
    return { capacity, promoted, above: overCapacity.reduce((n, d) => n + d.confirmed - d.capacity, 0), overCapacity };
  }
  let listing: EventListing | undefined;
  let before = 0;
  for (let round = 0; round < 5 && !listing; round++) {
    const current = await mustGet(p, slug);
    if (current.status === 'archived') throw new Conflict(OCCURRENCE_MESSAGES.archived);
    before = current.listing.capacity;
    const at = p.clock.now().toISOString();
    const next: EventRecord = { ...current, listing: { ...current.listing, capacity }, version: current.version + 1, updatedAt: at, updatedBy: actor.email };
    try {
      await writeRecord(
        p,
        next,
        current.version,
        { at, admin: actor.email, role: actor.role, action: 'capacity-set', version: next.version, changes: [{ field: 'capacity', before, after: capacity }], details: { scope: 'every date' } },
        current.status === 'published',
      );
      listing = next.listing;
    } catch (e) {
      if (!(e instanceof StaleVersion)) throw e;
    }
  }
  if (!listing) throw new Conflict('The event kept changing while its capacity was being set. Please try again.');
  const dates = upcomingDates(listing, p.clock.now(), DATES_SHOWN);
  let promoted = 0;
  if (capacity > before) for (const date of dates) promoted += await promoteNow(p, listing, date);
  const overCapacity = await over(p, listing, dates);
  return { capacity, promoted, above: overCapacity.reduce((n, d) => n + d.confirmed - d.capacity, 0), overCapacity };
}

// ---------- messaging the people of a date ----------

export const SEGMENTS = ['confirmed', 'waitlisted', 'checked-in', 'all'] as const;
export type Segment = (typeof SEGMENTS)[number];

export interface MessageInput {
  segment: Segment;
  subject: string;
  body: string;
  subject_ja?: string;
  body_ja?: string;
  /** Only to the sender's own address, in each language written (nothing is recorded as sent to the people). */
  test?: boolean;
}

function inSegment(x: Person, segment: Segment): boolean {
  switch (segment) {
    case 'confirmed':
      return x.status === 'confirmed';
    case 'waitlisted':
      return x.status === 'waitlisted';
    case 'checked-in':
      return x.status === 'confirmed' && x.checkedIn;
    case 'all':
      return x.status !== 'cancelled';
  }
}

/** The message in a reader's language: Japanese when the sender wrote a Japanese body, else English. */
function messageIn(p: Pick<Ports, 'config'>, listing: EventListing, occurrence: string, m: MessageInput, lang: Lang) {
  const ja = lang === 'ja' && Boolean(m.body_ja?.trim());
  return attendeeMessageEmail(
    {
      event: listing,
      occurrence,
      eventUrl: sitePage(p.config.siteUrl, `/events/${encodeURIComponent(listing.slug)}`, ja ? 'ja' : 'en'),
      subject: ja ? (m.subject_ja?.trim() || m.subject) : m.subject,
      body: ja ? m.body_ja! : m.body,
    },
    ja ? 'ja' : 'en',
  );
}

/**
 * message_attendees: the organisers' (or a host's) message to one segment of the date's people,
 * each in their language, through the mail door (blocked addresses skipped), transactional: it is
 * about a date they registered for. One send per date per minute (429 otherwise; a test send to
 * oneself does not count). Each send is recorded in the date's partition with the reservations it
 * reached, and audited.
 */
export async function messageAttendees(p: P, slug: string, occurrence: string, m: MessageInput, actor: Actor): Promise<{ sent: number; skipped: number; test: boolean }> {
  const r = await dateOf(p, slug, occurrence);
  const listing = r.listing;
  if (m.test) {
    const langs: Lang[] = m.body_ja?.trim() ? ['en', 'ja'] : ['en'];
    let sent = 0;
    for (const lang of langs) {
      const out = await sendMail(p, { to: actor.email, content: messageIn(p, listing, occurrence, m, lang), category: 'transactional', kind: 'attendee-message-test' });
      if (out.sent) sent++;
    }
    await recordActivity(p, slug, entry(p, r, actor, 'attendees-messaged', occurrence, { test: true, segment: m.segment, subject: m.subject, sent }));
    return { sent, skipped: langs.length - sent, test: true };
  }
  const { view, ids } = await readOccurrence(p, r, occurrence);
  const people = view.people.filter((x) => inSegment(x, m.segment));
  if (!people.length) {
    await recordActivity(p, slug, entry(p, r, actor, 'attendees-messaged', occurrence, { segment: m.segment, subject: m.subject, sent: 0, skipped: 0 }));
    return { sent: 0, skipped: 0, test: false };
  }
  const now = p.clock.now();
  const slot = await reservations.takeMessageSlot(p, slug, occurrence, now.toISOString(), new Date(now.getTime() - MESSAGE_INTERVAL_MS).toISOString());
  if (!slot.ok) {
    const wait = Math.max(1, Math.ceil((Date.parse(slot.lastSentAt) + MESSAGE_INTERVAL_MS - now.getTime()) / 1000));
    throw new TooManyRequests(OCCURRENCE_MESSAGES.tooSoon(wait), wait);
  }
  const outcomes = await inBatches(people, SEND_CONCURRENCY, async (x) => {
    const id = ids.get(x.email) ?? 'unknown';
    try {
      const out = await sendMail(p, { to: x.email, content: (lang) => messageIn(p, listing, occurrence, m, lang), category: 'transactional', kind: 'attendee-message' });
      return { id, sent: out.sent };
    } catch (e) {
      // One address the mail service refused does not stop the others; it is counted as skipped.
      log.error('message to the people of a date not sent to one of them', { slug, occurrence, reservationId: id, error: e instanceof Error ? e.message : String(e) });
      return { id, sent: false };
    }
  });
  const sentTo = outcomes.filter((o) => o.sent).map((o) => o.id);
  const skipped = outcomes.filter((o) => !o.sent).map((o) => o.id);
  const at = now.toISOString();
  await reservations.putMessage(p, {
    id: p.ids.id('msg'),
    slug,
    occurrence,
    at,
    by: actor.email,
    role: actor.role,
    segment: m.segment,
    subject: m.subject,
    body: m.body,
    ...(m.subject_ja ? { subjectJa: m.subject_ja } : {}),
    ...(m.body_ja ? { bodyJa: m.body_ja } : {}),
    sentTo,
    skipped,
  });
  await recordActivity(p, slug, entry(p, r, actor, 'attendees-messaged', occurrence, { segment: m.segment, subject: m.subject, sent: sentTo.length, skipped: skipped.length }));
  return { sent: sentTo.length, skipped: skipped.length, test: false };
}
