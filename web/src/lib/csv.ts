/**
 * The admin pages' CSV downloads of what a page holds (a table's rows, a window's error groups). The
 * file is built by domain/csv.ts (the one CSV module, shared with the server's exports) and
 * handed to the browser as a download; a whole paged list is an export job on the server
 * (web/src/components/ExportJob.tsx), never read page by page in the browser.
 */
import { toCsv, type CsvColumn } from '@/domain/csv';
import { downloadFile } from './download';

export type { CsvColumn };

/** Hands `text` to the browser as a CSV file named `filename`. */
export const downloadText = (filename: string, text: string) => downloadFile(filename, text, 'text/csv;charset=utf-8');

/** Builds the CSV of `rows` with `columns` and downloads it. */
export function downloadCsv<T>(filename: string, columns: readonly CsvColumn<T>[], rows: readonly T[]) {
  downloadText(filename, toCsv(columns, rows));
}

/** Today's date (UTC, YYYY-MM-DD) for a file name: `subscriptions-2026-11-22.csv`. */
export const csvFilename = (name: string, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
