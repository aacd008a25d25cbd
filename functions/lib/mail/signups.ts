/**
 * The signup store: the only code that builds the keys of signup items (the newsletter list and
 * its marketing consent, one per email). It lives beside the mail door because the door reads that
 * consent before every marketing send, and shared code depends on no feature folder and the DynamoDB expressions that read and change them.
 * Every other module calls these functions; a change that belongs in a caller's transaction is
 * returned as its op.
 */
import { keys, normEmail } from '../keys';
import * as figures from '../figures';
import { ConditionFailed, Conflict } from '../errors';
import type { Item, Ports, QueryInput, TransactOp } from '../ports';
import { CITY_SLUGS, DEFAULT_CITY_SLUG, type CitySlug } from '../../../content/cities';

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
  /** The cities whose weekly digest the address reads (issue 29); absent on signups from before it: none. */
  cities?: CitySlug[];
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

/**
 * The list's figures per day (`figures.dayAddOps('signups', …)`), moved in the same transactions:
 * `signups` (addresses whose first join falls that day), `returns` (addresses whose last return
 * falls that day), `unsubscribes` (unsubscribe records of that day) with `with_feedback` and one
 * counter per reason (`reason:<r>`) and method (`method:<m>`). A window's figures sum its days.
 */
export const DAY_COUNTERS = { signups: 'signups', returns: 'returns', unsubscribes: 'unsubscribes', withFeedback: 'with_feedback' } as const;
export const reasonCounter = (reason: string) => `reason:${reason}`;
export const methodCounter = (method: string) => `method:${method}`;

/** The day figures an unsubscribe record adds (or, with -1, takes off: the purge). */
export function unsubscribeDayOps(record: { unsubscribed_at: string; reason: string; method: string; feedback?: string | null }, sign: 1 | -1): TransactOp[] {
  return figures.dayAddOps('signups', record.unsubscribed_at, {
    [DAY_COUNTERS.unsubscribes]: sign,
    [reasonCounter(record.reason)]: sign,
    [methodCounter(record.method)]: sign,
    ...(record.feedback ? { [DAY_COUNTERS.withFeedback]: sign } : {}),
  });
}

/** Puts a new active signup, IF the address has no signup item; with its counter. */
export function createOps(input: { email: string; source: string; metadata: Record<string, unknown>; now: string; cities?: CitySlug[] }): TransactOp[] {
  const email = normEmail(input.email);
  const cities = input.cities ?? [];
  // A signup written without cities (only old items and tests) is one the digest migration gives them to.
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
        ...(input.cities ? { cities } : {}),
        ...keys.signupsByStatus('active'),
        gsi1sk: input.now,
      },
      condition: 'attribute_not_exists(pk)',
    },
    ...readerOps(email, cities, []),
    figures.addOp('signups', { [COUNTERS.active]: 1 }),
    ...figures.dayAddOps('signups', input.now, { [DAY_COUNTERS.signups]: 1 }),
  ];
}

/** A signup item of an address that joined the list (not a suppression of one that never did). */
const JOINED = 'attribute_type(subscribed_at, :str) OR attribute_exists(reactivated_at)';
const hasJoined = (it: Pick<SignupItem, 'subscribed_at' | 'reactivated_at'>) => typeof it.subscribed_at === 'string' || it.reactivated_at !== undefined;

/**
 * When an address first joined the list (its signup counts on that day) and when it last came back
 * after leaving (its return counts on that day): the window figures count each address once.
 */
type JoinTimes = { subscribed_at?: unknown; reactivated_at?: unknown };
const isoOrNull = (v: unknown): string | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null);
/** Its `subscribed_at`, or, for an address that was only a suppression and joined later, its `reactivated_at`; null when it never joined. */
export const firstJoinOf = (it: JoinTimes): string | null => isoOrNull(it.subscribed_at) ?? isoOrNull(it.reactivated_at);
/** When an address last came back to the list after leaving it (null when it never did). */
export function returnOf(it: JoinTimes): string | null {
  const joined = isoOrNull(it.subscribed_at);
  const back = isoOrNull(it.reactivated_at);
  return joined && back && back !== joined ? back : null;
}

type DayMove = figures.DayMove;

/** The moves an item's signup and return make on the day figures (with -1, what they take off). */
function movesOf(it: JoinTimes, sign: 1 | -1): DayMove[] {
  const first = firstJoinOf(it);
  const back = returnOf(it);
  return [...(first ? [[first, DAY_COUNTERS.signups, sign] as DayMove] : []), ...(back ? [[back, DAY_COUNTERS.returns, sign] as DayMove] : [])];
}

const dayOps = (moves: DayMove[]): TransactOp[] => figures.dayMoveOps('signups', moves);

/** The day figures an item's signup and return add (or, with -1, take off: the purge). */
export const dayOpsOf = (it: JoinTimes, sign: 1 | -1): TransactOp[] => dayOps(movesOf(it, sign));

/**
 * An unsubscribed address joins again, IF its signup is still the one read (`previous`: unsubscribed,
 * the same join and return times). One that had joined before comes back (a return); a suppression
 * of an address never on the list joins for the first time (a signup): the counters differ, and the
 * day figures move from the item's old first join and return to its new ones.
 */
export function reactivateOps(input: { email: string; source: string; metadata: Record<string, unknown>; now: string; cities: CitySlug[] }, previous: SignupItem): TransactOp[] {
  const wasJoined = hasJoined(previous);
  const after = { subscribed_at: previous.subscribed_at, reactivated_at: input.now };
  const same = [
    typeof previous.subscribed_at === 'string' ? 'subscribed_at = :s' : 'NOT attribute_type(subscribed_at, :str)',
    previous.reactivated_at !== undefined ? 'reactivated_at = :r' : 'attribute_not_exists(reactivated_at)',
  ];
  // An unsubscribed signup has no digest readers (unsubscribeOps deleted them): the new choice is written whole.
  return [
    ...readerOps(input.email, input.cities, []),
    {
      update: keys.signup(input.email),
      expression: 'SET #status = :active, reactivated_at = :now, gsi1pk = :gsi1pk, gsi1sk = :now, last_source = :source, metadata = :metadata, cities = :cities',
      condition: `#status = :unsubscribed AND ${same.join(' AND ')}`,
      names: { '#status': 'status' },
      values: {
        ':active': 'active',
        ':unsubscribed': 'unsubscribed',
        ':now': input.now,
        ':gsi1pk': keys.signupsByStatus('active').gsi1pk,
        ':source': input.source,
        ':metadata': input.metadata,
        ':cities': input.cities,
        ...(typeof previous.subscribed_at === 'string' ? { ':s': previous.subscribed_at } : { ':str': 'S' }),
        ...(previous.reactivated_at !== undefined ? { ':r': previous.reactivated_at } : {}),
      },
    },
    figures.addOp('signups', wasJoined ? { [COUNTERS.active]: 1, [COUNTERS.unsubscribed]: -1 } : { [COUNTERS.active]: 1 }),
    ...dayOps([...movesOf(previous, -1), ...movesOf(after, 1)]),
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
    // Its digest readers go with it: the digest index lists active signups only.
    return [
      ...readerOps(email, [], citiesOf(signup)),
      {
        update: keys.signup(email),
        expression: 'SET #status = :unsub, unsubscribed_at = :now, unsubscribe_tracking_id = :tid, gsi1pk = :gsi1pk, gsi1sk = :now',
        condition: `#status = :was AND ${sameCities(signup)}`,
        names: { '#status': 'status' },
        values: { ':unsub': 'unsubscribed', ':now': now, ':tid': trackingId, ':gsi1pk': status.gsi1pk, ':was': 'active', ...sameCitiesValues(signup) },
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

// ---------- the weekly digest's readers (issue 29) ----------
//
// An active signup has one reader item per city it chose (keys.digestReader, in the person's
// partition, listed by city on gsi1 by address): written and deleted in the same transaction as
// the signup's consent or cities change, so the index holds exactly the active signups per city.

/**
 * The cities of a join's weekly digest (docs/digest.md): the ones chosen on the form; a join from a
 * form that offers no choice (or a signup from before the digest) reads the city of the page it came
 * from (a path naming a city), else the community's home city, so every address on the list gets
 * the email the hero promises.
 */
export function digestCitiesFor(chosen: readonly CitySlug[] | undefined, signupPage: unknown): CitySlug[] {
  if (chosen && chosen.length > 0) return CITY_SLUGS.filter((c) => chosen.includes(c));
  const page = typeof signupPage === 'string' ? signupPage : '';
  const named = CITY_SLUGS.find((c) => new RegExp(`(^|/)${c}(/|$|[?#])`).test(page));
  return [named ?? DEFAULT_CITY_SLUG];
}

/**
 * The migration of signups from before the digest (functions/jobs/migrations.ts): each active
 * signup without cities gets digestCitiesFor(none, its signup page) and its reader items. Reads the
 * active list once, before traffic; a signup changed meanwhile is left as it now is.
 */
export async function backfillDigestCities(p: T): Promise<number> {
  let done = 0;
  let startKey: Item | undefined;
  do {
    const page = await pageByStatus(p, 'active', { limit: 200, startKey });
    for (const it of page.items.filter((s) => !Array.isArray(s.cities))) {
      try {
        await p.table.transact(setCitiesOps(it, digestCitiesFor(undefined, it.metadata?.signup_page)));
        done++;
      } catch (e) {
        if (!(e instanceof ConditionFailed)) throw e;
      }
    }
    startKey = page.lastKey;
  } while (startKey);
  return done;
}

/** The cities a signup chose (none on signups from before the digest). */
export const citiesOf = (it: Pick<SignupItem, 'cities'> | undefined): CitySlug[] => (Array.isArray(it?.cities) ? it.cities : []);

/** The signup's cities are still the ones read (the optimistic condition of a change that moves readers). */
function sameCities(it: Pick<SignupItem, 'cities'>): string {
  return Array.isArray(it.cities) ? 'cities = :prevCities' : 'attribute_not_exists(cities)';
}
function sameCitiesValues(it: Pick<SignupItem, 'cities'>): Record<string, unknown> {
  return Array.isArray(it.cities) ? { ':prevCities': it.cities } : {};
}

/** Puts the readers of `cities` and deletes those of `previous` that are not in it. */
function readerOps(email: string, cities: readonly CitySlug[], previous: readonly CitySlug[]): TransactOp[] {
  const e = normEmail(email);
  return [
    ...cities.filter((c) => !previous.includes(c)).map((city): TransactOp => ({ put: { ...keys.digestReader(city, e), type: 'DigestReader', email: e, city, ...keys.digestReaders(city), gsi1sk: e } })),
    ...previous.filter((c) => !cities.includes(c)).map((city): TransactOp => ({ delete: keys.digestReader(city, e) })),
  ];
}

/**
 * The active signup's cities become `cities`, IF it is still active with the cities read; its
 * readers move in the same transaction.
 */
export function setCitiesOps(signup: SignupItem, cities: CitySlug[]): TransactOp[] {
  return [
    ...readerOps(signup.email, cities, citiesOf(signup)),
    {
      update: keys.signup(signup.email),
      expression: 'SET cities = :cities',
      condition: `#status = :active AND ${sameCities(signup)}`,
      names: { '#status': 'status' },
      values: { ':cities': cities, ':active': 'active', ...sameCitiesValues(signup) },
    },
  ];
}

export const CITIES_CHANGED = 'Your cities were being changed at the same moment. Please try again.';

/**
 * Changes an active signup's cities to `next(current cities)`, IF it is unchanged since read (read
 * again when it changed): the cities it now has, or null when the address is not on the list.
 */
export async function updateCities(p: T, email: string, next: (had: CitySlug[]) => CitySlug[]): Promise<CitySlug[] | null> {
  for (let round = 0; ; round++) {
    const current = await get(p, email, { consistent: true });
    if (!current || current.status !== 'active') return null;
    const had = citiesOf(current);
    const want = CITY_SLUGS.filter((c) => next(had).includes(c));
    if (want.length === had.length && want.every((c) => had.includes(c))) return had;
    try {
      await p.table.transact(setCitiesOps(current, want));
      return want;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      if (round >= 2) throw new Conflict(CITIES_CHANGED);
    }
  }
}

/** One page of a city's digest readers (addresses, in address order), from `startKey`. */
export async function pageDigestReaders(p: T, city: CitySlug, opts: { limit: number; startKey?: Item }): Promise<{ emails: string[]; lastKey?: Item }> {
  const { items, lastKey } = await p.table.query({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.digestReaders(city).gsi1pk }, limit: opts.limit, startKey: opts.startKey });
  return { emails: items.map((it) => String(it.email)), lastKey };
}
