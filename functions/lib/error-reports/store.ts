/**
 * Error groups, the one module that builds their keys: one item per fingerprint (first seen, last
 * seen, total, the last report) and one counter per fingerprint and Asia/Tokyo day. Every count is
 * an atomic ADD, so concurrent reports are all counted; the group's new total tells the one report
 * that made it 1 that its group is new (the team is mailed at most once per group, within an hourly
 * ceiling; `mailed` records whether that mail went out).
 */
import { addDays, calendarDateIn, formatIsoDate, zonedDateTimeToInstant } from '../../../content/events/calendar';
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

/** The day counters are kept this long (the admin list looks back at most ERROR_WINDOW_MAX_DAYS). */
export const ERROR_DAY_RETENTION_DAYS = 100;
/** A group not reported for this long is removed. */
export const ERROR_GROUP_RETENTION_DAYS = 400;
export const ERROR_WINDOW_MAX_DAYS = 90;
/** The admin list shows at most this many groups (the most recently seen). */
export const ERROR_LIST_MAX = 200;

export const ERROR_TIMEZONE = 'Asia/Tokyo';

/** The Asia/Tokyo calendar day (YYYY-MM-DD) of an instant. */
export const tokyoDay = (at: Date): string => formatIsoDate(calendarDateIn(at, ERROR_TIMEZONE));

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * Counts one report of a fingerprint: the day's counter and the group's total, and the group's
 * last report. `isNew` is true for exactly one report per group: the one that made its total 1.
 */
export async function recordError(p: Pick<Ports, 'table' | 'clock'>, fingerprint: string, r: ErrorReport): Promise<{ group: ErrorGroup; today: number; isNew: boolean }> {
  const now = p.clock.now();
  const at = now.toISOString();
  const day = await p.table.update(keys.errorDay(fingerprint, tokyoDay(now)), {
    update: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl), #fp = :fp',
    names: { '#count': 'count', '#ttl': 'ttl', '#fp': 'fingerprint' },
    values: { ':one': 1, ':ttl': epochSeconds(now) + ERROR_DAY_RETENTION_DAYS * 86_400, ':fp': fingerprint },
    returnValues: 'UPDATED_NEW',
  });
  const today = Number(day?.count ?? 1);
  const item = await p.table.update(keys.errorGroup(fingerprint), {
    update:
      'ADD #total :one SET #type = :type, #fp = :fp, #firstSeen = if_not_exists(#firstSeen, :at), #lastSeen = :at, #message = :message, #stack = :stack, #path = :path, #release = :release, #source = :source, #requestId = :requestId, gsi1pk = :gsi1pk, gsi1sk = :at, #ttl = :ttl',
    names: {
      '#total': 'total',
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
    },
    values: {
      ':one': 1,
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
    },
    returnValues: 'ALL_NEW',
  });
  const group = toGroup(item ?? {});
  return { group, today, isNew: group.total === 1 };
}

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
    total: Number(it.total ?? 0),
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
      const partition = keys.errorDaysOf(group.fingerprint);
      const dayItems = await p.table.queryAll({
        keyCondition: 'pk = :pk AND sk BETWEEN :from AND :to',
        values: { ':pk': partition.pk, ':from': keys.errorDay(group.fingerprint, from).sk, ':to': keys.errorDay(group.fingerprint, today).sk },
      });
      const counts = dayItems.map((d) => ({ day: String(d.sk).slice(partition.skPrefix.length), count: Number(d.count ?? 0) }));
      return {
        ...group,
        today: counts.filter((c) => c.day === today).reduce((n, c) => n + c.count, 0),
        window: counts.reduce((n, c) => n + c.count, 0),
      };
    }),
  );
}
