/** The admin's error list (/admin/errors): the error groups of a window, and the same as a CSV file. */
import type { Ports } from '../lib/ports';
import { listErrorGroups, tokyoDay, type ErrorGroupInWindow } from '../lib/error-reports/store';
import { csvCell } from './aggregate';

export const ERRORS_WINDOW_DAYS = 7;

export async function listErrors(p: Pick<Ports, 'table' | 'clock'>, days: number) {
  return { days, today: tokyoDay(p.clock.now()), errors: await listErrorGroups(p, days) };
}

export const ERROR_CSV_COLUMNS = ['fingerprint', 'message', 'source', 'today', 'window', 'total', 'first_seen', 'last_seen', 'release', 'path', 'request_id'] as const;

export function errorsCsv(rows: readonly ErrorGroupInWindow[]): string {
  const lines = [ERROR_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const row: Record<(typeof ERROR_CSV_COLUMNS)[number], unknown> = {
      fingerprint: r.fingerprint,
      message: r.message,
      source: r.source,
      today: r.today,
      window: r.window,
      total: r.total,
      first_seen: r.firstSeen,
      last_seen: r.lastSeen,
      release: r.release,
      path: r.path,
      request_id: r.requestId,
    };
    lines.push(ERROR_CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function exportErrorsCsv(p: Pick<Ports, 'table' | 'clock'>, days: number) {
  const { today, errors } = await listErrors(p, days);
  return { filename: `errors-${today}-${days}d.csv`, csv: errorsCsv(errors), rows: errors.length };
}
