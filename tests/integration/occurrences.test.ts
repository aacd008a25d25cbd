/**
 * Running one date (the events console's occurrence actions): who is coming and its CSV, cancelling
 * a date with its refunds (once, also repeated and raced), a capacity raised or cut, messages to a
 * segment, all against DynamoDB Local, the local bus and the Stripe simulator, with a fixed clock.
 */
import { describe, it, expect, beforeAll, vi } from 'vitest';
import { setupIntegration, type Harness, type SentMail } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { getRecord, auditLog } from '../../functions/lib/event-store';
import { keys } from '../../functions/lib/keys';
import { choose } from '../../functions/lib/mail/language';
import { sampleEvent } from '../../api/admin-events';
import { runJob } from '../../functions/jobs/handler';
import { register } from '../../functions/reservations/register';
import { messagesOf } from '../../functions/reservations/store';
import { newAttendance } from '../../functions/passport/store';
import { createSession } from '../../functions/lib/auth/tokens';
import { eventBySlug } from '../../content/events/index';
import { NOW, counter, reservationsOf } from './reservations-helpers';
import { ownerHeaders, payAndDeliver } from './billing-helpers';

const API = '/api/admin-events';
const SM = '/api/subscription-management';
const DAY = 86_400_000;

let ipCounter = 0;
const ip = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The text of an attachment of a mail by its file name. */
const attachment = (m: SentMail | undefined, name: string) => m?.attachments?.find((a) => a.filename === name)?.content ?? '';
const icsField = (ics: string, field: string) => new RegExp(`^${field}[:;](.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1]?.trim();

describe('running one date', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const clock = fixedClock(NOW);
  const call = (action: string, data: unknown, headers = admin) => h.call(API, { action, data }, { headers });
  const date = new Date(new Date(NOW).getTime() + 35 * DAY).toISOString().slice(0, 10);

  /** Creates and publishes an event from the sample's facts with `changes`. */
  async function createEvent(slug: string, changes: Record<string, unknown>) {
    const r = await call('save_event', { event: { ...sampleEvent(slug, new Date(NOW)), ...changes } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await call('publish_event', { slug })).status).toBe(200);
  }

  /** Registers through the event page's form (a member session proves a subscriber's address). */
  const signUp = (email: string, slug: string, o: { answers?: Record<string, string>; proved?: boolean } = {}) =>
    (async () =>
      h.call('/api/email-signup', { email, source: `event:${slug}`, metadata: { event_slug: slug, event_title: slug }, ...(o.answers ? { answers: o.answers } : {}) }, { ip: ip(), headers: o.proved ? await ownerHeaders(h, email) : {} }))();

  async function subscribe(email: string) {
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email, planCode: 'monthly' } }, { ip: ip() });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    await payAndDeliver(h, c.body.data.session_id);
  }

  async function payForPlace(email: string, slug: string, priceCents: number) {
    const c = await h.call(SM, { action: 'create_event_checkout_session', data: { email, priceCents, currency: 'JPY', eventMetadata: { eventSlug: slug } } }, { ip: ip() });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    await payAndDeliver(h, c.body.data.session_id);
  }

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
  });

  describe('cancelling a date with 3 free and 2 paid people', () => {
    const slug = 'kichijoji-supper-club';
    const paid = ['paid-1@example.com', 'paid-2@example.com'];
    const free = ['sub-1@example.com', 'sub-2@example.com', 'sub-3@example.com'];
    const everyone = [...paid, ...free];
    let invite: Record<string, string> = {};

    beforeAll(async () => {
      // Weekly, ¥2,000 a place, subscribers covered: the two payers pay, the three subscribers come free.
      await createEvent(slug, { schedule: { kind: 'weekly', from: date, skip: [] }, capacity: 4, paymentOptions: { allowSubscription: true, allowWaitlist: true } });
      for (const e of free) await subscribe(e);
      await choose(h.ports, 'sub-1@example.com', 'ja');
      for (const e of paid) await payForPlace(e, slug, 200000);
      for (const e of free) expect((await signUp(e, slug, { proved: true })).status).toBe(201);
      await h.bus.drain();
      const rs = await reservationsOf(h, slug, date);
      expect(rs.map((r) => [r.email, r.status, r.paid]).sort()).toEqual([
        ['paid-1@example.com', 'confirmed', true],
        ['paid-2@example.com', 'confirmed', true],
        ['sub-1@example.com', 'confirmed', false],
        ['sub-2@example.com', 'confirmed', false],
        ['sub-3@example.com', 'waitlisted', false],
      ]);
      // The invitation each confirmation carried: its UID, and no SEQUENCE (0).
      invite = Object.fromEntries(everyone.slice(0, 4).map((e) => [e, attachment(h.mail.to(e).find((m) => m.attachments?.some((a) => a.filename === 'invite.ics')), 'invite.ics')]));
      for (const ics of Object.values(invite)) expect(icsField(ics, 'UID')).toBe(`${slug}-${date}@fika.community`);
    });

    it('mails 5 cancellations with the calendar cancellation and refunds 2, once, also when raced and repeated', async () => {
      const refunds = vi.spyOn(h.ports.payments, 'refundPayment');
      h.mail.clear();
      const reason = { slug, occurrence: date, reason: 'Our host is ill and nobody can stand in this week.', reason_ja: 'ホストが体調不良のため中止します。' };
      // Two admins press at once, then one presses again.
      const raced = await Promise.all([call('cancel_occurrence', reason), call('cancel_occurrence', reason)]);
      for (const r of raced) expect(r.status, JSON.stringify(r.body)).toBe(200);
      await h.bus.drain();
      const again = await call('cancel_occurrence', reason);
      expect(again.body.data).toEqual({ notified: 5, refunded: 2, refundsPending: 0 });
      await h.bus.drain();

      expect(refunds).toHaveBeenCalledTimes(2);
      const refundedIntents = refunds.mock.calls.map((c) => c[0]);
      expect(new Set(refundedIntents).size).toBe(2);
      refunds.mockRestore();

      for (const e of everyone) {
        const cancellations = h.mail.to(e).filter((m) => m.tags?.kind === 'date-cancelled');
        expect(cancellations, e).toHaveLength(1);
        const ics = attachment(cancellations[0], 'cancel.ics');
        expect(icsField(ics, 'METHOD')).toBe('CANCEL');
        expect(icsField(ics, 'STATUS')).toBe('CANCELLED');
        expect(icsField(ics, 'UID')).toBe(`${slug}-${date}@fika.community`);
        expect(Number(icsField(ics, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(invite[e] ?? '', 'SEQUENCE') ?? 0));
        expect(cancellations[0].attachments?.[0].contentType).toMatch(/method=CANCEL/);
      }
      // Each in their language, with the reason in it.
      expect(h.mail.to('sub-1@example.com').find((m) => m.tags?.kind === 'date-cancelled')?.subject).toMatch(/^中止のお知らせ/);
      expect(h.mail.to('sub-1@example.com').find((m) => m.tags?.kind === 'date-cancelled')?.text).toContain('ホストが体調不良のため中止します。');
      expect(h.mail.to('paid-1@example.com').find((m) => m.tags?.kind === 'date-cancelled')?.text).toContain('Our host is ill');
      expect(h.mail.to('paid-1@example.com').find((m) => m.tags?.kind === 'date-cancelled')?.text).toMatch(/refunded in full/);
      expect(h.mail.to('sub-3@example.com').find((m) => m.tags?.kind === 'date-cancelled')?.text).toMatch(/waitlist/);
      // The refund mail: to each payer once, to nobody else.
      for (const e of paid) expect(h.mail.to(e).filter((m) => m.tags?.kind === 'refund'), e).toHaveLength(1);
      for (const e of free) expect(h.mail.to(e).filter((m) => m.tags?.kind === 'refund'), e).toHaveLength(0);

      const rs = await reservationsOf(h, slug, date);
      expect(rs.every((r) => r.status === 'cancelled' && r.cancelReason === 'date_cancelled')).toBe(true);
      expect(rs.filter((r) => r.refundReason === 'event_cancelled' && r.refundId).map((r) => r.email).sort()).toEqual(paid);
      expect(await counter(h, slug, date)).toMatchObject({ confirmed: 0, held: 0, waitlisted: 0, cancelledAt: expect.any(String), calendarSequence: 1 });

      // The date is marked on the event (a new version, audited once) and the next date is the next.
      const record = await getRecord(h.ports, slug);
      expect(record?.listing.cancelledOccurrences).toEqual([date]);
      const audit = (await auditLog(h.ports, slug)).entries;
      expect(audit.filter((a) => a.action === 'occurrence-cancelled' && !a.details?.again)).toHaveLength(1);
      expect(audit.find((a) => a.action === 'occurrence-cancelled' && !a.details?.again)).toMatchObject({ admin: 'admin@example.com', occurrence: date, version: record!.version });
    });

    it('refuses registration for the date, and the reminder job sends nothing for it', async () => {
      // The event page registers for the next date now, never the cancelled one.
      const later = await signUp('late@example.com', slug, { proved: false });
      expect(later.status).toBe(402); // paid: the next date asks for payment
      // A registration that raced the cancellation is refused by the date's counter.
      const event = eventBySlug(slug)!;
      await expect(register(h.ports, { event, occurrence: date, email: 'racer@example.com', answers: {}, subscriber: true, allowWaitlist: true })).rejects.toMatchObject({ status: 409 });
      expect((await reservationsOf(h, slug, date)).map((r) => r.email)).not.toContain('racer@example.com');
      // The day before the cancelled date, in the reminder window.
      h.mail.clear();
      const start = new Date(`${date}T18:30:00+09:00`).getTime();
      const jobClock = fixedClock(new Date(start - 23 * 3_600_000));
      await runJob('event-reminders', { ...h.ports, clock: jobClock });
      await runJob('venue-reveal', { ...h.ports, clock: jobClock });
      await h.bus.drain();
      for (const e of everyone) expect(h.mail.to(e), e).toEqual([]);
      // get_occurrence shows the date cancelled with its people.
      const view = await call('get_occurrence', { slug, occurrence: date });
      expect(view.body.data).toMatchObject({ cancelled: true, confirmed: 0, waitlisted: 0, held: 0 });
      expect(view.body.data.people.map((x: { status: string }) => x.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    });

    it('keeps the cancelled date through a console save that does not send it', async () => {
      const got = await call('get_event', { slug });
      const { cancelledOccurrences: _c, ...event } = got.body.data.event;
      const saved = await call('save_event', { event: { ...event, title: 'Kichijoji Supper Club' }, version: got.body.data.version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await getRecord(h.ports, slug))?.listing.cancelledOccurrences).toEqual([date]);
      expect(got.body.data.dates.map((d: { date: string }) => d.date)).not.toContain(date);
    });
  });

  it('a hold on a cancelled date: its cancellation mail, and a payment that arrives afterwards is refunded, never a place', async () => {
    const slug = 'ebisu-wine-walk';
    await createEvent(slug, {});
    const c = await h.call(SM, { action: 'create_event_checkout_session', data: { email: 'holder@example.com', priceCents: 200000, currency: 'JPY', eventMetadata: { eventSlug: slug } } }, { ip: ip() });
    expect(c.status).toBe(200);
    expect((await reservationsOf(h, slug, date)).map((r) => r.status)).toEqual(['pending_payment']);
    h.mail.clear();
    const r = await call('cancel_occurrence', { slug, occurrence: date, reason: 'The winery closed.' });
    expect(r.body.data).toEqual({ notified: 1, refunded: 0, refundsPending: 0 });
    await h.bus.drain();
    expect(h.mail.to('holder@example.com').map((m) => m.tags?.kind)).toEqual(['date-cancelled']);
    expect(h.mail.to('holder@example.com')[0].text).toMatch(/nothing was charged/);
    // The Checkout was still open: paying it now gives the money back.
    await payAndDeliver(h, c.body.data.session_id);
    expect(h.mail.to('holder@example.com').map((m) => m.tags?.kind)).toEqual(['date-cancelled', 'refund']);
    expect(h.mail.to('holder@example.com')[1].text).toMatch(/cancelled by the organisers/);
    expect((await reservationsOf(h, slug, date)).map((x) => x.status)).toEqual(['cancelled']);
    expect(await counter(h, slug, date)).toMatchObject({ confirmed: 0, held: 0 });
  });

  describe('capacity, who is coming, and messages', () => {
    const slug = 'daikanyama-dumpling-night';
    const confirmed = ['c-1@example.com', 'c-2@example.com', 'c-3@example.com'];
    const waiting = ['w-1@example.com', 'w-2@example.com', 'w-3@example.com', 'w-4@example.com'];
    const diet = { id: 'diet', label: 'Dietary needs', type: 'choice', options: ['None', 'Vegetarian', '@vegan'], required: true };

    beforeAll(async () => {
      await createEvent(slug, { perEventPriceCents: 0, capacity: 3, rsvpQuestions: [diet], paymentOptions: { allowSubscription: false, allowWaitlist: true } });
      for (const [i, e] of confirmed.entries()) expect((await signUp(e, slug, { answers: { diet: i === 0 ? '@vegan' : 'None' } })).status).toBe(201);
      for (const e of waiting) {
        clock.advance(1000);
        expect((await signUp(e, slug, { answers: { diet: 'Vegetarian' } })).status).toBe(201);
      }
      await h.bus.drain();
      expect((await reservationsOf(h, slug, date)).filter((r) => r.status === 'waitlisted')).toHaveLength(4);
    });

    it('raising a full date by 2 moves exactly the first 2 waiting in, with their mails', async () => {
      h.mail.clear();
      const r = await call('set_capacity', { slug, occurrence: date, capacity: 5 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ capacity: 5, promoted: 2, above: 0 });
      await h.bus.drain();
      const rs = await reservationsOf(h, slug, date);
      const status = Object.fromEntries(rs.map((x) => [x.email, x.status]));
      expect(waiting.map((e) => status[e])).toEqual(['confirmed', 'confirmed', 'waitlisted', 'waitlisted']);
      expect(h.mail.to('w-1@example.com').map((m) => m.subject)).toEqual([expect.stringMatching(/A place opened up/)]);
      expect(h.mail.to('w-3@example.com')).toEqual([]);
      // Registration reads the date's capacity: full at 5.
      expect((await h.call('/api/reservations', { action: 'get_availability', data: { slugs: [slug] } })).body.data[0]).toMatchObject({ capacity: 5, currentCount: 5, isFull: true });
    });

    it('lowering it removes nobody and says how many are above', async () => {
      const r = await call('set_capacity', { slug, occurrence: date, capacity: 3 });
      expect(r.body.data).toEqual({ capacity: 3, promoted: 0, above: 2, overCapacity: [{ date, confirmed: 5, capacity: 3 }] });
      expect((await reservationsOf(h, slug, date)).filter((x) => x.status === 'confirmed')).toHaveLength(5);
      expect(Number((await counter(h, slug, date)).confirmed)).toBe(5);
    });

    it('get_occurrence figures equal the stored items, in order; the CSV is formula-safe', async () => {
      await h.ports.table.put(
        newAttendance({ attendanceId: 'att_1', email: 'c-2@example.com', event_slug: slug, event_title: 'x', occurrence: date, event_date: date, location: 'Fukuoka', city: 'fukuoka', event_type: 'foodie', created_at: NOW, source: 'admin' }),
      );
      await choose(h.ports, 'c-3@example.com', 'ja');
      const r = await call('get_occurrence', { slug, occurrence: date });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const v = r.body.data;
      const rs = await reservationsOf(h, slug, date);
      const stored = (s: string) => rs.filter((x) => x.status === s).length;
      expect(v).toMatchObject({ capacity: 3, confirmed: stored('confirmed'), waitlisted: stored('waitlisted'), held: stored('pending_payment'), checkedIn: 1, cancelled: false });
      expect(v.people).toHaveLength(rs.length);
      expect(v.people.map((x: { email: string }) => x.email)).toEqual([...confirmed, 'w-1@example.com', 'w-2@example.com', 'w-3@example.com', 'w-4@example.com']);
      expect(v.people.slice(5).map((x: { waitlistPosition: number }) => x.waitlistPosition)).toEqual([1, 2]);
      expect(v.people[1]).toMatchObject({ email: 'c-2@example.com', checkedIn: true, language: 'en', answers: { diet: 'None' }, paidCents: 0, currency: 'JPY' });
      expect(v.people[2].language).toBe('ja');

      const csv = await call('export_attendees', { slug, occurrence: date });
      expect(csv.body.data).toMatchObject({ filename: `attendees-${slug}-${date}.csv`, rows: 7 });
      const lines = (csv.body.data.csv as string).split('\r\n');
      expect(lines[0]).toContain('Dietary needs');
      expect(lines[1]).toContain("'@vegan");
      expect(lines[1]).not.toMatch(/,@vegan/);
    });

    it('a message reaches exactly its segment, each in their language; a second within a minute is 429', async () => {
      await h.ports.table.put({ ...keys.blocked('c-1@example.com'), type: 'Blocked', email: 'c-1@example.com', reason: 'bounce', at: NOW });
      h.mail.clear();
      const msg = { slug, occurrence: date, subject: 'Bring your appetite', body: 'Doors open at 18:15.\n\nThe host has a green scarf.', subject_ja: '食欲をお持ちください', body_ja: '18時15分に開場します。' };
      const sent = await call('message_attendees', { ...msg, segment: 'confirmed' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.data).toEqual({ sent: 4, skipped: 1, test: false });
      const got = h.mail.sent.filter((m) => m.tags?.kind === 'attendee-message');
      expect(got.map((m) => m.to).sort()).toEqual(['c-2@example.com', 'c-3@example.com', 'w-1@example.com', 'w-2@example.com']);
      expect(got.find((m) => m.to === 'c-3@example.com')?.subject).toBe('食欲をお持ちください');
      expect(got.find((m) => m.to === 'c-2@example.com')?.subject).toBe('Bring your appetite');
      expect(got.every((m) => m.category === 'transactional')).toBe(true);

      const tooSoon = await call('message_attendees', { ...msg, segment: 'waitlisted' });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.error).toMatch(/less than a minute ago/);

      // A test goes to the sender only (each language written), and does not wait for the minute.
      h.mail.clear();
      const test = await call('message_attendees', { ...msg, segment: 'all', test: true });
      expect(test.body.data).toEqual({ sent: 2, skipped: 0, test: true });
      expect(h.mail.sent.filter((m) => m.tags?.kind?.startsWith('attendee-message')).map((m) => m.to)).toEqual(['admin@example.com', 'admin@example.com']);

      clock.advance(61_000);
      h.mail.clear();
      const later = await call('message_attendees', { ...msg, segment: 'waitlisted' });
      expect(later.body.data).toEqual({ sent: 2, skipped: 0, test: false });
      expect(h.mail.sent.filter((m) => m.tags?.kind === 'attendee-message').map((m) => m.to).sort()).toEqual(['w-3@example.com', 'w-4@example.com']);

      // Each send is recorded with the reservations it reached.
      const records = await messagesOf(h.ports, slug, date);
      expect(records.map((x) => [x.segment, x.sentTo.length, x.skipped.length])).toEqual([
        ['confirmed', 4, 1],
        ['waitlisted', 2, 0],
      ]);
      const audit = (await auditLog(h.ports, slug)).entries;
      expect(audit.filter((a) => a.action === 'attendees-messaged')).toHaveLength(3);
      expect(audit.filter((a) => a.action === 'capacity-set')).toHaveLength(2);
      expect(audit.filter((a) => a.action === 'occurrence-viewed')).toHaveLength(1);
      expect(audit.filter((a) => a.action === 'attendees-exported')).toHaveLength(1);
    });

    it('raising the capacity of every date: a new version, and the waitlist moves', async () => {
      const weekly = 'nakameguro-noodle-club';
      await createEvent(weekly, { schedule: { kind: 'weekly', from: date, skip: [] }, perEventPriceCents: 0, capacity: 2, paymentOptions: { allowSubscription: false, allowWaitlist: true } });
      for (const e of ['n-1@example.com', 'n-2@example.com', 'n-3@example.com', 'n-4@example.com']) expect((await signUp(e, weekly)).status).toBe(201);
      const before = (await getRecord(h.ports, weekly))!.version;
      const r = await call('set_capacity', { slug: weekly, capacity: 3 });
      expect(r.body.data).toMatchObject({ capacity: 3, promoted: 1, above: 0 });
      const after = await getRecord(h.ports, weekly);
      expect(after).toMatchObject({ version: before + 1, listing: { capacity: 3 } });
      const status = Object.fromEntries((await reservationsOf(h, weekly, date)).map((x) => [x.email, x.status]));
      expect(status).toEqual({ 'n-1@example.com': 'confirmed', 'n-2@example.com': 'confirmed', 'n-3@example.com': 'confirmed', 'n-4@example.com': 'waitlisted' });
      expect((await auditLog(h.ports, weekly)).entries[0]).toMatchObject({ action: 'capacity-set', changes: [{ field: 'capacity', before: 2, after: 3 }] });
    });

    it('hosts: a host of the event sees who is coming (no money), exports and messages; a host of another event gets 403; neither cancels', async () => {
      const HOSTS = '/api/host-events';
      for (const [eventSlug, email] of [
        [slug, 'host-a@example.com'],
        ['kichijoji-supper-club', 'host-b@example.com'],
      ]) {
        const r = await h.call('/api/send-passport-magic-link', { action: 'assign_host', data: { eventSlug, email } }, { headers: admin });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
      const session = async (email: string) => ({ authorization: `Bearer ${(await createSession(h.ports, { kind: 'host', email, ttlSeconds: 3600 })).token}` });
      const hostA = await session('host-a@example.com');
      const hostB = await session('host-b@example.com');
      const asHost = (action: string, data: unknown, headers: Record<string, string>) => h.call(HOSTS, { action, data }, { headers });

      const view = await asHost('get_occurrence', { slug, occurrence: date }, hostA);
      expect(view.status, JSON.stringify(view.body)).toBe(200);
      expect(view.body.data.people).toHaveLength(7);
      expect(view.body.data.people[0]).toMatchObject({ email: 'c-1@example.com', answers: { diet: '@vegan' } });
      expect(JSON.stringify(view.body.data)).not.toMatch(/paidCents|currency/);
      const csv = await asHost('export_attendees', { slug, occurrence: date }, hostA);
      expect(csv.status).toBe(200);
      expect(csv.body.data.csv.split('\r\n')[0]).not.toMatch(/paid|currency/);
      clock.advance(61_000);
      const msg = await asHost('message_attendees', { slug, occurrence: date, segment: 'waitlisted', subject: 'See you soon', body: 'I am your host.' }, hostA);
      expect(msg.status, JSON.stringify(msg.body)).toBe(200);
      expect(msg.body.data.sent).toBe(2);

      // A host of another event, a stranger, and a host on the admin console.
      expect((await asHost('get_occurrence', { slug, occurrence: date }, hostB)).status).toBe(403);
      expect((await asHost('export_attendees', { slug, occurrence: date }, hostB)).status).toBe(403);
      expect((await asHost('message_attendees', { slug, occurrence: date, segment: 'all', subject: 'x', body: 'y' }, hostB)).status).toBe(403);
      expect((await asHost('get_occurrence', { slug, occurrence: date }, {})).status).toBe(401);
      for (const [action, data] of [
        ['cancel_occurrence', { slug, occurrence: date, reason: 'no' }],
        ['set_capacity', { slug, occurrence: date, capacity: 50 }],
        ['get_occurrence', { slug, occurrence: date }],
      ] as const) expect([401, 403], action).toContain((await h.call(API, { action, data }, { headers: hostA })).status);
      expect((await reservationsOf(h, slug, date)).filter((x) => x.status === 'cancelled')).toHaveLength(0);

      // What hosts did is in the audit log, as hosts.
      const audit = (await auditLog(h.ports, slug)).entries;
      // (The fixed clock gives the view and the export the same time: their order between them is the ids'.)
      expect(audit.filter((a) => a.role === 'host').map((a) => [a.action, a.admin]).sort()).toEqual([
        ['attendees-exported', 'host-a@example.com'],
        ['attendees-messaged', 'host-a@example.com'],
        ['occurrence-viewed', 'host-a@example.com'],
      ]);
      expect(audit.find((a) => a.role === 'host')?.action).toBe('attendees-messaged');
    });

    it('answers 404 for a date that is not one of the event', async () => {
      const r = await call('get_occurrence', { slug, occurrence: '2026-12-01' });
      expect(r.status).toBe(404);
    });
  });
});
