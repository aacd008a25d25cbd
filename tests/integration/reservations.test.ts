import { localizeEvent } from '../../content/events/localize';
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { NOW, cancelTokenFrom, counter, eventAt, registerVia, reservation, reservationsOf } from './reservations-helpers';
import { ownerHeaders } from './billing-helpers';

// A free event with the default 25 places and a waitlist (Honolulu's first fika); the tests fill it.
const SLUG = 'honolulu-inaugural-fika-kaimuki';

describe('registration under concurrency', () => {
  let h: Harness;
  const { event, occurrence } = eventAt(SLUG);

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('uses an event with the default capacity of 25', () => expect(event.capacity).toBe(25));

  it(`80 concurrent registrations for ${event.capacity} places: exactly that many confirmed, the rest waitlisted 1..n once each`, async () => {
    const n = 80;
    const results = await Promise.all(Array.from({ length: n }, (_, i) => registerVia(h, `person${i}@example.com`, SLUG, undefined, i)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const confirmed = results.filter((r) => r.body.reservation.rsvpStatus === 'confirmed');
    const waitlisted = results.filter((r) => r.body.reservation.rsvpStatus === 'waitlisted');
    expect(confirmed).toHaveLength(event.capacity);
    expect(waitlisted).toHaveLength(n - event.capacity);
    const positions = waitlisted.map((r) => r.body.reservation.waitlistPosition as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: n - event.capacity }, (_, i) => i + 1));
    expect(waitlisted[0].body.message).toMatch(/You're #\d+ on the waitlist/);
    expect(confirmed[0].body.message).toBe("You're confirmed for this event! Event details will be sent 24 hours beforehand.");

    const c = await counter(h, SLUG, occurrence);
    expect(c).toMatchObject({ confirmed: event.capacity, waitlisted: n - event.capacity, capacity: event.capacity });
    const stored = await reservationsOf(h, SLUG, occurrence);
    expect(stored.filter((r) => r.status === 'confirmed')).toHaveLength(event.capacity);
    expect(stored.filter((r) => r.status === 'waitlisted')).toHaveLength(n - event.capacity);
  }, 240_000);

  it('a repeated email answers duplicate with the count, and changes nothing', async () => {
    const before = await counter(h, SLUG, occurrence);
    const again = await registerVia(h, 'PERSON3@example.com ', SLUG, undefined, 999);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, isDuplicate: true, reservation: { duplicate: true, currentCount: event.capacity } });
    expect(again.body.message).toMatch(/already (registered|on the waitlist)/);
    expect(await counter(h, SLUG, occurrence)).toEqual(before);
  });

  it('confirmation and waitlist emails are sent once each, the confirmation with its .ics and a cancel link', async () => {
    await h.bus.drain();
    const confirmedOne = (await reservationsOf(h, SLUG, occurrence)).find((r) => r.status === 'confirmed')!;
    const mails = h.mail.to(confirmedOne.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`You're confirmed: ${event.title}`);
    expect(mails[0].attachments?.[0]).toMatchObject({ filename: 'invite.ics', contentType: expect.stringContaining('text/calendar') });
    expect(mails[0].attachments![0].content).toContain('BEGIN:VEVENT');
    expect(mails[0].text).toMatch(/\/cancel-reservation\/\S+/);
    // Times in the venue's zone: 9:00 AM in Honolulu (19:00 UTC), labelled.
    expect(mails[0].text).toContain('9:00 AM – 11:00 AM Honolulu time');
    expect(mails[0].attachments![0].content).toContain('DTSTART;TZID=Pacific/Honolulu:20261219T090000'); // the same wall-clock time, in the venue's zone
  });
});

describe('cancellation and promotion', () => {
  let h: Harness;
  const SMALL = 'ginza-rooftop-happy-hour';
  const { event, occurrence } = eventAt(SMALL);

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    // Fill the event and put 30 on the waitlist, one after another (deterministic order).
    for (let i = 0; i < event.capacity + 30; i++) await registerVia(h, `g${i}@example.com`, SMALL, undefined, i);
    await h.bus.drain();
  }, 240_000);

  it('one cancellation promotes exactly one person, the first in line, and mails them', async () => {
    const token = cancelTokenFrom(h, 'g0@example.com');
    const view = await h.call('/api/reservations', { action: 'get_reservation', data: { token } });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ eventSlug: SMALL, status: 'confirmed', cancellation: { allowed: true, late: false } });
    // The Japanese page asks in Japanese (X-Fika-Locale): the title, date, time and place come in Japanese.
    const ja = await h.call('/api/reservations', { action: 'get_reservation', data: { token } }, { headers: { 'x-fika-locale': 'ja' } });
    expect(ja.body.data).toMatchObject({ eventTitle: localizeEvent(event, 'ja').title, location: localizeEvent(event, 'ja').location });
    expect(ja.body.data.dateText).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(ja.body.data.eventTitle).not.toBe(event.title);

    const r = await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'cancelled', message: 'Your attendance has been cancelled successfully.' });
    await h.bus.drain();

    const first = `g${event.capacity}@example.com`;
    expect((await reservation(h, SMALL, occurrence, first))?.status).toBe('confirmed');
    expect((await reservation(h, SMALL, occurrence, `g${event.capacity + 1}@example.com`))?.status).toBe('waitlisted');
    expect(await counter(h, SMALL, occurrence)).toMatchObject({ confirmed: event.capacity, waitlisted: 29 });
    expect(h.mail.to(first).map((m) => m.subject)).toContain(`A place opened up: you're in for ${event.title}`);
    expect(h.mail.to('g0@example.com').map((m) => m.subject)).toContain(`Cancelled: ${event.title}`);
    expect(h.bus.published.filter((e) => e['detail-type'] === 'session.cancelled')).toHaveLength(1);
    // The cancellation withdraws the calendar invitation the confirmation carried: its UID, METHOD:CANCEL.
    const mails = h.mail.to('g0@example.com');
    const invite = mails.flatMap((m) => m.attachments ?? []).find((a) => a.filename === 'invite.ics')!;
    const cancel = mails.find((m) => m.subject === `Cancelled: ${event.title}`)!;
    const ics = String(cancel.attachments?.find((a) => a.filename === 'cancel.ics')?.content ?? '');
    expect(ics).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(ics).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(ics.match(/^UID:.*$/m)?.[0]).toBe(String(invite.content).match(/^UID:.*$/m)?.[0]);
    expect(cancel.text).toContain('The attached calendar file takes the event out of your calendar.');
    expect(cancel.text).toContain('the first person waiting, if anyone is, is offered it');

    // The same link again: same answer, nothing moves.
    const again = await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } });
    expect(again.body.data.status).toBe('cancelled');
    await h.bus.drain();
    expect(await counter(h, SMALL, occurrence)).toMatchObject({ confirmed: event.capacity, waitlisted: 29 });
  });

  it('20 concurrent cancellations promote 20 distinct people and never exceed capacity', async () => {
    const cancellers = Array.from({ length: 20 }, (_, i) => `g${i + 1}@example.com`);
    const tokens = cancellers.map((e) => cancelTokenFrom(h, e));
    const results = await Promise.all(tokens.map((token) => h.call('/api/reservations', { action: 'cancel_reservation', data: { token } })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    await h.bus.drain();

    const all = await reservationsOf(h, SMALL, occurrence);
    const confirmed = all.filter((r) => r.status === 'confirmed');
    expect(confirmed).toHaveLength(event.capacity);
    const promoted = all.filter((r) => r.promotedAt);
    expect(new Set(promoted.map((r) => r.email)).size).toBe(21);
    // First come, first promoted: the 21 earliest waiters, nobody later.
    expect(promoted.map((r) => r.email).sort()).toEqual(Array.from({ length: 21 }, (_, i) => `g${event.capacity + i}@example.com`).sort());
    expect(await counter(h, SMALL, occurrence)).toMatchObject({ confirmed: event.capacity, waitlisted: 9 });
    expect(h.bus.deadLetters).toHaveLength(0);
  }, 240_000);

  it('the waitlist position shown later counts only the people still ahead', async () => {
    const r = await reservation(h, SMALL, occurrence, `g${event.capacity + 25}@example.com`);
    const view = await h.call('/api/reservations', {
      action: 'get_reservation',
      data: { token: (await import('../../functions/reservations/model')).cancelToken(h.ports.secrets.signingSecret, r!) },
    });
    expect(view.body.data).toMatchObject({ status: 'waitlisted', waitlistPosition: 5 });
  });

  it('a forged or garbled token is refused with the invalid-link message and changes nothing', async () => {
    const token = cancelTokenFrom(h, `g${event.capacity + 29}@example.com`);
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await h.call('/api/reservations', { action: 'cancel_reservation', data: { token: forged } });
    expect(bad.status).toBe(404);
    expect(bad.body.error).toBe('Invalid cancellation link. Please contact support.');
    const garbled = await h.call('/api/reservations', { action: 'get_reservation', data: { token: 'nonsense' } });
    expect(garbled.status).toBe(400);
    expect(garbled.body.error).toBe('Invalid cancellation link. Please contact support.');
  });
});

describe('subscribers on a full event go to the front of the waitlist', () => {
  let h: Harness;
  const SLUG2 = 'weekly-tuesday-evening-fika-nakameguro';
  const { event, occurrence } = eventAt(SLUG2);

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('takes the next freed place ahead of earlier non-subscribers, without exceeding capacity', async () => {
    for (let i = 0; i < event.capacity + 2; i++) await registerVia(h, `w${i}@example.com`, SLUG2, undefined, i);
    await h.ports.table.put({ pk: 'EMAIL#vip@example.com', sk: 'SUBSCRIPTION', type: 'Subscription', email: 'vip@example.com', subscription_status: 'active', current_period_end: '2027-01-01T00:00:00.000Z', rev: 1 });
    // Without proof of the address a subscriber waits like anyone (the position would tell who subscribes)…
    await h.ports.table.put({ pk: 'EMAIL#vip-unproved@example.com', sk: 'SUBSCRIPTION', type: 'Subscription', email: 'vip-unproved@example.com', subscription_status: 'active', current_period_end: '2027-01-01T00:00:00.000Z', rev: 1 });
    const unproved = await registerVia(h, 'vip-unproved@example.com', SLUG2, undefined, 499);
    expect(unproved.body.reservation).toMatchObject({ rsvpStatus: 'waitlisted', waitlistPosition: 3 });
    // …signed in with it, to the front.
    const vip = await h.call(
      '/api/email-signup',
      { email: 'vip@example.com', source: `event:${SLUG2}`, metadata: { event_slug: SLUG2 } },
      { ip: '10.0.1.244', headers: await ownerHeaders(h, 'vip@example.com') },
    );
    expect(vip.body.reservation).toMatchObject({ rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    const late = await registerVia(h, 'late@example.com', SLUG2, undefined, 501);
    expect(late.body.reservation.waitlistPosition).toBe(5);
    await h.bus.drain();

    await h.call('/api/reservations', { action: 'cancel_reservation', data: { token: cancelTokenFrom(h, 'w0@example.com') } });
    await h.bus.drain();
    expect((await reservation(h, SLUG2, occurrence, 'vip@example.com'))?.status).toBe('confirmed');
    expect((await reservation(h, SLUG2, occurrence, `w${event.capacity}@example.com`))?.status).toBe('waitlisted');
    expect((await counter(h, SLUG2, occurrence)).confirmed).toBe(event.capacity);
  });
});
