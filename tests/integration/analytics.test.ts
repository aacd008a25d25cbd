/**
 * First-party analytics against DynamoDB Local: the collector (POST /api/analytics) keeps exact
 * daily counters under concurrency, stores nothing but the anonymous page-view counts without
 * consent, limits each client; the analytics-counts consumer counts a redelivered event once;
 * get_summary reads the figures of a seeded window; retention reduces old days to monthly totals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { localEnvelope, wireDetail } from '../../infra/local/bus';
import type { BusEnvelope } from '../../functions/lib/adapters/events';
import { eventAccessRule, events, occurrenceKey } from '../../content/events/index';
import { ANALYTICS_EVENTS_PER_DAY, ANALYTICS_EVENTS_PER_MINUTE } from '../../api/analytics';
import { limits } from '../../functions/lib/auth/rate-limit';
import { addCounts, readDays, readMonth, type Count, type Metric } from '../../functions/analytics/store';
import { reduceAnalytics } from '../../functions/analytics/retention';
import { runJob } from '../../functions/jobs/handler';
import { allItems } from './table-scan';
import { dayOf } from '../../functions/analytics/days';
import { registerVia } from './reservations-helpers';

const NOW = '2026-11-22T09:00:00Z'; // 18:00 in Tokyo: day 2026-11-22
const TODAY = '2026-11-22';
let ipSeq = 0;
const nextIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const countOf = async (h: Harness, metric: Metric, dimension: string, day = TODAY) => (await readDays(h.ports, metric, day, day)).find((c) => c.dimension === dimension)?.count ?? 0;

/** A free, bookable event open to everyone on NOW. */
const freeEvent = () => {
  const e = events.find((x) => eventAccessRule(x).kind === 'free' && eventAccessRule(x).bookable && !eventAccessRule(x).exclusiveType && occurrenceKey(x, new Date(NOW)));
  if (!e) throw new Error('no free bookable event');
  return e;
};

describe('POST /api/analytics', () => {
  let h: Harness;
  const send = (body: unknown, ip = nextIp(), userAgent = 'vitest') => h.call('/api/analytics', body, { ip, headers: { 'user-agent': userAgent } });

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('counts 200 concurrent page views exactly (per day and per path)', async () => {
    const paths = ['/', '/events', '/about', '/blog', '/events/city/tokyo'];
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => send({ events: [{ name: 'page_view', path: paths[i % paths.length] }] })));
    expect(answers.map((a) => a.status).filter((s) => s !== 202)).toEqual([]);
    expect(answers[0].body).toEqual({ success: true, data: { accepted: 1 } });
    expect(await countOf(h, 'events', 'page_view')).toBe(200);
    for (const p of paths) expect(await countOf(h, 'views', p), p).toBe(40);
  });

  it('counts 50 concurrent batches of 10 events exactly, one write per counter per batch', async () => {
    const batch = { consent: true, events: Array.from({ length: 10 }, (_, i) => ({ name: i % 2 ? 'poll_vote' : 'react_error', path: '/poll' })) };
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(batch)));
    expect(answers.every((a) => a.status === 202 && a.body.data.accepted === 10)).toBe(true);
    expect(await countOf(h, 'events', 'poll_vote')).toBe(250);
    expect(await countOf(h, 'events', 'react_error')).toBe(250);
  });
});

describe('POST /api/analytics without consent', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('stores nothing but the anonymous page-view counts: no other event, no UTM, no referrer, no address', async () => {
    const slug = freeEvent().slug;
    const r = await h.call(
      '/api/analytics',
      {
        consent: false,
        attribution: { source: 'secret-newsletter', medium: 'email', campaign: 'winter-drop', referrer: 'https://referrer.example.org/post' },
        events: [
          { name: 'page_view', path: '/events?utm_source=secret-newsletter', props: { referrer: 'https://referrer.example.org/post' } },
          { name: 'event_card_click', path: '/events', props: { slug } },
          { name: 'poll_vote', path: '/', props: { option_id: 'o1' } },
        ],
      },
      { ip: '203.0.113.77', headers: { 'user-agent': 'Mozilla/5.0 NoConsent' } },
    );
    expect(r.status).toBe(202);
    expect(r.body.data.accepted).toBe(1);
    const items = await allItems(h);
    const counters = items.filter((i) => !String(i.pk).startsWith('RL#'));
    // One shard's day item with the two page-view counters.
    expect(counters).toHaveLength(1);
    const { pk, sk, shard, ...rest } = counters[0];
    expect([pk, sk]).toEqual([`ANALYTICS_SHARD#${String(shard).padStart(2, '0')}`, TODAY]);
    expect(rest).toEqual({ type: 'AnalyticsShardDay', day: TODAY, 'events|page_view': 1, 'views|/events': 1 });
    const text = JSON.stringify(items);
    for (const secret of ['event_card_click', 'poll_vote', slug, 'secret-newsletter', 'winter-drop', 'referrer.example.org', '203.0.113.77', 'NoConsent']) expect(text, secret).not.toContain(secret);
    // The client's rate-limit counter is named by a hash and expires.
    const rl = items.filter((i) => String(i.pk).startsWith('RL#'));
    expect(rl).toHaveLength(2);
    for (const counter of rl) expect(Number(counter.ttl)).toBeGreaterThan(Date.parse(NOW) / 1000);
  });

  it('with consent counts the event, the card click per slug, the UTM landing and the referrer host', async () => {
    const slug = freeEvent().slug;
    const r = await h.call('/api/analytics', {
      consent: true,
      attribution: { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: 'https://www.example.com/x?y=1' },
      events: [
        { name: 'event_card_click', path: '/events', props: { slug } },
        { name: 'event_card_click', path: '/events', props: { slug: 'no-such-event' } },
      ],
    });
    expect(r.body.data.accepted).toBe(2);
    expect(await countOf(h, 'events', 'event_card_click')).toBe(2);
    expect(await countOf(h, 'cards', slug)).toBe(1);
    expect(await countOf(h, 'cards', 'no-such-event')).toBe(0);
    expect((await readDays(h.ports, 'landings', TODAY, TODAY)).map((c) => c.attrs)).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'spring' }]);
    expect(await countOf(h, 'referrers', 'www.example.com')).toBe(1);
  });

  it("does not count the organisers' own pages (/admin…)", async () => {
    const r = await h.call(
      '/api/analytics',
      { consent: true, events: [{ name: 'page_view', path: '/admin/analytics' }, { name: 'page_view', path: '/admin' }, { name: 'page_view', path: '/administration-tips' }] },
      { ip: nextIp() },
    );
    expect(r.status).toBe(202);
    expect(r.body.data.accepted).toBe(1);
    expect(await countOf(h, 'views', '/admin/analytics')).toBe(0);
    expect(await countOf(h, 'views', '/admin')).toBe(0);
    // Not one of the site's routes: counted, as `other`.
    expect(await countOf(h, 'views', 'other')).toBe(1);
  });

  it('counts a path only as one of the site route patterns: markup, NUL, lone surrogates, tokens and unknown paths are never stored', async () => {
    const hostile = ['/<img src=x onerror=alert(1)>', '/\u0000', '/\ud800', '/events/<script>', '/blog/<b>hi</b>', '/blog/Upper Case', '/events/no-such-event'];
    const token = Buffer.from('attendee@example.com:2026-12-12').toString('base64url');
    const r = await h.call(
      '/api/analytics',
      {
        consent: true,
        attribution: { source: '<script>alert(1)</script>', medium: 'e\u0000mail', campaign: '\ud800', referrer: 'https://news.example.net/a' },
        events: [
          ...hostile.map((path) => ({ name: 'page_view', path })),
          { name: 'page_view', path: `/cancel-reservation/${token}` },
          { name: 'page_view', path: `/ja/cancel-reservation/${token}/` },
          { name: 'page_view', path: '/series/sr_abcdefgh?x=1' },
          { name: 'page_view', path: `/events/${freeEvent().slug}` },
          { name: 'page_view', path: '/ja/events/city/osaka' },
          { name: 'page_view', path: '/blog/a-plain-slug' },
          { name: 'page_view', path: '/blog/japanese-cafe-etiquette' },
          { name: 'page_view', path: `/host/${freeEvent().slug}/2026-12-12` },
          { name: 'page_view', path: '/host/no-such-event/2026-12-12' },
          { name: 'page_view', path: '/ja/' },
        ],
      },
      { ip: nextIp() },
    );
    expect(r.status).toBe(202);
    // Not pages of the site: the hostile paths, a blog post that does not exist, a door kit of no event.
    expect(await countOf(h, 'views', 'other')).toBe(1 + hostile.length + 2);
    expect(await countOf(h, 'views', '/cancel-reservation/:token')).toBe(1);
    expect(await countOf(h, 'views', '/ja/cancel-reservation/:token')).toBe(1);
    expect(await countOf(h, 'views', '/series/:token')).toBe(1);
    expect(await countOf(h, 'views', `/events/${freeEvent().slug}`)).toBe(1);
    expect(await countOf(h, 'views', '/ja/events/city/osaka')).toBe(1);
    expect(await countOf(h, 'views', '/blog/a-plain-slug')).toBe(0);
    expect(await countOf(h, 'views', '/blog/japanese-cafe-etiquette')).toBe(1);
    // A door kit's date counts as the pattern's parameter, never its value.
    expect(await countOf(h, 'views', `/host/${freeEvent().slug}/:date`)).toBe(1);
    expect(await countOf(h, 'views', '/ja')).toBe(1);
    expect((await readDays(h.ports, 'landings', TODAY, TODAY)).map((c) => c.attrs)).toContainEqual({ source: 'other', medium: 'other', campaign: 'other' });
    const text = JSON.stringify(await allItems(h));
    for (const bad of ['<img', '<script', '<b>', '\\u0000', '\\ud800', token, 'Upper Case', 'no-such-event']) expect(text, bad).not.toContain(bad);
  });

  it('refuses a bad batch with a clear 400', async () => {
    const bad = async (body: unknown) => (await h.call('/api/analytics', body, { ip: nextIp() })).body.error;
    expect(await bad({ events: [] })).toBe('Send between 1 and 20 events');
    expect(await bad({ events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) })).toBe('Send between 1 and 20 events');
    expect(await bad({ events: [{ name: 'purchase', path: '/' }] })).toMatch(/^Unknown event name/);
    expect(await bad({ events: [{ name: 'page_view', path: 'https://evil.example/' }] })).toMatch(/site path starting with \//);
    expect(await bad({ events: [{ name: 'page_view', path: `/${'a'.repeat(300)}` }] })).toMatch(/at most 300 characters/);
    const r = await h.call('/api/analytics', { events: [{ name: 'page_view', path: '/' }] }, { ip: nextIp(), headers: { 'content-type': 'text/plain' } });
    expect(r.status).toBe(415);
  });

  it(`limits a client address (its /64) to ${ANALYTICS_EVENTS_PER_MINUTE} events a minute whatever its user agent (429 with a clear message); another /64 is not limited`, async () => {
    const batch = { events: Array.from({ length: 20 }, () => ({ name: 'page_view', path: '/wellness' })) };
    // 30 batches of 20 with a new user agent and a new address of one /64 each, as in the report.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await h.call('/api/analytics', batch, { ip: `2001:db8:a1:1::${i + 1}`, headers: { 'user-agent': `Agent/${i}` } })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(ANALYTICS_EVENTS_PER_MINUTE / 20);
    const refused = await h.call('/api/analytics', { events: [{ name: 'page_view', path: '/wellness' }] }, { ip: '2001:db8:a1:1::ff', headers: { 'user-agent': 'Fresh/1' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many analytics events from your network. Please wait a minute before sending more.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await h.call('/api/analytics', batch, { ip: '2001:db8:a1:2::1' })).status).toBe(202);
    expect(await countOf(h, 'views', '/wellness')).toBe(ANALYTICS_EVENTS_PER_MINUTE + 20);
  });

  it(`limits a client address to ${ANALYTICS_EVENTS_PER_DAY} events a day, minute after minute`, async () => {
    const ip = '2001:db8:a2:1::1';
    const batch = { events: Array.from({ length: 20 }, () => ({ name: 'page_view', path: '/happiness' })) };
    const at = Date.parse(NOW);
    let accepted = 0;
    // Each batch in a new minute: only the day's limit can refuse.
    for (let i = 0; i < ANALYTICS_EVENTS_PER_DAY / 20 + 1; i++) {
      clock.set(new Date(at + i * 61_000).toISOString());
      const r = await h.call('/api/analytics', batch, { ip });
      if (r.status === 202) accepted++;
      else expect(r.body.error).toBe(limits.analyticsPerClientDay.message);
    }
    clock.set(NOW);
    expect(accepted).toBe(ANALYTICS_EVENTS_PER_DAY / 20);
  });
});

describe('analytics-counts (the bus)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('counts a redelivered event once, also when two deliveries race or the wrapper lost its record', async () => {
    const detail = { email: 'pay@example.com', sessionId: 'cs_1', mode: 'payment' as const, amountCents: 75000, currency: 'JPY', eventSlug: 'some-event', occurrence: '2026-12-18' };
    // The event's id is its outbox id, the same on every delivery.
    const outboxId = randomUUID();
    const e = localEnvelope('payment.kept', wireDetail('payment.kept', detail, outboxId)) as BusEnvelope;
    await h.bus.redeliver('analytics-counts', e);
    await Promise.all([h.bus.redeliver('analytics-counts', e), h.bus.redeliver('analytics-counts', e)]);
    // A run that added its counts but crashed before the wrapper marked the event done.
    const { keys } = await import('../../functions/lib/keys');
    expect(await h.ports.table.get(keys.consumed('analytics-counts', outboxId))).toMatchObject({ state: 'done' });
    await h.ports.table.delete(keys.consumed('analytics-counts', outboxId));
    await h.bus.redeliver('analytics-counts', e);
    await h.bus.drain();
    expect(await countOf(h, 'payments', 'some-event')).toBe(1);
    // Another event is another payment; a subscription payment is not an event payment.
    await h.bus.redeliver('analytics-counts', localEnvelope('payment.kept', wireDetail('payment.kept', detail)) as BusEnvelope);
    await h.bus.redeliver('analytics-counts', localEnvelope('payment.kept', wireDetail('payment.kept', { ...detail, mode: 'subscription', eventSlug: undefined, planCode: 'monthly' })) as BusEnvelope);
    expect(await countOf(h, 'payments', 'some-event')).toBe(2);
    expect(h.bus.deadLetters).toEqual([]);
  });

  it('counts registrations (not promotions) per event and newsletter signups per UTM from the real flows', async () => {
    const event = freeEvent();
    expect((await registerVia(h, 'reg1@example.com', event.slug, undefined, 1)).status).toBe(201);
    const signup = await h.call('/api/email-signup', { email: 'news@example.com', metadata: { signup_page: '/', campaign_source: 'instagram', campaign_medium: 'social', campaign_campaign: 'autumn' } }, { ip: nextIp() });
    expect(signup.status).toBe(201);
    expect((await h.call('/api/email-signup', { email: 'plain@example.com' }, { ip: nextIp() })).status).toBe(201);
    await h.bus.drain();
    await h.bus.publish('reservation.confirmed', { reservationId: 'r_p', email: 'promoted@example.com', eventSlug: event.slug, occurrence: '2026-12-01', promoted: true, paid: false });
    await h.bus.drain();
    expect(await countOf(h, 'registrations', event.slug)).toBe(1);
    const signups = await readDays(h.ports, 'signups', TODAY, TODAY);
    expect(signups.map((c): Record<string, unknown> => ({ ...c.attrs, n: c.count })).sort((a, b) => String(a.source).localeCompare(String(b.source)))).toEqual([
      { source: 'direct', medium: 'organic', campaign: 'none', n: 1 },
      { source: 'instagram', medium: 'social', campaign: 'autumn', n: 1 },
    ]);
    expect(h.bus.deadLetters).toEqual([]);
  });
});

describe('POST /api/admin-analytics get_summary', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('returns the figures of a small seeded window, every day present, titles from the catalogue', async () => {
    const [a, b] = events.filter((e) => e.slug).slice(0, 2);
    const seed: Count[] = [
      // Three days ago: outside a 3-day window.
      { metric: 'events', day: '2026-11-19', dimension: 'page_view', n: 1000 },
      { metric: 'events', day: '2026-11-20', dimension: 'page_view', n: 7 },
      { metric: 'events', day: '2026-11-22', dimension: 'page_view', n: 5 },
      { metric: 'events', day: '2026-11-22', dimension: 'event_card_click', n: 4 },
      { metric: 'views', day: '2026-11-20', dimension: `/events/${a.slug}`, n: 6 },
      { metric: 'views', day: '2026-11-20', dimension: '/', n: 1 },
      { metric: 'views', day: '2026-11-22', dimension: `/events/${b.slug}`, n: 2 },
      { metric: 'views', day: '2026-11-22', dimension: '/', n: 3 },
      { metric: 'views', day: '2026-11-19', dimension: '/old', n: 1000 },
      { metric: 'cards', day: '2026-11-22', dimension: b.slug, n: 3 },
      { metric: 'cards', day: '2026-11-22', dimension: a.slug, n: 1 },
      { metric: 'registrations', day: '2026-11-20', dimension: a.slug, n: 2 },
      { metric: 'registrations', day: '2026-11-22', dimension: b.slug, n: 1 },
      { metric: 'payments', day: '2026-11-22', dimension: a.slug, n: 1 },
      { metric: 'signups', day: '2026-11-21', dimension: 'x', n: 2, attrs: { source: 'instagram', medium: 'social', campaign: 'autumn' } },
      { metric: 'signups', day: '2026-11-22', dimension: 'y', n: 1, attrs: { source: 'direct', medium: 'organic', campaign: 'none' } },
      { metric: 'landings', day: '2026-11-22', dimension: 'z', n: 4, attrs: { source: 'instagram', medium: 'social', campaign: 'autumn' } },
      { metric: 'referrers', day: '2026-11-22', dimension: 'www.google.com', n: 2 },
    ];
    await addCounts(h.ports, seed);
    const r = await h.call('/api/admin-analytics', { action: 'get_summary', data: { days: 3 } }, { headers: await h.adminHeaders() });
    expect(r.status).toBe(200);
    const s = r.body.data;
    expect(s).toMatchObject({ from: '2026-11-20', to: '2026-11-22', days: 3 });
    expect(s.events).toEqual([
      { name: 'page_view', count: 12 },
      { name: 'event_card_click', count: 4 },
    ]);
    expect(s.series).toEqual([
      { day: '2026-11-20', pageViews: 7, cardClicks: 0, signups: 0, registrations: 2, payments: 0 },
      { day: '2026-11-21', pageViews: 0, cardClicks: 0, signups: 2, registrations: 0, payments: 0 },
      { day: '2026-11-22', pageViews: 5, cardClicks: 4, signups: 1, registrations: 1, payments: 1 },
    ]);
    expect(s.topPages).toEqual([
      { path: `/events/${a.slug}`, views: 6 },
      { path: '/', views: 4 },
      { path: `/events/${b.slug}`, views: 2 },
    ]);
    expect(s.topEvents).toEqual([
      { slug: b.slug, title: b.title, clicks: 3 },
      { slug: a.slug, title: a.title, clicks: 1 },
    ]);
    expect(s.sources).toEqual([
      { source: 'instagram', medium: 'social', campaign: 'autumn', signups: 2 },
      { source: 'direct', medium: 'organic', campaign: 'none', signups: 1 },
    ]);
    expect(s.funnel).toEqual({ eventPageViews: 8, registrations: 3, payments: 1 });
    expect(s.funnelByEvent).toEqual([
      { slug: a.slug, title: a.title, eventPageViews: 6, registrations: 2, payments: 1 },
      { slug: b.slug, title: b.title, eventPageViews: 2, registrations: 1, payments: 0 },
    ]);
    expect(s.landings).toEqual([{ source: 'instagram', medium: 'social', campaign: 'autumn', visits: 4 }]);
    expect(s.referrers).toEqual([{ host: 'www.google.com', visits: 2 }]);

    // A 30-day default window; a bad one is refused with the contract's message.
    const d = await h.call('/api/admin-analytics', { action: 'get_summary', data: {} }, { headers: await h.adminHeaders() });
    expect(d.body.data.series).toHaveLength(30);
    expect(d.body.data.events[0]).toEqual({ name: 'page_view', count: 1012 });
    const bad = await h.call('/api/admin-analytics', { action: 'get_summary', data: { days: 0 } }, { headers: await h.adminHeaders() });
    expect([bad.status, bad.body.error]).toEqual([400, 'Days must be between 1 and 400']);
    const anon = await h.call('/api/admin-analytics', { action: 'get_summary', data: { days: 3 } });
    expect(anon.status).toBe(401);
  });

  it('counts days in Japan time', () => {
    expect(dayOf(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });
});

describe('analytics retention', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('reduces daily detail older than 26 months to monthly totals per event name, once', async () => {
    // 26 months before 2026-11-22 is 2024-09-22: days before it are reduced.
    const old: Count[] = [];
    for (let d = 1; d <= 30; d++) {
      const day = `2024-08-${String(d).padStart(2, '0')}`;
      old.push({ metric: 'events', day, dimension: 'page_view', n: 10 }, { metric: 'views', day, dimension: `/p${d % 3}`, n: 10 });
      old.push({ metric: 'events', day, dimension: 'event_card_click', n: 1 });
    }
    old.push({ metric: 'events', day: '2024-09-21', dimension: 'page_view', n: 5 }, { metric: 'registrations', day: '2024-09-21', dimension: 'x', n: 2 });
    old.push({ metric: 'signups', day: '2024-09-01', dimension: 'u', n: 3, attrs: { source: 'a', medium: 'b', campaign: 'c' } });
    const kept: Count[] = [
      { metric: 'events', day: '2024-09-22', dimension: 'page_view', n: 7 },
      { metric: 'views', day: '2024-09-22', dimension: '/kept', n: 7 },
    ];
    await addCounts(h.ports, [...old, ...kept]);

    const first = await reduceAnalytics(h.ports);
    expect(first.keptFrom).toBe('2024-09-22');
    expect(first.reduced).toBe(old.length);
    const again = await reduceAnalytics(h.ports, new Date(NOW));
    expect(again.reduced).toBe(0);

    expect(await readMonth(h.ports, '2024-08')).toEqual({ page_view: 300, event_card_click: 30 });
    expect(await readMonth(h.ports, '2024-09')).toEqual({ page_view: 5, registration: 2, signup: 3 });
    const items = await allItems(h);
    expect(items.filter((i) => /^ANALYTICS#/.test(String(i.pk)))).toEqual([]);
    const days = items.filter((i) => /^ANALYTICS_SHARD#/.test(String(i.pk)));
    expect(days.map((i) => i.sk)).toEqual(['2024-09-22']);
    expect(days[0]).toMatchObject({ 'events|page_view': 7, 'views|/kept': 7 });
    expect(JSON.stringify(items)).not.toContain('/p1');
  });

  it('is a step of the daily privacy-retention job', async () => {
    await addCounts(h.ports, [
      { metric: 'views', day: '2024-08-02', dimension: '/old-path', n: 4 },
      { metric: 'views', day: '2024-09-22', dimension: '/kept-path', n: 1 },
    ]);
    expect(await runJob('privacy-retention', h.ports)).toMatchObject({ analyticsReduced: 1 });
    const text = JSON.stringify((await allItems(h)).filter((i) => /^ANALYTICS/.test(String(i.pk))));
    expect(text).toContain('views|/kept-path');
    expect(text).not.toContain('/old-path');
  });
});
