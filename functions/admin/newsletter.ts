/**
 * The newsletter admin: the list (its figures, each defined once in aggregate.ts: counts now,
 * signups, returns and unsubscribes per day, recent signups, CSV export) and sending a newsletter through the one marketing mail door
 * (functions/lib/mail/door.ts: no mail to unsubscribed or blocked addresses, List-Unsubscribe
 * headers on every message).
 *
 * Sending to everyone is done in bounded batches: each call sends to at most BATCH_MAX active
 * signups (paged through their status index) and keeps a cursor on the newsletter item; the
 * admin page calls again until `done`. A delivery marker per recipient is written before the send,
 * so a retried or doubled call never mails anyone twice.
 */
import { ConditionFailed, Conflict, NotFound } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import * as signups from '../lib/mail/signups';
import type { Item, Ports } from '../lib/ports';
import { log } from '../lib/log';
import { sendMail } from '../lib/mail/door';
import { dayRange, newsletterFigures, signupStatsFromDays, unsubscribeStatsFromDays, signupsCsv, windowStart, type NewsletterFigures, type SignupCounts, type SignupStats, type UnsubscribeStats } from './aggregate';
import { RECENT_LIMIT, STATS_WINDOW_DAYS } from '../../domain/admin/console';
import { recentUnsubscribes, unsubscribeRecordsSince } from './unsubscribes';
import * as figures from '../lib/figures';
import { newsletterContent } from '../../domain/admin/compose';
import { memberStatusOf } from '../member/membership';

export const SIGNUP_STATUSES = ['active', 'unsubscribed'] as const;
/** Batch and export limits; the batch bound keeps one call well inside the Lambda timeout. */
export const BATCH_MAX = 500;
const SEND_CONCURRENCY = 10;
const BATCH_TIME_BUDGET_MS = 9_000;
export const CSV_MAX_ROWS = 20_000;
const DELIVERY_MARKER_TTL_DAYS = 180;
const NEWSLETTER_LIST_LIMIT = 20;

// ---------- the list ----------

/** The counts now, from the list's counters (functions/lib/mail/signups.ts): one item read, whatever the list's size. */
export async function signupCounts(p: Pick<Ports, 'table'>): Promise<SignupCounts> {
  const { active, unsubscribed, unsubscribes } = await signups.counts(p);
  return { active, unsubscribed, total: active + unsubscribed, unsubscribes };
}

export interface SignupRow {
  email: string;
  source: string;
  status: string;
  subscribed_at: string | null;
  reactivated_at: string | null;
  member_status: string | null;
  signup_page: string | null;
}

const signupRow = (it: Item): SignupRow => ({
  email: String(it.email),
  source: String(it.last_source ?? it.source ?? ''),
  status: String(it.status),
  subscribed_at: it.subscribed_at ?? null,
  reactivated_at: it.reactivated_at ?? null,
  member_status: it.member_status ?? null,
  signup_page: it.metadata?.signup_page ?? null,
});

/** A signup row's member_status is membership, kept on the member record apart from the consent. */
export async function withMemberStatus(p: Pick<Ports, 'table'>, items: Item[]): Promise<Item[]> {
  const members = new Map((await p.table.batchGet(items.map((it) => keys.member(String(it.email))))).map((m) => [m.email, m]));
  return items.map((it) => ({ ...it, member_status: memberStatusOf(members.get(it.email), it) }));
}

/** The newest joins to the list (a return counts from its reactivation), newest first. */
export async function recentSignups(p: Pick<Ports, 'table'>, limit = RECENT_LIMIT): Promise<SignupRow[]> {
  const { items } = await signups.pageByStatus(p, 'active', { forward: false, limit });
  return (await withMemberStatus(p, items)).map(signupRow);
}

/** What a window holds: signup items of both statuses whose index time is in it, and its unsubscribe records. */
/**
 * The window's items, read whole: the recount the day counters are checked against (tests) and
 * built from once (the migration of functions/admin/figures-recount.ts). Bounded by the window's
 * activity, not by a page: no admin call reads it.
 */
export async function windowItems(p: Pick<Ports, 'table' | 'clock'>, days: number) {
  const now = p.clock.now();
  const since = windowStart(now, days);
  const [lists, unsubscribes] = await Promise.all([Promise.all(SIGNUP_STATUSES.map((s) => signups.byStatusSince(p, s, since, 1_000_000))), unsubscribeRecordsSince(p, since)]);
  return { now, since, signups: lists.flat(), unsubscribes };
}

/** The window's day counters (at most FIGURE_SHARDS items a day, one Query) and where it starts. */
export async function windowDays(p: Pick<Ports, 'table' | 'clock'>, days: number) {
  const now = p.clock.now();
  const range = dayRange(now, days);
  return { now, since: windowStart(now, days), days: await figures.readDays(p, 'signups', range[0], range[range.length - 1]) };
}

/** email_signup_stats over the last `days` days, from the day counters. */
export async function signupStatsFor(p: Pick<Ports, 'table' | 'clock'>, days = STATS_WINDOW_DAYS): Promise<SignupStats> {
  const w = await windowDays(p, days);
  return signupStatsFromDays(w.days, w.now, days);
}

/**
 * Every figure of the newsletter page, from the window's day counters, its most recent unsubscribes
 * (one page of RECENT_LIMIT) and the counts. The counts are read after the window, so nothing the
 * window counts is missing from them.
 */
export async function newsletterFiguresFor(p: Pick<Ports, 'table' | 'clock'>, days = STATS_WINDOW_DAYS): Promise<{ figures: NewsletterFigures; stats: SignupStats; unsubscribes: UnsubscribeStats }> {
  const w = await windowDays(p, days);
  const recent = await recentUnsubscribes(p, w.since);
  const stats = signupStatsFromDays(w.days, w.now, days);
  const unsubscribes = unsubscribeStatsFromDays(w.days, days, w.since, recent);
  const counts = await signupCounts(p);
  return { figures: newsletterFigures(stats, unsubscribes, counts), stats, unsubscribes };
}

export async function exportActiveSignups(p: Pick<Ports, 'table' | 'clock'>): Promise<{ filename: string; csv: string; rows: number; truncated: boolean }> {
  const items = await signups.allByStatus(p, 'active', CSV_MAX_ROWS + 1, true);
  const rows = await withMemberStatus(p, items.slice(0, CSV_MAX_ROWS));
  const day = p.clock.now().toISOString().slice(0, 10);
  return { filename: `active-signups-${day}.csv`, csv: signupsCsv(rows), rows: rows.length, truncated: items.length > CSV_MAX_ROWS };
}

// ---------- sending ----------

export interface NewsletterView {
  id: string;
  subject: string;
  status: 'sending' | 'sent';
  createdAt: string;
  sentAt: string | null;
  sentBy: string;
  /** Messages actually sent. */
  recipients: number;
  skipped_unsubscribed: number;
  skipped_blocked: number;
  failed: number;
}

export const newsletterView = (it: Item): NewsletterView => ({
  id: String(it.id),
  subject: String(it.subject),
  status: it.status === 'sent' ? 'sent' : 'sending',
  createdAt: String(it.createdAt),
  sentAt: it.sentAt ?? null,
  sentBy: String(it.sentBy),
  recipients: Number(it.recipients ?? 0),
  skipped_unsubscribed: Number(it.skipped_unsubscribed ?? 0),
  skipped_blocked: Number(it.skipped_blocked ?? 0),
  failed: Number(it.failed ?? 0),
});

export async function sendTestNewsletter(p: Ports, adminEmail: string, subject: string, body: string): Promise<{ to: string; messageId: string }> {
  const r = await sendMail(p, { to: adminEmail, content: newsletterContent(subject, body, { test: true }), category: 'transactional', kind: 'newsletter-test' });
  if (!r.sent) throw new Conflict('Your address is on the block list, so the test was not sent. Unblock it on the Email blocking page first.');
  return { to: adminEmail, messageId: r.messageId };
}

/**
 * Creates the newsletter for a request id (a retried create finds the same one), or returns the
 * existing one. The request id comes from the admin's browser, one per "Send to all" click.
 */
export async function startNewsletter(p: Pick<Ports, 'table' | 'clock'>, input: { requestId: string; subject: string; body: string; sentBy: string }): Promise<Item> {
  const id = `nl_${input.requestId}`;
  const now = p.clock.now().toISOString();
  const item = {
    ...keys.newsletter(id),
    type: 'Newsletter',
    id,
    subject: input.subject,
    body: input.body,
    status: 'sending',
    createdAt: now,
    sentAt: null,
    sentBy: input.sentBy,
    recipients: 0,
    skipped_unsubscribed: 0,
    skipped_blocked: 0,
    failed: 0,
    ...keys.newslettersAll(),
    gsi1sk: now,
  };
  try {
    await p.table.put(item, { condition: 'attribute_not_exists(pk)' });
    return item;
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    return (await p.table.get(keys.newsletter(id), { consistent: true }))!;
  }
}

type Outcome = 'sent' | 'unsubscribed' | 'blocked' | 'failed' | 'already';

async function deliver(p: Ports, nl: Item, to: string, expiresAt: number): Promise<Outcome> {
  const marker = keys.newsletterDelivery(nl.id, to);
  try {
    await p.table.put({ ...marker, type: 'NewsletterDelivery', newsletterId: nl.id, email: normEmail(to), at: p.clock.now().toISOString(), ttl: expiresAt }, { condition: 'attribute_not_exists(pk)' });
  } catch (e) {
    if (e instanceof ConditionFailed) return 'already';
    throw e;
  }
  try {
    const r = await sendMail(p, { to, content: newsletterContent(nl.subject, nl.body), category: 'marketing', kind: 'newsletter' });
    return r.sent ? 'sent' : r.reason;
  } catch (e) {
    // One address the mail service refuses must not stop the newsletter: it is counted as failed.
    log.error('newsletter delivery failed', { newsletter: nl.id, error: e instanceof Error ? e.message : String(e) });
    return 'failed';
  }
}

/** The GSI1 position of a signup item: where the next page starts. */
const positionOf = (it: Item) => ({ pk: it.pk, sk: it.sk, gsi1pk: it.gsi1pk, gsi1sk: it.gsi1sk });

export interface BatchResult {
  newsletter: NewsletterView;
  done: boolean;
  batch: { sent: number; skipped: number; failed: number };
}

/** Sends the next batch of a newsletter (at most BATCH_MAX recipients, within the time budget). */
export async function sendNextBatch(p: Ports, newsletterId: string, startedAt = Date.now()): Promise<BatchResult> {
  const nl = await p.table.get(keys.newsletter(newsletterId), { consistent: true });
  if (!nl) throw new NotFound('Newsletter not found');
  if (nl.status === 'sent') return { newsletter: newsletterView(nl), done: true, batch: { sent: 0, skipped: 0, failed: 0 } };

  const page = await signups.pageByStatus(p, 'active', { limit: BATCH_MAX, startKey: nl.cursor ?? undefined });
  const expiresAt = Math.floor(p.clock.now().getTime() / 1000) + DELIVERY_MARKER_TTL_DAYS * 86_400;
  const counts: Record<Outcome, number> = { sent: 0, unsubscribed: 0, blocked: 0, failed: 0, already: 0 };
  let processed = 0;
  while (processed < page.items.length && Date.now() - startedAt < BATCH_TIME_BUDGET_MS) {
    const chunk = page.items.slice(processed, processed + SEND_CONCURRENCY);
    const outcomes = await Promise.all(chunk.map((it) => deliver(p, nl, String(it.email), expiresAt)));
    for (const o of outcomes) counts[o]++;
    processed += chunk.length;
  }
  // Stopped early (time budget): continue after the last recipient handled; otherwise after the page.
  const finished = processed === page.items.length && !page.lastKey;
  const cursor = processed === 0 ? (nl.cursor ?? null) : processed < page.items.length ? positionOf(page.items[processed - 1]) : (page.lastKey ?? null);
  const add = 'ADD recipients :s, skipped_unsubscribed :u, skipped_blocked :b, failed :f';
  const values = { ':s': counts.sent, ':u': counts.unsubscribed, ':b': counts.blocked, ':f': counts.failed };
  const saved = await p.table.update(
    keys.newsletter(newsletterId),
    finished
      ? {
          update: `SET #status = :sent, sentAt = :now REMOVE #cursor ${add}`,
          names: { '#status': 'status', '#cursor': 'cursor' },
          values: { ...values, ':sent': 'sent', ':now': p.clock.now().toISOString() },
          returnValues: 'ALL_NEW',
        }
      : { update: `SET #cursor = :cursor ${add}`, names: { '#cursor': 'cursor' }, values: { ...values, ':cursor': cursor }, returnValues: 'ALL_NEW' },
  );
  return { newsletter: newsletterView(saved!), done: finished, batch: { sent: counts.sent, skipped: counts.unsubscribed + counts.blocked + counts.already, failed: counts.failed } };
}

export async function listNewsletters(p: Pick<Ports, 'table'>): Promise<NewsletterView[]> {
  const { items } = await p.table.query({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.newslettersAll().gsi1pk }, forward: false, limit: NEWSLETTER_LIST_LIMIT });
  return items.map(newsletterView);
}

/**
 * Moves the delivery markers written before issue 28 (in each newsletter's partition, `TO#<email>`)
 * to their recipient's partition, where the purge of a closed account finds them with the rest of
 * the person's items (functions/privacy/store.ts deletePerson). Reads every newsletter and every old
 * marker once: the migration (functions/jobs/migrations.ts), before traffic; idempotent.
 */
export async function moveDeliveriesToRecipients(p: Pick<Ports, 'table'>): Promise<number> {
  let moved = 0;
  const newsletters = await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.newslettersAll().gsi1pk } });
  for (const nl of newsletters) {
    const old = keys.newsletterDeliveriesBefore(String(nl.id));
    let startKey: Item | undefined;
    do {
      const page = await p.table.query({ keyCondition: 'pk = :pk AND begins_with(sk, :to)', values: { ':pk': old.pk, ':to': old.skPrefix }, limit: 200, startKey });
      for (const m of page.items) {
        const email = String(m.sk).slice(old.skPrefix.length);
        try {
          await p.table.put({ ...keys.newsletterDelivery(String(nl.id), email), type: 'NewsletterDelivery', newsletterId: String(nl.id), email, at: m.at, ...(m.ttl ? { ttl: m.ttl } : {}) }, { condition: 'attribute_not_exists(pk)' });
        } catch (e) {
          if (!(e instanceof ConditionFailed)) throw e; // moved by a run before this one
        }
        await p.table.delete({ pk: String(m.pk), sk: String(m.sk) });
        moved++;
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  return moved;
}
