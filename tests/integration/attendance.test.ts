import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { occurrencesAround, type Occurrence } from '../../domain/passport/occurrences';
import { checkinCode } from '../../functions/passport/checkin-codes';
import { noShowSweep } from '../../functions/jobs/no-shows';
import { indexed } from '../../functions/reservations/store';
import type { Reservation } from '../../functions/reservations/model';
import type { BusEnvelope } from '../../functions/lib/adapters/events';
import { memberToken, seedSignup } from './member-helpers';

const API = '/api/send-passport-magic-link';
const DAY = 86_400_000;

/** Stamp-eligible occurrences after 22 Nov 2026, soonest first. */
const upcoming = occurrencesAround(new Date('2026-11-22T00:00:00Z'), 0, 45);
const first = upcoming[0];

const passportItem = (h: Harness, email: string) => h.ports.table.get(keys.passport(email), { consistent: true });

describe('checking in with a code', () => {
  let h: Harness;
  const clock = fixedClock(new Date(first.startsAt.getTime() + 15 * 60_000));
  let admin: Record<string, string>;
  let token: string;
  const email = 'aiko@example.com';
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    await seedSignup(h, email);
    token = await memberToken(h, email);
  });

  const checkin = (t: string, body: Record<string, unknown>) => h.call(API, { action: 'record_attendance', data: body }, { headers: { authorization: `Bearer ${t}` } });

  it('shows codes and QR codes to admins only', async () => {
    expect((await h.call(API, { action: 'get_checkin_codes' })).status).toBe(401);
    const r = await h.call(API, { action: 'get_checkin_codes' }, { headers: admin });
    expect(r.status).toBe(200);
    const row = r.body.data.find((x: { eventSlug: string; occurrence: string }) => x.eventSlug === first.event.slug && x.occurrence === first.occurrence);
    expect(row).toMatchObject({ open: true, code: checkinCode(h.ports.secrets.signingSecret, first.event.slug, first.occurrence), checkedIn: 0 });
    expect(row.checkinUrl).toBe(`http://localhost:3000/checkin?event=${first.event.slug}&code=${row.code}`);
    expect(Buffer.from(row.qrSvgDataUrl.split(',')[1], 'base64').toString('utf8')).toContain('<svg');
  });

  it('lists what is open now, without codes', async () => {
    const r = await h.call(API, { action: 'get_checkin_events' });
    expect(r.body.data.some((x: { eventSlug: string }) => x.eventSlug === first.event.slug)).toBe(true);
    expect(JSON.stringify(r.body)).not.toContain('"code"');
  });

  it('refuses a wrong code, an anonymous caller and an event that is not on', async () => {
    const wrong = await checkin(token, { eventSlug: first.event.slug, code: 'ZZZZZZ' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('That check-in code does not match this event. Please check the code shown by your host.');
    const anon = await h.call(API, { action: 'record_attendance', data: { eventSlug: first.event.slug, code: 'ZZZZZZ' } });
    expect(anon.status).toBe(401);
    const later = upcoming.find((o) => o.startsAt.getTime() > clock.now().getTime() + 2 * DAY)!;
    const closed = await checkin(token, { eventSlug: later.event.slug, code: checkinCode(h.ports.secrets.signingSecret, later.event.slug, later.occurrence) });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatch(/not open right now/);
  });

  it('gives one stamp per member per event, however often the code is sent', async () => {
    const code = checkinCode(h.ports.secrets.signingSecret, first.event.slug, first.occurrence).toLowerCase();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => checkin(token, { eventSlug: first.event.slug, code: ` ${code} ` })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    await h.bus.drain();
    expect((await passportItem(h, email))!.stamps).toBe(1);
    const recorded = h.bus.published.filter((e) => e['detail-type'] === 'attendance.recorded' && ('email' in e.detail && e.detail.email) === email);
    expect(recorded).toHaveLength(1);
  });
});

describe('the passport-refresh consumer', () => {
  let h: Harness;
  const clock = fixedClock(new Date(first.startsAt.getTime() + 15 * 60_000));
  let admin: Record<string, string>;
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
  });

  const backfill = (email: string, o: Occurrence) =>
    h.call(API, { action: 'admin_record_attendance', data: { email, eventSlug: o.event.slug, occurrence: o.occurrence } }, { headers: admin });

  it('gives one stamp when the same attendance.recorded is delivered twice', async () => {
    const email = 'twice@example.com';
    expect((await backfill(email, first)).status).toBe(200);
    await h.bus.drain();
    const envelope = h.bus.published.find((e) => e['detail-type'] === 'attendance.recorded' && ('email' in e.detail && e.detail.email) === email) as BusEnvelope<'attendance.recorded'>;
    await h.bus.redeliver('passport-refresh', envelope);
    // The same detail under a new event id (a producer retry) is recomputed, not added.
    await h.bus.redeliver('passport-refresh', { ...envelope, id: 'another-id' });
    await h.bus.drain();
    const item = await passportItem(h, email);
    expect(item).toMatchObject({ stamps: 1, tier: 'new', yearly_stamps: 1 });
    expect(h.bus.deadLetters).toEqual([]);
  });

  it('gives 20 members checking in at one event at once 20 stamps', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `m${i}@example.com`);
    const code = checkinCode(h.ports.secrets.signingSecret, first.event.slug, first.occurrence);
    for (const e of emails) await seedSignup(h, e);
    const tokens = await Promise.all(emails.map((e) => memberToken(h, e)));
    const results = await Promise.all(
      tokens.map((t) => h.call(API, { action: 'record_attendance', data: { eventSlug: first.event.slug, code } }, { headers: { authorization: `Bearer ${t}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(emails.map(() => 200));
    await h.bus.drain();
    const items = await Promise.all(emails.map((e) => passportItem(h, e)));
    expect(items.map((i) => i?.stamps)).toEqual(emails.map(() => 1));
    const codes = await h.call(API, { action: 'get_checkin_codes' }, { headers: admin });
    const row = codes.body.data.find((x: { eventSlug: string; occurrence: string }) => x.eventSlug === first.event.slug && x.occurrence === first.occurrence);
    expect(row.checkedIn).toBe(20 + 1); // plus twice@ from the test before
  });

  it('announces a tier rise once, and mails "Tier Unlocked!"', async () => {
    const email = 'climber@example.com';
    // The three earliest occurrences, once all of them have started.
    const three = upcoming.slice(0, 3);
    clock.set(new Date(three[2].startsAt.getTime() + 15 * 60_000));
    admin = await h.adminHeaders(); // the 8 h admin session is over by then
    for (const o of three) {
      const r = await backfill(email, o);
      expect(r.status).toBe(200);
      await h.bus.drain();
    }
    const unlocked = h.bus.published.filter((e) => e['detail-type'] === 'passport.tier-unlocked' && ('email' in e.detail && e.detail.email) === email);
    expect(unlocked.map((e) => e.detail)).toEqual([{ email, previousTier: 'new', tier: 'bronze', stamps: 3 }]);
    await h.bus.redeliver('passport-refresh', { ...h.bus.published.filter((e) => e['detail-type'] === 'attendance.recorded' && ('email' in e.detail && e.detail.email) === email).at(-1)!, id: 'replay' });
    await h.bus.drain();
    expect(h.bus.published.filter((e) => e['detail-type'] === 'passport.tier-unlocked' && ('email' in e.detail && e.detail.email) === email)).toHaveLength(1);
    const mails = h.mail.to(email).filter((m) => m.subject.startsWith('Tier Unlocked!'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Tier Unlocked! You are now a Community Member');
    expect((await passportItem(h, email))!.tier).toBe('bronze');
  });
});

describe('no-show sweep', () => {
  let h: Harness;
  // Two days after the first occurrence ended: its check-in closed a day ago.
  const clock = fixedClock(new Date(first.endsAt.getTime() + 2 * DAY));
  // Written as the reservation store writes them (with the entry of their state: reservations.indexed).
  const reservation = (email: string, status: string, extra: Record<string, unknown> = {}) =>
    h.ports.table.put(indexed({
      ...keys.reservation(first.event.slug, first.occurrence, email),
      gsi1pk: `EMAIL#${email}`,
      gsi1sk: `RSVP#${first.occurrence}#${first.event.slug}`,
      type: 'Reservation',
      email,
      eventSlug: first.event.slug,
      occurrence: first.occurrence,
      status,
      ...extra,
    } as unknown as Reservation));
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    for (const e of ['absent@example.com', 'came@example.com', 'waiting@example.com', 'late@example.com']) await seedSignup(h, e);
    await reservation('absent@example.com', 'confirmed');
    await reservation('came@example.com', 'confirmed');
    await reservation('waiting@example.com', 'waitlisted');
    await reservation('late@example.com', 'cancelled', { noShow: true });
    await h.ports.table.put({
      ...keys.attendance('came@example.com', first.event.slug, first.occurrence),
      ...keys.attendeesByEvent(first.event.slug, first.occurrence),
      gsi1sk: 'came@example.com',
      type: 'Attendance',
      email: 'came@example.com',
    });
  });

  it('counts confirmed places without attendance and same-day cancellations, once', async () => {
    const r1 = await noShowSweep(h.ports);
    expect(r1).toMatchObject({ counted: 2, revoked: 0 });
    const r2 = await noShowSweep(h.ports);
    expect(r2).toMatchObject({ counted: 0 });
    expect((await passportItem(h, 'absent@example.com'))!.no_show_count).toBe(1);
    expect((await passportItem(h, 'late@example.com'))!.no_show_count).toBe(1);
    expect(await passportItem(h, 'came@example.com')).toBeUndefined();
    expect(await passportItem(h, 'waiting@example.com')).toBeUndefined();
    const res = await h.ports.table.get(keys.reservation(first.event.slug, first.occurrence, 'absent@example.com'));
    expect(res).toMatchObject({ noShow: true, noShowCounted: true, noShowReason: 'no_attendance' });
  });

  it('revokes membership at three and shows it on the passport; a host back-fill takes one back', async () => {
    await h.ports.table.update(keys.passport('absent@example.com'), { update: 'SET no_show_count = :n', values: { ':n': 2 } });
    // A second absence on the books: the same reservation uncounted again stands in for another event.
    await h.ports.table.update(keys.reservation(first.event.slug, first.occurrence, 'absent@example.com'), { update: 'REMOVE noShowCounted' } as never);
    const r = await noShowSweep(h.ports);
    expect(r).toMatchObject({ counted: 1, revoked: 1 });
    expect((await h.ports.table.get(keys.member('absent@example.com')))!.member_status).toBe('revoked');
    const token = await memberToken(h, 'absent@example.com');
    const summary = await h.call(API, { action: 'get_passport_summary', data: { p_email: 'absent@example.com' } }, { headers: { authorization: `Bearer ${token}` } });
    expect(summary.body.data).toMatchObject({ no_show_count: 3, no_show_limit: 3, membership_revoked: true, member_status: 'revoked' });

    const admin = await h.adminHeaders();
    const back = await h.call(
      API,
      { action: 'admin_record_attendance', data: { email: 'absent@example.com', eventSlug: first.event.slug, occurrence: first.occurrence } },
      { headers: admin },
    );
    expect(back.status).toBe(200);
    expect((await passportItem(h, 'absent@example.com'))!.no_show_count).toBe(2);
    expect((await h.ports.table.get(keys.member('absent@example.com')))!.member_status).toBe('active');
    expect((await noShowSweep(h.ports)).counted).toBe(0);
  });

  it('revokes a member known only from their reservations, on their member record; the newsletter consent is untouched', async () => {
    await reservation('rsvp-only@example.com', 'confirmed');
    await h.ports.table.put({ ...keys.passport('rsvp-only@example.com'), type: 'Passport', email: 'rsvp-only@example.com', no_show_count: 2 });
    const r = await noShowSweep(h.ports);
    expect(r).toMatchObject({ counted: 1, revoked: 1 });
    expect(await h.ports.table.get(keys.member('rsvp-only@example.com'))).toMatchObject({ member_status: 'revoked', revoked_reason: 'no_shows' });
    expect(await h.ports.table.get(keys.signup('rsvp-only@example.com'))).toBeUndefined();
    expect((await h.ports.table.get(keys.signup('absent@example.com')))!.status).toBe('active');
    const token = await memberToken(h, 'rsvp-only@example.com');
    const dash = await h.call('/api/member-dashboard', { action: 'get_dashboard_data', data: { token } });
    expect(dash.body.data.member_status).toBe('revoked');
  });
});

describe('no-show sweep where nobody checked in', () => {
  it('counts nothing for absence (check-in did not run), but still counts same-day cancellations', async () => {
    const h = await setupIntegration({ clock: fixedClock(new Date(first.endsAt.getTime() + 2 * DAY)) });
    for (const [email, status, extra] of [
      ['quiet@example.com', 'confirmed', {}],
      ['quietlate@example.com', 'cancelled', { noShow: true }],
    ] as const) {
      await h.ports.table.put(indexed({ ...keys.reservation(first.event.slug, first.occurrence, email), type: 'Reservation', email, eventSlug: first.event.slug, occurrence: first.occurrence, status, ...extra } as unknown as Reservation));
    }
    const r = await noShowSweep(h.ports);
    expect(r).toMatchObject({ counted: 1, skipped: r.occurrences });
    expect(await passportItem(h, 'quiet@example.com')).toBeUndefined();
    expect((await passportItem(h, 'quietlate@example.com'))!.no_show_count).toBe(1);
  });
});
