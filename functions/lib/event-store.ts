/**
 * The event catalogue's store: the only code that reads and writes event items (keys in keys.ts).
 *
 * - One item per event under the `CATALOGUE` partition: the English listing, its Japanese text, its
 *   kept-back venue, its publication state (draft, published, archived) and its version. An item is
 *   never deleted, so a slug is never reused.
 * - The catalogue's version (`META`), moved by every change in the same transaction: a reader
 *   reads that one item per request and reloads the published events only when it moved
 *   (`ensureCatalogue`), so an edited price, capacity or access rule holds from the next request.
 * - An audit entry per change (who, when, each field before and after).
 * - A change to what the site shows writes `catalogue.changed` to the outbox in the same
 *   transaction; the site publisher regenerates the pages it touches.
 */
import { keys } from './keys';
import { ConditionFailed } from './errors';
import { eventOp } from './event-outbox';
import type { Item, Ports, TransactOp } from './ports';
import { catalogueVersion, setCatalogue, type RevealedVenue, type StoredEvent } from '../../content/events/current';
import type { EventTextOverlay } from '../../content/events/text-overlay';
import type { EventListing } from '../../content/events/schema';
import { correctEntry, SEED_CORRECTIONS, type SeedCorrections } from '../../content/events/seed-corrections';

export type PublicationState = 'draft' | 'published' | 'archived';
/**
 * What an audit entry records. The first six make a new version of the event; the occurrence
 * actions of the console (and of hosts) are recorded too: `occurrence-cancelled` and `capacity-set`
 * (for every date) make a version, the others (a date viewed, exported, messaged, its own
 * capacity set) are filed beside the version they were made on (`activityOp`).
 */
export type AuditAction =
  | 'created'
  | 'saved'
  | 'published'
  | 'unpublished'
  | 'archived'
  | 'seeded'
  | 'occurrence-cancelled'
  | 'occurrence-changed'
  | 'capacity-set'
  | 'occurrence-viewed'
  | 'attendees-exported'
  | 'attendees-messaged';

/** The actions that make a new version (writeRecord): the ones `catalogue.changed` names. */
export type VersionAction = Exclude<AuditAction, 'occurrence-viewed' | 'attendees-exported' | 'attendees-messaged'>;

export interface EventRecord extends StoredEvent {
  slug: string;
  status: PublicationState;
  version: number;
  /** Display order: the initial data keeps the catalogue's order; a new event comes after it. */
  order: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

export interface AuditEntry {
  at: string;
  /** Who: an admin's address, or a host's (then `role` is host). */
  admin: string;
  action: AuditAction;
  version: number;
  changes: { field: string; before: unknown; after: unknown }[];
  /** The date an occurrence action was about (YYYY-MM-DD). */
  occurrence?: string;
  /** Set when a host (not an admin) acted. */
  role?: 'admin' | 'host';
  /** What an occurrence action did (counts, the segment messaged, a reason). */
  details?: Record<string, unknown>;
}

/** The admin address that stands for the initial data in the audit log. */
export const SEED_AUTHOR = 'initial data';

type P = Pick<Ports, 'table' | 'clock' | 'ids'>;

const toRecord = (item: Item): EventRecord => ({
  slug: item.slug,
  status: item.status,
  version: Number(item.version),
  order: Number(item.order),
  listing: item.listing as EventListing,
  ...(item.ja ? { ja: item.ja as EventTextOverlay } : {}),
  ...(item.revealedVenue ? { revealedVenue: item.revealedVenue as RevealedVenue } : {}),
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  updatedBy: item.updatedBy,
});

const toItem = (r: EventRecord): Item => ({
  ...keys.catalogueEvent(r.slug),
  type: 'CatalogueEvent',
  slug: r.slug,
  status: r.status,
  version: r.version,
  order: r.order,
  listing: r.listing,
  ...(r.ja ? { ja: r.ja } : {}),
  ...(r.revealedVenue ? { revealedVenue: r.revealedVenue } : {}),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

const byOrder = (a: EventRecord, b: EventRecord) => a.order - b.order || a.slug.localeCompare(b.slug);

/** The catalogue's version in the table; 0 before anything was loaded. */
async function tableVersion(p: Pick<Ports, 'table'>): Promise<number> {
  const meta = await p.table.get(keys.catalogueMeta(), { consistent: true });
  return meta ? Number(meta.version) : 0;
}

/** Every event item (drafts and archived ones too), in display order: bounded by the size of the catalogue. */
export async function listRecords(p: Pick<Ports, 'table'>, consistent = false): Promise<EventRecord[]> {
  const k = keys.catalogueEvents();
  const items = await p.table.queryAll({
    keyCondition: 'pk = :pk AND begins_with(sk, :sk)',
    values: { ':pk': k.pk, ':sk': k.skPrefix },
    consistent,
  });
  return items.map(toRecord).sort(byOrder);
}

/**
 * Puts the table's published events in use (content/events/current.ts) unless the ones in use are
 * already that version: one consistent read of the version item per call, the events only when an
 * organiser changed something since.
 */
export async function ensureCatalogue(p: Pick<Ports, 'table'>): Promise<void> {
  const version = await tableVersion(p);
  if (version === catalogueVersion()) return;
  const published = (await listRecords(p, true)).filter((r) => r.status === 'published');
  setCatalogue(published, version);
}

export async function getRecord(p: Pick<Ports, 'table'>, slug: string): Promise<EventRecord | undefined> {
  const item = await p.table.get(keys.catalogueEvent(slug), { consistent: true });
  return item ? toRecord(item) : undefined;
}

/** Thrown when a save was made on a version someone else has since replaced (or the slug exists on create). */
export class StaleVersion extends Error {
  constructor(readonly current: EventRecord) {
    super(`Event ${current.slug} is at version ${current.version}`);
  }
}

/** Moves the catalogue's version by `by` (one per event written). */
const bumpOp = (by = 1): TransactOp => ({
  update: keys.catalogueMeta(),
  expression: 'SET #type = :type ADD version :one',
  names: { '#type': 'type' },
  values: { ':type': 'CatalogueMeta', ':one': by },
});

/** The audit entry of the version a change makes (one per version, so a change is recorded once). */
function auditOp(slug: string, entry: AuditEntry): TransactOp {
  return { put: { ...keys.catalogueAudit(slug, entry.version), type: 'CatalogueAudit', slug, ...entry }, condition: 'attribute_not_exists(pk)' };
}

/**
 * An audit entry that makes no new version (`version` is the one it was made on), as a transaction
 * op: its key carries the time and a fresh id, so every such action is recorded, each once.
 */
export function activityOp(p: Pick<Ports, 'ids'>, slug: string, entry: AuditEntry): TransactOp {
  return { put: { ...keys.catalogueActivity(slug, entry.version, entry.at, p.ids.id('au')), type: 'CatalogueAudit', slug, ...entry }, condition: 'attribute_not_exists(pk)' };
}

/** Records an audit entry that makes no new version (activityOp on its own). */
export async function recordActivity(p: Pick<Ports, 'table' | 'ids'>, slug: string, entry: AuditEntry): Promise<void> {
  await p.table.transact([activityOp(p, slug, entry)]);
}

async function changedOp(p: P, slugs: string[], action: VersionAction): Promise<TransactOp> {
  // The version after this change; the publisher reloads from the table whatever number it carries.
  const version = (await tableVersion(p)) + 1;
  return eventOp(p, 'catalogue.changed', { slugs, version, action });
}

/**
 * Writes `next` as the event's new state in one transaction with the catalogue's version, the
 * audit entry and (when the site shows or showed the event) the outbox event. `expectedVersion`
 * undefined creates (the slug must never have been used); otherwise the item must still be at it.
 */
export async function writeRecord(p: P, next: EventRecord, expectedVersion: number | undefined, audit: AuditEntry & { action: VersionAction }, touchesSite: boolean): Promise<void> {
  const put: TransactOp =
    expectedVersion === undefined
      ? { put: toItem(next), condition: 'attribute_not_exists(pk)' }
      : { put: toItem(next), condition: 'version = :v', values: { ':v': expectedVersion } };
  const ops: TransactOp[] = [put, bumpOp(), auditOp(next.slug, audit)];
  if (touchesSite) ops.push(await changedOp(p, [next.slug], audit.action));
  try {
    await p.table.transact(ops);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    const current = await getRecord(p, next.slug);
    if (!current) throw e;
    throw new StaleVersion(current);
  }
}

/**
 * A page of the event's audit log, newest first: at most `limit` entries older than the cursor
 * `before` (all when absent); `next` is the cursor of the page after it, null on the last page.
 */
export async function auditLog(p: Pick<Ports, 'table'>, slug: string, limit = 50, before?: string): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const k = keys.catalogueAuditOf(slug);
  const { items, lastKey } = await p.table.query({
    // The partition holds the event's audit entries only.
    keyCondition: before === undefined ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk AND sk < :before',
    values: before === undefined ? { ':pk': k.pk, ':sk': k.skPrefix } : { ':pk': k.pk, ':before': before },
    forward: false,
    limit,
  });
  const entries = items.map((i) => ({
    at: i.at,
    admin: i.admin,
    action: i.action,
    version: Number(i.version),
    changes: i.changes ?? [],
    ...(i.occurrence ? { occurrence: i.occurrence } : {}),
    ...(i.role ? { role: i.role } : {}),
    ...(i.details ? { details: i.details } : {}),
  }));
  return { entries, next: lastKey !== undefined && items.length === limit ? String(items[items.length - 1].sk) : null };
}

/**
 * Loads the initial data: each event whose slug the table has never held goes in, published, at
 * version 1, with its audit entry, the catalogue's version moving once per event; an event already
 * there (whatever an organiser made of it since, archived included) is left as it is. Idempotent:
 * a second run writes nothing. Returns the slugs it added.
 */
export async function seedEvents(p: P, entries: readonly StoredEvent[]): Promise<string[]> {
  const present = new Set((await listRecords(p, true)).map((r) => r.slug));
  const at = p.clock.now().toISOString();
  const missing = [...entries.entries()]
    .filter(([, entry]) => !present.has(entry.listing.slug))
    .map(([index, entry]): EventRecord => ({ ...entry, slug: entry.listing.slug, status: 'published', version: 1, order: index, createdAt: at, updatedAt: at, updatedBy: SEED_AUTHOR }));
  const seedOps = (r: EventRecord): TransactOp[] => [{ put: toItem(r), condition: 'attribute_not_exists(pk)' }, auditOp(r.slug, { at, admin: SEED_AUTHOR, action: 'seeded', version: 1, changes: [] })];
  const added: string[] = [];
  // A transaction of up to SEED_BATCH events (two items each and the version); when another start
  // loaded one of them first, each of that batch's events goes in on its own.
  for (let i = 0; i < missing.length; i += SEED_BATCH) {
    const batch = missing.slice(i, i + SEED_BATCH);
    try {
      await p.table.transact([...batch.flatMap(seedOps), bumpOp(batch.length)]);
      added.push(...batch.map((r) => r.slug));
      continue;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
    }
    for (const record of batch) {
      try {
        await p.table.transact([...seedOps(record), bumpOp()]);
        added.push(record.slug);
      } catch (e) {
        // Another start loaded it first.
        if (!(e instanceof ConditionFailed)) throw e;
      }
    }
  }
  return added;
}

/**
 * The initial data's corrected sentences (content/events/seed-corrections.ts) in every stored event,
 * drafts and archived ones too: each event that held one gets a new version by SEED_AUTHOR with
 * what changed in its audit log, and the site republishes it when it shows or showed it. An event
 * an organiser saves meanwhile is read again and corrected in turn. Answers the slugs changed.
 */
export async function applySeedCorrections(p: P, c: SeedCorrections = SEED_CORRECTIONS): Promise<string[]> {
  const changed: string[] = [];
  for (let record of await listRecords(p, true)) {
    for (;;) {
      const fixed = correctEntry(record, c);
      if (!fixed) break;
      const at = p.clock.now().toISOString();
      const version = record.version + 1;
      try {
        await writeRecord(p, { ...fixed.entry, version, updatedAt: at, updatedBy: SEED_AUTHOR }, record.version, { at, admin: SEED_AUTHOR, action: 'saved', version, changes: fixed.changes }, record.status === 'published');
        changed.push(record.slug);
        break;
      } catch (e) {
        if (!(e instanceof StaleVersion)) throw e;
        record = e.current;
      }
    }
  }
  return changed;
}

/** Events seeded per transaction: two items each and the catalogue's version, within DynamoDB's 100 items. */
const SEED_BATCH = 49;

/** The order a new event takes: after every event there is. */
export async function nextOrder(p: Pick<Ports, 'table'>): Promise<number> {
  const all = await listRecords(p, true);
  return all.reduce((max, r) => Math.max(max, r.order), -1) + 1;
}
