/**
 * The signup store: the only code that builds the keys of signup items (the newsletter list and
 * its marketing consent, one per email). It lives beside the mail door because the door reads that
 * consent before every marketing send, and shared code depends on no feature folder and the DynamoDB expressions that read and change them.
 * Every other module calls these functions; a change that belongs in a caller's transaction is
 * returned as its op.
 */
import { keys, normEmail } from '../keys';
import * as figures from '../figures';
import type { Item, Ports, QueryInput, TransactOp } from '../ports';

type T = Pick<Ports, 'table'>;

export type SignupStatus = 'active' | 'unsubscribed';

/** The signup item: the person's consent to the newsletter, listed by status (gsi1, by join or unsubscribe time). */
export interface SignupItem extends Item {
  type: 'Signup';
  email: string;
  /** How the person first joined (`unsubscribe` for a suppression of an address never on the list). */
  source: string;
  status: SignupStatus;
  /** When the person joined the list; null on a suppression. */
  subscribed_at: string | null;
  metadata: Record<string, unknown>;
  reactivated_at?: string;
  /** How a returning person joined again. */
  last_source?: string;
  unsubscribed_at?: string;
  unsubscribe_tracking_id?: string;
  /** A member's standing stored on signups written before member records existed (read only). */
  member_status?: string;
  gsi1pk: string;
  gsi1sk: string;
}

export async function get(p: T, email: string, opts?: { consistent?: boolean }): Promise<SignupItem | undefined> {
  return (await p.table.get(keys.signup(email), opts)) as SignupItem | undefined;
}

/**
 * The list's counters (`figures` group `signups`), moved in the transaction of every change of a
 * signup's status: `active` (addresses on the list), `unsubscribed` (addresses that joined and are
 * off it; a suppression of an address never on the list is not one), `unsubscribes` (unsubscribe
 * records: the caller of `unsubscribeOps` writes exactly one beside it).
 */
export const COUNTERS = { active: 'active', unsubscribed: 'unsubscribed', unsubscribes: 'unsubscribes' } as const;

/** Puts a new active signup, IF the address has no signup item; with its counter. */
export function createOps(input: { email: string; source: string; metadata: Record<string, unknown>; now: string }): TransactOp[] {
  const email = normEmail(input.email);
  return [
    {
      put: {
        ...keys.signup(email),
        type: 'Signup',
        email,
        source: input.source,
        status: 'active',
        subscribed_at: input.now,
        metadata: input.metadata,
        ...keys.signupsByStatus('active'),
        gsi1sk: input.now,
      },
      condition: 'attribute_not_exists(pk)',
    },
    figures.addOp('signups', { [COUNTERS.active]: 1 }),
  ];
}

/** A signup item of an address that joined the list (not a suppression of one that never did). */
const JOINED = 'attribute_type(subscribed_at, :str) OR attribute_exists(reactivated_at)';

/**
 * An unsubscribed address joins again, IF it is unsubscribed and (`wasJoined`) had joined the list
 * before, or (not `wasJoined`) is a suppression of an address never on it: the counters differ.
 */
export function reactivateOps(input: { email: string; source: string; metadata: Record<string, unknown>; now: string }, wasJoined: boolean): TransactOp[] {
  return [
    {
      update: keys.signup(input.email),
      expression: 'SET #status = :active, reactivated_at = :now, gsi1pk = :gsi1pk, gsi1sk = :now, last_source = :source, metadata = :metadata',
      condition: `#status = :unsubscribed AND ${wasJoined ? `(${JOINED})` : `NOT (${JOINED})`}`,
      names: { '#status': 'status' },
      values: { ':active': 'active', ':unsubscribed': 'unsubscribed', ':now': input.now, ':gsi1pk': keys.signupsByStatus('active').gsi1pk, ':source': input.source, ':metadata': input.metadata, ':str': 'S' },
    },
    figures.addOp('signups', wasJoined ? { [COUNTERS.active]: 1, [COUNTERS.unsubscribed]: -1 } : { [COUNTERS.active]: 1 }),
  ];
}

/**
 * The address leaves the list: its signup (IF its status is still the one read) becomes unsubscribed;
 * an address never on the list gets a suppression, so no list ever mails it. The caller writes one
 * unsubscribe record in the same transaction (counted here in `unsubscribes`).
 */
export function unsubscribeOps(signup: SignupItem | undefined, email: string, trackingId: string, now: string): TransactOp[] {
  const status = keys.signupsByStatus('unsubscribed');
  if (signup) {
    // Only an active signup leaves the list (an unsubscribed one is answered before); an active one has joined.
    return [
      {
        update: keys.signup(email),
        expression: 'SET #status = :unsub, unsubscribed_at = :now, unsubscribe_tracking_id = :tid, gsi1pk = :gsi1pk, gsi1sk = :now',
        condition: '#status = :was',
        names: { '#status': 'status' },
        values: { ':unsub': 'unsubscribed', ':now': now, ':tid': trackingId, ':gsi1pk': status.gsi1pk, ':was': 'active' },
      },
      figures.addOp('signups', { [COUNTERS.active]: -1, [COUNTERS.unsubscribed]: 1, [COUNTERS.unsubscribes]: 1 }),
    ];
  }
  return [
    {
      put: { ...keys.signup(email), type: 'Signup', email, source: 'unsubscribe', status: 'unsubscribed', subscribed_at: null, unsubscribed_at: now, unsubscribe_tracking_id: trackingId, metadata: {}, gsi1pk: status.gsi1pk, gsi1sk: now },
      condition: 'attribute_not_exists(pk)',
    },
    figures.addOp('signups', { [COUNTERS.unsubscribes]: 1 }),
  ];
}

/** The list's counts now: one item read. */
export async function counts(p: T): Promise<{ active: number; unsubscribed: number; unsubscribes: number }> {
  const f = await figures.read(p, 'signups');
  return { active: figures.valueOf(f, COUNTERS.active), unsubscribed: figures.valueOf(f, COUNTERS.unsubscribed), unsubscribes: figures.valueOf(f, COUNTERS.unsubscribes) };
}

// ---------- the list by status (gsi1: gsi1sk = when the item took that status) ----------

const byStatus = (status: SignupStatus) => ({ index: 'gsi1' as const, keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.signupsByStatus(status).gsi1pk } });

/**
 * How many signups have the status, counted over every item (the recount behind the counters;
 * reads the whole list); `joinedOnly` leaves out suppressions of addresses never on the list.
 */
export async function countByStatus(p: T, status: SignupStatus, joinedOnly = false): Promise<number> {
  const q = byStatus(status);
  return p.table.count(joinedOnly ? { ...q, filter: JOINED, values: { ...q.values, ':str': 'S' } } : q);
}

/** Signups with the status, oldest first or newest first, one page (from `startKey`). */
export async function pageByStatus(p: T, status: SignupStatus, opts: Pick<QueryInput, 'forward' | 'limit' | 'startKey'>): Promise<{ items: SignupItem[]; lastKey?: Item }> {
  const { items, lastKey } = await p.table.query({ ...byStatus(status), ...opts });
  return { items: items as SignupItem[], lastKey };
}

/** Every signup with the status (at most `max`), in index order or reversed. */
export async function allByStatus(p: T, status: SignupStatus, max: number, forward?: boolean): Promise<SignupItem[]> {
  return (await p.table.queryAll({ ...byStatus(status), ...(forward === undefined ? {} : { forward }) }, max)) as SignupItem[];
}

/** Signups that took the status at or after `since` (ISO), at most `max`. */
export async function byStatusSince(p: T, status: SignupStatus, since: string, max: number): Promise<SignupItem[]> {
  const q = byStatus(status);
  return (await p.table.queryAll({ ...q, keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ...q.values, ':since': since } }, max)) as SignupItem[];
}
