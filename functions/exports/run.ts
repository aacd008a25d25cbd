/**
 * Builds one export's CSV file (the `exports` consumer, on `export.requested`): pages through the
 * index of its kind one page at a time, turns each page into CSV lines (functions/lib/csv.ts:
 * RFC 4180, formulas neutralised) and writes them into the file as it goes
 * (functions/lib/export-files.ts), so what a run holds is one page of rows and what the file
 * writer holds (one page locally; below one upload part in AWS), never the whole list.
 *
 * | kind | index read, a page at a time | order | columns |
 * |---|---|---|---|
 * | signups | GSI1 `SIGNUPS#<status>` (+ BatchGet of the page's member records for member_status) | oldest first | SIGNUP_CSV |
 * | unsubscribes | GSI1 `UNSUBSCRIBES`, gsi1sk ≥ the window's start | newest first | UNSUBSCRIBE_CSV |
 * | curated-applications | the applications' status and city index (gsi2) or GSI1 `CF_APPS` (applicationsPage) | newest first | APPLICATION_CSV_COLUMNS |
 */
import { csvLine, fieldColumns, type CsvColumn } from '../lib/csv';
import { exportFiles, type ExportFileWriter } from '../lib/export-files';
import type { Item, Ports } from '../lib/ports';
import { log } from '../lib/log';
import * as signups from '../lib/mail/signups';
import { SIGNUP_CSV, UNSUBSCRIBE_CSV } from '../admin/aggregate';
import { withMemberStatus } from '../admin/newsletter';
import { unsubscribesPageSince } from '../admin/unsubscribes';
import { APPLICATION_CSV_COLUMNS, applicationsPage } from '../curated/applications';
import type { Application } from '../curated/model';
import { consumerLambdas } from '../../infra/lambdas';
import * as store from './store';
import type { ExportFilters, ExportKind } from './model';

interface KindReader<R> {
  columns: readonly CsvColumn<R>[];
  /** The rows, one page (at most `size` rows) at a time. */
  pages(p: Ports, filters: Record<string, unknown>, size: number): AsyncGenerator<R[]>;
}
const reader = <R,>(r: KindReader<R>) => r as KindReader<unknown>;

const readers: Record<ExportKind, KindReader<unknown>> = {
  signups: reader<Item>({
    columns: SIGNUP_CSV,
    async *pages(p, filters, size) {
      const { status } = filters as ExportFilters['signups'];
      let startKey: Item | undefined;
      do {
        const page = await signups.pageByStatus(p, status, { forward: true, limit: size, startKey });
        yield await withMemberStatus(p, page.items);
        startKey = page.lastKey;
      } while (startKey);
    },
  }),
  unsubscribes: reader({
    columns: UNSUBSCRIBE_CSV,
    async *pages(p, filters, size) {
      const { since } = filters as ExportFilters['unsubscribes'];
      let startKey: Item | undefined;
      do {
        const page = await unsubscribesPageSince(p, since, startKey, size);
        yield page.rows;
        startKey = page.lastKey;
      } while (startKey);
    },
  }),
  'curated-applications': reader<Application>({
    columns: fieldColumns<Application>(APPLICATION_CSV_COLUMNS),
    async *pages(p, filters, size) {
      let after: string | undefined;
      do {
        const page = await applicationsPage(p, filters as ExportFilters['curated-applications'], { limit: size, after });
        yield page.data;
        after = page.next ?? undefined;
      } while (after !== undefined);
    },
  }),
};

/** How long a run holds its claim: the consumer's timeout and a margin (then another delivery may take it). */
export const EXPORT_LEASE_S = consumerLambdas.exports.timeoutS + 30;

export type RunOutcome = 'ready' | 'failed' | 'busy' | 'done-before' | 'missing' | 'lost';

/**
 * Runs the export: claims it, writes its file page by page, then marks it ready with its figures,
 * or failed with why (the file is dropped). A second delivery while a run holds it, or after it is
 * finished, changes nothing.
 */
export async function runExport(p: Ports, id: string, o: { runId?: string } = {}): Promise<RunOutcome> {
  const now = p.clock.now();
  const runId = o.runId ?? p.ids.token().slice(0, 12);
  const epoch = Math.floor(now.getTime() / 1000);
  const { claimed, item } = await store.claim(p, id, { runId, now: now.toISOString(), leaseUntil: epoch + EXPORT_LEASE_S, nowEpoch: epoch });
  if (!item) {
    log.warn('export not found', { id });
    return 'missing';
  }
  if (!claimed) return item.status === 'running' ? 'busy' : 'done-before';

  const file = `${id}-${runId}.csv`;
  let writer: ExportFileWriter | undefined;
  const figures = { rows: 0, pages: 0, peakRows: 0, peakBytes: 0 };
  try {
    const kind = readers[item.kind];
    if (!kind) throw new Error(`There is no export of the kind "${String(item.kind)}".`);
    writer = exportFiles(p).create(file, item.filename);
    const w = writer;
    await w.write(`${csvLine(kind.columns.map((c) => c.header))}\r\n`);
    for await (const rows of kind.pages(p, item.filters, item.pageSize)) {
      figures.pages++;
      figures.peakRows = Math.max(figures.peakRows, rows.length);
      if (rows.length > 0) {
        await w.write(rows.map((r) => `${csvLine(kind.columns.map((c) => c.value(r)))}\r\n`).join(''));
        figures.rows += rows.length;
      }
      figures.peakBytes = w.peakBufferedBytes;
      if (!(await store.progress(p, id, runId, figures))) {
        await w.abort();
        return 'lost';
      }
    }
    const { bytes } = await w.close();
    figures.peakBytes = w.peakBufferedBytes;
    if (!(await store.finish(p, id, runId, { file, bytes, ...figures, now: p.clock.now().toISOString() }))) return 'lost';
    log.info('export ready', { id, kind: item.kind, rows: figures.rows, bytes, pages: figures.pages });
    return 'ready';
  } catch (e) {
    await writer?.abort();
    const message = e instanceof Error && e.message ? e.message : String(e);
    log.error('export failed', { id, kind: item.kind, error: message });
    await store.fail(p, id, runId, `The export could not be written: ${message.slice(0, 300)}`, p.clock.now().toISOString());
    return 'failed';
  }
}
