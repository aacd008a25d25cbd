/**
 * The series store: the only code that builds the keys of series items and the expressions that
 * read and change them. A series is one person's standing registration for every occurrence of one
 * recurring event ("Come every week"); it lives in the person's partition
 * (`EMAIL#<email>` / `SERIES#<slug>`), so the privacy export and purge take it with the rest.
 * Its gsi1 entry `SERIES#<status>` / `<slug>#<email>` lists the active and the paused ones; a
 * cancelled series leaves the index. While active, its gsi2 entry `SERIES_DUE#<slug>` /
 * `<horizon>#<email>` lets the series job read only the series whose horizon is before the last
 * date of the window (those it extends). The `series` counter (functions/lib/figures.ts) counts the
 * active ones, moved in the transaction of each start, pause, cancel and purge.
 */
import { keys } from '../lib/keys';
import { ConditionFailed } from '../lib/errors';
import * as figures from '../lib/figures';
import type { Item, Ports } from '../lib/ports';

type T = Pick<Ports, 'table'>;

export type SeriesStatus = 'active' | 'paused' | 'cancelled';

export interface SeriesFields {
  id: string;
  email: string;
  eventSlug: string;
  status: SeriesStatus;
  answers: Record<string, string>;
  /** SHA-256 of the manage link's token (seriesToken in series.ts); a new start changes it. */
  tokenHash: string;
  createdAt: string;
  updatedAt: string;
  /** The last occurrence (YYYY-MM-DD) the series has registered for. */
  horizon?: string;
  pausedAt?: string;
  cancelledAt?: string;
}

export interface Series extends Item, SeriesFields {
  pk: string;
  sk: string;
  type: 'Series';
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

const STATUS = { '#status': 'status' };
const keyOf = (email: string, slug: string) => keys.series(email, slug);
const index = (status: SeriesStatus, slug: string, email: string) => keys.seriesByStatus(status, slug, email);
/** The due index entry of an active series: its event's partition, by horizon ('' before any date). */
const due = (slug: string, email: string, horizon?: string) => keys.seriesDue(slug, horizon ?? '', email);
const activeMove = (n: 1 | -1) => figures.addOp('series', { [figures.ACTIVE_SERIES]: n });

export async function get(p: T, email: string, slug: string): Promise<Series | undefined> {
  return (await p.table.get(keyOf(email, slug), { consistent: true })) as Series | undefined;
}

/** The most series one person can hold is one per recurring event: a member's bookings read at most this many. */
export const SERIES_OF_PERSON_MAX = 20;

/**
 * A person's series registrations (any status), by event: one Query of their partition, at most
 * SERIES_OF_PERSON_MAX items; `more` says there are others beyond them (the dashboard says so).
 */
export async function ofEmail(p: T, email: string): Promise<{ items: Series[]; more: boolean }> {
  const q = keys.seriesOf(email);
  const page = await p.table.query({ keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': q.pk, ':sk': q.skPrefix }, limit: SERIES_OF_PERSON_MAX, consistent: true });
  return { items: page.items as Series[], more: Boolean(page.lastKey) };
}

/**
 * Starts the series, or starts again one that was paused or cancelled (a new token and creation
 * time: old manage links stop working). An active series is left as it is: null.
 */
export async function start(p: T, s: Omit<SeriesFields, 'status'>): Promise<Series | null> {
  const item: Series = { ...keyOf(s.email, s.eventSlug), type: 'Series', ...s, status: 'active', ...index('active', s.eventSlug, s.email), ...due(s.eventSlug, s.email, s.horizon) };
  try {
    // Not active before (none, paused or cancelled), active now: one more active series.
    await p.table.transact([{ put: item, condition: 'attribute_not_exists(pk) OR #status <> :active', names: STATUS, values: { ':active': 'active' } }, activeMove(1)]);
    return item;
  } catch (e) {
    if (e instanceof ConditionFailed) return null;
    throw e;
  }
}

/** Records the furthest occurrence registered (never moves back), and the series' place in the due index with it. */
export async function setHorizon(p: T, s: Series, horizon: string, now: string): Promise<void> {
  await p.table.update(keyOf(s.email, s.eventSlug), {
    // A series no longer active has no gsi2pk: the sort key alone keeps it out of the index.
    update: 'SET horizon = :h, updatedAt = :now, gsi2sk = :due',
    condition: 'attribute_exists(pk) AND (attribute_not_exists(horizon) OR horizon < :h)',
    values: { ':h': horizon, ':now': now, ':due': due(s.eventSlug, s.email, horizon).gsi2sk },
    returnValues: 'NONE',
  }).catch((e) => {
    if (!(e instanceof ConditionFailed)) throw e;
  });
}

/** Active → paused (true when this call paused it). */
export async function pause(p: T, s: Series, now: string): Promise<boolean> {
  try {
    await p.table.transact([
      {
        update: keyOf(s.email, s.eventSlug),
        expression: 'SET #status = :paused, pausedAt = :now, updatedAt = :now, gsi1pk = :gpk REMOVE gsi2pk, gsi2sk',
        condition: '#status = :active',
        names: STATUS,
        values: { ':paused': 'paused', ':active': 'active', ':now': now, ':gpk': index('paused', s.eventSlug, s.email).gsi1pk },
      },
      activeMove(-1),
    ]);
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/**
 * Active or paused → cancelled, out of the indexes (true when this call cancelled it). Conditional
 * on the status it was read with (an active one leaves the count); read again when it changed.
 */
export async function cancel(p: T, s: Series, now: string): Promise<boolean> {
  for (let attempt = 0, from: SeriesStatus | undefined = s.status; from && from !== 'cancelled' && attempt < 5; attempt++) {
    try {
      await p.table.transact([
        {
          update: keyOf(s.email, s.eventSlug),
          expression: 'SET #status = :cancelled, cancelledAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
          condition: '#status = :from',
          names: STATUS,
          values: { ':cancelled': 'cancelled', ':now': now, ':from': from },
        },
        ...(from === 'active' ? [activeMove(-1)] : []),
      ]);
      return true;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      from = (await get(p, s.email, s.eventSlug))?.status;
    }
  }
  return false;
}

/** Every series with this status, page by page (the migration). */
export async function withStatus(p: T, status: Exclude<SeriesStatus, 'cancelled'>): Promise<Series[]> {
  return (await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.seriesByStatus(status).gsi1pk } })) as Series[];
}

/**
 * The active series of one event whose horizon is before `lastDate` (YYYY-MM-DD, the last date of
 * the window): exactly those with a date to register, read from the due index (every one of them).
 */
export async function dueBefore(p: T, slug: string, lastDate: string): Promise<Series[]> {
  return (await p.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk AND gsi2sk < :last', values: { ':pk': keys.seriesDue(slug).gsi2pk, ':last': lastDate } })) as Series[];
}

/** How many series are active, over all of them (the recount behind the `series` counter). */
export const activeSeriesCount = (p: T): Promise<number> => p.table.count({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.seriesByStatus('active').gsi1pk } });

/** How many series are active: the counter (one query of its items, whatever the number of series). */
export async function activeCount(p: T): Promise<number> {
  return figures.valueOf(await figures.read(p, 'series'), figures.ACTIVE_SERIES);
}

/**
 * Gives the active series written before the due index their entry (the migration), IF still
 * active; answers how many it gave one.
 */
export async function indexDue(p: T): Promise<number> {
  let n = 0;
  for (const s of await withStatus(p, 'active')) {
    const want = due(s.eventSlug, s.email, s.horizon);
    if (s.gsi2pk === want.gsi2pk && s.gsi2sk === want.gsi2sk) continue;
    try {
      await p.table.update(keyOf(s.email, s.eventSlug), {
        update: 'SET gsi2pk = :g2, gsi2sk = :s2',
        condition: '#status = :active AND ' + (s.horizon ? 'horizon = :h' : 'attribute_not_exists(horizon)'),
        names: STATUS,
        values: { ':g2': want.gsi2pk, ':s2': want.gsi2sk, ':active': 'active', ...(s.horizon ? { ':h': s.horizon } : {}) },
        returnValues: 'NONE',
      });
      n++;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e; // changed since: its own write set the entry
    }
  }
  return n;
}
