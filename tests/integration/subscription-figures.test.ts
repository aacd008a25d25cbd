/**
 * The subscription figures (FIGURES / subscriptions, functions/billing/figures.ts) against a recount
 * of the table: after the one-off migration of items written before them (index entries, Stripe-id
 * lookups, the recount), and after concurrent changes: checkouts completing together, a payment
 * recorded before its subscription's first state, a webhook status change racing a cancel, a double
 * cancel, periods ending, purges racing a change. The admin list reads the same number of items at
 * 50 and at 500 subscriptions and pages through all of them with no duplicate or gap; the analytics
 * read the same few items at both sizes; exact lookups read a few; a bad cursor answers 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import * as figures from '../../functions/lib/figures';
import { encodeCursor } from '../../functions/lib/cursor';
import { BAD_CURSOR } from '../../domain/cursor';
import type { Item, SubscriptionInfo, TransactOp } from '../../functions/lib/ports';
import { applySubscriptionState, recordPayment } from '../../functions/billing/subscriptions';
import { changeSubscription } from '../../functions/billing/cancel';
import { contribution, countsOf, recountValues } from '../../functions/billing/figures';
import { backfillIndexes, saveStateOps, type SubscriptionState } from '../../functions/billing/store';
import { deletePerson } from '../../functions/privacy/store';
import { recountFigures } from '../../functions/admin/figures-recount';
import { allItems } from './table-scan';
import { deliver, deliverQueued, payAndDeliver, sim } from './billing-helpers';

const NOW = '2026-11-22T09:00:00.000Z';
const PATH = '/api/admin-subscription-queries';
const SM = '/api/subscription-management';

/** What the admin's session check reads on every call (the authorizer). */
const AUTH = 2;

/** The counters with every zero left out. */
const nonZero = (v: Record<string, number>) => Object.fromEntries(Object.entries(v).filter(([, n]) => n !== 0));
const counters = async (h: Harness) => nonZero((await figures.read(h.ports, 'subscriptions')).values);

/** The counters a recount of the table gives: every subscription item, found by a Scan (not by the index the figures' own recount reads). */
async function recount(h: Harness): Promise<Record<string, number>> {
  return recountOf(await allItems(h));
}
function recountOf(items: Record<string, unknown>[]): Record<string, number> {
  const subs = items.filter((i) => i.sk === keys.subscription('x').sk) as Item[];
  return nonZero(recountValues(subs, countsOf({ values: {}, recountedAt: null })));
}

const info = (id: string, status: string, interval: 'month' | 'year' | null, periodEnd: string | null, customer = `cus_${id}`): SubscriptionInfo => ({
  id,
  customerId: customer,
  status,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  interval,
  unitAmount: interval === 'year' ? 15000 : interval === 'month' ? 1500 : null,
  currency: interval ? 'jpy' : null,
  metadata: interval ? { planCode: interval === 'month' ? 'monthly' : 'yearly' } : {},
  updatedAt: 1_790_000_000,
});

describe('subscription figures equal a recount', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  const subIdOf = async (email: string) => String((await h.ports.table.get(keys.subscription(email), { consistent: true }))!.stripeSubscriptionId);

  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('for subscriptions written before the list indexes and the figures: their index entries and lookups, and a recount, once', async () => {
    // As issue 27 stored them: gsi2 `<status>#<updatedAt>`, no interval entry, no lookup item, no figures.
    const old = [
      ['ana@example.com', 'active', 'month', 300000],
      ['ben@example.com', 'canceled', 'year', 1500000],
      ['cho@example.com', 'trialing', 'year', 0],
      ['dai@example.com', 'past_due', null, 150000],
    ] as const;
    for (const [email, status, interval, paid] of old) {
      const updatedAt = `2026-0${old.findIndex((o) => o[0] === email) + 1}-01T00:00:00.000Z`;
      await h.ports.table.put({
        ...keys.subscription(email),
        type: 'Subscription',
        email,
        subscription_status: status,
        current_period_end: null,
        cancel_at_period_end: false,
        total_paid_cents: paid,
        plan: interval ? { code: interval === 'month' ? 'monthly' : 'yearly', billing_interval: interval, price_cents: interval === 'month' ? 150000 : 1500000 } : null,
        stripeCustomerId: `cus_${email.slice(0, 3)}`,
        stripeSubscriptionId: `sub_${email.slice(0, 3)}`,
        lastEventCreated: 1,
        rev: 1,
        createdAt: updatedAt,
        updatedAt,
        gsi2pk: 'SUBSCRIPTIONS',
        gsi2sk: `${status}#${updatedAt}`,
      });
    }
    // A change after the deploy, before the migration: it moves the figures from the item it read.
    await applySubscriptionState(h.ports, { email: 'ana@example.com', info: info('sub_ana', 'past_due', 'month', null, 'cus_ana') });

    // The two steps of functions/jobs/migrations.ts that concern them (runMigrations runs them once per table, in this order).
    expect(await backfillIndexes(h.ports)).toEqual({ indexed: 3, lookups: 3 });
    expect(await recountFigures(h.ports)).toContain('subscriptions');
    expect(await counters(h)).toEqual(await recount(h));
    expect(await counters(h)).toEqual({
      'n#past_due#month': 1,
      'n#canceled#year': 1,
      'n#trialing#year': 1,
      'n#past_due#none': 1,
      paid: 300000 + 1500000 + 150000,
      'price#year': 1500000,
    });
    // Once: a second run finds every entry in place, and the figures recounted.
    expect(await backfillIndexes(h.ports)).toEqual({ indexed: 0, lookups: 0 });
    expect(await recountFigures(h.ports)).not.toContain('subscriptions');

    const admin = await h.adminHeaders();
    const call = (action: string, data: unknown) => h.call(PATH, { action, data }, { headers: admin });
    expect((await call('get_all_subscriptions', {})).body.data.map((r: { email: string }) => r.email)).toEqual(['cho@example.com', 'ana@example.com', 'dai@example.com', 'ben@example.com']);
    expect((await call('get_all_subscriptions', { filters: { billing_interval: 'year' } })).body.data.map((r: { email: string }) => r.email)).toEqual(['cho@example.com', 'ben@example.com']);
    expect((await call('search_subscriptions', { search: 'cus_ben' })).body.data.map((r: { email: string }) => r.email)).toEqual(['ben@example.com']);
    expect((await call('get_subscription_analytics', {})).body.data).toMatchObject({ totalSubscriptions: 4, activeSubscriptions: 1, yearlySubscriptions: 1, monthlyRecurringRevenue: 125000, recountedAt: NOW });
    // And every item's contribution is what the figures hold.
    expect(contribution((await h.ports.table.get(keys.subscription('ben@example.com')))!)).toEqual({ 'n#canceled#year': 1, paid: 1500000 });
  });

  it('after concurrent checkouts, early payments, webhooks racing cancels, double cancels, period ends and purges', async () => {
    // Six checkouts completing at once (each: the webhooks, the activation consumer, the payment).
    const emails = Array.from({ length: 6 }, (_, i) => `buyer${i}@example.com`);
    const sessions = await Promise.all(
      emails.map(async (email, i) => {
        const r = await h.call(SM, { action: 'create_checkout_session', data: { email, planCode: i % 3 ? 'monthly' : 'yearly' } }, { ip: `203.0.113.${i + 1}` });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body.data.session_id as string;
      }),
    );
    // And a payment recorded before its subscription's first state, and at the same time as it.
    await Promise.all([
      ...sessions.map((id) => payAndDeliver(h, id)),
      recordPayment(h.ports, { email: 'early@example.com', checkoutSessionId: 'cs_early', amount: 1500, currency: 'jpy' }),
      applySubscriptionState(h.ports, { email: 'early@example.com', info: info('sub_early', 'active', 'month', '2026-12-22T09:00:00.000Z') }),
      recordPayment(h.ports, { email: 'late@example.com', checkoutSessionId: 'cs_late', amount: 15000, currency: 'jpy' }),
    ]);
    await applySubscriptionState(h.ports, { email: 'late@example.com', info: info('sub_late', 'trialing', 'year', null) });
    expect(await counters(h)).toEqual(await recount(h));
    expect((await counters(h))['n#active#month']).toBe(4 + 1);
    expect((await counters(h))['n#active#year']).toBe(2);

    // A failed invoice's webhook (past_due) racing the member's cancel, on two subscriptions.
    await Promise.all(
      emails.slice(0, 2).map(async (email) => {
        const failed = await sim(h).failNextInvoice(await subIdOf(email));
        await Promise.all([deliver(h, failed), changeSubscription(h.ports, 'cancel', email).catch(() => false)]);
      }),
    );
    // A double cancel (two confirmations at once) on two others.
    await Promise.all(emails.slice(2, 4).flatMap((email) => [changeSubscription(h.ports, 'cancel', email), changeSubscription(h.ports, 'cancel', email)]));
    await deliverQueued(h);

    // The periods end: Stripe ends the cancelled ones and renews the others.
    clock.set('2027-12-01T00:00:00.000Z');
    await sim(h).settlePeriods();
    await deliverQueued(h);
    clock.set(NOW);
    expect(await counters(h)).toEqual(await recount(h));
    expect((await counters(h))['n#canceled#month'] ?? 0).toBeGreaterThan(0);

    // Purges (a closed account's partition) racing a state change, a payment, and one another.
    await Promise.all([
      deletePerson(h.ports, emails[4]),
      applySubscriptionState(h.ports, { email: emails[4], info: { ...(await h.ports.payments.retrieveSubscription(await subIdOf(emails[4])))!, status: 'past_due' } }),
      deletePerson(h.ports, emails[5]),
      recordPayment(h.ports, { email: emails[5], checkoutSessionId: 'cs_renewal_5', amount: 1500, currency: 'jpy' }),
      deletePerson(h.ports, 'early@example.com'),
      deletePerson(h.ports, 'early@example.com'),
    ]);
    const items = await allItems(h);
    const r = recountOf(items);
    expect(await counters(h)).toEqual(r);

    // Every subscription item with a state is in the list's index, and its lookup item names its Stripe
    // ids (a payment that came after its purge left one with the amount only: in no list, counted nowhere).
    const all = items.filter((i) => i.sk === keys.subscription('x').sk);
    for (const s of all.filter((i) => !i.gsi2pk)) expect(s.subscription_status, String(s.pk)).toBeUndefined();
    const subs = all.filter((i) => i.gsi2pk);
    for (const s of subs) {
      expect(s.gsi2pk, String(s.pk)).toBeDefined();
      const ref = items.find((i) => i.pk === s.pk && i.sk === keys.subscriptionRef('x').sk);
      expect(ref).toMatchObject({ stripeCustomerId: s.stripeCustomerId, stripeSubscriptionId: s.stripeSubscriptionId });
    }
    // What the admin sees is the recount: the list's total, the analytics.
    const admin = await h.adminHeaders();
    const list = await h.call(PATH, { action: 'get_all_subscriptions', data: {} }, { headers: admin });
    expect(list.body.count).toBe(subs.length);
    expect(list.body.data).toHaveLength(list.body.count);
    const analytics = await h.call(PATH, { action: 'get_subscription_analytics', data: {} }, { headers: admin });
    expect(analytics.body.data.totalSubscriptions).toBe(subs.length);
    expect(analytics.body.data.totalRevenue).toBe(r.paid ?? 0);
    expect(analytics.body.data.totalRevenue).toBe(subs.reduce((s, i) => s + Number(i.total_paid_cents ?? 0), 0));
    expect(analytics.body.data.activeSubscriptions).toBe(subs.filter((s) => s.subscription_status === 'active' || s.subscription_status === 'trialing').length);
  }, 120_000);
});

describe('the admin list and analytics read a bounded number of items', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const meter = readMeter();
  const clock = fixedClock(NOW);
  const STATUSES = ['active', 'active', 'trialing', 'past_due', 'canceled'];
  let written = 0;
  const emailOf = (i: number) => `member${String(i).padStart(4, '0')}@example.com`;
  const call = (action: string, data: unknown) => h.call(PATH, { action, data }, { headers: admin });

  /**
   * Subscriptions written with the store's own ops (the item, its lookup item), 30 to a transaction
   * (61 ops), with their figures' moves summed into one op of that transaction.
   */
  async function addSubscriptions(upTo: number) {
    for (let i = written; i < upTo; i += 30) {
      const ops: TransactOp[] = [];
      const moved: Record<string, number> = {};
      for (let n = i; n < Math.min(i + 30, upTo); n++) {
        const interval = n % 4 === 0 ? 'year' : 'month';
        const state: SubscriptionState = {
          email: emailOf(n),
          status: STATUSES[n % STATUSES.length],
          currentPeriodEnd: '2027-01-01T00:00:00.000Z',
          cancelAtPeriodEnd: false,
          plan: { code: interval === 'year' ? 'yearly' : 'monthly', billing_interval: interval, price_cents: interval === 'year' ? 1500000 : 150000 },
          customerId: `cus_${n}`,
          subscriptionId: `sub_${n}`,
          lastEventCreated: 1_790_000_000,
        };
        for (const op of saveStateOps(state, undefined, new Date(Date.parse('2026-01-01T00:00:00Z') + n * 60_000).toISOString())) {
          if ('update' in op && op.update.pk === keys.figures('subscriptions').pk) {
            for (const [ref, name] of Object.entries(op.names ?? {})) moved[name] = (moved[name] ?? 0) + Number(op.values![ref.replace('#', ':')]);
          } else ops.push(op);
        }
      }
      await h.ports.table.transact([...ops, figures.addOp('subscriptions', moved)]);
    }
    written = upTo;
  }

  /** Every page of a list, from the first, `limit` a page; the items each page read. */
  async function readAll(data: Record<string, unknown>, limit: number) {
    const rows: string[] = [];
    const reads: number[] = [];
    let cursor: string | null = null;
    do {
      const m = await meter.measure(() => call('get_all_subscriptions', { ...data, limit, cursor }));
      expect(m.result.status, JSON.stringify(m.result.body)).toBe(200);
      expect(m.result.body.data.length).toBeLessThanOrEqual(limit);
      rows.push(...m.result.body.data.map((r: { email: string }) => r.email));
      reads.push(m.items);
      cursor = m.result.body.next;
    } while (cursor);
    return { rows, reads };
  }

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
    admin = await h.adminHeaders();
    // Every shard of the figures exists from the start (empty), so a read of them is the same 10 items at any size.
    for (let s = 0; s < figures.FIGURE_SHARDS; s++) await h.ports.table.put(keys.figuresShard('subscriptions', s));
  });

  it('the first and next page, and the analytics, read as many items at 50 as at 500 subscriptions; every page holds new rows', async () => {
    const measure = async () => {
      const first = await meter.measure(() => call('get_all_subscriptions', { limit: 20 }));
      const next = await meter.measure(() => call('get_all_subscriptions', { limit: 20, cursor: first.result.body.next }));
      const byStatus = await meter.measure(() => call('get_all_subscriptions', { filters: { status: 'active' }, limit: 10 }));
      const byInterval = await meter.measure(() => call('get_all_subscriptions', { filters: { billing_interval: 'year', active: true }, limit: 5 }));
      const analytics = await meter.measure(() => call('get_subscription_analytics', {}));
      expect(first.result.body.data).toHaveLength(20);
      expect(next.result.body.data).toHaveLength(20);
      expect(byStatus.result.body.data).toHaveLength(10);
      expect(byInterval.result.body.data).toHaveLength(5);
      expect(analytics.result.body.data.totalSubscriptions).toBe(written);
      return { first: first.items, next: next.items, byStatus: byStatus.items, byInterval: byInterval.items, analytics: analytics.items };
    };
    await addSubscriptions(50);
    const small = await measure();
    await addSubscriptions(500);
    const large = await measure();
    expect(large).toEqual(small);
    // A page: its rows and one more (whether there is a next page), the 10 figures shards, and the
    // admin's session check (2 reads).
    expect(small).toEqual({ first: 21 + 10 + AUTH, next: 21 + 10 + AUTH, byStatus: 11 + 10 + AUTH, byInterval: 6 + 10 + AUTH, analytics: 10 + AUTH });
    console.log('subscription list / analytics items read at 50 / 500 subscriptions:', JSON.stringify({ small, large }));
  }, 120_000);

  it('pages through every subscription, and every one of a filter, with no duplicate or gap', async () => {
    const all = await readAll({}, 100);
    expect(all.rows).toHaveLength(500);
    expect(new Set(all.rows).size).toBe(500);
    expect(new Set(all.rows)).toEqual(new Set(Array.from({ length: 500 }, (_, i) => emailOf(i))));
    // Each page read its rows and one more, and the figures: the same on every page but the last.
    expect(new Set(all.reads.slice(0, -1))).toEqual(new Set([101 + 10 + AUTH]));

    const canceled = await readAll({ filters: { status: 'canceled' } }, 30);
    expect(canceled.rows).toEqual(Array.from({ length: 500 }, (_, i) => i).filter((i) => STATUSES[i % 5] === 'canceled').map(emailOf).reverse());
    const yearly = await readAll({ filters: { billing_interval: 'year' } }, 40);
    expect(new Set(yearly.rows)).toEqual(new Set(Array.from({ length: 125 }, (_, i) => emailOf(i * 4))));
    expect(yearly.rows).toHaveLength(125);
    const live = await readAll({ filters: { active: true } }, 50);
    expect(live.rows).toHaveLength(300);
    expect(new Set(live.rows).size).toBe(300);
    // The totals come from the figures.
    const first = await call('get_all_subscriptions', { filters: { active: true, billing_interval: 'month' }, limit: 1 });
    expect(first.body.count).toBe(Array.from({ length: 500 }, (_, i) => i).filter((i) => i % 4 !== 0 && ['active', 'trialing'].includes(STATUSES[i % 5])).length);
  }, 120_000);

  it('finds one subscription by exact email, customer id or subscription id, in a few reads', async () => {
    for (const search of [emailOf(321), 'cus_321', 'sub_321']) {
      const m = await meter.measure(() => call('search_subscriptions', { search }));
      expect(m.result.body.data.map((r: { email: string }) => r.email), search).toEqual([emailOf(321)]);
      // One GetItem (an email), or two lookup Queries and one batch read (an id); and the session check.
      expect(m.items, search).toBeLessThanOrEqual(2 + AUTH);
    }
  });

  it('refuses a cursor that is not one of the list’s pages with 400', async () => {
    const active = await call('get_all_subscriptions', { filters: { status: 'active' }, limit: 5 });
    const yearly = await call('get_all_subscriptions', { filters: { billing_interval: 'year' }, limit: 5 });
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'garbage'],
      [{}, encodeCursor({ a: 1 })!],
      [{}, encodeCursor({ pk: 'EMAIL#x', sk: 'BLOCKED', gsi1pk: 'BLOCKED', gsi1sk: 'x' })!],
      // A page of one list is not a page of another: another status, another index.
      [{ filters: { status: 'canceled' } }, active.body.next],
      [{}, yearly.body.next],
      [{ filters: { billing_interval: 'month' } }, yearly.body.next],
    ];
    for (const [data, cursor] of cases) {
      const r = await call('get_all_subscriptions', { ...data, cursor });
      expect(r.status, cursor).toBe(400);
      expect(r.body.error).toBe(BAD_CURSOR);
    }
    // The right list takes them.
    expect((await call('get_all_subscriptions', { filters: { status: 'active' }, limit: 5, cursor: active.body.next })).status).toBe(200);
  });
});
