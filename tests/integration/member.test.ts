import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { freshIp, lastToken, memberToken, passportSession, seedSignup } from './member-helpers';
import { unsubscribeToken } from '../../functions/lib/mail/unsubscribe-link';
import { registerVia } from './reservations-helpers';

const API = '/api/member-dashboard';

describe('member access', () => {
  let h: Harness;
  const clock = fixedClock('2026-11-22T01:00:00Z');
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    await seedSignup(h, 'aiko@example.com');
    // An address that was never on the list but unsubscribed: a suppression, not a member.
    await h.ports.table.put({ ...keys.signup('gone@example.com'), type: 'Signup', email: 'gone@example.com', source: 'unsubscribe', status: 'unsubscribed', subscribed_at: null });
  });

  it('gives the same answer whether or not the email is a member, and mails only members', async () => {
    const a = await h.call(API, { action: 'request_access', data: { email: '  AIKO@example.com ' } }, { ip: freshIp() });
    const b = await h.call(API, { action: 'request_access', data: { email: 'stranger@example.com' } }, { ip: freshIp() });
    const c = await h.call(API, { action: 'request_access', data: { email: 'gone@example.com' } }, { ip: freshIp() });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual(c.body);
    expect(h.mail.to('aiko@example.com')).toHaveLength(1);
    expect(h.mail.to('stranger@example.com')).toHaveLength(0);
    expect(h.mail.to('gone@example.com')).toHaveLength(0);
  });

  it('lets a subscriber or a past attendee in too', async () => {
    await h.ports.table.put({ ...keys.subscription('sub@example.com'), subscription_status: 'active', current_period_end: '2027-01-01T00:00:00Z' });
    await h.ports.table.put({ ...keys.attendance('went@example.com', 'some-fika', '2026-10-01'), type: 'Attendance', email: 'went@example.com' });
    await h.call(API, { action: 'request_access', data: { email: 'sub@example.com' } }, { ip: freshIp() });
    await h.call(API, { action: 'request_access', data: { email: 'went@example.com' } }, { ip: freshIp() });
    expect(h.mail.to('sub@example.com')).toHaveLength(1);
    expect(h.mail.to('went@example.com')).toHaveLength(1);
  });

  it('lets in anyone who registered for an event: a confirmed or waitlisted reservation, past or upcoming', async () => {
    const accessMails = (email: string) => h.mail.to(email).filter((m) => /\/member-login\?token=/.test(m.text));
    // Upcoming and confirmed, through the event page's form.
    const r = await registerVia(h, 'rsvp@example.com', 'weekly-saturday-morning-fika-yoyogi-uehara');
    expect(r.status).toBe(201);
    // Past, waitlisted, cancelled and an unpaid hold, as the reservations side writes them.
    const seed = (email: string, status: string, occurrence: string) =>
      h.ports.table.put({ ...keys.reservation('meiji-jingu-forest-walk', occurrence, email), ...keys.reservationsByEmail(email, 'meiji-jingu-forest-walk', occurrence), type: 'Reservation', email, status });
    await seed('past-rsvp@example.com', 'confirmed', '2026-03-08');
    await seed('waiting@example.com', 'waitlisted', '2027-01-10');
    await seed('cancelled@example.com', 'cancelled', '2027-01-10');
    await seed('unpaid@example.com', 'pending_payment', '2027-01-10');
    for (const email of ['rsvp@example.com', 'past-rsvp@example.com', 'waiting@example.com', 'cancelled@example.com', 'unpaid@example.com']) {
      const a = await h.call(API, { action: 'request_access', data: { email } }, { ip: freshIp() });
      expect(a.status).toBe(200);
    }
    expect(accessMails('rsvp@example.com')).toHaveLength(1);
    expect(accessMails('past-rsvp@example.com')).toHaveLength(1);
    expect(accessMails('waiting@example.com')).toHaveLength(1);
    expect(accessMails('cancelled@example.com')).toHaveLength(0);
    expect(accessMails('unpaid@example.com')).toHaveLength(0);
    // The passport link follows the same rule.
    await h.call('/api/send-passport-magic-link', { action: 'send', email: 'rsvp@example.com' }, { ip: freshIp() });
    expect(h.mail.to('rsvp@example.com').filter((m) => /\/member-passport\?token=/.test(m.text))).toHaveLength(1);
  });

  it('keeps members whose signup was stored before member records existed, even unsubscribed', async () => {
    await h.ports.table.put({ ...keys.signup('early@example.com'), type: 'Signup', email: 'early@example.com', source: 'website', status: 'unsubscribed', subscribed_at: '2025-06-01T00:00:00.000Z' });
    await h.call(API, { action: 'request_access', data: { email: 'early@example.com' } }, { ip: freshIp() });
    expect(h.mail.to('early@example.com')).toHaveLength(1);
    expect(await h.ports.table.get(keys.member('early@example.com'))).toMatchObject({ joined_at: '2025-06-01T00:00:00.000Z', joined_via: 'website' });
  });

  it('refuses a malformed email with Please enter a valid email address', async () => {
    const r = await h.call(API, { action: 'request_access', data: { email: 'aiko@example' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, error: 'Please enter a valid email address' });
  });

  it('exchanges a link once for a 24 h session; reused and tampered links are refused', async () => {
    h.mail.clear();
    await h.call(API, { action: 'request_access', data: { email: 'aiko@example.com' } }, { ip: freshIp() });
    const token = lastToken(h, 'aiko@example.com', /\/member-login\?token=/);
    // Whitespace and < > " ' are stripped from tokens before use.
    const v = await h.call(API, { action: 'validate_token', data: { token: ` <${token}> ` } });
    expect(v.status).toBe(200);
    expect(v.body.data.email).toBe('aiko@example.com');
    expect(new Date(v.body.data.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 3600 * 1000);
    expect(v.body.data.token).not.toBe(token);

    const again = await h.call(API, { action: 'validate_token', data: { token } });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('Invalid or expired security token');
    const tampered = await h.call(API, { action: 'validate_token', data: { token: token.slice(0, -2) + 'xx' } });
    expect(tampered.body.error).toBe('Invalid or expired security token');
    const empty = await h.call(API, { action: 'validate_token', data: { token: ' "" ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('No security token provided');

    // A stored session token validates as itself (the SPA re-checks on load).
    const again2 = await h.call(API, { action: 'validate_token', data: { token: v.body.data.token } });
    expect(again2.body.data).toMatchObject({ email: 'aiko@example.com', token: v.body.data.token });
  });

  it('refuses member calls without a token, and with an unknown one (expired: true)', async () => {
    const none = await h.call(API, { action: 'get_dashboard_data', data: {} });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, error: 'No access token available' });
    const bogus = await h.call(API, { action: 'get_dashboard_data', data: { token: 'not-a-session' } });
    expect(bogus.status).toBe(401);
    expect(bogus.body).toEqual({ success: false, error: 'Session expired. Please request a new access link.', expired: true });
  });

  it('refuses a link after 900 s and a session after 24 h', async () => {
    h.mail.clear();
    await h.call(API, { action: 'request_access', data: { email: 'aiko@example.com' } }, { ip: freshIp() });
    const link = lastToken(h, 'aiko@example.com', /\/member-login\?/);
    clock.advance(901 * 1000);
    expect((await h.call(API, { action: 'validate_token', data: { token: link } })).body.error).toBe('Invalid or expired security token');

    const session = await memberToken(h, 'aiko@example.com');
    clock.advance(24 * 3600 * 1000 - 1000);
    expect((await h.call(API, { action: 'get_dashboard_data', data: { token: session } })).status).toBe(200);
    clock.advance(2000);
    const late = await h.call(API, { action: 'get_dashboard_data', data: { token: session } });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ error: 'Session expired. Please request a new access link.', expired: true });
    const revalidate = await h.call(API, { action: 'validate_token', data: { token: session } });
    expect(revalidate.status).toBe(401);
    expect(revalidate.body.expired).toBe(true);
  });

  it('rate-limits access requests per email from one address, not from the others', async () => {
    const statuses: number[] = [];
    const ip = freshIp();
    for (let i = 0; i < 6; i++) statuses.push((await h.call(API, { action: 'request_access', data: { email: 'flood@example.com' } }, { ip })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect((await h.call(API, { action: 'request_access', data: { email: 'flood@example.com' } }, { ip: freshIp() })).status).toBe(200);
  });
});

describe('member dashboard', () => {
  let h: Harness;
  let token: string;
  // Monday 23 Nov 2026, 10:00 in Tokyo
  const clock = fixedClock('2026-11-23T01:00:00Z');
  const email = 'ken@example.com';
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    await seedSignup(h, email);
    token = await memberToken(h, email);
  });

  it('starts empty with a welcome', async () => {
    const r = await h.call(API, { action: 'get_dashboard_data', data: { token } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      email,
      current_week: '2026-W48',
      this_week_checkin: null,
      stats: { current_streak: 0, avg_progress_rating: null, improvement_trend: 'insufficient_data', total_checkins: 0, days_until_target: null },
      encouragement: { kind: 'welcome' },
      recent_checkins: [],
    });
  });

  it('validates a check-in on the server with the same messages as the form', async () => {
    const empty = await h.call(API, { action: 'submit_checkin', data: { token, checkinData: { goals_met: '  ' } } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please fix the following issues: Please fill in at least one field for your check-in');
    expect(empty.body.errors).toEqual(['Please fill in at least one field for your check-in']);
    const bad = await h.call(API, { action: 'submit_checkin', data: { token, checkinData: { mood_rating: 6, time_invested_hours: 169, goals_met: 'x'.repeat(1001) } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Goals description is too long (max 1000 characters)', 'Mood rating must be between 1 and 5', 'Time invested must be between 0 and 168 hours']);
  });

  it('stores one check-in per ISO week: a second one that week updates it', async () => {
    const first = await h.call(API, {
      action: 'submit_checkin',
      data: { token, checkinData: { goals_met: 'Drafted chapter one', mood_rating: 4, progress_rating: 5, time_invested_hours: 6, overall_progress_percentage: 20 } },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ updated: false, checkin: { checkin_week: '2026-W48' }, stats: { current_streak: 1, total_checkins: 1 } });
    clock.advance(3600 * 1000);
    const second = await h.call(API, { action: 'submit_checkin', data: { token, checkinData: { goals_met: 'Drafted chapters one and two', progress_rating: 4 } } });
    expect(second.body.data.updated).toBe(true);
    expect(second.body.data.stats.total_checkins).toBe(1);
    expect(second.body.data.checkin.submitted_at).toBe(first.body.data.checkin.submitted_at);
    await h.bus.drain();
    const published = h.bus.published.filter((e) => e['detail-type'] === 'checkin.submitted');
    expect(published.map((e) => e.detail)).toEqual([
      { email, checkinWeek: '2026-W48', moodRating: 4, progressRating: 5, updated: false },
      { email, checkinWeek: '2026-W48', moodRating: null, progressRating: 4, updated: true },
    ]);
    // One encouragement email for the week, none for the edit.
    expect(h.mail.to(email).filter((m) => /Check-in received/.test(m.subject))).toHaveLength(1);
    const dash = await h.call(API, { action: 'get_dashboard_data', data: { token } });
    expect(dash.body.data.this_week_checkin).toMatchObject({ goals_met: 'Drafted chapters one and two', mood_rating: null, progress_rating: 4 });
  });

  it('builds a streak week by week and encourages by streak', async () => {
    clock.advance(7 * 86_400_000);
    token = await memberToken(h, email); // the 24 h session ran out in the meantime
    const week2 = await h.call(API, { action: 'submit_checkin', data: { token, checkinData: { progress_rating: 5 } } });
    expect(week2.body.data.stats.current_streak).toBe(2);
    expect(week2.body.data.encouragement.kind).toBe('streak_2');
    await h.bus.drain();
    const mail = h.mail.to(email).filter((m) => /Check-in received/.test(m.subject)).at(-1)!;
    expect(mail.text).toContain('Current streak: 2 weeks');
  });

  it('returns history newest first, 10 by default', async () => {
    for (let i = 0; i < 10; i++) {
      clock.advance(7 * 86_400_000);
      token = await memberToken(h, email);
      await h.call(API, { action: 'submit_checkin', data: { token, checkinData: { progress_rating: 3 } } });
    }
    const def = await h.call(API, { action: 'get_checkin_history', data: { token } });
    expect(def.body.data).toHaveLength(10);
    expect(def.body.data[0].checkin_week > def.body.data[1].checkin_week).toBe(true);
    const three = await h.call(API, { action: 'get_checkin_history', data: { token, limit: 3 } });
    expect(three.body.data).toHaveLength(3);
    const bad = await h.call(API, { action: 'get_checkin_history', data: { token, limit: 0 } });
    expect(bad.status).toBe(400);
    const dash = await h.call(API, { action: 'get_dashboard_data', data: { token } });
    expect(dash.body.data.stats).toMatchObject({ current_streak: 12, total_checkins: 12 });
    expect(dash.body.data.encouragement.kind).toBe('streak_8');
  });

  it('keeps a goal with a target date and gives insights', async () => {
    const bad = await h.call(API, { action: 'set_goal', data: { token, goal: { title: '', target_date: 'soon' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Please describe your goal', 'Please choose a valid target date']);
    const today = new Date(clock.now().getTime() + 9 * 3600 * 1000).toISOString().slice(0, 10);
    const target = new Date(new Date(`${today}T00:00:00Z`).getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const r = await h.call(API, { action: 'set_goal', data: { token, goal: { title: 'Finish the novel draft', target_date: target } } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ goal: { title: 'Finish the novel draft', target_date: target }, stats: { days_until_target: 20 }, goal_insight: { level: 'urgent' } });
  });

  it('accepts the token as a bearer header too', async () => {
    const r = await h.call(API, { action: 'get_checkin_history' }, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
  });
});

describe('unsubscribing from the newsletter', () => {
  let h: Harness;
  const clock = fixedClock('2026-11-23T01:00:00Z');
  const email = 'quiet@example.com';
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('changes only the marketing consent: sign-in, dashboard, passport and check-in history stay', async () => {
    const joined = await h.call('/api/email-signup', { email, source: 'website' }, { ip: freshIp() });
    expect(joined.status).toBe(201);
    const token = await memberToken(h, email);
    const saved = await h.call(API, { action: 'submit_checkin', data: { token, checkinData: { goals_met: 'Wrote every morning', progress_rating: 4 } } });
    expect(saved.status).toBe(200);
    const memberBefore = await h.ports.table.get(keys.member(email));
    expect(memberBefore).toMatchObject({ email, joined_at: clock.now().toISOString(), joined_via: 'website' });

    const unsub = await h.call('/api/unsubscribe', { action: 'process_unsubscribe', data: { token: unsubscribeToken(h.ports.secrets.signingSecret, email) } }, { ip: freshIp() });
    expect(unsub.status).toBe(200);
    expect((await h.ports.table.get(keys.signup(email)))?.status).toBe('unsubscribed');
    expect(await h.ports.table.get(keys.member(email))).toEqual(memberBefore);

    // The session still works, and a new access link and passport link still come.
    const dash = await h.call(API, { action: 'get_dashboard_data', data: { token } });
    expect(dash.status).toBe(200);
    expect(dash.body.data.stats.total_checkins).toBe(1);
    const history = await h.call(API, { action: 'get_checkin_history', data: { token } });
    expect(history.body.data.map((c: { goals_met: string }) => c.goals_met)).toEqual(['Wrote every morning']);
    const again = await memberToken(h, email);
    expect((await h.call(API, { action: 'get_dashboard_data', data: { token: again } })).status).toBe(200);
    const session = await passportSession(h, email);
    const summary = await h.call('/api/send-passport-magic-link', { action: 'get_passport_summary', data: { p_email: email } }, { headers: { 'x-passport-session': session } });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ email, member_status: 'active', membership_revoked: false });
  });
});
