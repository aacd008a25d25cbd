import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { occurrencesAround } from '../../domain/passport/occurrences';
import { freshIp, lastToken, memberToken, passportSession, seedSignup } from './member-helpers';

const API = '/api/send-passport-magic-link';
const NOT_AUTH = 'Session not authenticated. Please use the magic link again.';

describe('passport magic link and session', () => {
  let h: Harness;
  const clock = fixedClock('2026-11-22T01:00:00Z');
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    await seedSignup(h, 'aiko@example.com');
    await seedSignup(h, 'ben@example.com');
  });

  it('sends a link only to members, with the same answer for anyone', async () => {
    const a = await h.call(API, { action: 'send', email: 'Aiko@Example.com' }, { ip: freshIp() });
    const b = await h.call(API, { action: 'send', email: 'nobody@example.com' }, { ip: freshIp() });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(h.mail.to('aiko@example.com')).toHaveLength(1);
    expect(h.mail.to('nobody@example.com')).toHaveLength(0);
    expect((await h.call(API, { action: 'send', email: 'bad' })).body.error).toBe('Please enter a valid email address');
  });

  it('turns the link into a 60-minute session once; reused and tampered links are refused', async () => {
    const token = lastToken(h, 'aiko@example.com', /\/member-passport\?token=/);
    const v = await h.call(API, { action: 'validate', token });
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ email: 'aiko@example.com' });
    expect(new Date(v.body.data.expiresAt).getTime() - clock.now().getTime()).toBe(3600 * 1000);

    const reused = await h.call(API, { action: 'validate', token });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe('Invalid or expired security token');
    const tampered = await h.call(API, { action: 'validate', token: `${token.slice(0, -3)}abc` });
    expect(tampered.status).toBe(401);
    expect(tampered.body.error).toBe('Invalid security token');
    const missing = await h.call(API, { action: 'validate', token: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('No security token provided');
  });

  it('serves secure calls only to a session whose email matches', async () => {
    const session = await passportSession(h, 'aiko@example.com');
    const ok = await h.call(API, { action: 'get-passport-data', email: 'aiko@example.com', sessionToken: session }, { headers: { 'x-passport-session': session } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.summary).toMatchObject({ email: 'aiko@example.com', stamps: 0, tier: 'new', next_tier: { name: 'Community Member', stamps_needed: 3 } });

    const other = await h.call(API, { action: 'get-passport-data', email: 'ben@example.com' }, { headers: { 'x-passport-session': session } });
    expect(other.status).toBe(401);
    expect(other.body.error).toBe(NOT_AUTH);
    const none = await h.call(API, { action: 'get_passport_summary', data: { p_email: 'aiko@example.com' } });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe(NOT_AUTH);
    const history = await h.call(API, { action: 'get-event-history', email: 'aiko@example.com', sessionToken: session });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([]);
  });

  it('accepts a member token for the member area, and refuses it for another email', async () => {
    const token = await memberToken(h, 'ben@example.com');
    const mine = await h.call(API, { action: 'get_passport_summary', data: { p_email: 'ben@example.com' } }, { headers: { authorization: `Bearer ${token}` } });
    expect(mine.status).toBe(200);
    expect(mine.body.data.email).toBe('ben@example.com');
    const theirs = await h.call(API, { action: 'get_passport_summary', data: { p_email: 'aiko@example.com' } }, { headers: { authorization: `Bearer ${token}` } });
    expect(theirs.status).toBe(401);
    expect(theirs.body.error).toBe(NOT_AUTH);
  });

  it('refuses a passport link after 900 s and a session after 60 minutes', async () => {
    h.mail.clear();
    await h.call(API, { action: 'send', email: 'aiko@example.com' }, { ip: freshIp() });
    const link = lastToken(h, 'aiko@example.com', /\/member-passport\?/);
    clock.advance(900 * 1000 + 1);
    const late = await h.call(API, { action: 'validate', token: link });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('Invalid or expired security token');

    const session = await passportSession(h, 'aiko@example.com');
    const call = () => h.call(API, { action: 'get_passport_summary', data: { p_email: 'aiko@example.com' } }, { headers: { 'x-passport-session': session } });
    clock.advance(59 * 60 * 1000);
    expect((await call()).status).toBe(200);
    clock.advance(60 * 1000 + 1);
    const expired = await call();
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe(NOT_AUTH);
  });

  it('rate-limits link sends per email from one address, and per IP', async () => {
    const perEmail: number[] = [];
    const ip = freshIp();
    for (let i = 0; i < 6; i++) perEmail.push((await h.call(API, { action: 'send', email: 'many@example.com' }, { ip })).status);
    expect(perEmail.at(-1)).toBe(429);
    expect((await h.call(API, { action: 'send', email: 'many@example.com' }, { ip: freshIp() })).status).toBe(200);
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++) perIp.push((await h.call(API, { action: 'send', email: `p${i}@example.com` }, { ip: '10.77.0.1' })).status);
    expect(perIp.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(perIp[20]).toBe(429);
  });
});

describe('passport data', () => {
  let h: Harness;
  // The first stamp-eligible occurrence after 22 Nov 2026, ten minutes after it starts.
  const o = occurrencesAround(new Date('2026-11-22T00:00:00Z'), 0, 30)[0];
  const clock = fixedClock(new Date(o.startsAt.getTime() + 10 * 60_000));
  let admin: Record<string, string>;
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    await seedSignup(h, 'aiko@example.com', { source: 'events-page', subscribed_at: '2025-03-01T00:00:00.000Z' });
    await seedSignup(h, 'carla.long@example.com');
  });

  const backfill = (email: string, eventSlug: string, occurrence: string) =>
    h.call(API, { action: 'admin_record_attendance', data: { email, eventSlug, occurrence } }, { headers: admin });

  it('records host back-fills only for real, started occurrences and only for admins', async () => {
    expect((await h.call(API, { action: 'admin_record_attendance', data: { email: 'aiko@example.com', eventSlug: o.event.slug, occurrence: o.occurrence } })).status).toBe(401);
    const future = occurrencesAround(clock.now(), 0, 30).find((x) => x.startsAt > clock.now())!;
    const tooEarly = await backfill('aiko@example.com', future.event.slug, future.occurrence);
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.error).toBe('Attendance can only be recorded once the event has started');
    const dayAfter = new Date(Date.parse(`${o.occurrence}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const notAnOccurrence = await backfill('aiko@example.com', o.event.slug, dayAfter);
    expect(notAnOccurrence.status).toBe(400);
    expect(notAnOccurrence.body.error).toBe('That date is not an occurrence of this event');
    expect((await backfill('aiko@example.com', 'no-such-event', o.occurrence)).status).toBe(404);
  });

  it('summarises stamps, tier, cities, streaks, yearly stamps and member stats', async () => {
    const r1 = await backfill('aiko@example.com', o.event.slug, o.occurrence);
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({ duplicate: false, stamps: 1, stampsGained: 1, tier: 'new', tierUnlocked: false });
    await h.bus.drain();
    // Two earlier, different events in the 2025 calendar (a one-off resolves in its own year).
    await h.ports.table.put({
      ...keys.attendance('aiko@example.com', 'osaka-old-fika', '2025-06-14'),
      type: 'Attendance',
      attendanceId: 'att_old1',
      email: 'aiko@example.com',
      event_slug: 'osaka-old-fika',
      event_title: 'Osaka Fika',
      occurrence: '2025-06-14',
      event_date: '2025-06-14',
      location: 'Osaka',
      city: 'osaka',
      event_type: 'fika',
      created_at: '2025-06-14T08:00:00.000Z',
      source: 'admin',
    });
    const session = await passportSession(h, 'aiko@example.com');
    const r = await h.call(API, { action: 'get_detailed_passport_data', data: { p_email: 'aiko@example.com' } }, { headers: { 'x-passport-session': session } });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.summary).toMatchObject({
      email: 'aiko@example.com',
      stamps: 2,
      yearly_stamps: 1,
      current_year: 2026,
      tier: 'new',
      next_tier: { name: 'Community Member', stamps_needed: 1 },
      tier_progress: 66,
      member_status: 'active',
      subscribed_at: '2025-03-01T00:00:00.000Z',
      signup_source: 'events-page',
      achievements_count: 0,
      tier_just_unlocked: false,
      no_show_count: 0,
      membership_revoked: false,
      features: { enabled: true, achievements: false, tierBenefits: false, leaderboard: true },
    });
    expect(d.summary.cities.sort()).toEqual([...new Set(['Osaka', o.event.cityDisplay])].sort());
    expect(d.summary.yearly_status.archived).toBe(false);
    expect(d.member_stats).toMatchObject({
      totalEvents: 2,
      firstEventDate: '2025-06-14',
      lastEventDate: o.occurrence,
      eventsThisYear: 1,
      memberSince: '2025-03-01',
    });
    expect(d.event_history.map((a: { event_date: string }) => a.event_date)).toEqual([o.occurrence, '2025-06-14']);
    expect(d.yearly_comparison).toMatchObject({ current_year: 2026, previous_year: 2025, current: { stamps: 1 }, previous: { stamps: 1, cities: ['Osaka'] }, change: { stamps: 0, percent: 0 } });
  });

  it('keeps the leaderboard masked, highest first', async () => {
    await backfill('carla.long@example.com', o.event.slug, o.occurrence);
    await h.bus.drain();
    const token = await memberToken(h, 'carla.long@example.com');
    const aiko = await memberToken(h, 'aiko@example.com');
    // The 2025 stamp was written straight to the table: a refresh brings the projection up to date.
    const refreshed = await h.call(API, { action: 'refresh_member_passport', data: { p_email: 'aiko@example.com' } }, { headers: { authorization: `Bearer ${aiko}` } });
    expect(refreshed.body.data.stamps).toBe(2);
    const r = await h.call(API, { action: 'get_leaderboard', data: {} }, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      { rank: 1, member: 'a***', stamps: 2, tier: 'new' },
      { rank: 2, member: 'c***', stamps: 1, tier: 'new' },
    ]);
    expect(JSON.stringify(r.body)).not.toContain('carla.long@');
  });

  it('answers achievements honestly while they are switched off', async () => {
    const token = await memberToken(h, 'aiko@example.com');
    const r = await h.call(API, { action: 'get_member_achievements', data: { p_email: 'aiko@example.com' } }, { headers: { authorization: `Bearer ${token}` } });
    expect(r.body.data).toEqual({ enabled: false, achievements: [] });
  });
});

describe('passport switched off', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ env: { PASSPORT_ENABLED: 'false' } });
  });
  it('answers every passport call with "Passport system disabled"', async () => {
    for (const body of [{ action: 'send', email: 'aiko@example.com' }, { action: 'get_passport_summary', data: { p_email: 'aiko@example.com' } }, { action: 'get_checkin_events' }]) {
      const r = await h.call(API, body);
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('Passport system disabled');
    }
  });
});
