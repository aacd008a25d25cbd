/** The admin's CSV exports as the contract and the events name them: their kinds, statuses and page sizes. */
export const EXPORT_KINDS = [
  'signups',
  'unsubscribes',
  'curated-applications',
  'subscriptions',
  'founding-members',
  'curated-sessions',
  'curated-participants',
  'curated-feedback',
] as const;

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
