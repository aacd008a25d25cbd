/**
 * Changing one date (change_occurrence: a new time, length or venue for a date or from a date on)
 * and the console's numbers (get_figures), against DynamoDB Local, the local bus and the Stripe
 * simulator, with a fixed clock: the update mails with their calendar update, the refund a change
 * opens, reminders at the new time; and every figure equal to a count of the stored items.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness, type SentMail } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { getRecord, auditLog } from '../../functions/lib/event-store';
import { keys } from '../../functions/lib/keys';
import { choose } from '../../functions/lib/mail/language';
import { sampleEvent } from '../../api/admin-events';
import { runJob } from '../../functions/jobs/handler';
import { adminRecordAttendance } from '../../functions/passport/attendance';
import { eventBySlug } from '../../content/events/index';
import { listingOn } from '../../content/events/occurrence';
import { NOW, cancelTokenFrom, reservationsOf } from './reservations-helpers';
import { ownerHeaders, payAndDeliver } from './billing-helpers';

const API = '/api/admin-events';
const SM = '/api/subscription-management';
const DAY = 86_400_000;
const HOUR = 3_600_000;

let ipCounter = 0;
const ip = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const attachment = (m: SentMail | undefined, name: string) => m?.attachments?.find((a) => a.filename === name)?.content ?? '';
/** A field of the calendar entry itself (the VEVENT, not its VTIMEZONE). */
const icsField = (ics: string, field: string) => new RegExp(`^${field}[:;](.*)$`, 'm').exec(ics.replace(/\r\n /g, '').split('BEGIN:VEVENT')[1] ?? '')?.[1]?.trim();
const kinds = (ms: SentMail[]) => ms.map((m) => m.tags?.kind);

describe('changing a date, and the numbers', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const clock = fixedClock(NOW);
  const call = (action: string, data: unknown, headers = admin) => h.call(API, { action, data }, { headers });
  const date = new Date(new Date(NOW).getTime() + 35 * DAY).toISOString().slice(0, 10);
  const plus = (d: string, days: number) => new Date(new Date(`${d}T12:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

  async function createEvent(slug: string, changes: Record<string, unknown>) {
    const r = await call('save_event', { event: { ...sampleEvent(slug, new Date(NOW)), ...changes } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await call('publish_event', { slug })).status).toBe(200);
  }

  const signUp = (email: string, slug: string, o: { proved?: boolean } = {}) =>
    (async () => h.call('/api/email-signup', { email, source: `event:${slug}`, metadata: { event_slug: slug, event_title: slug } }, { ip: ip(), headers: o.proved ? await ownerHeaders(h, email) : {} }))();

  async function subscribe(email: string) {
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email, planCode: 'monthly' } }, { ip: ip() });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    await payAndDeliver(h, c.body.data.session_id);
  }

  async function payForPlace(email: string, slug: string) {
    const c = await h.call(SM, { action: 'create_event_checkout_session', data: { email, priceCents: 200000, currency: 'JPY', eventMetadata: { eventSlug: slug } } }, { ip: ip() });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    await payAndDeliver(h, c.body.data.session_id);
  }

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
  });

  describe('change_occurrence', () => {
    const slug = 'nakameguro-canal-supper';
    const payer = 'payer@example.com';
    const member = 'member@example.com';

    beforeAll(async () => {
      // Weekly from `date`, 18:30 for 150 minutes, ¥2,000 a place; subscribers come free.
      await createEvent(slug, { schedule: { kind: 'weekly', from: date, skip: [] }, paymentOptions: { allowSubscription: true, allowWaitlist: true } });
      await subscribe(member);
      await choose(h.ports, member, 'ja');
      await payForPlace(payer, slug);
      expect((await signUp(member, slug, { proved: true })).status).toBe(201);
      await h.bus.drain();
      expect((await reservationsOf(h, slug, date)).map((r) => [r.email, r.status]).sort()).toEqual([
        [member, 'confirmed'],
        [payer, 'confirmed'],
      ]);
    });

    it('tells each person once in their language, with the calendar update (same UID, SEQUENCE 1), and the date keeps its new time', async () => {
      h.mail.clear();
      clock.advance(60_000); // the change comes after the bookings
      const r = await call('change_occurrence', { slug, occurrence: date, start: '19:30', durationMinutes: 120, note: 'The restaurant needs the room until 7.', note_ja: 'お店の都合で19時半開始になりました。' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toEqual({ notified: 2, dates: [date] });
      await h.bus.drain();
      for (const e of [payer, member]) expect(kinds(h.mail.to(e)), e).toEqual(['date-changed']);
      const en = h.mail.to(payer)[0];
      expect(en.subject).toMatch(/^Changed: Nakasu Yatai Night on /);
      expect(en.text).toMatch(/We have changed the time/);
      expect(en.text).toMatch(/7:30 PM/);
      expect(en.text).toMatch(/The restaurant needs the room until 7\./);
      expect(en.text).toMatch(/cancel your place and we refund it in full/);
      const ja = h.mail.to(member)[0];
      expect(ja.subject).toMatch(/^変更のお知らせ：中洲の屋台ナイト/);
      expect(ja.text).toMatch(/19:30〜21:30/);
      expect(ja.text).toMatch(/お店の都合で19時半開始になりました。/);
      for (const m of [en, ja]) {
        const ics = attachment(m, 'update.ics');
        expect(icsField(ics, 'UID')).toBe(`${slug}-${date}@fika.community`);
        expect(icsField(ics, 'SEQUENCE')).toBe('1');
        expect(icsField(ics, 'DTSTART')).toBe(`TZID=Asia/Tokyo:${date.replace(/-/g, '')}T193000`);
        expect(icsField(ics, 'DTEND')).toBe(`TZID=Asia/Tokyo:${date.replace(/-/g, '')}T213000`);
      }
      // The listing holds the change for that date only; the audit log records it.
      const record = await getRecord(h.ports, slug);
      expect(listingOn(record!.listing, date)).toMatchObject({ startTime: '19:30', endTime: '21:30', durationMinutes: 120 });
      expect(listingOn(record!.listing, plus(date, 7))).toMatchObject({ startTime: '18:30', endTime: '21:00' });
      const entry = (await auditLog(h.ports, slug)).entries.find((a) => a.action === 'occurrence-changed');
      expect(entry).toMatchObject({ occurrence: date, changes: [{ field: 'time', before: '18:30-21:00', after: '19:30-21:30' }] });
    });

    it('a venue change moves SEQUENCE to 2; the same values again change nothing (400)', async () => {
      h.mail.clear();
      const venue = { name: 'Kura Sake Bar', fullAddress: '2-1-3 Kamimeguro, Meguro-ku, Tokyo', nearestStation: 'Naka-Meguro Station, 3 minutes' };
      const r = await call('change_occurrence', { slug, occurrence: date, venue });
      expect(r.body.data).toEqual({ notified: 2, dates: [date] });
      await h.bus.drain();
      const m = h.mail.to(payer)[0];
      expect(m.text).toMatch(/changed the place/);
      expect(m.text).toMatch(/Kura Sake Bar, 2-1-3 Kamimeguro/);
      expect(icsField(attachment(m, 'update.ics'), 'SEQUENCE')).toBe('2');
      expect(icsField(attachment(m, 'update.ics'), 'LOCATION')).toMatch(/^Kura Sake Bar/);
      const again = await call('change_occurrence', { slug, occurrence: date, venue });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatch(/nothing to change/);
      expect((await call('change_occurrence', { slug, occurrence: date })).status).toBe(400);
    });

    it('reminders follow the new time', async () => {
      h.mail.clear();
      // 23.5 hours before the old start (18:30) is 24.5 hours before the new one (19:30): too early now.
      const newStart = new Date(`${date}T19:30:00+09:00`).getTime();
      await runJob('event-reminders', { ...h.ports, clock: fixedClock(new Date(newStart - 24.5 * HOUR)) });
      await h.bus.drain();
      expect(h.mail.to(payer)).toEqual([]);
      await runJob('event-reminders', { ...h.ports, clock: fixedClock(new Date(newStart - 23.5 * HOUR)) });
      await h.bus.drain();
      expect(kinds(h.mail.to(payer))).toEqual(['reminder']);
      expect(h.mail.to(payer)[0].text).toMatch(/7:30 PM/);
    });

    it('a paid place booked before the change may be cancelled on the day, free, and is refunded in full', async () => {
      const token = cancelTokenFrom(h, payer);
      // The day of the date: without the change this is a late cancellation and a no-show.
      const saved = clock.now();
      clock.set(`${date}T10:00:00+09:00`);
      try {
        const view = await h.call('/api/reservations', { action: 'get_reservation', data: { token } });
        expect(view.body.data.cancellation).toMatchObject({ late: false, noShow: false });
        const r = await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      } finally {
        clock.set(saved);
      }
      const rs = await reservationsOf(h, slug, date);
      expect(rs.find((x) => x.email === payer)).toMatchObject({ status: 'cancelled', lateCancellation: false, noShow: false, refundId: expect.any(String) });
    });

    it('from a date on: every coming date from it changes, earlier ones keep their time', async () => {
      const from = plus(date, 14);
      const r = await call('change_occurrence', { slug, occurrence: from, onwards: true, start: '18:00' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.dates[0]).toBe(from);
      expect(r.body.data.dates.every((d: string) => d >= from)).toBe(true);
      const listing = (await getRecord(h.ports, slug))!.listing;
      expect(listingOn(listing, from)).toMatchObject({ startTime: '18:00', endTime: '20:30' });
      expect(listingOn(listing, plus(from, 7))).toMatchObject({ startTime: '18:00', endTime: '20:30' });
      expect(listingOn(listing, plus(date, 7))).toMatchObject({ startTime: '18:30' });
      // The catalogue in use follows from the next request on.
      await call('list_events', {});
      expect(listingOn(eventBySlug(slug)!, plus(from, 21)).startTime).toBe('18:00');
    });

    it('refuses a change past midnight, a kept-back venue, a cancelled date and a date that is not one', async () => {
      expect((await call('change_occurrence', { slug, occurrence: date, start: '23:00', durationMinutes: 90 })).body.error).toMatch(/by midnight/);
      expect((await call('change_occurrence', { slug, occurrence: plus(date, 1), start: '19:00' })).status).toBe(404);
      const secret = 'hidden-room-supper';
      await createEvent(secret, { venueReveal: { daysBefore: 7 }, revealedVenue: { name: 'Back room', fullAddress: '1-1-1 Ebisu, Shibuya-ku, Tokyo', nearestStation: 'Ebisu Station, 5 minutes', meetingPoint: 'The blue door' } });
      const kept = await call('change_occurrence', { slug: secret, occurrence: date, venue: { name: 'Elsewhere', fullAddress: '2-2-2 Ebisu' } });
      expect(kept.status).toBe(400);
      expect(kept.body.error).toMatch(/keeps its exact venue back/);
      expect((await call('cancel_occurrence', { slug: secret, occurrence: date, reason: 'Closed for a private party.' })).status).toBe(200);
      expect((await call('change_occurrence', { slug: secret, occurrence: date, start: '19:00' })).status).toBe(409);
    });

  });

  describe('get_figures: each number equals a count of the stored items', () => {
    const slug = 'figures-kitchen-table';
    const people = ['f-1@example.com', 'f-2@example.com', 'f-3@example.com', 'f-4@example.com'];

    beforeAll(async () => {
      // One date, ¥2,000: four pay; one cancels in time (refunded); two check in; one stays away.
      await createEvent(slug, { capacity: 10 });
      for (const e of people) await payForPlace(e, slug);
      await h.bus.drain();
      const token = cancelTokenFrom(h, 'f-4@example.com');
      expect((await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } })).status).toBe(200);
      const start = new Date(`${date}T18:30:00+09:00`).getTime();
      const during = { ...h.ports, clock: fixedClock(new Date(start + HOUR)) };
      await adminRecordAttendance(during, { email: 'f-1@example.com', eventSlug: slug, occurrence: date });
      await adminRecordAttendance(during, { email: 'f-2@example.com', eventSlug: slug, occurrence: date });
      // Recorded twice: one stamp, one check-in.
      await adminRecordAttendance(during, { email: 'f-2@example.com', eventSlug: slug, occurrence: date });
      await runJob('no-show-sweep', { ...h.ports, clock: fixedClock(new Date(start + 2 * DAY)) });
    });

    it('per date and for the month', async () => {
      const month = date.slice(0, 7);
      const r = await call('get_figures', { month });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const row = r.body.data.dates.find((d: { slug: string }) => d.slug === slug);
      // The stored items: reservations, attendances and the Checkouts of the date.
      const rs = await reservationsOf(h, slug, date);
      const confirmed = rs.filter((x) => x.status === 'confirmed');
      const checkedIn = (await h.ports.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.attendeesByEvent(slug, date).gsi1pk } })).length;
      const noShows = rs.filter((x) => x.noShowCounted).length;
      const checkouts = await h.ports.table.batchGet(rs.filter((x) => x.checkoutSessionId).map((x) => keys.checkoutSession(x.checkoutSessionId!)));
      const paid = checkouts.filter((c) => c.paymentOutcome === 'kept').reduce((n, c) => n + Number(c.amountCents), 0);
      const refunded = rs.filter((x) => x.refundId).length * 200000;
      expect({ confirmed: confirmed.length, checkedIn, noShows, paid, refunded }).toEqual({ confirmed: 3, checkedIn: 2, noShows: 1, paid: 800000, refunded: 200000 });
      expect(row).toMatchObject({
        date,
        ended: false,
        placesTaken: confirmed.length,
        confirmed: confirmed.length,
        checkedIn,
        attendance: Math.round((checkedIn / confirmed.length) * 1000) / 1000,
        noShows,
        currency: 'JPY',
        paidCents: paid,
        refundedCents: refunded,
        keptCents: paid - refunded,
      });
      // The month: the sum of its dates, money per currency.
      const all = r.body.data.dates as { confirmed: number; checkedIn: number; noShows: number; currency: string; keptCents: number }[];
      expect(r.body.data.totals).toMatchObject({
        dates: all.length,
        confirmed: all.reduce((n, d) => n + d.confirmed, 0),
        checkedIn: all.reduce((n, d) => n + d.checkedIn, 0),
        noShows: all.reduce((n, d) => n + d.noShows, 0),
      });
      const jpy = r.body.data.totals.money.find((m: { currency: string }) => m.currency === 'JPY');
      expect(jpy.keptCents).toBe(all.filter((d) => d.currency === 'JPY').reduce((n, d) => n + d.keptCents, 0));
      expect(r.body.data.totals.money.map((m: { currency: string }) => m.currency)).toEqual(['JPY']);
    });

    it('a month with no dates, and a month that is not one', async () => {
      const r = await call('get_figures', { month: '2020-01' });
      expect(r.body.data).toEqual({ month: '2020-01', dates: [], totals: { dates: 0, placesTaken: 0, confirmed: 0, checkedIn: 0, attendance: null, noShows: 0, money: [] } });
      expect((await call('get_figures', { month: '2026-13' })).status).toBe(400);
    });
  });
});
