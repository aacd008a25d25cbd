/**
 * The series store: the only code that builds the keys of series items and the expressions that
 * read and change them. A series is one person's standing registration for every occurrence of one
 * recurring event ("Come every week"); it lives in the person's partition
 * (`EMAIL#<email>` / `SERIES#<slug>`), so the privacy export and purge take it with the rest.
 * Its gsi1 entry `SERIES#<status>` / `<slug>#<email>` lets the series job list the active and the
 * paused ones; a cancelled series leaves the index.
 */
import { keys } from '../lib/keys';
import { ConditionFailed } from '../lib/errors';
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
}

const STATUS = { '#status': 'status' };
const keyOf = (email: string, slug: string) => keys.series(email, slug);
const index = (status: SeriesStatus, slug: string, email: string) => keys.seriesByStatus(status, slug, email);

export async function get(p: T, email: string, slug: string): Promise<Series | undefined> {
  return (await p.table.get(keyOf(email, slug), { consistent: true })) as Series | undefined;
}

/**
 * Starts the series, or starts again one that was paused or cancelled (a new token and creation
 * time: old manage links stop working). An active series is left as it is: null.
 */
export async function start(p: T, s: Omit<SeriesFields, 'status'>): Promise<Series | null> {
  const item: Series = { ...keyOf(s.email, s.eventSlug), type: 'Series', ...s, status: 'active', ...index('active', s.eventSlug, s.email) };
  try {
    await p.table.put(item, { condition: 'attribute_not_exists(pk) OR #status <> :active', names: STATUS, values: { ':active': 'active' } });
    return item;
  } catch (e) {
    if (e instanceof ConditionFailed) return null;
    throw e;
  }
}

/** Records the furthest occurrence registered (never moves back). */
export async function setHorizon(p: T, s: Series, horizon: string, now: string): Promise<void> {
  await p.table.update(keyOf(s.email, s.eventSlug), {
    update: 'SET horizon = :h, updatedAt = :now',
    condition: 'attribute_exists(pk) AND (attribute_not_exists(horizon) OR horizon < :h)',
    values: { ':h': horizon, ':now': now },
    returnValues: 'NONE',
  }).catch((e) => {
    if (!(e instanceof ConditionFailed)) throw e;
  });
}

/** Active → paused (true when this call paused it). */
export async function pause(p: T, s: Series, now: string): Promise<boolean> {
  try {
    await p.table.update(keyOf(s.email, s.eventSlug), {
      update: 'SET #status = :paused, pausedAt = :now, updatedAt = :now, gsi1pk = :gpk',
      condition: '#status = :active',
      names: STATUS,
      values: { ':paused': 'paused', ':active': 'active', ':now': now, ':gpk': index('paused', s.eventSlug, s.email).gsi1pk },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** Active or paused → cancelled, out of the index (true when this call cancelled it). */
export async function cancel(p: T, s: Series, now: string): Promise<boolean> {
  try {
    await p.table.update(keyOf(s.email, s.eventSlug), {
      update: 'SET #status = :cancelled, cancelledAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk',
      condition: '#status <> :cancelled',
      names: STATUS,
      values: { ':cancelled': 'cancelled', ':now': now },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** Every series with this status (the series job: active ones are extended, active and paused ones get their checks). */
export async function withStatus(p: T, status: Exclude<SeriesStatus, 'cancelled'>): Promise<Series[]> {
  return (await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.seriesByStatus(status).gsi1pk } })) as Series[];
}
