/**
 * Scale benchmark (issue "Costs that stay flat as the community grows"): the items DynamoDB bills
 * each call and job reads (GetItem 1, BatchGetItem its keys, Query its ScannedCount: the table
 * adapter's `onRead`), with the community at three sizes, against an in-memory DynamoDB Local and
 * the real handlers through the local gateway.
 *
 * - Members: 1k / 10k / 30k list signups (the items and counters POST /api/email-signup writes, loaded
 *   in bulk: bench/bulk.ts), a tenth of them with a weekly
 *   check-in (member dashboard) and a tenth with a Curated Fika application, one in fifty blocked
 *   and one in fifty unsubscribed. The table grows from one size to the next.
 * - One date: 100 / 1k / 5k reservations on it (a ¥2,000 date of one place: one unpaid hold, the
 *   rest waiting), in its own growth.
 *
 * For each call it prints the items read at each size and the ratio largest ÷ smallest; the
 * target is ≤ 1.2 for every call but one person's own data (the target; an export is a job,
 * whose request is measured here: the job's own reads are in docs/data.md "Exports").
 * Sizes: BENCH_SCALE=small (100 / 300 / 1,000 and 20 / 60 / 200) for a quick look.
 *
 * Run alone: npm run bench -- scale
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { seedEvents } from '../functions/lib/event-store';
import { seedCatalogue, useSeedCatalogueIfUnset } from '../content/events/seed';
import { startDynamoLocal, ensureTable } from '../infra/local/dynamodb';
import { createGateway } from '../infra/local/gateway';
import { readConfig } from '../functions/lib/config';
import { dynamoTable } from '../functions/lib/adapters/dynamo-table';
import { fixedClock, systemIds } from '../functions/lib/adapters/system';
import { simulatorPayments } from '../functions/lib/adapters/stripe-simulator';
import { setPorts } from '../functions/lib/runtime';
import type { MailPort, Ports } from '../functions/lib/ports';
import { createSession } from '../functions/lib/auth/tokens';
import { runJob } from '../functions/jobs/handler';
import { applicationForm } from '../api/curated';
import { sampleEvent } from '../api/admin-events';
import { sampleDate } from '../api/occurrences';
import * as reservations from '../functions/reservations/store';
import { promoteWaitlist } from '../functions/reservations/promote';
import { eventBySlug } from '../content/events/index';
import { cancelToken } from '../functions/reservations/model';
import { unsubscribeToken } from '../functions/lib/mail/unsubscribe-link';
import * as signups from '../functions/lib/mail/signups';
import { recordJoinOp } from '../functions/member/membership';
import { bulkApply } from './bulk';

const ROOT = resolve(import.meta.dirname, '..');
const NOW = '2026-11-22T09:00:00Z';
const ADMIN = 'admin@example.com';
const small = process.env.BENCH_SCALE === 'small';
const MEMBERS = small ? [100, 300, 1_000] : [1_000, 10_000, 30_000];
const BOOKINGS = small ? [20, 60, 200] : [100, 1_000, 5_000];
/** Requests in flight while loading (DynamoDB Local takes them in parallel). */
const LOAD_CONCURRENCY = 12;
export const RATIO_TARGET = 1.2;


interface Measured {
  name: string;
  items: number[];
}

async function pool<T>(items: readonly T[], n: number, fn: (x: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

export async function run(): Promise<{ members: number[]; bookings: number[]; rows: Measured[]; seconds: number }> {
  const started = Date.now();
  useSeedCatalogueIfUnset();
  const dynamo = await startDynamoLocal();
  try {
    let read = 0;
    const clock = fixedClock(NOW);
    const tableName = `scale-${randomUUID()}`;
    await ensureTable(dynamo.endpoint, tableName);
    const table = dynamoTable({ tableName, endpoint: dynamo.endpoint, region: 'us-east-1', onRead: (_op, n) => (read += n) });
    const config = { ...readConfig({ PORTS: 'local', TABLE_NAME: tableName, SITE_URL: 'http://localhost:3000', ADMIN_EMAILS: ADMIN }), tableName };
    const ids = systemIds(clock);
    const secrets = { stripeWebhookSecret: 'whsec_bench', signingSecret: 'bench-signing' };
    const mail: MailPort = { send: async () => ({ messageId: 'bench' }) };
    const ports: Ports = { config, secrets, table, mail, clock, ids, payments: simulatorPayments({ table, ids, clock, siteUrl: config.siteUrl, webhookSecret: secrets.stripeWebhookSecret }) };
    setPorts(ports);
    await seedEvents(ports, seedCatalogue());
    const dispatch = createGateway(ROOT);
    let ipSeq = 0;
    const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const seq = ++ipSeq;
      const r = await dispatch({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', 'user-agent': 'bench', ...headers },
        body: Buffer.from(JSON.stringify(body)),
        sourceIp: `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
      });
      return { status: r.status, body: JSON.parse(r.body.toString('utf8') || 'null') as { success?: boolean; data?: unknown; error?: string } };
    };
    const admin = { authorization: `Bearer ${(await createSession(ports, { kind: 'admin', email: ADMIN, ttlSeconds: 86_400 })).token}` };
    /** The items `fn` read. */
    const measure = async (fn: () => Promise<unknown>) => {
      read = 0;
      await fn();
      return read;
    };
    const must = (what: string) => (r: { status: number; body: { error?: string } }) => {
      if (r.status >= 400) throw new Error(`${what}: ${r.status} ${r.body.error ?? ''}`);
      return r;
    };

    // ---- the members ----
    let members = 0;
    async function growMembers(to: number) {
      const fresh = Array.from({ length: to - members }, (_, i) => members + i);
      // The signups themselves in bulk: the items and counters POST /api/email-signup's transaction writes (bench/bulk.ts).
      const now = clock.now().toISOString();
      await bulkApply(await table.client(), tableName, fresh.map((i) => {
        const email = `member-${i}@example.com`;
        return [...signups.createOps({ email, source: 'website', metadata: {}, now }), recordJoinOp(email, 'website', now)];
      }));
      await pool(fresh, LOAD_CONCURRENCY, async (i) => {
        const email = `member-${i}@example.com`;
        if (i % 10 === 3) {
          const token = (await createSession(ports, { kind: 'member', email, ttlSeconds: 86_400 })).token;
          must('check-in')(await call('/api/member-dashboard', { action: 'submit_checkin', data: { token, checkinData: { goals_met: 'Two chapters read', mood_rating: 4, progress_rating: 4 } } }));
        }
        if (i % 10 === 7) must('application')(await call('/api/curated-fika', { action: 'submit_application', data: applicationForm(email) }));
        if (i % 50 === 11) must('block')(await call('/api/admin-console', { action: 'block_email', data: { email, reason: 'bench' } }, admin));
        // Page views on one path in fifty: 20 / 200 / 600 distinct paths (any string a client sends today).
        if (i % 50 === 29) must('page view')(await call('/api/analytics', { events: [{ name: 'page_view', path: `/events/page-${i}` }] }));
        if (i % 50 === 23) must('unsubscribe')(await call('/api/unsubscribe', { action: 'process_unsubscribe', data: { token: unsubscribeToken(secrets.signingSecret, email) } }));
      });
      members = to;
    }
    const adminCalls: [string, string, string, Record<string, unknown>][] = [
      ['admin get_signup_counts', '/api/admin-console', 'get_signup_counts', {}],
      ['admin get_newsletter_figures', '/api/admin-console', 'get_newsletter_figures', {}],
      ['admin get_unsubscribe_stats', '/api/admin-console', 'get_unsubscribe_stats', {}],
      ['admin list_blocked (page of 10)', '/api/admin-console', 'list_blocked', { limit: 10 }],
      ['admin list_unsubscribes (page of 10)', '/api/admin-console', 'list_unsubscribes', { limit: 10 }],
      ['admin list_founding_members', '/api/admin-console', 'list_founding_members', {}],
      ['admin get_goal_accountability', '/api/admin-console', 'get_goal_accountability', {}],
      ['admin export_signups_csv', '/api/admin-console', 'export_signups_csv', {}],
      ['billing get_all_subscriptions (page of 10)', '/api/admin-subscription-queries', 'get_all_subscriptions', { limit: 10 }],
      ['billing get_subscription_analytics', '/api/admin-subscription-queries', 'get_subscription_analytics', {}],
      ['curated get_applications (page of 10)', '/api/curated-fika-admin', 'get_applications', { limit: 10 }],
      ['curated get_admin_stats', '/api/curated-fika-admin', 'get_admin_stats', {}],
      ['curated get_analytics', '/api/curated-fika-admin', 'get_analytics', {}],
      ['curated get_sessions', '/api/curated-fika-admin', 'get_sessions', {}],
      ['curated get_feedback_stats', '/api/curated-fika-admin', 'get_feedback_stats', {}],
      ['curated get_venues', '/api/curated-fika-admin', 'get_venues', {}],
      ['analytics get_summary', '/api/admin-analytics', 'get_summary', {}],
    ];
    const rows = new Map<string, Measured>();
    const record = (name: string, items: number) => {
      const row = rows.get(name) ?? { name, items: [] };
      row.items.push(items);
      rows.set(name, row);
    };
    for (const size of MEMBERS) {
      const t = Date.now();
      await growMembers(size);
      process.stderr.write(`  members ${size}: loaded in ${((Date.now() - t) / 1000).toFixed(0)} s\n`);
      for (const [name, path, action, data] of adminCalls) {
        let status = 0;
        const items = await measure(async () => {
          status = (await call(path, { action, data }, admin)).status;
        });
        record(status >= 400 ? `${name} (answers ${status})` : name, items);
      }
      const email = 'member-3@example.com';
      const token = (await createSession(ports, { kind: 'member', email, ttlSeconds: 86_400 })).token;
      record('member get_dashboard_data (own data)', await measure(() => call('/api/member-dashboard', { action: 'get_dashboard_data', data: { token } })));
      record('poll get_active_poll', await measure(() => call('/api/poll', { action: 'get_active_poll', data: {} })));
      record('job privacy-retention', await measure(() => runJob('privacy-retention', ports)));
    }

    // ---- one date ----
    const slug = 'bench-scale-date';
    must('event')(await call('/api/admin-events', { action: 'save_event', data: { event: { ...sampleEvent(slug, new Date(NOW)), capacity: 1 } } }, admin));
    must('publish')(await call('/api/admin-events', { action: 'publish_event', data: { slug } }, admin));
    const date = sampleDate(new Date(NOW));
    // The one place is held for payment (a live hold, for the whole run: the clock stands still).
    must('hold')(await call('/api/subscription-management', { action: 'create_event_checkout_session', data: { email: 'holder@example.com', priceCents: 200000, currency: 'JPY', eventMetadata: { eventSlug: slug } } }));
    let booked = 1;
    const start = new Date(`${date}T18:30:00+09:00`).getTime();
    const host = { authorization: `Bearer ${(await createSession(ports, { kind: 'admin', email: ADMIN, ttlSeconds: 86_400 })).token}` };
    for (const size of BOOKINGS) {
      const fresh = Array.from({ length: size - booked }, (_, i) => booked + i);
      await pool(fresh, LOAD_CONCURRENCY, async (i) => {
        must('waitlist')(await call('/api/email-signup', { email: `guest-${i}@example.com`, source: `event:${slug}`, metadata: { event_slug: slug, event_title: 'Bench' } }));
      });
      booked = size;
      // A live hold on the date for this round (the last round's jobs ran past its expiry and let it go).
      const c = await reservations.counter(ports, { slug, capacity: 1 }, date);
      // The waitlist consumer's promotion, as the bus would run it: the next person's place is held for payment.
      if (c.held + c.confirmed === 0) await promoteWaitlist(ports, eventBySlug(slug)!, date, 1);
      record('public get_availability (live hold)', await measure(() => call('/api/reservations', { action: 'get_availability', data: { slugs: [slug] } })));
      record('public email-signup joins the waitlist', await measure(() => call('/api/email-signup', { email: `late-${size}@example.com`, source: `event:${slug}`, metadata: { event_slug: slug, event_title: 'Bench' } })));
      booked++;
      const last = await reservations.get(ports, slug, date, `late-${size}@example.com`);
      const token = last ? cancelToken(secrets.signingSecret, last) : '';
      // One person's own reservation (the exemption): its waitlist position reads the counter
      // and at most 2 × 31 index entries of its buckets (docs/data.md "Waitlist position"), whatever the size.
      record('public get_reservation (last waiting) (own data)', await measure(() => call('/api/reservations', { action: 'get_reservation', data: { token } })));
      record('host get_door_list', await measure(() => call('/api/send-passport-magic-link', { action: 'get_door_list', data: { eventSlug: slug, occurrence: date } }, host)));
      record('job event-reminders', await measure(() => runJob('event-reminders', { ...ports, clock: fixedClock(new Date(start - 23 * 3_600_000)) })));
      record('job venue-reveal', await measure(() => runJob('venue-reveal', { ...ports, clock: fixedClock(new Date(start - 6 * 86_400_000)) })));
      record('job no-show-sweep', await measure(() => runJob('no-show-sweep', { ...ports, clock: fixedClock(new Date(start + 2 * 86_400_000)) })));
      record('job series-rsvp', await measure(() => runJob('series-rsvp', ports)));
    }
    return { members: MEMBERS, bookings: BOOKINGS, rows: [...rows.values()], seconds: (Date.now() - started) / 1000 };
  } finally {
    await dynamo.stop();
  }
}

/** The table the bench prints, and how many calls are over the target. */
export function report(r: Awaited<ReturnType<typeof run>>): { lines: string[]; over: number } {
  const lines: string[] = [];
  let over = 0;
  const fmt = (n: number) => n.toLocaleString('en-US');
  lines.push(`${'call'.padEnd(44)} ${'items read at each size'.padStart(30)}  ratio`);
  for (const row of r.rows) {
    const sizes = row.name.startsWith('public') || row.name.startsWith('host') || row.name.startsWith('job event') || row.name.startsWith('job venue') || row.name.startsWith('job no-show') || row.name.startsWith('job series') ? r.bookings : r.members;
    const first = Math.max(1, row.items[0]);
    const ratio = row.items[row.items.length - 1] / first;
    // One person's own data may grow with what they did, not with the community.
    const exempt = row.name.includes('(own data)');
    const ok = exempt || ratio <= RATIO_TARGET;
    if (!ok) over++;
    lines.push(`${row.name.padEnd(44)} ${row.items.map(fmt).join(' / ').padStart(30)}  ${ratio.toFixed(2)}×  ${exempt ? 'exempt' : ok ? 'ok' : 'OVER TARGET'}   (${sizes.map(fmt).join(' / ')})`);
  }
  return { lines, over };
}
