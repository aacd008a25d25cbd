/**
 * The passport store: the only code that builds the keys of passport items (the projection, its
 * leaderboard entry, the no-show count) and attendance items (one stamp per member per
 * occurrence), and the DynamoDB expressions that read and change them. Every other module calls
 * these functions; a change that belongs in a caller's transaction is returned as its op.
 */
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { setExpression } from '../member/store';

type T = Pick<Ports, 'table'>;

/** The passport item (`type: 'Passport'`): the refresh's projection, the tier claim and the no-show count. */
export interface PassportItem extends Item {
  type: 'Passport';
  email: string;
  stamps?: number;
  yearly_stamps?: number;
  current_year?: number;
  tier?: string;
  cities?: string[];
  current_streak?: number;
  checkin_streak?: number;
  /** Stamps of past years, by year. */
  yearly_archive?: Record<string, number>;
  refreshed_at?: string;
  /** The highest tier whose rise was announced (claimed once), the one before it, and when. */
  tier_notified?: string;
  previous_tier?: string;
  tier_changed_at?: string;
  no_show_count?: number;
  no_show_updated_at?: string;
  /** The leaderboard entry (gsi2), present once the member has a stamp. */
  gsi2pk?: string;
  gsi2sk?: string;
}

/** The projection the passport-refresh consumer writes. */
export type Projection = Required<Pick<PassportItem, 'stamps' | 'yearly_stamps' | 'current_year' | 'tier' | 'cities' | 'current_streak' | 'checkin_streak' | 'yearly_archive' | 'refreshed_at'>>;

/** One attendance: one stamp per member per occurrence. */
export interface AttendanceFields {
  attendanceId: string;
  email: string;
  event_slug: string;
  event_title: string;
  occurrence: string;
  event_date: string;
  location: string;
  city: string;
  event_type: string;
  created_at: string;
  source: 'checkin-code' | 'admin';
}

export interface AttendanceItem extends Item, AttendanceFields {
  type: 'Attendance';
}

// ---------- the passport item ----------

export async function get(p: T, email: string): Promise<PassportItem | undefined> {
  return (await p.table.get(keys.passport(email), { consistent: true })) as PassportItem | undefined;
}

/**
 * Writes the projection (with its leaderboard entry once there is a stamp); ConditionFailed when
 * the stored stamp count is higher (a newer refresh wrote it).
 */
export async function saveProjection(p: T, email: string, projection: Projection): Promise<void> {
  const addr = normEmail(email);
  const expr = setExpression({
    type: 'Passport',
    email: addr,
    ...projection,
    ...(projection.stamps > 0 ? keys.leaderboard(projection.stamps, addr) : {}),
  });
  await p.table.update(keys.passport(addr), {
    update: expr.update,
    condition: 'attribute_not_exists(#stamps) OR #stamps <= :stamps',
    names: { ...expr.names, '#stamps': 'stamps' },
    values: { ...expr.values, ':stamps': projection.stamps },
    returnValues: 'NONE',
  });
}

/** Claims a tier rise once: tier_notified moves from `previous` to `tier`, IF nobody claimed it meanwhile. */
export function claimTierOp(email: string, previous: string, tier: string, now: string): TransactOp {
  return {
    update: keys.passport(email),
    expression: 'SET tier_notified = :tier, previous_tier = :old, tier_changed_at = :now',
    condition: 'attribute_not_exists(tier_notified) OR tier_notified = :old',
    values: { ':tier': tier, ':old': previous, ':now': now },
  };
}

/** One more no-show on the member's count (the passport item is created if it is missing). */
export function countNoShowOp(email: string, now: string): TransactOp {
  const addr = normEmail(email);
  return {
    update: keys.passport(addr),
    expression: 'SET #type = if_not_exists(#type, :type), email = if_not_exists(email, :email), no_show_updated_at = :now ADD no_show_count :one',
    names: { '#type': 'type' },
    values: { ':type': 'Passport', ':email': addr, ':now': now, ':one': 1 },
  };
}

/** One no-show fewer (a counted absence taken back). */
export function uncountNoShowOp(email: string, now: string): TransactOp {
  return { update: keys.passport(email), expression: 'SET no_show_updated_at = :now ADD no_show_count :minus', values: { ':now': now, ':minus': -1 } };
}

/** The members with the most stamps, highest first. */
export async function leaderboardTop(p: T, limit: number): Promise<PassportItem[]> {
  const { items } = await p.table.query({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': keys.leaderboardAll().gsi2pk }, forward: false, limit });
  return items as PassportItem[];
}

// ---------- attendance ----------

/** A new attendance item with its entry in the occurrence's attendee index (gsi1). */
export function newAttendance(fields: AttendanceFields): AttendanceItem {
  return {
    ...keys.attendance(fields.email, fields.event_slug, fields.occurrence),
    ...keys.attendeesByEvent(fields.event_slug, fields.occurrence),
    gsi1sk: normEmail(fields.email),
    type: 'Attendance',
    ...fields,
  };
}

/** Puts a new attendance, IF the member has none for that occurrence (one stamp). */
export function putAttendanceOp(a: AttendanceItem): TransactOp {
  return { put: a, condition: 'attribute_not_exists(pk)' };
}

export async function getAttendance(p: T, email: string, slug: string, occurrence: string): Promise<AttendanceItem | undefined> {
  return (await p.table.get(keys.attendance(email, slug, occurrence), { consistent: true })) as AttendanceItem | undefined;
}

const ofMember = (email: string) => {
  const q = keys.attendancesOf(email);
  return { keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': q.pk, ':sk': q.skPrefix } };
};

/** Every attendance of a member (up to `limit`), newest event first (the sort key starts with the occurrence date). */
export async function attendancesOf(p: T, email: string, limit?: number): Promise<AttendanceItem[]> {
  const q = { ...ofMember(email), forward: false, consistent: true };
  return (limit ? (await p.table.query({ ...q, limit })).items : await p.table.queryAll(q, 5000)) as AttendanceItem[];
}

/** Whether the member has any recorded attendance (eventually consistent). */
export async function hasAttendance(p: T, email: string): Promise<boolean> {
  const { items } = await p.table.query({ ...ofMember(email), limit: 1 });
  return items.length > 0;
}

/** Which of `emails` have an attendance for the occurrence (normalised addresses). */
export async function attendedOf(p: T, emails: string[], slug: string, occurrence: string): Promise<Set<string>> {
  return new Set((await p.table.batchGet(emails.map((e) => keys.attendance(e, slug, occurrence)))).map((a) => normEmail(a.email)));
}

const attendees = (slug: string, occurrence: string) => ({ index: 'gsi1' as const, keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.attendeesByEvent(slug, occurrence).gsi1pk } });

/** How many members checked in to one occurrence. */
export async function attendeeCount(p: T, slug: string, occurrence: string): Promise<number> {
  return (await p.table.queryAll(attendees(slug, occurrence), 10_000)).length;
}

/** Whether anybody checked in to the occurrence (eventually consistent). */
export async function anyAttendee(p: T, slug: string, occurrence: string): Promise<boolean> {
  return (await p.table.query({ ...attendees(slug, occurrence), limit: 1 })).items.length > 0;
}

/** One page of the addresses that checked in to one occurrence (the attendee index), by address. */
export async function attendeesPage(p: T, slug: string, occurrence: string, opts: { limit: number; startKey?: Item }): Promise<{ emails: string[]; lastKey?: Item }> {
  const { items, lastKey } = await p.table.query({ ...attendees(slug, occurrence), limit: opts.limit, startKey: opts.startKey });
  return { emails: items.map((a) => normEmail(String(a.email))), lastKey };
}
