/**
 * The door kit's API against DynamoDB Local: the list of an occurrence, check-ins synced twice
 * (one attendance and one stamp each), QR codes checked by the server, walk-ins, and who may open
 * the kit (admins and the event's hosts; a stranger gets 401, a host of another event 403).
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { eventAccessRule, occurrenceKey } from '../../content/events/index';
import { occurrencesAround } from '../../domain/passport/occurrences';
import { checkinToken } from '../../functions/reservations/checkin-token';
import { HOST_MESSAGES } from '../../functions/passport/hosts';
import { registerVia, reservation } from './reservations-helpers';
import { memberToken, seedSignup } from './member-helpers';
import { verifyCheckinToken } from '../../functions/reservations/checkin-token';

const API = '/api/send-passport-magic-link';
const DAY = 86_400_000;

/** A free, open stamp event's occurrence at least two days after 22 Nov 2026, bookable then. */
const registeredAt = new Date('2026-11-22T09:00:00Z');
const target = occurrencesAround(registeredAt, 0, 45).find((o) => {
  const rule = eventAccessRule(o.event);
  return rule.kind === 'free' && rule.bookable && !rule.exclusiveType && o.event.capacity >= 6 && o.startsAt.getTime() > registeredAt.getTime() + DAY && occurrenceKey(o.event, registeredAt) === o.occurrence;
})!;
const other = occurrencesAround(registeredAt, 0, 45).find((o) => o.event.slug !== target.event.slug)!;
const slug = target.event.slug;
const occurrence = target.occurrence;
const people = ['aiko.door@example.com', 'ben.door@example.com', 'chika.door@example.com'];

describe('the door kit', () => {
  let h: Harness;
  const clock = fixedClock(registeredAt);
  let admin: Record<string, string>;

  const call = (action: string, data: unknown, headers: Record<string, string> = admin) => h.call(API, { action, data }, { headers });

  async function hostHeaders(email: string, eventSlug: string): Promise<Record<string, string>> {
    await call('assign_host', { eventSlug, email });
    const asked = await call('host_request_link', { email, eventSlug, occurrence }, {});
    expect(asked.status).toBe(200);
    const text = h.mail.to(email).at(-1)?.text ?? '';
    expect(text).toContain(`/host/${eventSlug}/${occurrence}?token=`);
    const token = /token=([\w-]+)/.exec(text)![1];
    const v = await call('host_verify', { token }, {});
    expect(v.status).toBe(200);
    return { authorization: `Bearer ${v.body.data.token}` };
  }

  beforeAll(async () => {
    expect(target, 'a free stamp event to register for').toBeDefined();
    h = await setupIntegration({ clock });
    for (const [i, email] of people.entries()) expect((await registerVia(h, email, slug, undefined, i + 1)).status).toBe(201);
    clock.set(new Date(target.startsAt.getTime() + 10 * 60_000));
    admin = await h.adminHeaders();
  });

  it('lists the confirmed people of an occurrence with the counts', async () => {
    const r = await call('get_door_list', { eventSlug: slug, occurrence });
    expect(r.status).toBe(200);
    expect(r.body.data.event).toMatchObject({ slug, occurrence, title: target.event.title });
    expect(r.body.data.rows.map((x: { email: string }) => x.email).sort()).toEqual(people);
    expect(r.body.data.rows.every((x: { status: string; checkedIn: boolean }) => x.status === 'confirmed' && !x.checkedIn)).toBe(true);
    expect(r.body.data.counts).toEqual({ confirmed: 3, checkedIn: 0, noShows: 3, waitlisted: 0 });
  });

  it('gives one attendance and one stamp each when the same three offline check-ins are synced twice', async () => {
    const checkins = [
      { clientId: 'c-aiko-00001', email: people[0], at: clock.now().toISOString() },
      { clientId: 'c-ben-000002', email: people[1], at: clock.now().toISOString() },
      // The third by QR code: the server checks its signature.
      { clientId: 'c-chika-0003', token: checkinToken(h.ports.secrets.signingSecret, { eventSlug: slug, occurrence, email: people[2] }), at: clock.now().toISOString() },
    ];
    const first = await call('sync_checkins', { eventSlug: slug, occurrence, checkins });
    expect(first.status).toBe(200);
    expect(first.body.data.results.map((x: { status: string }) => x.status)).toEqual(['recorded', 'recorded', 'recorded']);
    const again = await call('sync_checkins', { eventSlug: slug, occurrence, checkins });
    expect(again.body.data.results.map((x: { status: string }) => x.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // The same people under new client ids (a second kit): still one attendance each.
    const second = await call('sync_checkins', { eventSlug: slug, occurrence, checkins: checkins.map((c) => ({ ...c, clientId: `${c.clientId}-b` })) });
    expect(second.body.data.results.map((x: { status: string }) => x.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(second.body.data.counts).toEqual({ confirmed: 3, checkedIn: 3, noShows: 0, waitlisted: 0 });

    await h.bus.drain();
    for (const email of people) {
      const atts = await h.ports.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': keys.attendancesOf(email).pk, ':sk': keys.attendancesOf(email).skPrefix }, consistent: true });
      expect(atts).toHaveLength(1);
      expect((await h.ports.table.get(keys.passport(email), { consistent: true }))!.stamps).toBe(1);
    }
    expect(h.bus.published.filter((e) => e['detail-type'] === 'attendance.recorded')).toHaveLength(3);
  });

  it("gives a member the check-in QR code of their confirmed reservation, which the door kit's sync accepts", async () => {
    const email = 'qr.member@example.com';
    clock.set(new Date(target.startsAt.getTime() - 2 * DAY));
    expect((await registerVia(h, email, slug, undefined, 9)).status).toBe(201);
    await seedSignup(h, email);
    clock.set(new Date(target.startsAt.getTime() + 10 * 60_000));
    const token = await memberToken(h, email);
    const r = await h.call(API, { action: 'get_my_checkin_qr', data: {} }, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    const row = r.body.data.find((x: { eventSlug: string; occurrence: string }) => x.eventSlug === slug && x.occurrence === occurrence);
    expect(verifyCheckinToken(h.ports.secrets.signingSecret, row.token)).toEqual({ slug, occurrence, email });
    expect(Buffer.from(row.qrSvgDataUrl.split(',')[1], 'base64').toString('utf8')).toContain('<svg');
    expect((await h.call(API, { action: 'get_my_checkin_qr', data: {} })).status).toBe(401);
    const synced = await call('sync_checkins', { eventSlug: slug, occurrence, checkins: [{ clientId: 'c-qr-member-01', token: row.token, at: clock.now().toISOString() }] });
    expect(synced.body.data.results[0]).toMatchObject({ status: 'recorded', email });
  });

  it('refuses a forged QR code, one for another occurrence, and someone not on the list', async () => {
    const forged = checkinToken('not-our-secret', { eventSlug: slug, occurrence, email: 'x@example.com' });
    const elsewhere = checkinToken(h.ports.secrets.signingSecret, { eventSlug: other.event.slug, occurrence: other.occurrence, email: people[0] });
    const r = await call('sync_checkins', {
      eventSlug: slug,
      occurrence,
      checkins: [
        { clientId: 'c-forged-0001', token: forged, at: clock.now().toISOString() },
        { clientId: 'c-other-00001', token: elsewhere, at: clock.now().toISOString() },
        { clientId: 'c-nobody-0001', email: 'nobody.door@example.com', at: clock.now().toISOString() },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.data.results.map((x: { status: string; error: string }) => [x.status, x.error])).toEqual([
      ['refused', 'This QR code is not a valid check-in code'],
      ['refused', 'This QR code is for another event or date'],
      ['refused', 'This person has no confirmed place for this date. Add them as a walk-in instead.'],
    ]);
  });

  it('adds a walk-in: a reservation marked walk-in and a stamp', async () => {
    const email = 'walk.in@example.com';
    const data = { eventSlug: slug, occurrence, clientId: 'c-walkin-0001', name: 'Dana Walker', email, at: clock.now().toISOString() };
    const r = await call('add_walk_in', data);
    expect(r.status).toBe(200);
    expect(r.body.data.result).toMatchObject({ status: 'recorded', email });
    expect(r.body.data.counts).toEqual({ confirmed: 5, checkedIn: 5, noShows: 0, waitlisted: 0 });
    const again = await call('add_walk_in', data);
    expect(again.body.data.result.status).toBe('duplicate');
    expect(await reservation(h, slug, occurrence, email)).toMatchObject({ status: 'confirmed', walkIn: true, walkInName: 'Dana Walker' });
    await h.bus.drain();
    expect((await h.ports.table.get(keys.passport(email), { consistent: true }))!.stamps).toBe(1);
    const list = await call('get_door_list', { eventSlug: slug, occurrence });
    expect(list.body.data.rows.find((x: { email: string }) => x.email === email)).toMatchObject({ name: 'Dana Walker', walkIn: true, checkedIn: true });
  });

  it('lets a host of the event in and refuses a stranger (401) and a host of another event (403)', async () => {
    const host = await hostHeaders('host.door@example.com', slug);
    const mine = await call('get_door_list', { eventSlug: slug, occurrence }, host);
    expect(mine.status).toBe(200);

    const stranger = await call('get_door_list', { eventSlug: slug, occurrence }, {});
    expect(stranger.status).toBe(401);
    expect(stranger.body.error).toBe(HOST_MESSAGES.signInRequired);
    const fake = await call('sync_checkins', { eventSlug: slug, occurrence, checkins: [] }, { authorization: 'Bearer not-a-session' });
    expect(fake.status).toBe(401);

    const elsewhere = await hostHeaders('host.elsewhere@example.com', other.event.slug);
    for (const [action, data] of [
      ['get_door_list', { eventSlug: slug, occurrence }],
      ['sync_checkins', { eventSlug: slug, occurrence, checkins: [{ clientId: 'c-sneaky-0001', email: people[0], at: clock.now().toISOString() }] }],
      ['add_walk_in', { eventSlug: slug, occurrence, clientId: 'c-sneaky-0002', name: 'X', email: 'x.door@example.com', at: clock.now().toISOString() }],
    ] as const) {
      const r = await call(action, data, elsewhere);
      expect(r.status).toBe(403);
      expect(r.body.error).toBe(HOST_MESSAGES.notHost);
    }
    // A member's or passport sign-in is no host sign-in; an unassigned host's session stops working.
    await call('remove_host', { eventSlug: slug, email: 'host.door@example.com' });
    expect((await call('get_door_list', { eventSlug: slug, occurrence }, host)).status).toBe(403);
  });

  it('mails no link to an address that hosts nothing, with the same answer', async () => {
    const r = await call('host_request_link', { email: 'not.a.host@example.com', eventSlug: slug, occurrence }, {});
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe(HOST_MESSAGES.linkSent);
    expect(h.mail.to('not.a.host@example.com')).toHaveLength(0);
  });

  it('shows the admin every host assignment', async () => {
    const r = await call('list_hosts', {});
    expect(r.status).toBe(200);
    expect(r.body.data.rows.map((x: { email: string }) => x.email)).toContain('host.elsewhere@example.com');
    expect(r.body.data.total).toBe(r.body.data.rows.length);
    expect(r.body.data.next).toBeNull();
    expect((await call('list_hosts', {}, {})).status).toBe(401);
  });
});
