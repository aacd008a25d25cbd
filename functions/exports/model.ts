/**
 * The admin's CSV exports: what can be exported, their filters and file names. Light on purpose:
 * the admin API reads it to start and show exports; only the consumer that writes the files
 * (functions/exports/run.ts) loads the readers of each kind.
 */
import type { ApplicationFilters } from '../curated/applications';
import { figureDay } from '../lib/figures';

export const EXPORT_KINDS = ['signups', 'unsubscribes', 'curated-applications'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
/** What an export shows: its status, or `expired` once the store no longer keeps its file. */
export type ExportShownStatus = ExportStatus | 'expired';

/** Rows read per page by default: a run holds one page at a time. */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_PAGE_MIN = 10;
export const EXPORT_PAGE_MAX = 1000;
/** Exports per page of list_exports. */
export const EXPORT_LIST_PAGE = 20;
/** How long an export's record is kept (its file: EXPORT_KEEP_DAYS, functions/lib/export-files.ts). */
export const EXPORT_RECORD_DAYS = 30;

/** The filters each kind is exported with, as stored on the export. */
export interface ExportFilters {
  /** The signups with one status (the newsletter list by consent), oldest first. */
  signups: { status: 'active' | 'unsubscribed' };
  /** The unsubscribe records from `since` (the window's first instant, fixed when asked), newest first. */
  unsubscribes: { days_back: number; since: string };
  /** The applications the Curated Fika dashboard's filters select, newest first. */
  'curated-applications': ApplicationFilters;
}

/** The file's download name: `<list>-<YYYY-MM-DD>.csv`, the community's calendar day (Tokyo) it was asked for. */
export function exportFilename<K extends ExportKind>(kind: K, filters: ExportFilters[K], requestedAt: string): string {
  const day = figureDay(requestedAt);
  switch (kind) {
    case 'signups':
      return `${(filters as ExportFilters['signups']).status}-signups-${day}.csv`;
    case 'unsubscribes':
      return `unsubscribes-${day}.csv`;
    default:
      return `curated-fika-applications-${day}.csv`;
  }
}

/** What the export holds, for the admin: "active signups", "unsubscribes of the last 30 days". */
export function exportLabel<K extends ExportKind>(kind: K, filters: ExportFilters[K]): string {
  switch (kind) {
    case 'signups':
      return `${(filters as ExportFilters['signups']).status} signups`;
    case 'unsubscribes':
      return `unsubscribes of the last ${(filters as ExportFilters['unsubscribes']).days_back} days`;
    default: {
      const f = Object.entries(filters as ApplicationFilters).filter(([, v]) => v !== undefined && v !== '');
      return f.length ? `Curated Fika applications (${f.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : 'Curated Fika applications';
    }
  }
}
