/**
 * Error groups, the one module that builds their keys: one counter per fingerprint and Asia/Tokyo
 * day, and one item per fingerprint (first seen, last seen, a report, its place on the index).
 *
 * However often an error is reported, its group's item and index entry are written at most once a
 * minute (issue 28): every report is an atomic ADD on its day's counter, which says when the group
 * was last written (`touchedAt`); only a report that finds that a minute old writes the group, with
 * a condition on the group's `lastSeen` as read, so one writer wins. The counts stay exact: the
 * group keeps `closedTotal`, the sum of its days up to `closedThrough` (days before yesterday,
 * whose counters no report changes any more), folded in when the group is written; its total is
 * that plus its day counters after `closedThrough` (a few at most, read with the window's days).
 * The one report that creates the group item is the new group's (the team is mailed at most once
 * per group, within an hourly ceiling; `mailed` records whether that mail went out).
 */
import { addDays, calendarDateIn, formatIsoDate, parseIsoDate, zonedDateTimeToInstant } from '../../../content/events/calendar';
import { ConditionFailed } from '../errors';
import { keys } from '../keys';
import type { Item, Ports } from '../ports';

export type ErrorSource = 'client' | 'server';

/** One report, already bounded and cleaned by its receiver. */
export interface ErrorReport {
  message: string;
  stack: string;
  path: string;
  release: string;
  source: ErrorSource;
  /** The request id of a server error. */
  requestId?: string;
}

export interface ErrorGroup {
  fingerprint: string;
  message: string;
  stack: string;
  path: string;
  release: string;
  source: ErrorSource;
  requestId: string | null;
  firstSeen: string;
  lastSeen: string;
  total: number;
  /** False when the group was new while the hourly ceiling of team mails was reached: counted and listed, not mailed. */
  mailed: boolean;
}

/** A group not reported for this long is removed. */
export const ERROR_GROUP_RETENTION_DAYS = 400;
/** The day counters are kept as long as their group: the last few may not be folded into its total yet. */
export const ERROR_DAY_RETENTION_DAYS = ERROR_GROUP_RETENTION_DAYS;
/** A group's item and index entry are written at most once per this long. */
export const ERROR_GROUP_WRITE_MS = 60_000;
/** The admin list shows at most this many groups (the most recently seen). */
export const ERROR_LIST_MAX = 200;

export const ERROR_TIMEZONE = 'Asia/Tokyo';

/** The Asia/Tokyo calendar day (YYYY-MM-DD) of an instant. */
export const tokyoDay = (at: Date): string => formatIsoDate(calendarDateIn(at, ERROR_TIMEZONE));

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

const shiftDay = (day: string, n: number) => formatIsoDate(addDays(parseIsoDate(day), n));

/**
 * Counts one report of a fingerprint on its day's counter and, at most once a minute per group,
 * writes the group (this report as its last, lastSeen, the index entry, the days closed since).
 * `isNew` is true for exactly one report per group: the one that created its item (`group` is then
 * the new group, for the team's mail).
 */
export async function recordError(p: Pick<Ports, 'table' | 'clock'>, fingerprint: string, r: ErrorReport): Promise<{ group?: ErrorGroup; today: number; isNew: boolean }> {
  const now = p.clock.now();
  const at = now.toISOString();
  const dayKey = keys.errorDay(fingerprint, tokyoDay(now));
  const day = await p.table.update(dayKey, {
    update: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl), #fp = :fp, #lastAt = :at',
    names: { '#count': 'count', '#ttl': 'ttl', '#fp': 'fingerprint', '#lastAt': 'lastAt' },
    values: { ':one': 1, ':ttl': epochSeconds(now) + ERROR_DAY_RETENTION_DAYS * 86_400, ':fp': fingerprint, ':at': at },
    returnValues: 'ALL_NEW',
  });
  const today = Number(day?.count ?? 1);
  const due = new Date(now.getTime() - ERROR_GROUP_WRITE_MS).toISOString();
  if (typeof day?.touchedAt === 'string' && day.touchedAt > due) return { today, isNew: false };
  const written = await writeGroup(p, fingerprint, r, now, today);
  // Whoever wrote it, the group was written within the minute: the day's next reports leave it alone.
  await p.table.update(dayKey, { update: 'SET #touchedAt = :at', names: { '#touchedAt': 'touchedAt' }, values: { ':at': at }, returnValues: 'NONE' });
  return written?.isNew ? { group: written.group, today, isNew: true } : { today, isNew: false };
}

/**
 * Writes the group (unless another report did within the minute): this report as its last, its
 * lastSeen and index entry, and its total's days closed since it was last written. Conditional on
 * the group as read, so concurrent writers cannot both fold a day in; undefined when another won.
 */
async function writeGroup(p: Pick<Ports, 'table'>, fingerprint: string, r: ErrorReport, now: Date, today: number): Promise<{ group: ErrorGroup; isNew: boolean } | undefined> {
  const at = now.toISOString();
  const key = keys.errorGroup(fingerprint);
  const current = await p.table.get(key, { consistent: true });
  if (current && String(current.lastSeen ?? '') > new Date(now.getTime() - ERROR_GROUP_WRITE_MS).toISOString()) return undefined;
  const day = tokyoDay(now);
  // Days before yesterday are over: no report adds to their counters any more.
  const closeThrough = shiftDay(day, -2);
  const daysAfter = async (after: string) => (after < closeThrough ? sumDays(await readDays(p, fingerprint, shiftDay(after, 1), closeThrough)) : 0);
  let closedThrough = closeThrough;
  let closedTotal = 0;
  if (current && typeof current.closedThrough === 'string') {
    closedThrough = current.closedThrough > closeThrough ? current.closedThrough : closeThrough;
    closedTotal = Number(current.closedTotal ?? 0) + (await daysAfter(current.closedThrough));
  } else if (current) {
    // A group written before the day counters were folded: its total counted every report until
    // now but this one, which its day counters after closeThrough also hold.
    const recent = sumDays(await readDays(p, fingerprint, shiftDay(closeThrough, 1), day));
    closedTotal = Math.max(0, Number(current.total ?? 0) - (recent - 1));
  }
  const names = {
    '#type': 'type',
    '#fp': 'fingerprint',
    '#firstSeen': 'firstSeen',
    '#lastSeen': 'lastSeen',
    '#message': 'message',
    '#stack': 'stack',
    '#path': 'path',
    '#release': 'release',
    '#source': 'source',
    '#requestId': 'requestId',
    '#ttl': 'ttl',
    '#closedThrough': 'closedThrough',
    '#closedTotal': 'closedTotal',
    '#total': 'total',
  };
  const values: Record<string, unknown> = {
    ':type': 'ErrorGroup',
    ':fp': fingerprint,
    ':at': at,
    ':message': r.message,
    ':stack': r.stack,
    ':path': r.path,
    ':release': r.release,
    ':source': r.source,
    ':requestId': r.requestId ?? null,
    ':gsi1pk': keys.errorGroupsByLastSeen(at).gsi1pk,
    ':ttl': epochSeconds(now) + ERROR_GROUP_RETENTION_DAYS * 86_400,
    ':closedThrough': closedThrough,
    ':closedTotal': closedTotal,
  };
  if (current) values[':seen'] = current.lastSeen;
  try {
    const item = await p.table.update(key, {
      update:
        'SET #type = :type, #fp = :fp, #firstSeen = if_not_exists(#firstSeen, :at), #lastSeen = :at, #message = :message, #stack = :stack, #path = :path, #release = :release, #source = :source, #requestId = :requestId, gsi1pk = :gsi1pk, gsi1sk = :at, #ttl = :ttl, #closedThrough = :closedThrough, #closedTotal = :closedTotal REMOVE #total',
      condition: current ? '#lastSeen = :seen' : 'attribute_not_exists(pk)',
      names,
      values,
      returnValues: 'ALL_NEW',
    });
    // A new group's reports are all on today's counter.
    return { group: { ...toGroup(item ?? {}), total: current ? closedTotal : today }, isNew: !current };
  } catch (e) {
    if (e instanceof ConditionFailed) return undefined;
    throw e;
  }
}

/** One group's day counters from day `from` to day `to` (both included). */
async function readDays(p: Pick<Ports, 'table'>, fingerprint: string, from: string, to: string): Promise<{ day: string; count: number; lastAt: string }[]> {
  const partition = keys.errorDaysOf(fingerprint);
  const items = await p.table.queryAll({
    keyCondition: 'pk = :pk AND sk BETWEEN :from AND :to',
    values: { ':pk': partition.pk, ':from': keys.errorDay(fingerprint, from).sk, ':to': keys.errorDay(fingerprint, to).sk },
  });
  return items.map((d) => ({ day: String(d.sk).slice(partition.skPrefix.length), count: Number(d.count ?? 0), lastAt: String(d.lastAt ?? '') }));
}

const sumDays = (days: readonly { count: number }[]) => days.reduce((n, d) => n + d.count, 0);

/** Records whether the team was mailed about a new group (false: held back by the hourly ceiling). */
export async function markMailed(p: Pick<Ports, 'table'>, fingerprint: string, mailed: boolean): Promise<void> {
  await p.table.update(keys.errorGroup(fingerprint), { update: 'SET mailed = :mailed', condition: 'attribute_exists(pk)', values: { ':mailed': mailed }, returnValues: 'NONE' });
}

function toGroup(it: Item): ErrorGroup {
  return {
    fingerprint: String(it.fingerprint ?? ''),
    message: String(it.message ?? ''),
    stack: String(it.stack ?? ''),
    path: String(it.path ?? ''),
    release: String(it.release ?? ''),
    source: it.source === 'server' ? 'server' : 'client',
    requestId: typeof it.requestId === 'string' ? it.requestId : null,
    firstSeen: String(it.firstSeen ?? ''),
    lastSeen: String(it.lastSeen ?? ''),
    total: Number(it.total ?? it.closedTotal ?? 0),
    mailed: it.mailed !== false,
  };
}

export interface ErrorGroupInWindow extends ErrorGroup {
  /** Reports on today's Tokyo day. */
  today: number;
  /** Reports over the window's Tokyo days (today included). */
  window: number;
}

/**
 * The groups seen within the last `days` Tokyo days (today included), most recently seen first,
 * each with its counts today and over the window (read from the day counters, never from raw reports).
 */
export async function listErrorGroups(p: Pick<Ports, 'table' | 'clock'>, days: number): Promise<ErrorGroupInWindow[]> {
  const now = p.clock.now();
  const todayDate = calendarDateIn(now, ERROR_TIMEZONE);
  const today = formatIsoDate(todayDate);
  const fromDate = addDays(todayDate, 1 - days);
  const from = formatIsoDate(fromDate);
  const since = zonedDateTimeToInstant(fromDate, '00:00', ERROR_TIMEZONE).toISOString();
  const all = keys.errorGroupsAll();
  const items = await p.table.queryAll(
    { index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': all.gsi1pk, ':since': since }, forward: false },
    ERROR_LIST_MAX,
  );
  return Promise.all(
    items.slice(0, ERROR_LIST_MAX).map(async (it) => {
      const group = toGroup(it);
      // A group written since the day counters were folded: its total is its closed days and the
      // counters after them (at most the few days since it was last written, before the window or in it).
      const closedThrough = typeof it.closedThrough === 'string' ? it.closedThrough : undefined;
      const firstRead = closedThrough && shiftDay(closedThrough, 1) < from ? shiftDay(closedThrough, 1) : from;
      const days = await readDays(p, group.fingerprint, firstRead, today);
      const inWindow = days.filter((d) => d.day >= from);
      const lastAt = days.reduce((m, d) => (d.lastAt > m ? d.lastAt : m), group.lastSeen);
      return {
        ...group,
        total: closedThrough ? Number(it.closedTotal ?? 0) + sumDays(days.filter((d) => d.day > closedThrough)) : group.total,
        lastSeen: lastAt,
        today: sumDays(inWindow.filter((d) => d.day === today)),
        window: sumDays(inWindow),
      };
    }),
  );
}
