/**
 * The export store: the only code that builds the keys of export items (`EXPORT#<id>` / `EXPORT`,
 * GSI1 `EXPORTS` / `<requestedAt>#<id>`: every export, newest first) and their DynamoDB expressions.
 *
 * An export goes queued → running → ready | failed. Only one run writes it at a time: a run claims
 * the item with a run id and a lease (conditional update), and every later write of the run is
 * conditional on its run id, so a second delivery of the same event never mixes its file or its
 * figures with the first one's.
 */
import { ConditionFailed } from '../lib/errors';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { keys } from '../lib/keys';
import type { Ports, TransactOp } from '../lib/ports';
import type { ExportKind, ExportStatus } from '../../domain/exports';

type T = Pick<Ports, 'table'>;

/** An export item as stored. */
export interface ExportItem {
  id: string;
  kind: ExportKind;
  /** The kind's filters, as they were checked when the export was asked for. */
  filters: Record<string, unknown>;
  status: ExportStatus;
  requestedBy: string;
  requestedAt: string;
  /** The download name (`active-signups-2026-11-22.csv`). */
  filename: string;
  /** Rows read per page (one page is what a run holds in memory). */
  pageSize: number;
  startedAt?: string;
  finishedAt?: string;
  /** The run writing it now (running), or the run that wrote it. */
  runId?: string;
  /** Epoch seconds: a running export whose lease has passed may be taken by another delivery. */
  leaseUntil?: number;
  /** The file's name in the store (exports/<file>), once ready. */
  file?: string;
  rows?: number;
  bytes?: number;
  /** Pages read so far, the most rows one page held, and the most bytes the file writer held at once. */
  pages?: number;
  peakRows?: number;
  peakBytes?: number;
  /** Why it failed. */
  message?: string;
  ttl: number;
}

/** The new export and its request, as a put IF the id is new. */
export function createOp(x: Omit<ExportItem, 'status'>): TransactOp {
  return {
    put: { ...keys.adminExport(x.id), type: 'Export', status: 'queued', ...x, ...keys.adminExportsAll(), gsi1sk: `${x.requestedAt}#${x.id}` },
    condition: 'attribute_not_exists(pk)',
  };
}

export async function get(p: T, id: string): Promise<ExportItem | undefined> {
  return (await p.table.get(keys.adminExport(id), { consistent: true })) as ExportItem | undefined;
}

const listCursor = () => ({ pk: true as const, sk: 'EXPORT', gsi1pk: keys.adminExportsAll().gsi1pk, gsi1sk: true as const });

/** One page of exports, newest first, from `cursor` (400 when it is not one of this list's). */
export async function page(p: T, limit: number, cursor?: string | null): Promise<{ items: ExportItem[]; next: string | null }> {
  const { items, lastKey } = await p.table.query({
    index: 'gsi1',
    keyCondition: 'gsi1pk = :pk',
    values: { ':pk': keys.adminExportsAll().gsi1pk },
    forward: false,
    limit,
    startKey: decodeCursorOr400(cursor, listCursor()),
  });
  return { items: items as ExportItem[], next: encodeCursor(lastKey) };
}

/**
 * Takes the export for this run: IF it is queued, or running under a lease that has passed (a run
 * that stopped). The export as claimed, or what it is when another run has it or it is finished
 * (undefined when there is no such export).
 */
export async function claim(p: T, id: string, run: { runId: string; now: string; leaseUntil: number; nowEpoch: number }): Promise<{ claimed: boolean; item?: ExportItem }> {
  try {
    const item = await p.table.update(keys.adminExport(id), {
      update: 'SET #status = :running, runId = :run, startedAt = :now, leaseUntil = :lease, #rows = :zero, pages = :zero, peakRows = :zero, peakBytes = :zero REMOVE message',
      condition: 'attribute_exists(pk) AND (#status = :queued OR (#status = :running AND leaseUntil < :nowEpoch))',
      names: { '#status': 'status', '#rows': 'rows' },
      values: { ':running': 'running', ':queued': 'queued', ':run': run.runId, ':now': run.now, ':lease': run.leaseUntil, ':nowEpoch': run.nowEpoch, ':zero': 0 },
      returnValues: 'ALL_NEW',
    });
    return { claimed: true, item: item as ExportItem };
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    return { claimed: false, item: await get(p, id) };
  }
}

const mine = (runId: string) => ({ condition: 'runId = :run AND #status = :running', names: { '#status': 'status' }, values: { ':run': runId, ':running': 'running' } });

/** A run's progress after a page; false when the export is no longer this run's. */
export async function progress(p: T, id: string, runId: string, figures: { rows: number; pages: number; peakRows: number; peakBytes: number }): Promise<boolean> {
  const m = mine(runId);
  try {
    await p.table.update(keys.adminExport(id), {
      update: 'SET #rows = :rows, pages = :pages, peakRows = :peakRows, peakBytes = :peakBytes',
      condition: m.condition,
      names: { ...m.names, '#rows': 'rows' },
      values: { ...m.values, ':rows': figures.rows, ':pages': figures.pages, ':peakRows': figures.peakRows, ':peakBytes': figures.peakBytes },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** The run's file is complete: ready, with its figures. False when the export is no longer this run's. */
export async function finish(p: T, id: string, runId: string, done: { file: string; rows: number; bytes: number; pages: number; peakRows: number; peakBytes: number; now: string }): Promise<boolean> {
  const m = mine(runId);
  try {
    await p.table.update(keys.adminExport(id), {
      update: 'SET #status = :ready, #file = :file, #rows = :rows, bytes = :bytes, pages = :pages, peakRows = :peakRows, peakBytes = :peakBytes, finishedAt = :now REMOVE leaseUntil',
      condition: m.condition,
      names: { ...m.names, '#rows': 'rows', '#file': 'file' },
      values: { ...m.values, ':ready': 'ready', ':file': done.file, ':rows': done.rows, ':bytes': done.bytes, ':pages': done.pages, ':peakRows': done.peakRows, ':peakBytes': done.peakBytes, ':now': done.now },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** The run failed: failed, with why (IF it is still this run's). */
export async function fail(p: T, id: string, runId: string, message: string, now: string): Promise<void> {
  const m = mine(runId);
  try {
    await p.table.update(keys.adminExport(id), {
      update: 'SET #status = :failed, message = :message, finishedAt = :now REMOVE leaseUntil',
      condition: m.condition,
      names: m.names,
      values: { ...m.values, ':failed': 'failed', ':message': message, ':now': now },
      returnValues: 'NONE',
    });
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
  }
}
