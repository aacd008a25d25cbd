/**
 * The admin's CSV exports: what can be exported, their filters and file names. Light on purpose:
 * the admin API reads it to start and show exports; only the consumer that writes the files
 * (functions/exports/run.ts) loads the readers of each kind.
 */
import type { ApplicationFilters, SessionFilters } from '../../domain/curated/filters';
import type { SubscriptionFilters } from '../../domain/admin/billing';
import { figureDay } from '../lib/figures';
import type { ExportKind } from '../../domain/exports';

/** How long an export's record is kept (its file: EXPORT_KEEP_DAYS, functions/lib/export-files.ts). */
export const EXPORT_RECORD_DAYS = 30;

/** The filters each kind is exported with, as stored on the export (blank ones left out). */
export interface ExportFilters {
  /** The signups with one status (the newsletter list by consent), oldest first. */
  signups: { status: 'active' | 'unsubscribed' };
  /** The unsubscribe records from `since` (the window's first instant, fixed when asked), newest first. */
  unsubscribes: { days_back: number; since: string };
  /** The applications the Curated Fika dashboard's filters select, newest first. */
  'curated-applications': ApplicationFilters;
  /** The subscriptions the subscriptions page's filters (and exact search) select, in the list's order. */
  subscriptions: SubscriptionFilters & { search?: string };
  /** Every founding member, by address. */
  'founding-members': Record<string, never>;
  /** The sessions the Sessions tab's filters select, newest session first. */
  'curated-sessions': SessionFilters;
  /** The participants of those sessions, a row each, in the sessions' order. */
  'curated-participants': SessionFilters;
  /** The feedback responses at or above a minimum overall satisfaction, newest first. */
  'curated-feedback': { min_satisfaction?: number };
}

/** The filters set, in words, by name: "city: Tokyo, status: approved" (blank ones left out). */
function inWords(name: string, filters: object): string {
  const set = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return set.length ? `${name} (${set.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : name;
}

/** Each kind's file name (before `-<day>.csv`) and what it holds, in words, for the admin. */
const NAMES: { [K in ExportKind]: { file: (f: ExportFilters[K]) => string; label: (f: ExportFilters[K]) => string } } = {
  signups: { file: (f) => `${f.status}-signups`, label: (f) => `${f.status} signups` },
  unsubscribes: { file: () => 'unsubscribes', label: (f) => `unsubscribes of the last ${f.days_back} days` },
  'curated-applications': { file: () => 'curated-fika-applications', label: (f) => inWords('Curated Fika applications', f) },
  subscriptions: { file: () => 'subscriptions', label: (f) => inWords('subscriptions', f) },
  'founding-members': { file: () => 'founding-members', label: () => 'founding members' },
  'curated-sessions': { file: () => 'curated-fika-sessions', label: (f) => inWords('Curated Fika sessions', f) },
  'curated-participants': { file: () => 'curated-fika-participants', label: (f) => inWords('Curated Fika session participants', f) },
  'curated-feedback': { file: () => 'curated-fika-feedback', label: (f) => inWords('Curated Fika feedback', f) },
};

/** The file's download name: `<list>-<YYYY-MM-DD>.csv`, the community's calendar day (Tokyo) it was asked for. */
export function exportFilename<K extends ExportKind>(kind: K, filters: ExportFilters[K], requestedAt: string): string {
  return `${NAMES[kind].file(filters)}-${figureDay(requestedAt)}.csv`;
}

/** What the export holds, for the admin: "active signups", "unsubscribes of the last 30 days". */
export function exportLabel<K extends ExportKind>(kind: K, filters: ExportFilters[K]): string {
  return NAMES[kind].label(filters);
}
