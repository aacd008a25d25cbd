import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { cancelToken } from '../../functions/reservations/model';
import { seriesOccurrences } from '../../functions/reservations/series';
import { seriesToken } from '../../functions/reservations/series-token';
import { keys } from '../../functions/lib/keys';
import { eventBySlug } from '../../content/events/index';
import { NOW, counter, reservation, reservationsOf } from './reservations-helpers';
import { memberToken, seedSignup } from './member-helpers';
import { SERIES_MESSAGES } from '../../domain/reservations/messages';
import { limits } from '../../functions/lib/auth/rate-limit';

// The Saturday morning fika: weekly, free, 20 places, a waitlist.
const SLUG = 'weekly-saturday-morning-fika-yoyogi-uehara';
const event = eventBySlug(SLUG)!;
// From Sunday 2026-11-22 the eight weeks hold the Saturdays Nov 28 … Jan 16.
const DATES = ['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26', '2027-01-02', '2027-01-09', '2027-01-16'];
const person = (i: number) => `regular${i}@example.com`;

/** "Come every week" from the event page without signing in, then the emailed link opened: the answer of confirm_series. */
async function joinVia(h: Harness, email: string, i: number) {
  const asked = await h.call('/api/reservations', { action: 'join_series', data: { email, eventSlug: SLUG } }, { ip: `10.7.${(i >> 8) & 255}.${i & 255}` });
  expect(asked.body.data).toMatchObject({ status: 'pending', dates: [] });
  return h.call('/api/reservations', { action: 'confirm_series', data: { token: confirmToken(h, email) } });
}

/** The token of the last series confirmation link mailed to an address. */
function confirmToken(h: Harness, email: string): string {
  const link = h.mail
    .to(email)
    .flatMap((m) => [...m.text.matchAll(/https?:\/\/\S+\/series\/confirm\/(\S+)/g)].map((x) => x[1]))
    .at(-1);
  expect(link, `a series confirmation link mailed to ${email}`).toBeDefined();
  return decodeURIComponent(link!);
}

async function tokenOf(h: Harness, email: string, occurrence: string): Promise<string> {
  const r = await reservation(h, SLUG, occurrence, email);
  if (!r) throw new Error(`no reservation of ${email} on ${occurrence}`);
  return cancelToken(h.ports.secrets.signingSecret, r);
}

const release = (h: Harness, token: string) => h.call('/api/reservations', { action: 'cancel_reservation', data: { token } });

async function seriesItem(h: Harness, email: string) {
  return h.ports.table.get(keys.series(email, SLUG), { consistent: true });
}

/** The waitlist of one occurrence in promotion order (gsi2 order: subscribers first, then the ticket). */
async function waitlistOrder(h: Harness, occurrence: string): Promise<string[]> {
  return (await reservationsOf(h, SLUG, occurrence))
    .filter((r) => r.status === 'waitlisted')
    .sort((a, b) => String(a.gsi2sk).localeCompare(String(b.gsi2sk)))
    .map((r) => r.email);
}

describe('series RSVP: 50 people for a 20-place weekly fika', () => {
  let h: Harness;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    // One after another, a second apart (the order the job offers new dates in).
    for (let i = 0; i < 50; i++) {
      clock.advance(1000);
      const r = await joinVia(h, person(i), i);
      if (r.status !== 200) throw new Error(`join ${i}: ${r.status} ${JSON.stringify(r.body)}`);
    }
    await h.bus.drain();
  }, 300_000);

  it('uses a weekly event of 20 places with a waitlist', () => {
    expect(event.eventFrequency).toBe('weekly');
    expect(event.capacity).toBe(20);
  });

  it('each of the eight dates confirms 20 and waitlists the same 30 in the same order', async () => {
    const confirmedSet = Array.from({ length: 20 }, (_, i) => person(i)).sort();
    const waitingOrder = Array.from({ length: 30 }, (_, i) => person(20 + i));
    for (const occurrence of DATES) {
      expect(await counter(h, SLUG, occurrence)).toMatchObject({ confirmed: 20, waitlisted: 30, capacity: 20 });
      const stored = await reservationsOf(h, SLUG, occurrence);
      expect(stored.every((r) => r.series === true)).toBe(true);
      expect(stored.filter((r) => r.status === 'confirmed').map((r) => r.email).sort()).toEqual(confirmedSet);
      expect(await waitlistOrder(h, occurrence)).toEqual(waitingOrder);
    }
  });

  it('answers the per-date outcome: confirmed for 8, or waitlisted for 8 with positions', async () => {
    const again = await joinVia(h, person(0), 200);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ confirmed: 8, waitlisted: 0, message: 'Confirmed for 8 dates.' });
    expect(again.body.data.dates.map((d: { occurrence: string }) => d.occurrence)).toEqual(DATES);
    const waiting = await joinVia(h, person(22), 201);
    expect(waiting.body.data).toMatchObject({ confirmed: 0, waitlisted: 8 });
    expect(waiting.body.data.message).toBe('Confirmed for 0 dates, waitlisted for 8 (#3, #3, #3, #3, #3, #3, #3, #3).');
  });

  it('mails one series email with the dates and the manage link, not eight confirmations', async () => {
    // Besides the confirmation link each request from the event page mailed (joined, then asked again).
    const mails = h.mail.to(person(0)).filter((m) => !m.subject.startsWith('Confirm:'));
    expect(h.mail.to(person(0)).filter((m) => m.subject.startsWith('Confirm:'))).toHaveLength(2);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('every week');
    expect(mails[0].text).toMatch(/\/series\/\S+/);
  });

  it('the job sends the 48 h "still coming?" check once per confirmed place, and a release promotes exactly one person', async () => {
    clock.set('2026-11-26T01:00:00Z'); // 47.5 h before Saturday 9:30 in Tokyo
    const first = await runJob('series-rsvp', h.ports);
    expect(first).toMatchObject({ series: 50, added: 0, checks: 20 });
    expect(await runJob('series-rsvp', h.ports)).toMatchObject({ checks: 0 });
    await h.bus.drain();
    const check = h.mail.to(person(0)).find((m) => /still coming/i.test(m.subject));
    expect(check).toBeDefined();
    const token = decodeURIComponent(/\/cancel-reservation\/(\S+)/.exec(check!.text)![1]);

    const released = await release(h, token);
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ status: 'cancelled', seriesPaused: false });
    await h.bus.drain();
    expect(await counter(h, SLUG, DATES[0])).toMatchObject({ confirmed: 20, waitlisted: 29 });
    expect((await reservation(h, SLUG, DATES[0], person(20)))?.status).toBe('confirmed');
    expect((await reservation(h, SLUG, DATES[0], person(21)))?.status).toBe('waitlisted');
    expect(h.mail.to(person(20)).some((m) => /A place opened up/.test(m.subject))).toBe(true);
    // The other weeks are untouched.
    expect(await counter(h, SLUG, DATES[1])).toMatchObject({ confirmed: 20, waitlisted: 30 });
  }, 60_000);

  it('two consecutive dates released pause the series; two dates apart do not', async () => {
    const a = await release(h, await tokenOf(h, person(1), DATES[0]));
    expect(a.body.data.seriesPaused).toBe(false);
    const b = await release(h, await tokenOf(h, person(1), DATES[1]));
    expect(b.body.data.seriesPaused).toBe(true);
    expect(await seriesItem(h, person(1))).toMatchObject({ status: 'paused', gsi1pk: 'SERIES#paused' });

    await release(h, await tokenOf(h, person(2), DATES[0]));
    const c = await release(h, await tokenOf(h, person(2), DATES[2]));
    expect(c.body.data.seriesPaused).toBe(false);
    expect(await seriesItem(h, person(2))).toMatchObject({ status: 'active' });
    // Joining the active series again takes back no released date.
    const rejoin = await joinVia(h, person(2), 202);
    expect(rejoin.body.data.dates.map((d: { occurrence: string }) => d.occurrence)).toEqual(DATES.filter((d) => d !== DATES[0] && d !== DATES[2]));
    expect((await reservation(h, SLUG, DATES[0], person(2)))?.status).toBe('cancelled');
    await h.bus.drain();
  }, 60_000);

  it('the job extends every active series to the eight-week horizon when the clock moves a week (a paused one is not)', async () => {
    clock.set('2026-11-29T01:00:00Z'); // the Sunday after: Jan 23 is now within eight weeks
    const result = await runJob('series-rsvp', h.ports);
    expect(result).toMatchObject({ series: 49, added: 49 });
    expect(await counter(h, SLUG, '2027-01-23')).toMatchObject({ confirmed: 20, waitlisted: 29 });
    expect(await reservation(h, SLUG, '2027-01-23', person(1))).toBeUndefined();
    expect((await reservation(h, SLUG, '2027-01-23', person(2)))?.status).toBe('confirmed');
    expect(await runJob('series-rsvp', h.ports)).toMatchObject({ added: 0 });
    await h.bus.drain();
  }, 120_000);

  it('cancelling the series cancels every future place at once and promotes the next person on each date', async () => {
    const s = await seriesItem(h, person(3));
    const token = seriesToken(h.ports.secrets.signingSecret, s as never);
    const view = await h.call('/api/reservations', { action: 'get_series', data: { token } });
    expect(view.status).toBe(200);
    const future = view.body.data.dates.map((d: { occurrence: string }) => d.occurrence);
    expect(future).toEqual([...DATES.slice(1), '2027-01-23']);

    const before = await Promise.all(future.map((o: string) => counter(h, SLUG, o)));
    const cancelled = await h.call('/api/reservations', { action: 'cancel_series', data: { token } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled: future.length, kept: [], dates: [] });
    await h.bus.drain();
    for (const [i, o] of future.entries()) {
      expect((await reservation(h, SLUG, o, person(3)))?.status).toBe('cancelled');
      const c = await counter(h, SLUG, o);
      expect(c.confirmed).toBe(20);
      expect(c.waitlisted).toBe(Number(before[i].waitlisted) - 1);
    }
    expect(await seriesItem(h, person(3))).toMatchObject({ status: 'cancelled' });
    expect((await seriesItem(h, person(3)))?.gsi1pk).toBeUndefined();
    // Cancelling again changes nothing.
    const again = await h.call('/api/reservations', { action: 'cancel_series', data: { token } });
    expect(again.body.data).toMatchObject({ cancelled: 0 });
  }, 120_000);

  it('refuses an event that does not repeat, and a forged manage link', async () => {
    const once = await h.call('/api/reservations', { action: 'join_series', data: { email: 'x@example.com', eventSlug: 'honolulu-inaugural-fika-kaimuki' } }, { ip: '10.8.0.1' });
    expect(once.status).toBe(409);
    const forged = await h.call('/api/reservations', { action: 'get_series', data: { token: 'abc~def' } });
    expect([400, 404]).toContain(forged.status);
  });
});

describe('series RSVP under concurrency', () => {
  it('30 concurrent series registrations: every date exactly 20 confirmed and waitlist positions 1..10 once each', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => joinVia(h, person(i), i)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    for (const [d, occurrence] of DATES.entries()) {
      expect(await counter(h, SLUG, occurrence)).toMatchObject({ confirmed: 20, waitlisted: 10 });
      const positions = results
        .map((r) => r.body.data.dates[d])
        .filter((x: { status: string }) => x.status === 'waitlisted')
        .map((x: { waitlistPosition: number }) => x.waitlistPosition)
        .sort((a: number, b: number) => a - b);
      expect(positions).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    }
  }, 300_000);
});

describe('a series cannot hoard free places', () => {
  // The fika for two: weekly, free, 2 places. Before, two join_series with made-up emails took both places on all eight dates.
  const FOR_TWO = 'weekly-fika-for-two-kichijoji';
  const join = (h: Harness, email: string, opts: { ip?: string; token?: string; ja?: boolean } = {}) =>
    h.call(
      '/api/reservations',
      { action: 'join_series', data: { email, eventSlug: FOR_TWO } },
      { ip: opts.ip ?? '198.51.100.9', headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.ja ? { 'x-fika-locale': 'ja' } : {}) } },
    );
  const datesOf = (h: Harness) => {
    const e = eventBySlug(FOR_TWO)!;
    return seriesOccurrences(e, h.ports.clock.now()).map((d) => d.occurrence);
  };

  it('made-up emails take nothing until the owner opens the emailed link; a signed-in member takes every date at once', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    const dates = datesOf(h);
    expect(dates.length).toBeGreaterThanOrEqual(8);
    for (const email of ['made-up-1@example.com', 'made-up-2@example.com']) {
      const r = await join(h, email);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ eventSlug: FOR_TWO, status: 'pending', dates: [], confirmed: 0, waitlisted: 0, message: SERIES_MESSAGES.confirmSent });
    }
    for (const o of dates) expect(Number((await counter(h, FOR_TWO, o)).confirmed ?? 0)).toBe(0);
    expect(await h.ports.table.get(keys.series('made-up-1@example.com', FOR_TWO), { consistent: true })).toBeUndefined();

    // A member signed in with their own address: every date at once.
    await seedSignup(h, 'regular@example.com');
    const token = await memberToken(h, 'regular@example.com');
    const signedIn = await join(h, 'regular@example.com', { token, ip: '203.0.113.5' });
    expect(signedIn.body.data).toMatchObject({ status: 'active', confirmed: dates.length });
    // Someone else's session proves nothing about this address: pending, as for anyone.
    expect((await join(h, 'friend@example.com', { token, ip: '203.0.113.5' })).body.data.status).toBe('pending');

    // The friend opens the link mailed to them: their places are taken then, once.
    const link = confirmToken(h, 'friend@example.com');
    const confirmed = await h.call('/api/reservations', { action: 'confirm_series', data: { token: link } });
    expect(confirmed.body.data).toMatchObject({ eventSlug: FOR_TWO, status: 'active', confirmed: dates.length, waitlisted: 0 });
    for (const o of dates) expect(await counter(h, FOR_TWO, o)).toMatchObject({ confirmed: 2 });
    const reused = await h.call('/api/reservations', { action: 'confirm_series', data: { token: link } }, { headers: { 'x-fika-locale': 'ja' } });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('この確認用リンクは期限切れか、すでに使用されています。イベントページから定期参加をもう一度お選びください。');

    // An anonymous request for an address with a live series is answered like any other (nothing about it is told), in Japanese too.
    const anon = await join(h, 'regular@example.com', { ip: '198.51.100.10', ja: true });
    expect(anon.body.data).toMatchObject({ status: 'pending', dates: [], message: 'メールをご確認ください。お送りしたリンクを開くと、すべての回のお席が確保されます。' });
    // The confirmation mail says nothing is reserved yet.
    expect(h.mail.to('made-up-1@example.com').map((m) => m.subject)).toEqual([`Confirm: come every week to ${eventBySlug(FOR_TWO)!.title}`]);
  });

  it('one address asking for many made-up emails is stopped by the emailed-link budget (429, nothing mailed)', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    const statuses: number[] = [];
    for (let i = 0; i < limits.linkPerIp.max + 1; i++) statuses.push((await join(h, `spam-${i}@example.com`, { ip: '198.51.100.77' })).status);
    expect(statuses).toEqual([...Array(limits.linkPerIp.max).fill(200), 429]);
    expect(h.mail.to(`spam-${limits.linkPerIp.max}@example.com`)).toEqual([]);
  });
});
