/**
 * Builds one export's CSV file (the `exports` consumer, on `export.requested`): pages through the
 * index of its kind one page at a time, turns each page into CSV lines (domain/csv.ts:
 * RFC 4180, formulas neutralised) and writes them into the file as it goes
 * (functions/lib/export-files.ts), so what a run holds is one page of rows and what the file
 * writer holds (one page locally; below one upload part in AWS), never the whole list. Each kind
 * reads through its list's own page function, the one its admin screen pages with.
 *
 * | kind | index read, a page at a time | order | columns |
 * |---|---|---|---|
 * | signups | GSI1 `SIGNUPS#<status>` (+ BatchGet of the page's member records for member_status) | oldest first | SIGNUP_CSV |
 * | unsubscribes | GSI1 `UNSUBSCRIBES`, gsi1sk ≥ the window's start | newest first | UNSUBSCRIBE_CSV |
 * | curated-applications | the applications' status and city index (gsi2) or GSI1 `CF_APPS` (applicationsPage) | newest first | APPLICATION_CSV_COLUMNS |
 * | subscriptions | GSI2 (every one, the live ones, one status) or GSI1 (one billing interval); a search or email: its exact lookup (subscriptionsPage) | live first, by status, latest change first | SUBSCRIPTION_CSV |
 * | founding-members | GSI1 `FOUNDING_MEMBERS` (foundingMembersPage) | by address | FOUNDING_CSV |
 * | curated-sessions | the sessions' index of the filters: by date, status, area, area and status (sessionsPage) | newest session first | SESSION_CSV |
 * | curated-participants | the same pages of sessions + a Query of each one's partition, a row per participant (participantRows) | the sessions' order | PARTICIPANT_CSV |
 * | curated-feedback | GSI1 `CF_FEEDBACK` (feedbackPage) | newest first | FEEDBACK_CSV |
 */
import { csvLine, fieldColumns, type CsvColumn } from '../../domain/csv';
import { exportFiles, type ExportFileWriter } from '../lib/export-files';
import type { Item, Ports } from '../lib/ports';
import { log } from '../lib/log';
import * as signups from '../lib/mail/signups';
import { SIGNUP_CSV, UNSUBSCRIBE_CSV } from '../admin/aggregate';
import { withMemberStatus } from '../admin/newsletter';
import { unsubscribesPageSince } from '../admin/unsubscribes';
import { SUBSCRIPTION_CSV, type SubscriptionRow } from '../admin-billing/aggregate';
import { subscriptionsPage } from '../admin-billing/subscriptions';
import { FOUNDING_CSV, foundingMembersPage, type FoundingMember } from '../member/membership';
import { APPLICATION_CSV_COLUMNS, applicationsPage } from '../curated/applications';
import { PARTICIPANT_CSV, SESSION_CSV, participantRows, sessionsPage, withParticipants, type ParticipantRow } from '../curated/sessions';
import { FEEDBACK_CSV, feedbackPage, type Feedback } from '../curated/feedback';
import { sessionView, type SessionView } from '../curated/model';
import { type Application } from '../curated/items';
import { consumerLambdas } from '../../infra/lambdas';
import * as store from './store';
import type { ExportFilters } from './model';
import type { ExportKind } from '../../domain/exports';

interface KindReader<R> {
  columns: readonly CsvColumn<R>[];
  /** The rows, one page at a time: at most `size` rows (participants: those of at most `size` sessions, at most 4 seats each and any cancelled places). */
  pages(p: Ports, filters: Record<string, unknown>, size: number): AsyncGenerator<R[]>;
}
const reader = <R,>(r: KindReader<R>) => r as KindReader<unknown>;

/** The pages of a Curated Fika list, each from the sort key the one before ended at (`next`: null after the last). */
async function* afterPages<R>(page: (after: string | undefined) => Promise<{ data: R[]; next: string | null }>): AsyncGenerator<R[]> {
  let after: string | undefined;
  do {
    const pg = await page(after);
    yield pg.data;
    after = pg.next ?? undefined;
  } while (after !== undefined);
}

/** The pages of a list with an opaque cursor, each from the `next` of the one before (null after the last). */
async function* cursorPages<R>(page: (cursor: string | null) => Promise<{ rows: R[]; next: string | null }>): AsyncGenerator<R[]> {
  let cursor: string | null = null;
  do {
    const pg = await page(cursor);
    yield pg.rows;
    cursor = pg.next;
  } while (cursor);
}

/** The sessions the filters select, a page at a time, as get_sessions answers them; `withPeople`: with their participants (a Query of each session's partition). */
async function* sessionPages(p: Ports, filters: ExportFilters['curated-sessions'], size: number, withPeople: boolean): AsyncGenerator<SessionView[]> {
  for await (const sessions of afterPages((after) => sessionsPage(p, filters, { limit: size, after }))) yield withPeople ? withParticipants(p, sessions) : sessions.map((s) => sessionView(s));
}

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
    pages: (p, filters, size) => afterPages((after) => applicationsPage(p, filters as ExportFilters['curated-applications'], { limit: size, after })),
  }),
  subscriptions: reader<SubscriptionRow>({
    columns: SUBSCRIPTION_CSV,
    pages(p, filters, size) {
      const { search, ...rest } = filters as ExportFilters['subscriptions'];
      return cursorPages((cursor) => subscriptionsPage(p, { filters: rest, search, limit: size, cursor }));
    },
  }),
  'founding-members': reader<FoundingMember>({
    columns: FOUNDING_CSV,
    pages: (p, _filters, size) => cursorPages((cursor) => foundingMembersPage(p, size, cursor)),
  }),
  'curated-sessions': reader<SessionView>({
    columns: SESSION_CSV,
    pages: (p, filters, size) => sessionPages(p, filters as ExportFilters['curated-sessions'], size, false),
  }),
  'curated-participants': reader<ParticipantRow>({
    columns: PARTICIPANT_CSV,
    async *pages(p, filters, size) {
      for await (const sessions of sessionPages(p, filters as ExportFilters['curated-participants'], size, true)) yield participantRows(sessions);
    },
  }),
  'curated-feedback': reader<Feedback>({
    columns: FEEDBACK_CSV,
    pages: (p, filters, size) => afterPages((after) => feedbackPage(p, filters as ExportFilters['curated-feedback'], { limit: size, after })),
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
