/**
 * The reservation store: the only code that builds the keys of reservation and counter items and
 * the DynamoDB expressions that read and change them (the attributes are declared on `Reservation`
 * and `Counter` in model.ts). Every other module calls these functions.
 *
 * A change that belongs in a transaction (with the counter, a hold ledger, an outbox event) is a
 * function returning its transaction op, so the caller composes the transaction (`withEvents`);
 * a change on its own is a function that writes.
 */
import { keys } from '../lib/keys';
import { ConditionFailed } from '../lib/errors';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { type Counter, type Reservation, type ReservationFields, type ReservationStatus, readCounter } from './model';

type T = Pick<Ports, 'table'>;
type UpdateOp = Extract<TransactOp, { update: unknown }>;
/** The event facts the counter needs: its slug and its catalogue capacity (copied onto the counter on every write). */
type EventRef = { slug: string; capacity: number };

const counterKey = (slug: string, occurrence: string) => keys.eventCounter(slug, occurrence);
const keyOf = (r: Pick<Reservation, 'pk' | 'sk'>) => ({ pk: r.pk, sk: r.sk });
const STATUS = { '#status': 'status' };

/** `capacity` is a DynamoDB reserved word: expressions name it through this alias. */
const CAPACITY = { '#capacity': 'capacity' };

/** The counter attributes of a waitlist class. */
const seqAttr = (subscriber: boolean) => (subscriber ? 'nextSubscriberSeq' : 'nextWaitlistSeq');
const releasedAttr = (subscriber: boolean) => (subscriber ? 'subscriberReleased' : 'waitlistReleased');

/**
 * Released tickets are also counted per bucket of RELEASE_BUCKET tickets (`relS<n>` / `relW<n>` on
 * the counter, n = ticket / RELEASE_BUCKET), so a position is the tickets below minus the releases
 * below, read from the counter, plus one bucket of the index.
 */
export const RELEASE_BUCKET = 32;
const bucketAttr = (subscriber: boolean, seq: number) => `${subscriber ? 'relS' : 'relW'}${Math.floor(seq / RELEASE_BUCKET)}`;
const bucketPattern = (subscriber: boolean) => (subscriber ? /^relS\d+$/ : /^relW\d+$/);

/** Whether the class's release buckets add up to its released total (every release since the buckets exist, or backfilled). */
function bucketsComplete(item: Item | undefined, subscriber: boolean): boolean {
  const sum = Object.entries(item ?? {}).reduce((n, [k, v]) => (bucketPattern(subscriber).test(k) ? n + Number(v) : n), 0);
  return sum === Number(item?.[releasedAttr(subscriber)] ?? 0);
}

/**
 * The class's release buckets of a counter written before they existed (functions/reservations/backfill.ts):
 * every ticket issued and not waiting was released, except the newest ones beyond the released total
 * (tickets in flight, or never used by a process that died): `released` of them, lowest first.
 */
function releaseBuckets(subscriber: boolean, issued: number, released: number, waitingSeqs: Set<number>): Record<string, number> {
  const out: Record<string, number> = {};
  let left = released;
  for (let seq = 1; seq <= issued && left > 0; seq++) {
    if (waitingSeqs.has(seq)) continue;
    out[bucketAttr(subscriber, seq)] = (out[bucketAttr(subscriber, seq)] ?? 0) + 1;
    left--;
  }
  return out;
}

/** The date is not cancelled (cancel_occurrence): every change that takes a place, a hold or a ticket asks it. */
const OPEN = 'attribute_not_exists(cancelledAt)';
/** Fewer places taken than the date's capacity: its own (capacityOverride) when an organiser set one, else the catalogue's (:cap). */
const BELOW_CAP = '((attribute_not_exists(capacityOverride) AND confirmed < :cap) OR confirmed < capacityOverride)';
/** Every place of the date taken (the opposite of BELOW_CAP). */
const AT_CAP = '((attribute_not_exists(capacityOverride) AND confirmed >= :cap) OR confirmed >= capacityOverride)';

/** A cancelled reservation may be replaced by a new registration; anything else is a duplicate. */
const NEW_OR_CANCELLED = { condition: 'attribute_not_exists(pk) OR #status = :cancelled', names: STATUS, values: { ':cancelled': 'cancelled' } };

// ---------- items ----------

/** A new reservation item: its key and its entry in the person's index (gsi1). */
export function newItem(fields: ReservationFields): Reservation {
  return {
    ...keys.reservation(fields.eventSlug, fields.occurrence, fields.email),
    type: 'Reservation',
    ...fields,
    ...keys.reservationsByEmail(fields.email, fields.eventSlug, fields.occurrence),
  };
}

/** The item waiting with ticket `seq`: its place in the waitlist index (gsi2, promotion order). */
export function waitingItem(r: Reservation, seq: number): Reservation {
  return { ...r, status: 'waitlisted', waitlistSeq: seq, ...keys.waitlist(r.eventSlug, r.occurrence, r.subscriber, seq) };
}

// ---------- the state index (gsi2) ----------
//
// A reservation's gsi2 entry follows its state, so every reader of one state of a date queries
// exactly the items in that state, never the whole date (docs/data.md, "Bounded reads"):
//   waitlisted       WAIT#<slug>#<date>  / <0 subscriber, 1 other>#<ticket>   promotion order, positions
//   pending_payment  HELD#<slug>#<date>  / <holdExpiresAt>                    the holds that ran out
//   confirmed        PLACE#<slug>#<date> / C#<reminder><check><reveal>#<email> the door list, the no-show
//                    sweep, and (by prefix) each notice still to send
//   cancelled the same day, no-show not counted yet   PLACE#… / N#<email>     the no-show sweep
// Every change of state or of a notice flag rewrites it (stateIndex of the item as it will be).

type StateFields = Pick<
  Reservation,
  'status' | 'eventSlug' | 'occurrence' | 'email' | 'subscriber' | 'waitlistSeq' | 'holdExpiresAt' | 'reminderSentAt' | 'venueRevealedAt' | 'series' | 'seriesCheckSentAt' | 'seriesCheckSkippedAt' | 'noShow' | 'noShowCounted'
>;

/** The gsi2 entry of a reservation in this state (undefined: none). */
export function stateIndex(r: StateFields): { gsi2pk: string; gsi2sk: string } | undefined {
  const { eventSlug: slug, occurrence } = r;
  if (r.status === 'waitlisted' && typeof r.waitlistSeq === 'number') return keys.waitlist(slug, occurrence, r.subscriber, r.waitlistSeq);
  if (r.status === 'pending_payment' && r.holdExpiresAt) return keys.heldPlaces(slug, occurrence, r.holdExpiresAt);
  if (r.status === 'confirmed') {
    return keys.datePlace(slug, occurrence, r.email, { reminder: !r.reminderSentAt, check: Boolean(r.series) && !r.seriesCheckSentAt && !r.seriesCheckSkippedAt, reveal: !r.venueRevealedAt });
  }
  if (r.status === 'cancelled' && r.noShow === true && !r.noShowCounted) return keys.dateNoShow(slug, occurrence, r.email);
  return undefined;
}

/** The item with the gsi2 entry of its state (and no other). */
export function indexed(r: Reservation): Reservation {
  const { gsi2pk: _pk, gsi2sk: _sk, ...rest } = r;
  return { ...rest, ...stateIndex(r) } as Reservation;
}

/** The update-expression parts that give the item the gsi2 entry of the state `after`. */
function indexChange(after: StateFields): { set: string[]; remove: string[]; values: Record<string, unknown> } {
  const entry = stateIndex(after);
  return entry ? { set: ['gsi2pk = :g2pk', 'gsi2sk = :g2sk'], remove: [], values: { ':g2pk': entry.gsi2pk, ':g2sk': entry.gsi2sk } } : { set: [], remove: ['gsi2pk', 'gsi2sk'], values: {} };
}

/** `SET a, b REMOVE c` from its parts (either may be empty). */
function expression(set: string[], remove: string[]): string {
  return [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : ''].filter(Boolean).join(' ');
}

// ---------- reads ----------

export async function get(p: T, slug: string, occurrence: string, email: string): Promise<Reservation | undefined> {
  return (await p.table.get(keys.reservation(slug, occurrence, email), { consistent: true })) as Reservation | undefined;
}

/** The occurrence's counter item, read strongly consistently. */
export async function counterItem(p: T, slug: string, occurrence: string): Promise<Item | undefined> {
  return p.table.get(counterKey(slug, occurrence), { consistent: true });
}

export async function counter(p: T, event: EventRef, occurrence: string): Promise<Counter> {
  return readCounter(await counterItem(p, event.slug, occurrence), event.capacity);
}

/** The counter items of several occurrences in one batch read, in the order asked (undefined where none exists). */
export async function counterItems(p: T, occurrences: { slug: string; occurrence: string }[]): Promise<(Item | undefined)[]> {
  const items = await p.table.batchGet(occurrences.map((o) => counterKey(o.slug, o.occurrence)));
  const byPk = new Map(items.map((c) => [c.pk as string, c]));
  return occurrences.map((o) => byPk.get(counterKey(o.slug, o.occurrence).pk));
}

const inOccurrence = (slug: string, occurrence: string) => {
  const q = keys.occurrenceReservations(slug, occurrence);
  return { keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': q.pk, ':sk': q.skPrefix } };
};

/** Every reservation of an occurrence, any status. */
export async function ofOccurrence(p: T, slug: string, occurrence: string): Promise<Reservation[]> {
  return (await p.table.queryAll({ ...inOccurrence(slug, occurrence), consistent: true })) as Reservation[];
}

/**
 * The occurrence's payment holds that ran out before `now` (ISO), at most `max` (the counter's
 * `held`: there are no more holds than that): the holds index read up to `now`, nothing else.
 * The index is eventually consistent; the release itself is guarded on the item.
 */
export async function expiredHolds(p: T, slug: string, occurrence: string, now: string, max = 100): Promise<Reservation[]> {
  const { gsi2pk } = keys.heldPlaces(slug, occurrence);
  return (await p.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk AND gsi2sk < :now', values: { ':pk': gsi2pk, ':now': now }, limit: Math.max(1, max) }, Math.max(1, max))) as Reservation[];
}

/** Which notice flag a job sends, and its place in the places index's sort key. */
const NOTICE = { reminderSentAt: 'reminder', seriesCheckSentAt: 'check', venueRevealedAt: 'reveal' } as const;

/**
 * The occurrence's confirmed reservations on which the once-flag `flag` is not set yet: the places
 * index under the prefixes where that notice is still to send (what the job sends, nothing more).
 */
export async function confirmedWithoutFlag(p: T, slug: string, occurrence: string, flag: NotifiedFlag): Promise<Reservation[]> {
  const q = keys.datePlaces(slug, occurrence);
  const pages = await Promise.all(
    q.pendingPrefixes(NOTICE[flag]).map((prefix) =>
      p.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk AND begins_with(gsi2sk, :sk)', values: { ':pk': q.gsi2pk, ':sk': prefix } }),
    ),
  );
  return pages.flat() as Reservation[];
}

/** The occurrence's confirmed places (the door list): the places index, not the cancelled rows. */
export async function confirmedOf(p: T, slug: string, occurrence: string): Promise<Reservation[]> {
  const q = keys.datePlaces(slug, occurrence);
  return (await p.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk AND begins_with(gsi2sk, :sk)', values: { ':pk': q.gsi2pk, ':sk': q.confirmedPrefix } })) as Reservation[];
}

/** The no-show sweep's candidates: the confirmed places and the same-day cancellations whose no-show is not counted yet. */
export async function noShowCandidates(p: T, slug: string, occurrence: string): Promise<Reservation[]> {
  return (await p.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': keys.datePlaces(slug, occurrence).gsi2pk } })) as Reservation[];
}

/** The first `limit` people waiting, in promotion order (the door list shows them for reference): one page of the waitlist index. */
export async function waitingOf(p: T, slug: string, occurrence: string, limit: number): Promise<Reservation[]> {
  return (await p.table.query({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': waitlistPartition(slug, occurrence) }, limit })).items as Reservation[];
}

function waitlistPartition(slug: string, occurrence: string): string {
  return keys.waitlist(slug, occurrence, false, 0).gsi2pk;
}

/** Current place on the waitlist: 1 + the people ahead of this one in promotion order (null when not waiting). */
export async function currentWaitlistPosition(p: T, r: Reservation): Promise<number | null> {
  if (r.status !== 'waitlisted' || !r.gsi2sk) return null;
  return (await waitingAhead(p, r)) + 1;
}

/**
 * How many people wait ahead of `r` in promotion order (subscribers first, then first come), from
 * the counter and at most two bounded reads of the waitlist index (docs/reservations.md, "Positions").
 * A counter whose release buckets do not add up (releases made before the buckets existed and not
 * backfilled) falls back to counting everyone ahead.
 */
export async function waitingAhead(p: T, r: Reservation): Promise<number> {
  const item = await counterItem(p, r.eventSlug, r.occurrence);
  const seq = r.waitlistSeq;
  if (typeof seq !== 'number' || !bucketsComplete(item, true) || !bucketsComplete(item, false)) return countAhead(p, r);
  const mine = await waitingBefore(p, r.eventSlug, r.occurrence, item, r.subscriber, seq);
  if (r.subscriber) return mine;
  // Every waiting subscriber is ahead of a non-subscriber: all subscriber tickets, below the next one.
  return mine + (await waitingBefore(p, r.eventSlug, r.occurrence, item, true, Number(item?.nextSubscriberSeq ?? 0) + 1));
}

/** Everyone ahead, counted one by one in the index (reads as many items as people ahead). */
async function countAhead(p: T, r: Reservation): Promise<number> {
  const ahead = await p.table.queryAll({
    index: 'gsi2',
    keyCondition: 'gsi2pk = :pk AND gsi2sk < :mine',
    values: { ':pk': waitlistPartition(r.eventSlug, r.occurrence), ':mine': r.gsi2sk },
  });
  return ahead.length;
}

/**
 * Waiting tickets of one class below ticket `seq`: the tickets issued below its bucket minus those
 * released there (the counter's buckets), plus the people still waiting in its own bucket below it
 * (one query of at most RELEASE_BUCKET - 1 index entries).
 */
async function waitingBefore(p: T, slug: string, occurrence: string, item: Item | undefined, subscriber: boolean, seq: number): Promise<number> {
  const bucket = Math.floor(seq / RELEASE_BUCKET);
  const start = bucket * RELEASE_BUCKET;
  let releasedBelow = 0;
  for (let b = 0; b < bucket; b++) releasedBelow += Number(item?.[bucketAttr(subscriber, b * RELEASE_BUCKET)] ?? 0);
  const below = Math.max(0, start - 1) - releasedBelow;
  if (seq - 1 < Math.max(1, start)) return below;
  const { items } = await p.table.query({
    index: 'gsi2',
    keyCondition: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    values: { ':pk': waitlistPartition(slug, occurrence), ':from': keys.waitlist(slug, occurrence, subscriber, Math.max(1, start)).gsi2sk, ':to': keys.waitlist(slug, occurrence, subscriber, seq - 1).gsi2sk },
    limit: RELEASE_BUCKET,
  });
  return below + items.length;
}

/** The first `limit` people waiting, in promotion order (subscribers first, then first come). */
export async function waitlistHead(p: T, slug: string, occurrence: string, limit: number): Promise<Reservation[]> {
  const { items } = await p.table.query({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': waitlistPartition(slug, occurrence) }, limit });
  return items as Reservation[];
}

/** Every reservation of one person, past and upcoming, any status (the privacy export and purge). */
export async function allOfEmail(p: T, email: string): Promise<Reservation[]> {
  const q = keys.reservationsOfEmail(email);
  const found = await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)', values: { ':pk': q.gsi1pk, ':sk': q.gsi1skPrefix } });
  // The index is eventually consistent: each item is read again from the table.
  return (await Promise.all(found.map((r) => get(p, r.eventSlug as string, r.occurrence as string, r.email as string)))).filter((r): r is Reservation => Boolean(r));
}

/** A page of a person's reservations: the items read and the cursor of the next page (null at the end). */
export interface PersonPage {
  items: Reservation[];
  next: string | null;
}

/** The key a cursor of a person's reservations may hold: the table's keys and their gsi1 entry in that person's partition. */
const personCursor = (email: string) => ({ pk: true as const, sk: true as const, gsi1pk: keys.reservationsOfEmail(email).gsi1pk, gsi1sk: true as const });

/**
 * One page of a person's reservations by date, from their gsi1 partition (`EMAIL#<email>` /
 * `RSVP#<occurrence>#<slug>`): `upcoming` from `today` forward (soonest first, cancelled ones left
 * out), `past` backwards from the day before `today` (latest first, every status). One Query of
 * `limit` items from an opaque cursor (400 on a bad one or one of another person), so a page reads
 * at most `limit` items whatever the person's history; a page may show fewer when some were
 * cancelled, and `next` says whether there is more.
 */
export async function pageOfEmail(p: T, email: string, when: 'upcoming' | 'past', today: string, limit: number, cursor?: string | null): Promise<PersonPage> {
  const q = keys.reservationsOfEmail(email);
  const from = `${q.gsi1skPrefix}${today}`;
  const upcoming = when === 'upcoming';
  const page = await p.table.query({
    index: 'gsi1',
    keyCondition: 'gsi1pk = :pk AND gsi1sk BETWEEN :lo AND :hi',
    // Occurrences are digits: '~' sorts after every one of them.
    values: { ':pk': q.gsi1pk, ':lo': upcoming ? from : q.gsi1skPrefix, ':hi': upcoming ? `${q.gsi1skPrefix}~` : from, ...(upcoming ? { ':cancelled': 'cancelled' } : {}) },
    ...(upcoming ? { filter: '#status <> :cancelled', names: STATUS } : {}),
    forward: upcoming,
    limit,
    startKey: decodeCursorOr400(cursor, personCursor(email)),
  });
  return { items: page.items as Reservation[], next: encodeCursor(page.lastKey) };
}

/** Deletes one reservation item (the purge of a closed account; its counter is not touched). */
export async function deleteItem(p: T, r: Pick<Reservation, 'pk' | 'sk'>): Promise<void> {
  await p.table.delete(keyOf(r));
}

/** Whether the person has any reservation, past or upcoming, in one of two statuses. */
export async function personHasAny(p: T, email: string, statuses: readonly [ReservationStatus, ReservationStatus]): Promise<boolean> {
  const q = keys.reservationsOfEmail(email);
  const items = await p.table.queryAll(
    {
      index: 'gsi1',
      keyCondition: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
      filter: '#status IN (:confirmed, :waitlisted)',
      names: STATUS,
      values: { ':pk': q.gsi1pk, ':sk': q.gsi1skPrefix, ':confirmed': statuses[0], ':waitlisted': statuses[1] },
    },
    1,
  );
  return items.length > 0;
}

// ---------- taking a place ----------

/** Counter: one more place taken (a hold also counts in `held`), IF a place is free and nobody waits. */
export function takePlaceOp(event: EventRef, occurrence: string, hold: boolean): TransactOp {
  return {
    update: counterKey(event.slug, occurrence),
    expression: `SET confirmed = if_not_exists(confirmed, :zero) + :one, #capacity = :cap${hold ? ', held = if_not_exists(held, :zero) + :one' : ''}`,
    condition: `${OPEN} AND (attribute_not_exists(confirmed) OR ${BELOW_CAP}) AND (attribute_not_exists(waitlisted) OR waitlisted = :zero)`,
    names: CAPACITY,
    values: { ':zero': 0, ':one': 1, ':cap': event.capacity },
  };
}

/** Puts a new reservation, IF the person has none or only a cancelled one. */
export function putNewOp(r: Reservation): TransactOp {
  return { put: indexed(r), ...NEW_OR_CANCELLED };
}

/** Takes a waitlist ticket of the person's class: an atomic increment that returns the counter (hence the position). */
export async function takeTicket(p: T, event: EventRef, occurrence: string, subscriber: boolean): Promise<Counter> {
  const ticketed = await p.table.update(counterKey(event.slug, occurrence), {
    update: 'SET #seq = if_not_exists(#seq, :zero) + :one, #capacity = :cap',
    names: { '#seq': seqAttr(subscriber), ...CAPACITY },
    values: { ':zero': 0, ':one': 1, ':cap': event.capacity },
    returnValues: 'ALL_NEW',
  });
  return readCounter(ticketed, event.capacity);
}

/** Counter: one more person waiting, IF the occurrence is still full or people wait. */
export function joinWaitlistOp(event: EventRef, occurrence: string): TransactOp {
  return {
    update: counterKey(event.slug, occurrence),
    expression: 'SET waitlisted = if_not_exists(waitlisted, :zero) + :one',
    condition: `${OPEN} AND (${AT_CAP} OR waitlisted > :zero)`,
    values: { ':zero': 0, ':one': 1, ':cap': event.capacity },
  };
}

/** Releases an unused ticket, so later positions stay exact. */
export async function releaseTicket(p: T, slug: string, occurrence: string, subscriber: boolean, seq: number): Promise<void> {
  await p.table.update(counterKey(slug, occurrence), {
    update: 'SET #rel = if_not_exists(#rel, :zero) + :one, #bucket = if_not_exists(#bucket, :zero) + :one',
    names: { '#rel': releasedAttr(subscriber), '#bucket': bucketAttr(subscriber, seq) },
    values: { ':zero': 0, ':one': 1 },
    returnValues: 'NONE',
  });
}

// ---------- leaving a place ----------

/** The counter changes that take a reservation out of its current state (cancel, expire, promote). */
function leaveChanges(r: Reservation, capacity: number): Pick<UpdateOp, 'expression' | 'names' | 'values'> {
  if (r.status === 'waitlisted') {
    return {
      expression: 'SET waitlisted = waitlisted - :one, #rel = if_not_exists(#rel, :zero) + :one, #bucket = if_not_exists(#bucket, :zero) + :one, #capacity = :cap',
      names: { '#rel': releasedAttr(r.subscriber), '#bucket': bucketAttr(r.subscriber, Number(r.waitlistSeq ?? 0)), ...CAPACITY },
      values: { ':one': 1, ':zero': 0, ':cap': capacity },
    };
  }
  if (r.status === 'pending_payment') {
    return { expression: 'SET confirmed = confirmed - :one, held = held - :one, #capacity = :cap', names: CAPACITY, values: { ':one': 1, ':cap': capacity } };
  }
  return { expression: 'SET confirmed = confirmed - :one, #capacity = :cap', names: CAPACITY, values: { ':one': 1, ':cap': capacity } };
}

/** Counter: `r` leaves its current state (a place, a hold or the waitlist). */
export function leaveOp(event: EventRef, r: Reservation): TransactOp {
  return { update: counterKey(event.slug, r.occurrence), ...leaveChanges(r, event.capacity) };
}

/** Reservation: a hold given back (cancelled, reason hold_expired); `onlyIfExpired` guards the sweep against a payment that landed meanwhile. */
export function releaseHoldOp(r: Reservation, now: string, onlyIfExpired: boolean): TransactOp {
  return {
    update: keyOf(r),
    expression: 'SET #status = :cancelled, cancelledAt = :now, cancelReason = :reason REMOVE holdExpiresAt, gsi2pk, gsi2sk',
    condition: onlyIfExpired ? '#status = :held AND holdExpiresAt < :now' : '#status = :held',
    names: STATUS,
    values: { ':cancelled': 'cancelled', ':now': now, ':reason': 'hold_expired', ':held': 'pending_payment' },
  };
}

/** Reservation: cancelled by the person (with the notice decision), IF its status is still the one read. */
export function cancelOp(r: Reservation, cancelledAt: string, d: { late: boolean; noShow: boolean; feeOwedCents: number }): TransactOp {
  // A same-day cancellation stays in the places index until the no-show sweep counts it.
  const idx = indexChange({ ...r, status: 'cancelled', noShow: d.noShow });
  return {
    update: keyOf(r),
    expression: expression(
      ['#status = :cancelled', 'cancelledAt = :now', 'cancelReason = :reason', 'lateCancellation = :late', 'noShow = :noShow', 'feeOwedCents = :fee', ...idx.set],
      [...idx.remove, 'holdExpiresAt'],
    ),
    condition: '#status = :was',
    names: STATUS,
    values: { ':cancelled': 'cancelled', ':now': cancelledAt, ':reason': 'cancelled', ':late': d.late, ':noShow': d.noShow, ':fee': d.feeOwedCents, ':was': r.status, ...idx.values },
  };
}

// ---------- promotion ----------

/** Counter: the head of the waitlist moves into a free place (held for payment when `pay`), IF a place is free and someone waits. */
export function promoteCounterOp(event: EventRef, occurrence: string, r: Reservation, pay: boolean): TransactOp {
  const leave = leaveChanges(r, event.capacity);
  return {
    update: counterKey(event.slug, occurrence),
    expression: `${leave.expression}, confirmed = confirmed + :one${pay ? ', held = if_not_exists(held, :zero) + :one' : ''}`,
    condition: `${OPEN} AND ${BELOW_CAP} AND waitlisted > :zero`,
    names: leave.names,
    values: { ...leave.values, ':zero': 0 },
  };
}

/** Reservation: promoted from the waitlist, confirmed or held for payment until `holdUntil`, IF still waiting. */
export function promoteOp(r: Reservation, now: string, holdUntil: string | null): TransactOp {
  const idx = indexChange(promoted(r, now, holdUntil));
  return {
    update: keyOf(r),
    expression: holdUntil
      ? expression(['#status = :held', 'promotedAt = :now', 'holdExpiresAt = :until', ...idx.set], idx.remove)
      : expression(['#status = :confirmed', 'promotedAt = :now', 'confirmedAt = :now', ...idx.set], idx.remove),
    condition: '#status = :waitlisted',
    names: STATUS,
    values: {
      ...(holdUntil ? { ':held': 'pending_payment', ':now': now, ':until': holdUntil, ':waitlisted': 'waitlisted' } : { ':confirmed': 'confirmed', ':now': now, ':waitlisted': 'waitlisted' }),
      ...idx.values,
    },
  };
}

/** The promoted reservation as promoteOp leaves it. */
export function promoted(r: Reservation, now: string, holdUntil: string | null): Reservation {
  const out: Reservation = holdUntil
    ? { ...r, status: 'pending_payment', promotedAt: now, holdExpiresAt: holdUntil }
    : { ...r, status: 'confirmed', promotedAt: now, confirmedAt: now };
  return indexed(out);
}

// ---------- payment ----------

export interface PaidFields {
  now: string;
  paymentIntentId: string | null;
  checkoutSessionId: string;
}

const paidValues = (f: PaidFields) => ({ ':confirmed': 'confirmed', ':now': f.now, ':t': true, ':pi': f.paymentIntentId ?? '', ':cs': f.checkoutSessionId });

/** Reservation: a paid hold becomes a confirmed place, IF it is still held. */
export function confirmPaidHoldOp(r: Reservation, f: PaidFields): TransactOp {
  const idx = indexChange({ ...r, status: 'confirmed' });
  return {
    update: keyOf(r),
    expression: expression(['#status = :confirmed', 'confirmedAt = :now', 'paid = :t', 'paymentIntentId = :pi', 'checkoutSessionId = :cs', ...idx.set], ['holdExpiresAt', ...idx.remove]),
    condition: '#status = :held',
    names: STATUS,
    values: { ...paidValues(f), ':held': 'pending_payment', ...idx.values },
  };
}

/** Counter: one hold fewer (its place stays taken, now paid). */
export function holdPaidCounterOp(slug: string, occurrence: string): TransactOp {
  return { update: counterKey(slug, occurrence), expression: 'SET held = held - :one', values: { ':one': 1 } };
}

/**
 * Counter: a paid place taken without a hold (it ran out, or never existed here), IF a place is free;
 * `waiting` is the person's own waitlist entry, which it leaves in the same change.
 */
export function takePaidPlaceOp(event: EventRef, occurrence: string, waiting: Reservation | undefined): TransactOp {
  const key = counterKey(event.slug, occurrence);
  if (waiting) {
    const leave = leaveChanges(waiting, event.capacity);
    return { update: key, expression: `${leave.expression}, confirmed = confirmed + :one`, condition: `${OPEN} AND ${BELOW_CAP}`, names: leave.names, values: leave.values };
  }
  return {
    update: key,
    expression: 'SET confirmed = if_not_exists(confirmed, :zero) + :one, #capacity = :cap',
    condition: `${OPEN} AND (attribute_not_exists(confirmed) OR ${BELOW_CAP})`,
    names: CAPACITY,
    values: { ':zero': 0, ':one': 1, ':cap': event.capacity },
  };
}

/** Puts the paid reservation, IF it replaces the person's own waitlist entry (`fromWaitlist`), or nothing but a cancellation. */
export function putPaidOp(r: Reservation, fromWaitlist: boolean): TransactOp {
  return {
    put: indexed(r),
    condition: fromWaitlist ? '#status = :waitlisted' : 'attribute_not_exists(pk) OR #status = :cancelled',
    names: STATUS,
    values: fromWaitlist ? { ':waitlisted': 'waitlisted' } : { ':cancelled': 'cancelled' },
  };
}

/** Reservation: the last refund made for it (a payment that found no place, or a second payment). */
export function recordRefundOp(r: Reservation, refundId: string, reason: string, now: string): TransactOp {
  return { update: keyOf(r), expression: 'SET lastRefundId = :id, lastRefundReason = :reason, lastRefundAt = :now', values: { ':id': refundId, ':reason': reason, ':now': now } };
}

/** Records the refund of a place cancelled in time. */
/** Reservation: the refund of its payment (a place cancelled in time), IF none is recorded yet. */
export function setRefundIdOp(r: Reservation, refundId: string): TransactOp {
  return { update: keyOf(r), expression: 'SET refundId = :id', condition: 'attribute_not_exists(refundId)', values: { ':id': refundId } };
}

/** Records the Checkout session that pays for a hold. */
export async function setCheckoutSession(p: T, r: Reservation, checkoutSessionId: string): Promise<void> {
  await p.table.update(keyOf(r), { update: 'SET checkoutSessionId = :cs', values: { ':cs': checkoutSessionId }, returnValues: 'NONE' });
}

/** Sets a hold's expiry (ConditionFailed when it is no longer held). */
export async function extendHold(p: T, r: Reservation, until: string): Promise<void> {
  const idx = keys.heldPlaces(r.eventSlug, r.occurrence, until);
  await p.table.update(keyOf(r), {
    update: 'SET holdExpiresAt = :until, gsi2pk = :g2pk, gsi2sk = :g2sk',
    condition: '#status = :held',
    names: STATUS,
    values: { ':until': until, ':held': 'pending_payment', ':g2pk': idx.gsi2pk, ':g2sk': idx.gsi2sk },
    returnValues: 'NONE',
  });
}

// ---------- once-flags and no-shows ----------

/** Flags that record a notice sent once per confirmed reservation. */
export type NotifiedFlag = 'reminderSentAt' | 'venueRevealedAt' | 'seriesCheckSentAt';

/**
 * Reservation: the notice `flag` is sent, IF it is still confirmed, the flag is not set yet and its
 * places entry is still the one read (another notice sent meanwhile rewrote it: the next run sends this one).
 */
export function markNotifiedOp(r: Reservation, flag: NotifiedFlag, now: string): TransactOp {
  return noticeDoneOp(r, flag, now);
}

/** Reservation: the series check is not sent (the series was cancelled), so the job stops finding it. */
export function skipSeriesCheckOp(r: Reservation, now: string): TransactOp {
  return noticeDoneOp(r, 'seriesCheckSkippedAt', now);
}

function noticeDoneOp(r: Reservation, flag: NotifiedFlag | 'seriesCheckSkippedAt', now: string): TransactOp {
  const idx = indexChange({ ...r, status: 'confirmed', [flag]: now });
  return {
    update: keyOf(r),
    expression: expression(['#flag = :now', ...idx.set], idx.remove),
    condition: `#status = :confirmed AND attribute_not_exists(#flag) AND ${r.gsi2sk ? 'gsi2sk = :was' : 'attribute_not_exists(gsi2sk)'}`,
    names: { ...STATUS, '#flag': flag },
    values: { ':now': now, ':confirmed': 'confirmed', ...(r.gsi2sk ? { ':was': r.gsi2sk } : {}), ...idx.values },
  };
}

export type NoShowReason = NonNullable<Reservation['noShowReason']>;

/** Reservation: a no-show counted against its member, IF it exists and was not counted before. */
export function markNoShowOp(r: Reservation, reason: NoShowReason, now: string): TransactOp {
  // A counted same-day cancellation leaves the places index; a confirmed place keeps its entry.
  const idx = indexChange({ ...r, noShow: true, noShowCounted: true });
  return {
    update: keyOf(r),
    expression: expression(['noShow = :t', 'noShowCounted = :t', 'noShowReason = :reason', 'noShowCountedAt = :now', ...idx.set], idx.remove),
    condition: 'attribute_exists(pk) AND attribute_not_exists(noShowCounted) AND #status = :was',
    names: STATUS,
    values: { ':t': true, ':reason': reason, ':now': now, ':was': r.status, ...idx.values },
  };
}

/** Reservation: a no-show counted for missing attendance taken back (the member checked in after all). */
export function reverseNoShowOp(slug: string, occurrence: string, email: string, now: string): TransactOp {
  return {
    update: keys.reservation(slug, occurrence, email),
    expression: 'SET noShow = :f, noShowReversedAt = :now REMOVE noShowCounted, noShowReason',
    condition: 'noShowCounted = :t AND noShowReason = :reason',
    values: { ':t': true, ':f': false, ':reason': 'no_attendance', ':now': now },
  };
}

// ---------- walk-ins (the door kit) ----------

/**
 * Counter: a walk-in takes a place at the door, whatever the capacity (the person is in the room);
 * a waiting or held reservation of theirs leaves its state first.
 */
export function walkInCounterOp(event: EventRef, occurrence: string, existing: Reservation | undefined): TransactOp {
  if (existing && (existing.status === 'waitlisted' || existing.status === 'pending_payment')) {
    const leave = leaveChanges(existing, event.capacity);
    return { update: counterKey(event.slug, occurrence), expression: `${leave.expression}, confirmed = confirmed + :one`, names: leave.names, values: leave.values };
  }
  return {
    update: counterKey(event.slug, occurrence),
    expression: 'SET confirmed = if_not_exists(confirmed, :zero) + :one, #capacity = :cap',
    names: CAPACITY,
    values: { ':zero': 0, ':one': 1, ':cap': event.capacity },
  };
}

/** Reservation: a waiting or held place becomes a confirmed walk-in, IF its status is still the one read. */
export function confirmWalkInOp(r: Reservation, name: string, now: string): TransactOp {
  const idx = indexChange({ ...r, status: 'confirmed' });
  return {
    update: keyOf(r),
    expression: expression(['#status = :confirmed', 'confirmedAt = :now', 'walkIn = :true', 'walkInName = :name', ...idx.set], ['waitlistSeq', 'holdExpiresAt', ...idx.remove]),
    condition: '#status = :was',
    names: STATUS,
    values: { ':confirmed': 'confirmed', ':now': now, ':true': true, ':name': name, ':was': r.status, ...idx.values },
  };
}

// ---------- an organiser's actions on one date (functions/admin-events/occurrence.ts) ----------

/** Whether an organiser cancelled the date (its counter says so; strongly consistent). */
export async function occurrenceCancelled(p: T, slug: string, occurrence: string): Promise<boolean> {
  return Boolean((await counterItem(p, slug, occurrence))?.cancelledAt);
}

/**
 * Counter: the date is cancelled, once. From this write on nothing takes a place, a hold or a
 * waitlist ticket on it (every such condition asks OPEN), and the date's calendar SEQUENCE moves,
 * so the calendar cancellation outranks the invitation. False when it was cancelled before.
 */
export async function markOccurrenceCancelled(p: T, slug: string, occurrence: string, now: string): Promise<boolean> {
  try {
    await p.table.update(counterKey(slug, occurrence), {
      update: 'SET cancelledAt = :now, calendarSequence = if_not_exists(calendarSequence, :zero) + :one',
      condition: OPEN,
      values: { ':now': now, ':zero': 0, ':one': 1 },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** Reservation: cancelled because the whole date was (reason date_cancelled), IF its status is still the one read. */
export function dateCancelOp(r: Reservation, now: string): TransactOp {
  return {
    update: keyOf(r),
    expression: 'SET #status = :cancelled, cancelledAt = :now, cancelReason = :reason REMOVE gsi2pk, gsi2sk, holdExpiresAt',
    condition: '#status = :was',
    names: STATUS,
    values: { ':cancelled': 'cancelled', ':now': now, ':reason': 'date_cancelled', ':was': r.status },
  };
}

/** Counter: the date's own capacity (read by every capacity condition instead of the catalogue's), IF the date is not cancelled. */
export function capacityOverrideOp(slug: string, occurrence: string, capacity: number): TransactOp {
  return { update: counterKey(slug, occurrence), expression: 'SET capacityOverride = :n', condition: OPEN, values: { ':n': capacity } };
}

/**
 * Claims the refund of a place cancelled with its date: only one caller at a time asks the payments
 * provider for it, and none once it is recorded. A claim older than `staleBefore` (a run that died)
 * may be taken again. False when someone else holds it or it is done.
 */
export async function claimRefund(p: T, r: Reservation, now: string, staleBefore: string): Promise<boolean> {
  try {
    await p.table.update(keyOf(r), {
      update: 'SET refundClaimedAt = :now',
      condition: '#status = :cancelled AND paid = :t AND attribute_not_exists(refundId) AND (attribute_not_exists(refundClaimedAt) OR refundClaimedAt < :stale)',
      names: STATUS,
      values: { ':now': now, ':cancelled': 'cancelled', ':t': true, ':stale': staleBefore },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** Gives a refund claim back (the provider refused): the next call tries again. */
export async function releaseRefundClaim(p: T, r: Reservation): Promise<void> {
  await p.table.update(keyOf(r), { update: 'REMOVE refundClaimedAt', condition: 'attribute_not_exists(refundId)', returnValues: 'NONE' }).catch((e) => {
    if (!(e instanceof ConditionFailed)) throw e;
  });
}

/** Reservation: refunded in full (`reason`), IF no refund is recorded yet: its transaction announces the refund once. */
export function recordFullRefundOp(r: Reservation, refundId: string, reason: string, now: string): TransactOp {
  return {
    update: keyOf(r),
    expression: 'SET refundId = :id, refundedAt = :now, refundReason = :reason REMOVE refundClaimedAt',
    condition: 'attribute_not_exists(refundId)',
    values: { ':id': refundId, ':now': now, ':reason': reason },
  };
}

/** The last message to the people of a date: when, so that one goes out per date per minute. */
export async function takeMessageSlot(p: T, slug: string, occurrence: string, now: string, notBefore: string): Promise<{ ok: true } | { ok: false; lastSentAt: string }> {
  const key = keys.occurrenceMessageGate(slug, occurrence);
  try {
    await p.table.update(key, {
      update: 'SET #type = :type, lastSentAt = :now',
      condition: 'attribute_not_exists(lastSentAt) OR lastSentAt <= :since',
      names: { '#type': 'type' },
      values: { ':type': 'OccurrenceMessageGate', ':now': now, ':since': notBefore },
      returnValues: 'NONE',
    });
    return { ok: true };
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    const gate = await p.table.get(key, { consistent: true });
    return { ok: false, lastSentAt: String(gate?.lastSentAt ?? now) };
  }
}

/** One message sent to the people of a date, with the reservations it reached (ids, not addresses: a purged person leaves nothing here). */
export interface OccurrenceMessage {
  id: string;
  slug: string;
  occurrence: string;
  at: string;
  by: string;
  role: 'admin' | 'host';
  segment: string;
  subject: string;
  body: string;
  subjectJa?: string;
  bodyJa?: string;
  /** The reservations it was sent to, and the ones the mail door skipped (a blocked address). */
  sentTo: string[];
  skipped: string[];
}

export async function putMessage(p: T, m: OccurrenceMessage): Promise<void> {
  await p.table.put({ ...keys.occurrenceMessage(m.slug, m.occurrence, m.at, m.id), type: 'OccurrenceMessage', ...m }, { condition: 'attribute_not_exists(pk)' });
}

/** The messages sent to the people of a date, oldest first. */
export async function messagesOf(p: T, slug: string, occurrence: string): Promise<OccurrenceMessage[]> {
  const q = keys.occurrenceMessages(slug, occurrence);
  return (await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': q.pk, ':sk': q.skPrefix }, consistent: true })) as unknown as OccurrenceMessage[];
}

/**
 * Counter: the date's calendar entry changed (change_occurrence): its SEQUENCE moves by one, so the
 * calendar update outranks the invitation and any earlier update. The new SEQUENCE; ConditionFailed
 * when the date is cancelled.
 */
export async function bumpCalendarSequence(p: T, slug: string, occurrence: string): Promise<number> {
  const item = await p.table.update(counterKey(slug, occurrence), {
    update: 'SET calendarSequence = if_not_exists(calendarSequence, :zero) + :one',
    condition: OPEN,
    values: { ':zero': 0, ':one': 1 },
    returnValues: 'UPDATED_NEW',
  });
  return Number(item?.calendarSequence ?? 1);
}

/** Reservation: told of the date change `changeId`, once (IF it has not been told of it and is still the status read). */
export function changeNoticeOp(r: Reservation, changeId: string): TransactOp {
  return {
    update: keyOf(r),
    expression: 'SET lastChangeNotice = :id',
    condition: '#status = :was AND (attribute_not_exists(lastChangeNotice) OR lastChangeNotice <> :id)',
    names: STATUS,
    values: { ':id': changeId, ':was': r.status },
  };
}

// ---------- the organisers' figures of a date ----------

/** What moves a date's figures; each is added (negative to take back). */
export interface FiguresDelta {
  checkedIn?: number;
  noShows?: number;
  /** Hundredths paid online for a place of the date (kept money), in `currency`. */
  paidCents?: number;
  /** Hundredths of that money refunded. */
  refundedCents?: number;
}

/**
 * The figures item of the date, moved in the same transaction as the change it counts (a check-in,
 * a no-show marked or taken back, a payment kept, a refund), so it always equals a count of them.
 */
export function figuresOp(slug: string, occurrence: string, delta: FiguresDelta, currency?: string): TransactOp {
  const adds = Object.entries(delta).filter(([, v]) => typeof v === 'number' && v !== 0) as [keyof FiguresDelta, number][];
  const values: Record<string, unknown> = Object.fromEntries(adds.map(([k, v]) => [`:${k}`, v]));
  const sets = ['slug = :slug', 'occurrence = :occ', ...(currency ? ['currency = :cur'] : [])];
  values[':slug'] = slug;
  values[':occ'] = occurrence;
  if (currency) values[':cur'] = currency.toUpperCase();
  const add = adds.length ? ` ADD ${adds.map(([k]) => `${k} :${k}`).join(', ')}` : '';
  return { update: keys.occurrenceFigures(slug, occurrence), expression: `SET ${sets.join(', ')}${add}`, values };
}

export interface Figures {
  checkedIn: number;
  noShows: number;
  paidCents: number;
  refundedCents: number;
  currency?: string;
  /** Something was counted for the date. */
  stored: boolean;
}

/** The figures of several dates in one batch read, in the order asked (zeros where nothing was counted yet). */
export async function figuresOf(p: T, dates: { slug: string; occurrence: string }[]): Promise<Figures[]> {
  const items = await p.table.batchGet(dates.map((d) => keys.occurrenceFigures(d.slug, d.occurrence)));
  const byPk = new Map(items.map((i) => [String(i.pk), i]));
  return dates.map((d) => {
    const i = byPk.get(keys.occurrenceFigures(d.slug, d.occurrence).pk);
    const n = (k: string) => Number(i?.[k] ?? 0);
    return { checkedIn: n('checkedIn'), noShows: n('noShows'), paidCents: n('paidCents'), refundedCents: n('refundedCents'), ...(i?.currency ? { currency: String(i.currency) } : {}), stored: i !== undefined };
  });
}

// ---------- one-off backfill of the state index and the release buckets (functions/reservations/backfill.ts) ----------

/** Whether the one-off migration `name` ran to its end. */
/** Gives an item written before the state index the entry of its state, IF it is still as read. True when it changed it. */
export async function reindex(p: T, r: Reservation): Promise<boolean> {
  const want = stateIndex(r);
  if (want?.gsi2pk === r.gsi2pk && want?.gsi2sk === r.gsi2sk) return false;
  const idx = indexChange(r);
  try {
    await p.table.update(keyOf(r), {
      update: expression(idx.set, idx.remove),
      condition: `#status = :was AND ${r.gsi2sk ? 'gsi2sk = :old' : 'attribute_not_exists(gsi2sk)'}`,
      names: STATUS,
      values: { ':was': r.status, ...(r.gsi2sk ? { ':old': r.gsi2sk } : {}), ...idx.values },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false; // changed meanwhile: that change wrote its own entry
    throw e;
  }
}

/**
 * Fills the release buckets of a counter written before they existed, from the people still
 * waiting (`waiting`: the date's waitlisted reservations), IF no ticket was issued or released
 * meanwhile. True when it wrote them.
 */
export async function backfillBuckets(p: T, slug: string, occurrence: string, waiting: Reservation[]): Promise<boolean> {
  const item = await counterItem(p, slug, occurrence);
  if (!item || (bucketsComplete(item, true) && bucketsComplete(item, false))) return false;
  const n = (k: string) => Number(item[k] ?? 0);
  const seqs = (subscriber: boolean) => new Set(waiting.filter((r) => r.subscriber === subscriber && typeof r.waitlistSeq === 'number').map((r) => r.waitlistSeq as number));
  const buckets = {
    ...releaseBuckets(true, n('nextSubscriberSeq'), n('subscriberReleased'), seqs(true)),
    ...releaseBuckets(false, n('nextWaitlistSeq'), n('waitlistReleased'), seqs(false)),
  };
  const stale = Object.keys(item).filter((k) => (bucketPattern(true).test(k) || bucketPattern(false).test(k)) && !(k in buckets));
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(buckets).map(([k, v], i) => {
    names[`#b${i}`] = k;
    values[`:b${i}`] = v;
    return `#b${i} = :b${i}`;
  });
  const removes = stale.map((k, i) => {
    names[`#r${i}`] = k;
    return `#r${i}`;
  });
  const guard = ['nextSubscriberSeq', 'subscriberReleased', 'nextWaitlistSeq', 'waitlistReleased'].map((k, i) => {
    names[`#g${i}`] = k;
    values[`:g${i}`] = n(k);
    return n(k) === 0 ? `(attribute_not_exists(#g${i}) OR #g${i} = :g${i})` : `#g${i} = :g${i}`;
  });
  if (!sets.length && !removes.length) return false;
  try {
    await p.table.update(counterKey(slug, occurrence), { update: expression(sets, removes), condition: guard.join(' AND '), names, values, returnValues: 'NONE' });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false; // tickets moved meanwhile: the next run fills it
    throw e;
  }
}
