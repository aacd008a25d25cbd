/**
 * The curated session store: the only code that builds the keys of curated sessions and their
 * participants (a participant shares its session's partition and is indexed by email for My
 * Sessions) and the DynamoDB expressions that read and change them. Every other module calls these
 * functions; a change that belongs in a caller's transaction is returned as its op.
 */
import { keys } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import type { Participant, Session } from './items';
import { OPEN_SESSION_STATUSES } from '../../domain/curated/rules';

const OPEN: readonly string[] = OPEN_SESSION_STATUSES;

type T = Pick<Ports, 'table'>;
type Seat = Pick<Participant, 'session_id' | 'application_id'>;

const participantKey = (pt: Seat) => keys.cfParticipant(pt.session_id, pt.application_id);

/** gsi1 of a participant: one person's participations by session_date#sessionId. */
const participantIndex = (email: string, sessionDate: string, sessionId: string) => ({ ...keys.cfParticipationsByEmail(email), gsi1sk: `${sessionDate}#${sessionId}` });
/** gsi1 of a session: every session by session_date#id; gsi2: the sessions with its status, by session_date#id. */
const sessionIndex = (s: Pick<Session, 'id' | 'session_date' | 'session_status'>) => ({
  ...keys.cfSessionsByDate(),
  gsi1sk: `${s.session_date}#${s.id}`,
  ...keys.cfSessionsByStatus(s.session_status),
  gsi2sk: `${s.session_date}#${s.id}`,
});

// ---------- reads ----------

export async function getSession(p: T, id: string, opts: { consistent: boolean } = { consistent: true }): Promise<Item | undefined> {
  return p.table.get(keys.cfSession(id), opts.consistent ? { consistent: true } : undefined);
}

export async function getSessions(p: T, ids: string[]): Promise<Item[]> {
  return p.table.batchGet(ids.map((id) => keys.cfSession(id)));
}

export async function getParticipant(p: T, sessionId: string, applicationId: string): Promise<Item | undefined> {
  return p.table.get(keys.cfParticipant(sessionId, applicationId), { consistent: true });
}

/** The session item and everything in its partition (participants, feedback), in one strongly consistent query. */
export async function sessionPartition(p: T, id: string): Promise<{ session?: Item; participants: Item[]; feedback: Item[] }> {
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk', values: { ':pk': keys.cfSession(id).pk }, consistent: true });
  const sessionSk = keys.cfSession(id).sk;
  const participantPrefix = keys.cfParticipantsOf(id).skPrefix;
  const feedbackPrefix = keys.cfFeedbackOf(id).skPrefix;
  return {
    session: items.find((i) => i.sk === sessionSk),
    participants: items.filter((i) => String(i.sk).startsWith(participantPrefix)),
    feedback: items.filter((i) => String(i.sk).startsWith(feedbackPrefix)),
  };
}

/** A session's participant items (eventually consistent). */
export async function participantsOf(p: T, sessionId: string): Promise<Item[]> {
  const q = keys.cfParticipantsOf(sessionId);
  return (await p.table.query({ keyCondition: 'pk = :pk AND begins_with(sk, :part)', values: { ':pk': q.pk, ':part': q.skPrefix } })).items;
}

/** One person's participation items, oldest session first; from `fromDate` (a session date) when given. */
export async function participationsOf(p: T, email: string, fromDate?: string): Promise<Item[]> {
  const values: Record<string, unknown> = { ':pk': keys.cfParticipationsByEmail(email).gsi1pk };
  let keyCondition = 'gsi1pk = :pk';
  if (fromDate) {
    keyCondition += ' AND gsi1sk >= :from';
    values[':from'] = fromDate;
  }
  return p.table.queryAll({ index: 'gsi1', keyCondition, values }, 500);
}

// ---------- sessions ----------
//
// Every write that changes what the session figures count (its status, seats, capacity, area, date,
// the emptied flag) is one transaction with the figures' move (`CF_COUNTS` / `SESSIONS`) and, when the
// session has an area, its area entry (the area lists' index). A write computed from the session as
// read is guarded by what it counted (`guardOf`), so the figures equal a recount whatever runs at once.

/** What the figures and the indexes of a session are computed from. */
export type CountedSession = Pick<Session, 'id' | 'session_date' | 'session_status' | 'current_participants' | 'max_participants' | 'venue_area' | 'emptied_at'>;

const areaKey = (a: string | undefined) => (a ?? '').trim().toLowerCase();

/** Attribute names of the session figures (one item): total, per status, per area (and its statuses), seats, capacity, emptied. */
export const sessionCountNames = {
  total: 'total',
  status: (s: string) => `status_${s}`,
  area: (a: string) => `area|${areaKey(a)}`,
  areaStatus: (a: string, s: string) => `area|${areaKey(a)}|${s}`,
  /** Places held, in sessions not cancelled (live) or cancelled. */
  seats: (live: boolean) => (live ? 'seats_live' : 'seats_cancelled'),
  /** Places offered (max_participants), in sessions not cancelled (live) or cancelled. */
  capacity: (live: boolean) => (live ? 'capacity_live' : 'capacity_cancelled'),
  /** Open sessions whose last participant left. */
  emptiedOpen: 'emptied_open',
};

/** What one session adds to the figures. */
export function sessionFigures(s: CountedSession): Record<string, number> {
  const live = s.session_status !== 'cancelled';
  const n = sessionCountNames;
  const out: Record<string, number> = { [n.total]: 1, [n.status(s.session_status)]: 1 };
  out[n.seats(live)] = Number(s.current_participants ?? 0);
  out[n.capacity(live)] = Number(s.max_participants ?? 0);
  if (areaKey(s.venue_area)) {
    out[n.area(s.venue_area)] = 1;
    out[n.areaStatus(s.venue_area, s.session_status)] = 1;
  }
  if (s.emptied_at && OPEN.includes(s.session_status)) out[n.emptiedOpen] = 1;
  return out;
}

/** The move of the figures from a session as it was (absent: new) to as it is (absent: deleted). */
function sessionCountOps(before?: CountedSession, after?: CountedSession): TransactOp[] {
  const d: Record<string, number> = {};
  for (const [k, v] of Object.entries(before ? sessionFigures(before) : {})) d[k] = (d[k] ?? 0) - v;
  for (const [k, v] of Object.entries(after ? sessionFigures(after) : {})) d[k] = (d[k] ?? 0) + v;
  const op = addOp(keys.cfSessionCounts(), d);
  return op ? [op] : [];
}

/** The condition that the stored session still counts as read (every attribute the figures and the indexes use). */
function guardOf(s: CountedSession): { condition: string; values: Record<string, unknown> } {
  const parts = ['session_status = :gs', 'current_participants = :gn', 'max_participants = :gm', 'session_date = :gd'];
  parts.push(s.emptied_at ? 'attribute_exists(emptied_at)' : 'attribute_not_exists(emptied_at)');
  parts.push(s.venue_area === undefined ? 'attribute_not_exists(venue_area)' : 'venue_area = :ga');
  const values: Record<string, unknown> = { ':gs': s.session_status, ':gn': s.current_participants, ':gm': s.max_participants, ':gd': s.session_date };
  if (s.venue_area !== undefined) values[':ga'] = s.venue_area;
  return { condition: parts.join(' AND '), values };
}

/** A session's area entry: the area lists index it (gsi1 the area, gsi2 the area and the status), by session_date#id. */
function areaEntry(s: CountedSession): Item {
  const sk = `${s.session_date}#${s.id}`;
  return { ...keys.cfSessionArea(s.id), type: 'CuratedSessionArea', session_id: s.id, ...keys.cfSessionsInArea(s.venue_area), gsi1sk: sk, ...keys.cfSessionsInAreaWithStatus(s.venue_area, s.session_status), gsi2sk: sk };
}

/** The area entry follows the session: written while it has an area, deleted when it no longer has one. */
function areaEntryOps(before?: CountedSession, after?: CountedSession): TransactOp[] {
  if (after && areaKey(after.venue_area)) return [{ put: areaEntry(after) }];
  if (before && areaKey(before.venue_area)) return [{ delete: keys.cfSessionArea(before.id) }];
  return [];
}

/** The session item as stored: its key and its places in the by-date and by-status indexes. */
const sessionItem = (s: Session): Item => ({ ...keys.cfSession(s.id), type: 'CuratedSession', ...s, ...sessionIndex(s) });

/** A new session, IF none has its id: the session, its area entry and the figures' move. */
export function newSessionOps(s: Session): TransactOp[] {
  return [{ put: sessionItem(s), condition: 'attribute_not_exists(pk)' }, ...areaEntryOps(undefined, s), ...sessionCountOps(undefined, s)];
}

/**
 * Replaces an edited session, IF it still counts as read (`before`: its status, seats, maximum,
 * date, area and emptied flag; the caller checks the new maximum holds the seats read).
 */
export function saveSessionOps(before: CountedSession, next: Session): TransactOp[] {
  const g = guardOf(before);
  return [{ put: sessionItem(next), condition: `attribute_exists(pk) AND ${g.condition}`, values: g.values }, ...areaEntryOps(before, next), ...sessionCountOps(before, next)];
}

/**
 * Sets the session's status and `status_notes` to the admin's notes on this change (removed when the
 * change has none, so they always belong to the current status), IF it still counts as read;
 * ConditionFailed otherwise. Answers the stored session.
 */
export async function setSessionStatus(p: T, before: CountedSession, status: string, now: string, notes?: string): Promise<Item> {
  const after = { ...before, session_status: status as Session['session_status'] };
  const g = guardOf(before);
  await p.table.transact([
    {
      update: keys.cfSession(before.id),
      expression: 'SET session_status = :s, updated_at = :now, gsi2pk = :g2, gsi2sk = :g2sk' + (notes ? ', status_notes = :n' : ' REMOVE status_notes'),
      condition: `attribute_exists(pk) AND ${g.condition}`,
      values: { ...g.values, ':s': status, ':now': now, ':g2': keys.cfSessionsByStatus(status).gsi2pk, ':g2sk': `${before.session_date}#${before.id}`, ...(notes ? { ':n': notes } : {}) },
    },
    ...areaEntryOps(before, after),
    ...sessionCountOps(before, after),
  ]);
  return (await getSession(p, before.id))!;
}

/**
 * Sets the price that follows the group (and marks the session emptied), IF the group and the price
 * are still the ones read (and, to mark it emptied, it is still open); ConditionFailed otherwise.
 */
export async function setGroupPrice(p: T, s: Session, price: number, emptied: boolean, now: string): Promise<void> {
  const update = {
    expression: `SET price_per_person = :price, updated_at = :now${emptied ? ', emptied_at = :now' : ''}`,
    condition: `current_participants = :n AND price_per_person = :old${emptied ? ' AND attribute_not_exists(emptied_at) AND session_status IN (:open1, :open2)' : ''}`,
    values: { ':price': price, ':now': now, ':n': s.current_participants, ':old': s.price_per_person, ...(emptied ? { ':open1': OPEN[0], ':open2': OPEN[1] } : {}) },
  };
  if (!emptied) {
    await p.table.update(keys.cfSession(s.id), { update: update.expression, condition: update.condition, values: update.values, returnValues: 'NONE' });
    return;
  }
  await p.table.transact([{ update: keys.cfSession(s.id), ...update }, addOp(keys.cfSessionCounts(), { [sessionCountNames.emptiedOpen]: 1 })!]);
}

/** The session's revenue moves by `amount`, IF the session still exists. */
export function addRevenueOp(sessionId: string, amount: number): TransactOp {
  return { update: keys.cfSession(sessionId), expression: 'ADD total_revenue :amount', condition: 'attribute_exists(pk)', values: { ':amount': amount } };
}

/**
 * A seat is taken, IF the session is open and not full, and its emptied flag is as read (a session
 * that had emptied is no longer): the session's op first, then the figures' move.
 */
export function seatTakenOps(s: Pick<Session, 'id' | 'emptied_at'>, now: string): TransactOp[] {
  return [
    {
      update: keys.cfSession(s.id),
      expression: 'SET current_participants = current_participants + :one, updated_at = :now' + (s.emptied_at ? ' REMOVE emptied_at' : ''),
      condition: `current_participants < max_participants AND session_status IN (:open1, :open2) AND ${s.emptied_at ? 'attribute_exists(emptied_at)' : 'attribute_not_exists(emptied_at)'}`,
      values: { ':one': 1, ':now': now, ':open1': OPEN[0], ':open2': OPEN[1] },
    },
    addOp(keys.cfSessionCounts(), { [sessionCountNames.seats(true)]: 1, [sessionCountNames.emptiedOpen]: s.emptied_at ? -1 : 0 })!,
  ];
}

/** A seat is freed, IF one is taken and the session is still cancelled or not as read: the session's op first, then the figures' move. */
export function seatFreedOps(s: Pick<Session, 'id' | 'session_status'>, now: string): TransactOp[] {
  const live = s.session_status !== 'cancelled';
  return [
    {
      update: keys.cfSession(s.id),
      expression: 'SET current_participants = current_participants - :one, updated_at = :now',
      condition: `current_participants > :zero AND session_status ${live ? '<>' : '='} :cancelled`,
      values: { ':one': 1, ':zero': 0, ':now': now, ':cancelled': 'cancelled' },
    },
    addOp(keys.cfSessionCounts(), { [sessionCountNames.seats(live)]: -1 })!,
  ];
}

/** Deletes a session, IF it still counts as read: with its area entry and the figures' move. */
export async function deleteSession(p: T, before: CountedSession): Promise<void> {
  const g = guardOf(before);
  await p.table.transact([{ delete: keys.cfSession(before.id), condition: `attribute_exists(pk) AND ${g.condition}`, values: g.values }, ...areaEntryOps(before, undefined), ...sessionCountOps(before, undefined)]);
}

/** The session figures item (absent = nothing counted yet). */
export async function sessionCounts(p: T): Promise<Record<string, number>> {
  return numbers(await p.table.get(keys.cfSessionCounts()));
}

/** The index partition a session list reads: every session, a status, an area (its entries), or both. */
export const sessionStreams = {
  all: (): Stream[] => [{ index: 'gsi1', pk: keys.cfSessionsByDate().gsi1pk }],
  status: (status: string): Stream[] => [{ index: 'gsi2', pk: keys.cfSessionsByStatus(status).gsi2pk }],
  /** Area entries (their `session_id` names the session). */
  area: (area: string): Stream[] => [{ index: 'gsi1', pk: keys.cfSessionsInArea(area).gsi1pk }],
  areaStatus: (area: string, status: string): Stream[] => [{ index: 'gsi2', pk: keys.cfSessionsInAreaWithStatus(area, status).gsi2pk }],
};

/** Gives a session written before the status index and the area entries both (the backfill), IF it is still as read. */
export async function reindexSession(p: T, s: Session): Promise<void> {
  const g = guardOf(s);
  const idx = sessionIndex(s);
  await p.table.transact([
    {
      update: keys.cfSession(s.id),
      expression: 'SET gsi1pk = :g1, gsi1sk = :s1, gsi2pk = :g2, gsi2sk = :s2',
      condition: `attribute_exists(pk) AND ${g.condition}`,
      values: { ...g.values, ':g1': idx.gsi1pk, ':s1': idx.gsi1sk, ':g2': idx.gsi2pk, ':s2': idx.gsi2sk },
    },
    ...areaEntryOps(undefined, s),
  ]);
}

/** Whether a stored session has its status index and, with an area, its area entry as they should be. */
export function sessionIndexed(item: Item, entry: Item | undefined): boolean {
  const s = item as unknown as Session;
  const want = sessionIndex(s);
  if (item.gsi2pk !== want.gsi2pk || item.gsi2sk !== want.gsi2sk) return false;
  if (!areaKey(s.venue_area)) return !entry;
  const e = areaEntry(s);
  return Boolean(entry) && entry!.gsi1pk === e.gsi1pk && entry!.gsi1sk === e.gsi1sk && entry!.gsi2pk === e.gsi2pk && entry!.gsi2sk === e.gsi2sk;
}

/** The area entries of many sessions (the backfill's check). */
export async function areaEntries(p: T, ids: string[]): Promise<Map<string, Item>> {
  return new Map((await p.table.batchGet(ids.map((id) => keys.cfSessionArea(id)))).map((i) => [String(i.session_id), i]));
}

// ---------- participants ----------

/** The participant item as stored: its key and its place in the person's index (by the session's date). */
export function participantItem(pt: Participant, sessionDate: string): Item {
  return { ...keys.cfParticipant(pt.session_id, pt.application_id), type: 'CuratedParticipant', ...pt, ...participantIndex(pt.email, sessionDate, pt.session_id) };
}

/** Puts a participant item, IF the person is not in the session (`orCancelled`: or only cancelled there). */
export function putParticipantOp(item: Item, orCancelled = false): TransactOp {
  return orCancelled
    ? { put: item, condition: 'attribute_not_exists(pk) OR participation_status = :cancelled', values: { ':cancelled': 'cancelled' } }
    : { put: item, condition: 'attribute_not_exists(pk)' };
}

/** The participant's entry in the person's index follows the session to a new date. */
export function reindexParticipantOp(pt: Participant, sessionDate: string): TransactOp {
  return { update: participantKey(pt), expression: 'SET gsi1sk = :sk', values: { ':sk': participantIndex(pt.email, sessionDate, pt.session_id).gsi1sk } };
}

/** Removes a participant, IF its status is still the one read. */
export function deleteParticipantOp(pt: Participant): TransactOp {
  return { delete: participantKey(pt), condition: 'participation_status = :s', values: { ':s': pt.participation_status } };
}

export async function deleteParticipant(p: T, pt: Seat): Promise<void> {
  await p.table.delete(participantKey(pt));
}

/** Records when a mail to the participant went out (the participant must still exist). */
export async function markSent(p: T, pt: Seat, field: 'invitation_sent_at' | 'reminder_sent_at' | 'feedback_email_sent_at', now: string): Promise<void> {
  await p.table.update(participantKey(pt), { update: `SET ${field} = :now`, condition: 'attribute_exists(pk)', values: { ':now': now }, returnValues: 'NONE' });
}

/** Counts one more confirmation nudge sent (the participant must still exist). */
export async function countNudge(p: T, pt: Seat, now: string): Promise<void> {
  await p.table.update(participantKey(pt), {
    update: 'SET nudge_count = if_not_exists(nudge_count, :zero) + :one, last_nudge_at = :now',
    condition: 'attribute_exists(pk)',
    values: { ':zero': 0, ':one': 1, ':now': now },
    returnValues: 'NONE',
  });
}

/** Records the participant's feedback as submitted (the participant must still exist). */
export function feedbackSubmittedOp(pt: Seat, now: string): TransactOp {
  return { update: participantKey(pt), expression: 'SET feedback_submitted_at = :now', condition: 'attribute_exists(pk)', values: { ':now': now } };
}

/**
 * An admin's status change, IF the status is still the one read: `confirm` sets confirmed_at, a
 * cancellation its time and reason, a new payment its amount and date.
 */
export function statusChangeOp(pt: Participant, to: string, now: string, o: { confirm: boolean; cancelReason?: string; paidAmount?: number }): TransactOp {
  const sets = ['participation_status = :to', 'updated_at = :now'];
  const values: Record<string, unknown> = { ':to': to, ':now': now, ':from': pt.participation_status };
  if (o.confirm) sets.push('confirmed_at = :now');
  if (o.cancelReason !== undefined) {
    sets.push('cancelled_at = :now', 'cancellation_reason = :reason');
    values[':reason'] = o.cancelReason;
  }
  if (o.paidAmount !== undefined) {
    sets.push('payment_status = :paid', 'payment_amount = :amount', 'payment_date = :now');
    Object.assign(values, { ':paid': 'paid', ':amount': o.paidAmount });
  }
  return { update: participantKey(pt), expression: `SET ${sets.join(', ')}`, condition: 'participation_status = :from', values };
}

/** The participant cancels (or an admin cancels for them), IF the status is still the one read. */
export function cancelOp(pt: Participant, now: string, reason: string, by: NonNullable<Participant['cancelled_by']>): TransactOp {
  return {
    update: participantKey(pt),
    expression: 'SET participation_status = :c, cancelled_at = :now, cancellation_reason = :r, cancelled_by = :by, updated_at = :now',
    condition: 'participation_status = :from',
    values: { ':c': 'cancelled', ':now': now, ':r': reason, ':by': by, ':from': pt.participation_status },
  };
}

/** An invitation accepted, IF the participant is still invited (the status read); answers the stored participant. */
export async function confirm(p: T, pt: Participant, now: string): Promise<Item> {
  return (await p.table.update(participantKey(pt), {
    update: 'SET participation_status = :c, confirmed_at = :now, updated_at = :now',
    condition: 'participation_status = :invited',
    values: { ':c': 'confirmed', ':now': now, ':invited': pt.participation_status },
  }))!;
}

/** A place paid through Checkout, IF its status is still the one read and it is not paid yet. */
export function paidOp(pt: Participant, input: { amount: number; now: string; checkoutSessionId: string; paymentIntentId?: string | null }): TransactOp {
  const pi = input.paymentIntentId;
  return {
    update: participantKey(pt),
    expression:
      'SET participation_status = :paid, payment_status = :paid, payment_amount = :amount, payment_date = :now, checkout_session_id = :cs, confirmed_at = if_not_exists(confirmed_at, :now), updated_at = :now' +
      (pi ? ', payment_intent_id = :pi' : ''),
    condition: 'participation_status = :from AND payment_status <> :paid',
    values: { ':paid': 'paid', ':amount': input.amount, ':now': input.now, ':cs': input.checkoutSessionId, ':from': pt.participation_status, ...(pi ? { ':pi': pi } : {}) },
  };
}

/** A paid place refunded (with Stripe's refund when Stripe made one), IF it is still paid. */
export function refundedOp(pt: Participant, now: string, reason: string, refundId?: string): TransactOp {
  return {
    update: participantKey(pt),
    expression: 'SET payment_status = :refunded, refunded_at = :now, refund_reason = :reason, updated_at = :now' + (refundId !== undefined ? ', refund_id = :rid' : ''),
    condition: 'payment_status = :paid',
    values: { ':refunded': 'refunded', ':paid': 'paid', ':now': now, ':reason': reason, ...(refundId !== undefined ? { ':rid': refundId } : {}) },
  };
}

// ---------- applications: the status-and-city index, pages and figures (issue 28) ----------

type AppKeyFields = { id: string; submitted_at: string; application_status: string; city: string };

/** The index attributes of an application: gsi1 every application, gsi2 its status and city; both by submitted_at#id. */
export function applicationIndexes(a: AppKeyFields): Item {
  const sk = `${a.submitted_at}#${a.id}`;
  return { ...keys.cfApplicationsAll(), gsi1sk: sk, ...keys.cfApplicationsByStatusCity(a.application_status, a.city), gsi2sk: sk };
}

/** The gsi2 partition of an application in a status (its city's). */
export const applicationStatusCityPk = (status: string, city: string): string => keys.cfApplicationsByStatusCity(status, city).gsi2pk;

/** Attribute names of the application figures (one item): total, per status, per city and status, premium. */
export const countNames = {
  total: 'total',
  premium: 'premium',
  status: (s: string) => `status_${s}`,
  cityStatus: (city: string, s: string) => `city_${city.trim().toLowerCase()}_${s}`,
};

/** One ADD expression over named counters (names are expression attribute names, so any text is safe). */
function addOp(key: { pk: string; sk: string }, deltas: Record<string, number>): TransactOp | undefined {
  const entries = Object.entries(deltas).filter(([, n]) => n !== 0);
  if (entries.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts = entries.map(([attr, n], i) => {
    names[`#c${i}`] = attr;
    values[`:c${i}`] = n;
    return `#c${i} :c${i}`;
  });
  return { update: key, expression: `ADD ${parts.join(', ')}`, names, values };
}

/**
 * The figures an application moves by entering (`sign` 1) or leaving (-1) the table: the total,
 * its status, its city's status, premium, and the day it was submitted.
 */
export function applicationCountOps(a: AppKeyFields & { is_premium_member: boolean }, sign: 1 | -1): TransactOp[] {
  return [
    addOp(keys.cfApplicationCounts(), {
      [countNames.total]: sign,
      [countNames.status(a.application_status)]: sign,
      [countNames.cityStatus(a.city, a.application_status)]: sign,
      [countNames.premium]: a.is_premium_member ? sign : 0,
    })!,
    addOp(keys.cfApplicationsOnDay(a.submitted_at.slice(0, 10)), { count: sign })!,
  ];
}

/** The figures a status change moves: one out of the old status (and city's), one into the new. */
export function applicationStatusCountOp(city: string, from: string, to: string): TransactOp {
  return addOp(keys.cfApplicationCounts(), {
    [countNames.status(from)]: -1,
    [countNames.status(to)]: 1,
    [countNames.cityStatus(city, from)]: -1,
    [countNames.cityStatus(city, to)]: 1,
  })!;
}

/** Premium counted once more (or once less). */
export const premiumCountOp = (premium: boolean): TransactOp => addOp(keys.cfApplicationCounts(), { [countNames.premium]: premium ? 1 : -1 })!;

/** The application figures item (absent = nothing counted yet). */
export async function applicationCounts(p: T): Promise<Record<string, number>> {
  const it = await p.table.get(keys.cfApplicationCounts());
  return numbers(it);
}

/** Applications submitted per UTC day from `from` to `to` (YYYY-MM-DD, both included): one item per day that had any. */
export async function applicationsPerDay(p: T, from: string, to: string): Promise<Map<string, number>> {
  const k = keys.cfApplicationDays(from, to);
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND sk BETWEEN :a AND :b', values: { ':pk': k.pk, ':a': k.skFrom, ':b': k.skTo } }, 400);
  const prefix = k.skFrom.slice(0, k.skFrom.length - from.length);
  return new Map(items.map((i) => [String(i.sk).slice(prefix.length), Number(i.count ?? 0)]));
}

const numbers = (it: Item | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(it ?? {}).filter(([, v]) => typeof v === 'number') as [string, number][]);

// ---------- feedback figures (issue 28) ----------

/** The feedback figures a response moves (`sign` -1 when it is deleted): responses, rating sums, satisfaction levels, yes answers. */
export function feedbackCountOp(fb: Record<string, unknown>, ratingFields: readonly string[], sign: 1 | -1): TransactOp {
  const d: Record<string, number> = { responses: sign, [`satisfaction_${Number(fb.overall_satisfaction)}`]: sign };
  for (const f of ratingFields) d[`sum_${f}`] = sign * Number(fb[f] ?? 0);
  d.connection_made = fb.connection_made ? sign : 0;
  d.would_attend_again = fb.would_attend_again ? sign : 0;
  return addOp(keys.cfFeedbackCounts(), d)!;
}

export async function feedbackCounts(p: T): Promise<Record<string, number>> {
  return numbers(await p.table.get(keys.cfFeedbackCounts()));
}

/** One session's feedback items (a session holds at most 4 people). */
export async function feedbackOf(p: T, sessionId: string): Promise<Item[]> {
  const q = keys.cfFeedbackOf(sessionId);
  return p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :fb)', values: { ':pk': q.pk, ':fb': q.skPrefix }, forward: false }, 50);
}

// ---------- figures: the recount and the backfill (issue 28) ----------

/** Replaces a figures item with recounted values (the backfill: functions/curated/figures.ts). */
export async function putCounts(p: T, which: 'apps' | 'feedback' | 'sessions', values: Record<string, number>): Promise<void> {
  const key = which === 'apps' ? keys.cfApplicationCounts() : which === 'feedback' ? keys.cfFeedbackCounts() : keys.cfSessionCounts();
  await p.table.put({ ...key, type: 'CuratedCounts', ...values });
}

export async function putDayCount(p: T, day: string, count: number): Promise<void> {
  await p.table.put({ ...keys.cfApplicationsOnDay(day), type: 'CuratedCounts', count });
}

/** Every day counter item (the backfill replaces them all). */
export async function allDayCounts(p: T): Promise<Map<string, number>> {
  return applicationsPerDay(p, '0000-00-00', '9999-99-99');
}

// ---------- pages, newest first, over one or more index partitions (issue 28) ----------

export interface Stream {
  index: 'gsi1' | 'gsi2';
  pk: string;
}

export interface PageQuery {
  /** Sort-key range (inclusive), when the list has a date window. */
  from?: string;
  to?: string;
  /** The sort key of the last row of the previous page (the cursor). */
  after?: string;
  limit: number;
  keep?: (i: Item) => boolean;
}

/**
 * One page, newest first, of the items of one or more index partitions merged by sort key (a list
 * by status reads each city's partition; by city, each status's). Each partition is read once with
 * `limit` + 1, so a page reads at most partitions × (limit + 1) items whatever the table holds. `keep`
 * narrows the rows read (filters no index serves): such a page may hold fewer rows than asked, and
 * `next` still says where the next one starts. `next` is the sort key of the last row considered.
 */
export async function newestFirst(p: T, streams: Stream[], q: PageQuery): Promise<{ items: Item[]; next: string | null }> {
  return mergedPage(p, streams, q, false);
}

/** The same, oldest (lowest sort key) first: `after` is then the lower bound. */
export async function oldestFirst(p: T, streams: Stream[], q: PageQuery): Promise<{ items: Item[]; next: string | null }> {
  return mergedPage(p, streams, q, true);
}

async function mergedPage(p: T, streams: Stream[], q: PageQuery, forward: boolean): Promise<{ items: Item[]; next: string | null }> {
  // The bound the cursor moves: the upper one newest first, the lower one oldest first.
  const edge = forward ? q.from : q.to;
  const cursorInside = q.after !== undefined && (edge === undefined || (forward ? q.after >= edge : q.after <= edge));
  const moving = cursorInside ? q.after : edge;
  const exclusive = moving !== undefined && moving === q.after;
  const lower = forward ? moving : q.from;
  const upper = forward ? q.to : moving;
  const read = await Promise.all(
    streams.map(async (s) => {
      const pkName = `${s.index}pk`;
      const skName = `${s.index}sk`;
      const values: Record<string, unknown> = { ':pk': s.pk };
      let cond = `${pkName} = :pk`;
      if (lower !== undefined && upper !== undefined) {
        cond += ` AND ${skName} BETWEEN :from AND :to`;
        Object.assign(values, { ':from': lower, ':to': upper });
      } else if (lower !== undefined) {
        cond += ` AND ${skName} ${exclusive && forward ? '>' : '>='} :from`;
        values[':from'] = lower;
      } else if (upper !== undefined) {
        cond += ` AND ${skName} ${exclusive && !forward ? '<' : '<='} :to`;
        values[':to'] = upper;
      }
      // One row more than asked: a partition that has no more ends the list without an empty last page.
      const r = await p.table.query({ index: s.index, keyCondition: cond, values, forward, limit: q.limit + 1 });
      const rows = r.items.map((i) => ({ sk: String(i[skName]), item: i })).filter((x) => !(exclusive && x.sk === q.after));
      return { rows, stop: r.lastKey ? String(r.lastKey[skName]) : undefined };
    }),
  );
  // Every partition has been read down (or up) to `bound`: rows on this side of it are complete.
  const stops = read.map((r) => r.stop).filter((x): x is string => x !== undefined);
  const bound = stops.length ? stops.reduce((a, b) => (forward ? (a < b ? a : b) : a > b ? a : b)) : undefined;
  const before = (a: string, b: string) => (forward ? a < b : a > b);
  const rows = read
    .flatMap((r) => r.rows)
    .filter((x) => bound === undefined || x.sk === bound || before(x.sk, bound))
    .sort((a, b) => (before(a.sk, b.sk) ? -1 : before(b.sk, a.sk) ? 1 : 0))
    .filter((x) => !q.keep || q.keep(x.item));
  if (rows.length > q.limit) return { items: rows.slice(0, q.limit).map((x) => x.item), next: rows[q.limit - 1].sk };
  return { items: rows.map((x) => x.item), next: bound ?? null };
}

/** Every item of the streams, newest first, page by page (the CSV export and the recount). */
export async function* allNewestFirst(p: T, streams: Stream[], q: Omit<PageQuery, 'after' | 'limit'> = {}): AsyncGenerator<Item[]> {
  let after: string | undefined;
  do {
    const pg = await newestFirst(p, streams, { ...q, after, limit: 200 });
    yield pg.items;
    after = pg.next ?? undefined;
  } while (after !== undefined);
}

export const applicationStreams = {
  all: (): Stream[] => [{ index: 'gsi1', pk: keys.cfApplicationsAll().gsi1pk }],
  byStatusCity: (statuses: readonly string[], cities: readonly string[]): Stream[] =>
    statuses.flatMap((s) => cities.map((c) => ({ index: 'gsi2' as const, pk: applicationStatusCityPk(s, c) }))),
};

export const feedbackStream = (): Stream[] => [{ index: 'gsi1', pk: keys.cfFeedbackAll().gsi1pk }];

/** Sets an application's index attributes (the backfill), IF it still exists. */
export async function reindexApplication(p: T, id: string, idx: Item): Promise<void> {
  await p.table.update(keys.cfApplication(id), {
    update: 'SET gsi1pk = :g1, gsi1sk = :s1, gsi2pk = :g2, gsi2sk = :s2',
    condition: 'attribute_exists(pk)',
    values: { ':g1': idx.gsi1pk, ':s1': idx.gsi1sk, ':g2': idx.gsi2pk, ':s2': idx.gsi2sk },
    returnValues: 'NONE',
  });
}
