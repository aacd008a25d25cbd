/**
 * The admin's CSV exports as jobs (issue 28): `start_export` writes the export (queued, kind,
 * filters, who asked, when) and its `export.requested` event in one transaction; the `exports`
 * consumer builds the file page by page (functions/exports/run.ts) into the export store
 * (functions/lib/export-files.ts); `get_export` shows its status and, once it is ready, a
 * short-lived download link; `list_exports` the recent ones.
 */
import { eventOp } from '../lib/event-outbox';
import { EXPORT_KEEP_DAYS, exportFiles } from '../lib/export-files';
import { NotFound } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { windowStart } from '../admin/aggregate';
import * as store from './store';
import type { ExportItem } from './store';
import { EXPORT_RECORD_DAYS, exportFilename, exportLabel, type ExportFilters } from './model';
import { EXPORT_LIST_PAGE, EXPORT_PAGE_SIZE, type ExportKind, type ExportShownStatus } from '../../domain/exports';

export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_STOPPED = 'The export stopped before it finished. Please start it again.';
export const EXPORT_EXPIRED = `The file is kept for ${EXPORT_KEEP_DAYS} days; this one is gone. Please start the export again.`;

/** What start_export receives, checked by the API's schema (api/admin-console.ts). */
export type StartExportInput =
  | { kind: 'signups'; filters: { status: 'active' | 'unsubscribed' }; page_size?: number }
  | { kind: 'unsubscribes'; filters: { days_back: number }; page_size?: number }
  | { kind: 'curated-applications'; filters: ExportFilters['curated-applications']; page_size?: number }
  | { kind: 'subscriptions'; filters: ExportFilters['subscriptions']; page_size?: number }
  | { kind: 'founding-members'; filters?: ExportFilters['founding-members']; page_size?: number }
  | { kind: 'curated-sessions' | 'curated-participants'; filters: ExportFilters['curated-sessions']; page_size?: number }
  | { kind: 'curated-feedback'; filters: ExportFilters['curated-feedback']; page_size?: number };

export interface ExportView {
  id: string;
  kind: ExportKind;
  /** What it holds, in words ("active signups"). */
  label: string;
  filters: Record<string, unknown>;
  status: ExportShownStatus;
  requestedBy: string;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The download name. */
  filename: string;
  /** Rows written (so far, while running). */
  rows: number;
  bytes: number | null;
  /** Pages read, rows per page, the most rows and the most file bytes a run held at once. */
  pages: number;
  pageSize: number;
  peakRows: number;
  peakBytes: number;
  /** Why it failed or is gone. */
  message: string | null;
  /** The download link (get_export of a ready export), valid until urlExpiresAt. */
  url: string | null;
  urlExpiresAt: string | null;
}

/** The filters set (a blank one, or an empty search, is no filter). */
const setOnly = (filters: object | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(filters ?? {}).filter(([, v]) => v !== undefined && v !== null && (typeof v !== 'string' || v.trim() !== '')));

function normalised(input: StartExportInput, now: Date): { kind: ExportKind; filters: Record<string, unknown> } {
  switch (input.kind) {
    case 'signups':
      return { kind: 'signups', filters: { status: input.filters.status } };
    case 'unsubscribes':
      // The window is fixed when asked: the file holds what the page showed, however late it runs.
      return { kind: 'unsubscribes', filters: { days_back: input.filters.days_back, since: windowStart(now, input.filters.days_back) } };
    default:
      return { kind: input.kind, filters: setOnly(input.filters) };
  }
}

/** Writes the export (queued) and its event in one transaction. */
export async function startExport(p: Pick<Ports, 'table' | 'clock' | 'ids' | 'config' | 'secrets'>, who: string, input: StartExportInput): Promise<ExportView> {
  const now = p.clock.now();
  const requestedAt = now.toISOString();
  const { kind, filters } = normalised(input, now);
  const item: Omit<ExportItem, 'status'> = {
    id: p.ids.id('exp'),
    kind,
    filters,
    requestedBy: who,
    requestedAt,
    filename: exportFilename(kind, filters as never, requestedAt),
    pageSize: input.page_size ?? EXPORT_PAGE_SIZE,
    ttl: Math.floor(now.getTime() / 1000) + EXPORT_RECORD_DAYS * 86_400,
  };
  await p.table.transact([store.createOp(item), await eventOp(p, 'export.requested', { exportId: item.id, kind })]);
  return view({ ...item, status: 'queued' }, now);
}

/** An export as the admin sees it (a running export whose lease passed long ago stopped; a ready one past its keeping is expired). */
export function view(x: ExportItem, now: Date, link?: { url: string; expiresAt: string }): ExportView {
  let status: ExportShownStatus = x.status;
  let message = x.message ?? null;
  if (x.status === 'running' && x.leaseUntil !== undefined && x.leaseUntil * 1000 < now.getTime()) {
    status = 'failed';
    message = EXPORT_STOPPED;
  }
  if (x.status === 'ready' && x.finishedAt && new Date(x.finishedAt).getTime() + EXPORT_KEEP_DAYS * 86_400_000 < now.getTime()) {
    status = 'expired';
    message = EXPORT_EXPIRED;
  }
  return {
    id: x.id,
    kind: x.kind,
    label: exportLabel(x.kind, x.filters as never),
    filters: x.filters,
    status,
    requestedBy: x.requestedBy,
    requestedAt: x.requestedAt,
    startedAt: x.startedAt ?? null,
    finishedAt: x.finishedAt ?? null,
    filename: x.filename,
    rows: x.rows ?? 0,
    bytes: x.bytes ?? null,
    pages: x.pages ?? 0,
    pageSize: x.pageSize,
    peakRows: x.peakRows ?? 0,
    peakBytes: x.peakBytes ?? 0,
    message,
    url: status === 'ready' && link ? link.url : null,
    urlExpiresAt: status === 'ready' && link ? link.expiresAt : null,
  };
}

/** One export; when it is ready, with a new download link. */
export async function getExport(p: Pick<Ports, 'table' | 'clock' | 'config' | 'secrets'>, id: string): Promise<ExportView> {
  const x = await store.get(p, id);
  if (!x) throw new NotFound(EXPORT_NOT_FOUND);
  const now = p.clock.now();
  const shown = view(x, now);
  if (shown.status !== 'ready' || !x.file) return shown;
  return view(x, now, await exportFiles(p).downloadUrl(x.file, x.filename));
}

/** The recent exports, newest first, a page at a time (without links: get_export gives one). */
export async function listExports(p: Pick<Ports, 'table' | 'clock'>, cursor?: string | null): Promise<{ rows: ExportView[]; next: string | null }> {
  const { items, next } = await store.page(p, EXPORT_LIST_PAGE, cursor);
  const now = p.clock.now();
  return { rows: items.map((x) => view(x, now)), next };
}
