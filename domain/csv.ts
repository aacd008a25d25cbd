/**
 * CSV, one module for every export (the server's export jobs, functions/exports, and every
 * "Download CSV" button of the admin pages, which build the file of what a page holds in the browser).
 *
 * RFC 4180: fields separated by commas, lines ended by CRLF, a field holding a comma, a quote or a
 * line break is quoted and its quotes doubled. A cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) gets a leading apostrophe: much of what is
 * exported was typed by visitors. A list becomes its items joined by "; ".
 */

export function csvCell(v: unknown): string {
  let s = Array.isArray(v) ? v.join('; ') : v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line from its cells. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');

/** A column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** A whole CSV file: the header line, then one line per row, every line ended by CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [csvLine(columns.map((c) => c.header)), ...rows.map((r) => csvLine(columns.map((c) => c.value(r))))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Columns named after the fields they read, in order. */
export const fieldColumns = <T,>(fields: readonly (keyof T & string)[]): CsvColumn<T>[] => fields.map((f) => ({ header: f, value: (r: T) => r[f] }));
