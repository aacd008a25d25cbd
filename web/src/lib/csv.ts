/**
 * The admin pages' CSV downloads. The file is built by functions/lib/csv.ts (the one CSV module,
 * shared with the server's exports) and handed to the browser as a download; a paged list is read
 * page by page first so the file holds the whole list, not the page on screen.
 */
import { toCsv, type CsvColumn } from '@/functions/lib/csv';
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

/** Every row of a paged list: asks `page(offset)` for successive pages until `total` rows are read (or a page comes back empty). */
export async function readAllPages<T>(page: (offset: number) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const { rows, total } = await page(all.length);
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}
