import { describe, it, expect, beforeAll, vi } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { MESSAGES } from '../../domain/curated/rules';
import { linkToken } from '../../functions/curated/links';
import { deliver, payAndDeliver, sim } from './billing-helpers';
import { recordCuratedPayment } from '../../functions/curated/payments';
import { INJECTED, transactFault } from './transact-fault';
import { limits } from '../../functions/lib/auth/rate-limit';
import { MAX_CODE_ATTEMPTS } from '../../functions/lib/auth/tokens';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);

let h: Harness;
let admin: Record<string, string>;
let ipSeq = 0;
const nextIp = () => `10.44.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

const pub = (action: string, data: unknown, o: { headers?: Record<string, string>; ip?: string } = {}) => h.call('/api/curated-fika', { action, data }, { ip: o.ip ?? nextIp(), headers: o.headers });
const adm = (action: string, data: unknown = {}, extra: Record<string, unknown> = {}) => h.call('/api/curated-fika-admin', { action, data, ...extra }, { headers: admin });

async function makePremium(email: string) {
  await h.ports.table.put({ ...keys.subscription(email), type: 'Subscription', email, subscription_status: 'active', current_period_end: '2027-06-01T00:00:00.000Z' });
}

function form(email: string, o: Record<string, unknown> = {}) {
  return {
    first_name: 'Aiko',
    last_name: 'Tanaka',
    email,
    nationality: 'Japanese',
    profession: 'Designer',
    industry: 'Technology',
    career_stage: 'Mid-Career',
    interests: ['technology', 'arts', 'travel'],
    fika_goals: ['Cultural Exchange', 'Making Friends'],
    communication_style: 'Deep Conversations',
    location_preference: 'Shibuya & Harajuku',
    schedule_preference: 'Weekend Afternoon',
    additional_info: '',
    city: 'Tokyo',
    country: 'Japan',
    age_confirmed: true,
    ...o,
  };
}

async function approvedApplicant(email: string, o: Record<string, unknown> = {}): Promise<string> {
  await makePremium(email);
  const r = await pub('submit_application', form(email, o));
  expect(r.status).toBe(201);
  const id = r.body.data.applicationId as string;
  const a = await adm('update_application_status', { applicationId: id, status: 'approved' });
  expect(a.status).toBe(200);
  return id;
}

async function openSession(o: Record<string, unknown> = {}): Promise<string> {
  const r = await adm('create_open_session', {
    sessionData: { session_title: 'Sunday Fika in Shibuya', session_date: '2026-12-06T14:00', venue_name: 'Fuglen Tokyo', venue_address: '1-16-11 Tomigaya, Shibuya', venue_area: 'Shibuya & Harajuku', max_participants: 4, ...o },
  });
  expect(r.status).toBe(201);
  return r.body.data.sessionId as string;
}

function codeFrom(email: string): string {
  const m = h.mail.to(email).filter((x) => /verification code/i.test(x.subject)).at(-1);
  return /\b(\d{6})\b/.exec(m?.text ?? '')![1];
}

const fault = transactFault();

beforeAll(async () => {
  h = await setupIntegration({ clock, table: fault.table });
  admin = await h.adminHeaders();
});

describe('curated applications', () => {
  it('validates with the form messages and computes premium on the server', async () => {
    const bad = await pub('submit_application', form('x@example.com', { interests: [] }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please choose at least one interest');
    const email = await pub('submit_application', form('not-an-email'));
    expect(email.body.error).toBe('Please enter a valid email address');

    const r = await pub('submit_application', { ...form('free@example.com'), is_premium_member: true });
    expect(r.status).toBe(201);
    expect(r.body.data.is_premium_member).toBe(false);
    expect(h.mail.to('free@example.com').at(-1)!.text).toContain('/subscription');
    const again = await pub('submit_application', form('FREE@example.com'));
    expect(again.status).toBe(409);
  });

  it('refuses an application without the minimum-age confirmation', async () => {
    for (const age_confirmed of [undefined, false, 'yes']) {
      const r = await pub('submit_application', form('young@example.com', { age_confirmed }));
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Please confirm that you are 18 or older.');
      expect(r.body.fields).toEqual({ age_confirmed: 'Please confirm that you are 18 or older.' });
    }
    expect(h.mail.to('young@example.com')).toHaveLength(0);
    expect((await pub('submit_application', form('young@example.com'))).status).toBe(201);
  });

  it('enforces the status table on the server with the Cannot change status message', async () => {
    const id = await approvedApplicant('table@example.com');
    const r = await adm('update_application_status', { applicationId: id, status: 'rejected' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Cannot change status from approved to rejected. Allowed: waitlist, under_review.');
    const list = await adm('get_applications', {}, { filters: { status: 'approved', email: 'table@example.com' }, limit: 20 });
    expect(list.body.data.pagination.total).toBe(1);
    expect(list.body.data.data[0].is_premium_member).toBe(true);
  });

  it('refuses admin calls without an admin session', async () => {
    expect((await h.call('/api/curated-fika-admin', { action: 'get_admin_stats' })).status).toBe(401);
    expect((await h.call('/api/curated-fika-admin', { action: 'get_admin_stats' }, { headers: { authorization: 'Bearer nope' } })).status).toBe(403);
    const stats = await adm('get_admin_stats');
    expect(stats.status).toBe(200);
    expect(stats.body.data.applications.approved).toBeGreaterThan(0);
  });
});

describe('seats', () => {
  it('adds participants up to the maximum, then answers 409', async () => {
    const sid = await openSession({ max_participants: 2 });
    const ids = [await approvedApplicant('seat1@example.com'), await approvedApplicant('seat2@example.com'), await approvedApplicant('seat3@example.com')];
    expect((await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[0] })).status).toBe(201);
    const dup = await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[0] });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(MESSAGES.alreadyInSession);
    expect((await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[1] })).status).toBe(201);
    const full = await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[2] });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('This session is full (2 of 2 places taken).');
    const d = await adm('get_session_details', { sessionId: sid });
    expect(d.body.data.current_participants).toBe(2);
    expect(d.body.data.curated_fika_participants).toHaveLength(2);
  });

  it('never lets parallel adds exceed the maximum', async () => {
    const sid = await openSession({ max_participants: 3 });
    const ids = await Promise.all(['p1', 'p2', 'p3', 'p4', 'p5'].map((n) => approvedApplicant(`${n}@parallel.example.com`)));
    const results = await Promise.all(ids.map((applicationId) => adm('add_participant_to_session', { sessionId: sid, applicationId })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await adm('get_session_details', { sessionId: sid })).body.data.current_participants).toBe(3);
  });

  it('rejects open sessions without the required fields or with a bad size', async () => {
    const r = await adm('create_open_session', { sessionData: { session_title: 'x', venue_name: 'y' } });
    expect(r.body.error).toBe(MESSAGES.openSessionRequired);
    const m = await adm('create_open_session', { sessionData: { session_title: 'x', venue_name: 'y', session_date: '2026-12-06T14:00', max_participants: 5 } });
    expect(m.body.error).toBe(MESSAGES.maxParticipantsRange);
    const few = await adm('create_session_from_applications', { applicationIds: ['cfa_1'], sessionData: {} });
    expect(few.body.error).toBe(MESSAGES.selectApplications);
  });

  it("keeps a venue's average cost in its city's currency: ¥1,500 by default in Tokyo, up to ¥150,000", async () => {
    const data = (o: Record<string, unknown>) => ({ venueData: { name: 'Glitch Coffee', address: '3-16 Kanda Nishikicho', city: 'Tokyo', ...o } });
    const byDefault = await adm('add_venue', data({}));
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.data.average_cost_per_person).toBe(1500);
    const typed = await adm('add_venue', data({ average_cost_per_person: 1800 }));
    expect(typed.body.data.average_cost_per_person).toBe(1800);
    const tooMuch = await adm('add_venue', data({ average_cost_per_person: 150_001 }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('Average cost must be between 0 and 150000 (JPY)');
  });
});

describe('my sessions', () => {
  let sid: string;
  let soonId: string;
  beforeAll(async () => {
    const a = await approvedApplicant('mia@example.com', { first_name: 'Mia', last_name: 'Schmidt' });
    const b = await approvedApplicant('ken@example.com', { first_name: 'Ken', last_name: 'watanabe' });
    const c = await approvedApplicant('lea@example.com', { first_name: 'Lea', last_name: 'Martin' });
    const s = await adm('create_session_from_applications', {
      applicationIds: [a, b, c],
      sessionData: { session_title: 'Curated Fika: Arts', session_date: '2026-12-05T14:00', venue_name: 'Koffee Mameya', venue_address: '4-15-3 Jingumae', venue_area: 'Omotesando & Aoyama' },
    });
    expect(s.status).toBe(201);
    expect(s.body.data.participantCount).toBe(3);
    sid = s.body.data.sessionId;
    // A second session for Mia that starts in 20 hours.
    soonId = await openSession({ session_title: 'Tomorrow', session_date: '2026-11-23T05:00:00.000Z' });
    expect((await adm('add_participant_to_session', { sessionId: soonId, applicationId: a })).status).toBe(201);
  });

  it('says No sessions found for an email without upcoming sessions', async () => {
    const r = await pub('send_session_access_code', { email: 'nobody@example.com' });
    expect(r.status).toBe(404);
    expect(r.body.error).toContain('No sessions found');
    expect(h.mail.to('nobody@example.com')).toHaveLength(0);
  });

  it('sends a code to anyone who has applied, whatever the status, and shows the application while there are no sessions', async () => {
    const submitted = await pub('submit_application', form('fresh@apply.example.com', { first_name: 'Yui' }));
    expect(submitted.status).toBe(201);
    expect(submitted.body.data.application_status).toBe('submitted');
    const sent = await pub('send_session_access_code', { email: 'fresh@apply.example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe(MESSAGES.codeSent);
    const v = await pub('get_sessions_by_email_with_code', { email: 'fresh@apply.example.com', code: codeFrom('fresh@apply.example.com') });
    expect(v.status).toBe(200);
    expect(v.body.data).toEqual([]);
    expect(v.body.application).toMatchObject({ first_name: 'Yui', application_status: 'submitted' });
    const again = await pub('get_my_sessions', {}, { headers: { authorization: `Bearer ${v.body.session.token}` } });
    expect(again.body.data).toEqual([]);
    expect(again.body.application).toMatchObject({ application_status: 'submitted' });

    // Every other status too: a rejected applicant can still sign in and read where they stand.
    const rejected = (await pub('submit_application', form('no@apply.example.com'))).body.data.applicationId as string;
    expect((await adm('update_application_status', { applicationId: rejected, status: 'rejected' })).status).toBe(200);
    expect((await pub('send_session_access_code', { email: 'no@apply.example.com' })).status).toBe(200);
    expect(codeFrom('no@apply.example.com')).toMatch(/^\d{6}$/);
  });

  it('keeps the sign-in limits for applicants: five code requests per email from one address an hour', async () => {
    await pub('submit_application', form('limit@apply.example.com'));
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await pub('send_session_access_code', { email: 'limit@apply.example.com' }, { ip })).status).toBe(200);
    expect((await pub('send_session_access_code', { email: 'limit@apply.example.com' }, { ip })).status).toBe(429);
    // The member portal applies the same limits and the same rule.
    expect((await pub('send_session_access_code', { email: 'limit@apply.example.com', context: 'member-portal' }, { ip })).status).toBe(429);
  });

  it('sends a code, verifies it, lists sessions with other members as first name + last initial, cancels', async () => {
    const sent = await pub('send_session_access_code', { email: 'Mia@Example.com ' });
    expect(sent.status).toBe(200);
    const code = codeFrom('mia@example.com');
    const wrong = await pub('get_sessions_by_email_with_code', { email: 'mia@example.com', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid verification code');
    const ok = await pub('get_sessions_by_email_with_code', { email: 'mia@example.com', code });
    expect(ok.status).toBe(200);
    const list = ok.body.data as { id: string; curated_fika_sessions: { id: string; session_duration: number }; otherParticipants: { firstName: string; lastInitial: string }[] }[];
    expect(list).toHaveLength(2);
    const main = list.find((x) => x.curated_fika_sessions.id === sid)!;
    expect(main.otherParticipants).toEqual(expect.arrayContaining([{ firstName: 'Ken', lastInitial: 'W' }, { firstName: 'Lea', lastInitial: 'M' }]));
    expect(main.curated_fika_sessions.session_duration).toBe(90);
    expect(JSON.stringify(list)).not.toContain('ken@example.com');
    const token = ok.body.session.token as string;
    expect(ok.body.application.application_status).toBe('approved');

    // Within 24 hours: refused with the exact cutoff message.
    const soon = list.find((x) => x.curated_fika_sessions.id === soonId)!;
    const late = await pub('cancel_participant_attendance', { participantId: soon.id, cancellationReason: MESSAGES.userCancelReason }, { headers: { authorization: `Bearer ${token}` } });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('Cannot cancel within 24 hours of the session');

    // Someone else's participation: refused.
    const kenPart = `${sid}.${(await adm('get_application_by_email', { email: 'ken@example.com' })).body.data.id}`;
    const other = await pub('cancel_participant_attendance', { participantId: kenPart }, { headers: { authorization: `Bearer ${token}` } });
    expect(other.status).toBe(403);

    const c = await pub('cancel_participant_attendance', { participantId: main.id, cancellationReason: MESSAGES.userCancelReason }, { headers: { authorization: `Bearer ${token}` } });
    expect(c.status).toBe(200);
    expect(h.mail.to('mia@example.com').at(-1)!.subject).toMatch(/^Cancelled:/);
    const after = await pub('get_my_sessions', {}, { headers: { authorization: `Bearer ${token}` } });
    expect(after.body.data.find((x: { id: string }) => x.id === main.id).participation_status).toBe('cancelled');
    const d = await adm('get_session_details', { sessionId: sid });
    expect(d.body.data.current_participants).toBe(2);
    await h.bus.drain();
  });

  it("a stranger's wrong guesses from one address lock only that address: the owner still signs in with the live code", async () => {
    const owner = '198.51.100.40';
    await pub('send_session_access_code', { email: 'ken@example.com' }, { ip: owner });
    const code = codeFrom('ken@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    // Five guesses from five addresses of one /64 (one customer's block).
    for (let i = 0; i < limits.codeGuessPerEmailAddress.max; i++) {
      expect((await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code: wrong }, { ip: `2001:db8:66:1::${i + 1}` })).status).toBe(401);
    }
    const refused = await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code: wrong }, { ip: '2001:db8:66:1::99' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(limits.codeGuessPerEmailAddress.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Before, the fifth wrong guess voided the code for everyone: the owner was refused with codeLocked.
    const ok = await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code }, { ip: owner });
    expect(ok.status).toBe(200);
    expect(ok.body.session.email).toBe('ken@example.com');
  });

  it(`a code is void after ${MAX_CODE_ATTEMPTS} tries from many addresses (brute force); the owner's new code works`, async () => {
    const owner = '198.51.100.41';
    await pub('send_session_access_code', { email: 'ken@example.com' }, { ip: owner });
    const code = codeFrom('ken@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    const per = limits.codeGuessPerEmailAddress.max;
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expect((await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code: wrong }, { ip: `203.0.113.${Math.floor(i / per) + 100}` })).status).toBe(401);
    }
    const locked = await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code }, { ip: owner });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(MESSAGES.codeLocked);
    // The owner asks again: the new code works; the strangers' addresses have spent their hour on this email.
    await pub('send_session_access_code', { email: 'ken@example.com' }, { ip: owner });
    const fresh = codeFrom('ken@example.com');
    expect((await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code: wrong }, { ip: '203.0.113.100' })).status).toBe(429);
    expect((await pub('get_sessions_by_email_with_code', { email: 'ken@example.com', code: fresh }, { ip: owner })).status).toBe(200);
  });

  it('cancels from a signed emailed link and refuses a tampered one', async () => {
    const app = (await adm('get_application_by_email', { email: 'lea@example.com' })).body.data;
    const participantId = `${sid}.${app.id}`;
    const cancelledEvents = () => h.bus.published.filter((e) => e['detail-type'] === 'session.cancelled' && (e.detail as { reservationId?: string }).reservationId === participantId);
    const seats = async () => (await adm('get_session_details', { sessionId: sid })).body.data.current_participants;
    const seatsBefore = await seats();

    // The cancellation and its session.cancelled are one transaction: when it fails, neither is stored.
    await h.bus.drain();
    fault.failNext();
    const failed = await pub('cancel_participant_attendance', { sessionId: sid, participantId, token: linkToken(h.ports.secrets.signingSecret, 'cancel', sid, participantId) });
    fault.disarm();
    expect(failed.status).toBe(500);
    expect((await h.ports.table.get(keys.cfParticipant(sid, app.id), { consistent: true }))?.participation_status).not.toBe('cancelled');
    expect(await seats()).toBe(seatsBefore);
    await h.bus.drain();
    expect(cancelledEvents()).toHaveLength(0);

    const bad = await pub('cancel_participant_attendance', { sessionId: sid, participantId, token: 'forged' });
    expect(bad.status).toBe(403);
    const missing = await pub('cancel_participant_attendance', { sessionId: sid, participantId });
    expect(missing.body.error).toBe(MESSAGES.invalidCancelLink);
    const token = linkToken(h.ports.secrets.signingSecret, 'cancel', sid, participantId);
    const feedbackToken = linkToken(h.ports.secrets.signingSecret, 'feedback', sid, participantId);
    expect((await pub('cancel_participant_attendance', { sessionId: sid, participantId, token: feedbackToken })).status).toBe(403);
    const r = await pub('cancel_participant_attendance', { sessionId: sid, participantId, token });
    expect(r.status).toBe(200);
    const again = await pub('cancel_participant_attendance', { sessionId: sid, participantId, token });
    expect(again.body.data.alreadyCancelled).toBe(true);
    expect(await seats()).toBe(seatsBefore - 1);
    await h.bus.drain();
    expect(cancelledEvents()).toHaveLength(1);
  });
});

describe('invitations, confirmation, feedback, delete', () => {
  it('invites once, confirms from the link, takes feedback after the session, guards deleting paid sessions', async () => {
    const a = await approvedApplicant('ola@example.com', { first_name: 'Ola' });
    const b = await approvedApplicant('sam@example.com', { first_name: 'Sam' });
    const s = await adm('create_session_from_applications', { applicationIds: [a, b], sessionData: { session_title: 'Pair fika', session_date: '2026-12-10T19:00', venue_name: 'Bear Pond' } });
    const sid = s.body.data.sessionId;
    const inv = await adm('send_session_invitations', { sessionId: sid });
    expect(inv.body.data).toEqual({ invitationsSent: 2, totalParticipants: 2, sessionTitle: 'Pair fika' });
    expect((await adm('send_session_invitations', { sessionId: sid })).body.data.invitationsSent).toBe(0);
    const mail = h.mail.to('ola@example.com').at(-1)!;
    const confirmUrl = new URL(/https?:\/\/\S+\/curated-fika\/confirm\?\S+/.exec(mail.text)![0]);
    const link = { sessionId: confirmUrl.searchParams.get('session'), participantId: confirmUrl.searchParams.get('participant'), token: confirmUrl.searchParams.get('token') };
    const c = await pub('confirm_attendance', link);
    expect(c.status).toBe(200);
    expect(c.body.data.participation.participation_status).toBe('confirmed');

    const nudges = await adm('send_confirmation_nudges', { sessionId: sid });
    expect(nudges.body.data).toMatchObject({ nudgesSent: 1, firstNudges: 1, secondNudges: 0 });
    const rem = await adm('send_session_reminder', { sessionId: sid });
    expect(rem.body.data).toMatchObject({ remindersSent: 1, totalEligible: 1 });

    const pid = link.participantId!;
    const paid = await adm('update_participant_status', { participantId: pid, status: 'paid' });
    expect(paid.body.data.payment_status).toBe('paid');
    const stats = await adm('get_admin_stats');
    expect(stats.body.data.revenue.thisMonth).toEqual([{ currency: 'JPY', amount: 5400 }]); // a Tokyo session: in yen

    expect((await adm('send_feedback_emails', { sessionId: sid })).status).toBe(409);
    clock.set('2026-12-11T00:00:00.000Z');
    const before = admin;
    admin = await h.adminHeaders(); // the admin session lasts 8 hours
    try {
      await adm('update_session_status', { sessionId: sid, status: 'completed' });
      const fe = await adm('send_feedback_emails', { sessionId: sid });
      expect(fe.body.data).toMatchObject({ emailsSent: 1, totalParticipants: 1 });
      const fbToken = linkToken(h.ports.secrets.signingSecret, 'feedback', sid, pid);
      const ratings = { overall_satisfaction: 9, venue_rating: 8, group_chemistry: 9, conversation_quality: 10, likelihood_to_recommend: 9, connection_made: true, would_attend_again: true };
      const fb = await pub('submit_feedback', { sessionId: sid, participantId: pid, token: fbToken, ...ratings, what_worked_well: 'Great chat' });
      expect(fb.status).toBe(201);
      expect((await pub('submit_feedback', { sessionId: sid, participantId: pid, token: fbToken, ...ratings })).status).toBe(409);
      const list = await adm('get_feedback', {}, { filters: { min_satisfaction: 8 } });
      expect(list.body.data.pagination.total).toBe(1);
      expect((await adm('get_feedback', {}, { filters: { min_satisfaction: 10 } })).body.data.pagination.total).toBe(0);

      const del = await adm('delete_session', { sessionId: sid });
      expect(del.status).toBe(409);
      expect(del.body).toMatchObject({ success: false, validation_failed: true, participants_affected: 2 });
      const forced = await adm('delete_session', { sessionId: sid, options: { force_delete: true, acknowledged_confirmations: true } });
      expect(forced.status).toBe(200);
      expect(forced.body.data.participants_affected).toBe(2);
    } finally {
      clock.set(NOW);
      admin = before;
    }
  });
});

describe('AI matching', () => {
  it('needs a city and country', async () => {
    const r = await adm('run_ai_matching', { city: 'Osaka' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('City and country must be specified for AI matching.');
  });

  it('groups approved premium applications of one city into sessions of 3-4', async () => {
    const styles = ['Deep Conversations', 'Light & Fun', 'Professional'];
    for (let i = 0; i < 7; i++) {
      await approvedApplicant(`osaka${i}@match.example.com`, {
        city: 'Osaka',
        first_name: `Member${i}`,
        communication_style: styles[i % 3],
        career_stage: ['Student', 'Early Career', 'Mid-Career', 'Senior Level'][i % 4],
        schedule_preference: 'Weekday Evening',
      });
    }
    // Not premium, and pending: never matched.
    await pub('submit_application', form('osaka-free@match.example.com', { city: 'Osaka' }));
    const r = await adm('run_ai_matching', { city: 'Osaka', country: 'Japan' });
    expect(r.status).toBe(200);
    expect(r.body.data.applicationsProcessed).toBe(7);
    expect(r.body.data.sessionsCreated).toBe(2);
    const sizes = r.body.data.sessions.map((s: { members: string[] }) => s.members.length).sort();
    expect(sizes).toEqual([3, 4]);
    const details = await adm('get_session_details', { sessionId: r.body.data.sessions[0].id });
    expect(details.body.data.session_status).toBe('scheduled');
    expect(details.body.data.curated_fika_participants.every((p: { participation_status: string }) => p.participation_status === 'invited')).toBe(true);
    // Weekday evening in Osaka (Asia/Tokyo): a Wednesday at 19:00 local = 10:00 UTC.
    expect(new Date(details.body.data.session_date).getUTCDay()).toBe(3);
    expect(details.body.data.session_date).toMatch(/T10:00:00.000Z$/);

    // Everyone is placed now: running again creates nothing.
    const again = await adm('run_ai_matching', { city: 'Osaka', country: 'Japan' });
    expect(again.body.data.sessionsCreated).toBe(0);
    expect(again.body.data.message).toBe(MESSAGES.noSessionsCreated);
  });
});

describe('member portal and the curated session', () => {
  it('answers the same for known and unknown emails, then opens the portal and slides the session', async () => {
    await approvedApplicant('portal@example.com', { first_name: 'Pia' });
    const unknown = await pub('send_session_access_code', { email: 'ghost@example.com', context: 'member-portal' });
    const known = await pub('send_session_access_code', { email: 'portal@example.com', context: 'member-portal' });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(h.mail.to('ghost@example.com')).toHaveLength(0);
    const v = await pub('get_sessions_by_email_with_code', { email: 'portal@example.com', code: codeFrom('portal@example.com') });
    expect(v.status).toBe(200);
    expect(v.body.data).toEqual([]);
    const bearer = { authorization: `Bearer ${v.body.session.token}` };
    const portal = await pub('get_member_portal', {}, { headers: bearer });
    expect(portal.body.data.application).toMatchObject({ first_name: 'Pia', application_status: 'approved', is_premium_member: true });

    clock.advance(60 * 60_000);
    try {
      const ext = await pub('extend_session', {}, { headers: bearer });
      expect(ext.body.data.expiresAt).toBe(new Date(Date.parse(NOW) + 3 * 3600_000).toISOString());
      clock.advance(1.5 * 3600_000); // 2.5 h after verifying: past the original 2 hours, inside the extended ones
      expect((await pub('get_my_sessions', {}, { headers: bearer })).status).toBe(200);
      await pub('sign_out', {}, { headers: bearer });
      const after = await pub('get_my_sessions', {}, { headers: bearer });
      expect(after.status).toBe(401);
      expect(after.body.expired).toBe(true);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('matching helpers', () => {
  it('ranks compatible applications and v2 leaves weak fits unmatched', async () => {
    const base = { city: 'Osaka', industry: 'Finance', profession: 'Analyst', schedule_preference: 'Weekday Morning' };
    const a = await approvedApplicant('v2a@match.example.com', { ...base, career_stage: 'Student', interests: ['books', 'music'], fika_goals: ['Mentorship'] });
    await approvedApplicant('v2b@match.example.com', { ...base, career_stage: 'Early Career', interests: ['books', 'music'], fika_goals: ['Mentorship'] });
    await approvedApplicant('v2c@match.example.com', {
      city: 'Osaka',
      industry: 'Arts',
      profession: 'Dancer',
      career_stage: 'Retired',
      interests: ['sports'],
      fika_goals: ['Language Practice'],
      communication_style: 'Light & Fun',
      location_preference: 'Roppongi',
    });
    const ranked = await adm('find_compatible_applications', { applicationId: a });
    expect(ranked.status).toBe(200);
    expect(ranked.body.data.matches[0].application.email).toBe('v2b@match.example.com');
    expect(ranked.body.data.matches[0].score).toBe(25 + 10 + 7 + 15 + 10 + 10);

    const r = await adm('run_ai_matching_v2', { city: 'Osaka', country: 'Japan', min_score: 60 });
    expect(r.status).toBe(200);
    expect(r.body.data.sessionsCreated).toBe(1);
    expect(r.body.data.sessions[0].members).toHaveLength(2);
    expect(r.body.data.unmatched).toBe(1);
  });
});

/** The signed link of one purpose in the last email to `email` whose subject matches. */
function linkIn(email: string, path: string, subject: RegExp = /./) {
  const m = h.mail.to(email).filter((x) => subject.test(x.subject)).at(-1)!;
  const url = new URL(new RegExp(`https?://\\S+/curated-fika/${path}\\?\\S+`).exec(m.text)![0]);
  return { sessionId: url.searchParams.get('session')!, participantId: url.searchParams.get('participant')!, token: url.searchParams.get('token')! };
}

describe('verification codes as people type or paste them', () => {
  it('verifies 123 456, 123-456 and " 123456" (non-digits stripped first, then cut to 6)', async () => {
    const a = await approvedApplicant('paste@example.com', { first_name: 'Pat' });
    const sid = await openSession({ session_title: 'Paste fika', session_date: '2026-12-07T10:00' });
    expect((await adm('add_participant_to_session', { sessionId: sid, applicationId: a })).status).toBe(201);
    for (const shape of [(c: string) => `${c.slice(0, 3)} ${c.slice(3)}`, (c: string) => `${c.slice(0, 3)}-${c.slice(3)}`, (c: string) => ` ${c}`]) {
      expect((await pub('send_session_access_code', { email: 'paste@example.com' })).status).toBe(200);
      const r = await pub('get_sessions_by_email_with_code', { email: 'paste@example.com', code: shape(codeFrom('paste@example.com')) });
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(1);
    }
  });
});

describe('session cancelled: only people who know they hold a place', () => {
  async function groupOfFour(prefix: string, date: string) {
    const ids = [];
    for (const n of ['never', 'invited', 'confirmed', 'gone']) ids.push(await approvedApplicant(`${prefix}-${n}@cancel.example.com`, { first_name: n }));
    const sid = await openSession({ session_title: `${prefix} fika`, session_date: date });
    const [never, invited, confirmed, gone] = ids;
    await adm('add_participant_to_session', { sessionId: sid, applicationId: never });
    for (const id of [invited, confirmed, gone]) expect((await adm('add_participant_to_session', { sessionId: sid, applicationId: id, options: { send_invitation_email: true } })).status).toBe(201);
    await pub('confirm_attendance', linkIn(`${prefix}-confirmed@cancel.example.com`, 'confirm'));
    await adm('cancel_participant_attendance', { participantId: `${sid}.${gone}` });
    return sid;
  }
  const cancelledMail = (prefix: string) =>
    ['never', 'invited', 'confirmed', 'gone'].filter((n) => h.mail.to(`${prefix}-${n}@cancel.example.com`).some((m) => m.subject.startsWith('Session cancelled')));

  it('setting the status to cancelled mails invited and confirmed people, not the never-invited or the cancelled', async () => {
    const sid = await groupOfFour('status', '2026-12-08T10:00');
    const r = await adm('update_session_status', { sessionId: sid, status: 'cancelled' });
    expect(r.status).toBe(200);
    expect(r.body.data.notified).toBe(2);
    expect(cancelledMail('status')).toEqual(['invited', 'confirmed']);
    // My Sessions does not show the cancelled session to the person who was never invited to it.
    expect((await pub('send_session_access_code', { email: 'status-never@cancel.example.com' })).status).toBe(200);
    const never = await pub('get_sessions_by_email_with_code', { email: 'status-never@cancel.example.com', code: codeFrom('status-never@cancel.example.com') });
    expect(never.body.data).toEqual([]);
    expect((await pub('send_session_access_code', { email: 'status-invited@cancel.example.com' })).status).toBe(200);
    const seen = await pub('get_sessions_by_email_with_code', { email: 'status-invited@cancel.example.com', code: codeFrom('status-invited@cancel.example.com') });
    expect(seen.body.data.map((x: { curated_fika_sessions: { session_status: string } }) => x.curated_fika_sessions.session_status)).toEqual(['cancelled']);
  });

  it('deleting with cancellation emails mails the same people', async () => {
    const sid = await groupOfFour('delete', '2026-12-08T14:00');
    const r = await adm('delete_session', { sessionId: sid, options: { send_cancellation_emails: true } });
    expect(r.status).toBe(200);
    expect(r.body.data.emails_sent).toBe(2);
    expect(cancelledMail('delete')).toEqual(['invited', 'confirmed']);
  });
});

describe('who may take a place', () => {
  it('refuses an applicant from another city, in manual creation and when adding', async () => {
    const tokyo = [await approvedApplicant('city-t1@place.example.com'), await approvedApplicant('city-t2@place.example.com')];
    const osaka = await approvedApplicant('city-o@place.example.com', { city: 'Osaka', first_name: 'Oscar', last_name: 'Ono' });
    const made = await adm('create_session_from_applications', {
      applicationIds: [...tokyo, osaka],
      sessionData: { session_title: 'Mixed cities', session_date: '2026-12-09T10:00', venue_name: 'Fuglen Tokyo', city: 'Tokyo' },
    });
    expect(made.status).toBe(400);
    expect(made.body.error).toBe('Oscar Ono applied for Osaka; this session is in Tokyo.');
    const sid = await openSession({ session_title: 'Tokyo only', session_date: '2026-12-09T14:00' });
    const add = await adm('add_participant_to_session', { sessionId: sid, applicationId: osaka });
    expect(add.status).toBe(400);
    expect(add.body.error).toBe('Oscar Ono applied for Osaka; this session is in Tokyo.');
    expect((await adm('get_session_details', { sessionId: sid })).body.data.current_participants).toBe(0);
  });

  it('refuses an applicant already seated in an overlapping session, and allows a later one', async () => {
    const busy = await approvedApplicant('busy@place.example.com', { first_name: 'Bea', last_name: 'Busy' });
    const other = await approvedApplicant('free1@place.example.com');
    const first = await openSession({ session_title: 'Morning fika', session_date: '2026-12-12T10:00' }); // 10:00-11:30 Tokyo
    expect((await adm('add_participant_to_session', { sessionId: first, applicationId: busy })).status).toBe(201);

    const overlapping = await openSession({ session_title: 'Late morning', session_date: '2026-12-12T11:00' });
    const add = await adm('add_participant_to_session', { sessionId: overlapping, applicationId: busy });
    expect(add.status).toBe(409);
    expect(add.body.error).toBe('Bea Busy already has a place in "Morning fika" at that time.');
    const made = await adm('create_session_from_applications', {
      applicationIds: [busy, other],
      sessionData: { session_title: 'Clash', session_date: '2026-12-12T09:00', venue_name: 'Bear Pond' },
    });
    expect(made.status).toBe(409);

    const later = await openSession({ session_title: 'Afternoon', session_date: '2026-12-12T11:30' });
    expect((await adm('add_participant_to_session', { sessionId: later, applicationId: busy })).status).toBe(201);

    // Moving a session onto another of its participants' sessions is refused too.
    const moved = await adm('update_session_details', { sessionId: later, updates: { session_date: '2026-12-12T10:45' } });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe('Bea Busy already has a place in "Morning fika" at that time.');
    expect((await adm('update_session_details', { sessionId: later, updates: { session_date: '2026-12-12T12:00' } })).status).toBe(200);
  });
});

describe('a confirmed session still reaches its invitees', () => {
  it('sends invites and nudges, and the confirm link works, after the session is set to confirmed', async () => {
    const a = await approvedApplicant('conf-a@reach.example.com');
    const b = await approvedApplicant('conf-b@reach.example.com');
    const sid = await openSession({ session_title: 'Confirmed fika', session_date: '2026-12-13T10:00' });
    await adm('add_participant_to_session', { sessionId: sid, applicationId: a });
    expect((await adm('update_session_status', { sessionId: sid, status: 'confirmed' })).status).toBe(200);
    // A replacement added after confirming, and an invitee who was never mailed.
    await adm('add_participant_to_session', { sessionId: sid, applicationId: b, options: { is_replacement: true } });
    const inv = await adm('send_session_invitations', { sessionId: sid });
    expect(inv.status).toBe(200);
    expect(inv.body.data.invitationsSent).toBe(2);
    const nudge = await adm('send_confirmation_nudges', { sessionId: sid });
    expect(nudge.status).toBe(200);
    expect(nudge.body.data.nudgesSent).toBe(2);
    const c = await pub('confirm_attendance', linkIn('conf-b@reach.example.com', 'confirm', /invited/));
    expect(c.status).toBe(200);
    expect(c.body.data.participation.participation_status).toBe('confirmed');
  });
});

describe('an emptied session is flagged', () => {
  it('flags the session and mails the team once when the last participant cancels or is removed; a new participant clears it', async () => {
    const a = await approvedApplicant('empty-a@flag.example.com');
    const b = await approvedApplicant('empty-b@flag.example.com');
    const c = await approvedApplicant('empty-c@flag.example.com');
    const sid = await openSession({ session_title: 'Soon empty', session_date: '2026-12-14T10:00' });
    await adm('add_participant_to_session', { sessionId: sid, applicationId: a });
    await adm('add_participant_to_session', { sessionId: sid, applicationId: b });
    const emptiedMail = () => h.mail.to(h.ports.config.teamEmail).filter((m) => m.subject === 'Curated Fika session emptied: Soon empty');

    await adm('cancel_participant_attendance', { participantId: `${sid}.${a}` });
    expect((await adm('get_session_details', { sessionId: sid })).body.data.emptied_at).toBeUndefined();
    expect((await adm('delete_participant', { participantId: `${sid}.${b}` })).status).toBe(200);
    const d = (await adm('get_session_details', { sessionId: sid })).body.data;
    expect(d.current_participants).toBe(0);
    expect(d.emptied_at).toBe(NOW);
    expect(emptiedMail()).toHaveLength(1);
    const listed = await adm('get_sessions', {}, { filters: { session_status: 'scheduled' } });
    expect(listed.body.data.data.find((s: { id: string }) => s.id === sid).emptied_at).toBe(NOW);
    expect((await adm('get_admin_stats')).body.data.sessions.emptied).toBeGreaterThanOrEqual(1);

    await adm('add_participant_to_session', { sessionId: sid, applicationId: c });
    expect((await adm('get_session_details', { sessionId: sid })).body.data.emptied_at).toBeUndefined();
    await adm('update_participant_status', { participantId: `${sid}.${c}`, status: 'cancelled' });
    expect((await adm('get_session_details', { sessionId: sid })).body.data.emptied_at).toBe(NOW);
    expect(emptiedMail()).toHaveLength(2);
  });
});

describe('the price per person follows the group', () => {
  it('is the pair price with two people and the group price with three, as people join and leave', async () => {
    const ids = [await approvedApplicant('price-a@price.example.com'), await approvedApplicant('price-b@price.example.com'), await approvedApplicant('price-c@price.example.com')];
    const sid = await openSession({ session_title: 'Priced fika', session_date: '2026-12-15T10:00' });
    const price = async () => (await adm('get_session_details', { sessionId: sid })).body.data.price_per_person;
    expect(await price()).toBe(4500);
    await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[0] });
    expect(await price()).toBe(4500);
    await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[1] });
    expect(await price()).toBe(5400);
    await adm('add_participant_to_session', { sessionId: sid, applicationId: ids[2] });
    expect(await price()).toBe(4500);
    await adm('delete_participant', { participantId: `${sid}.${ids[2]}` });
    expect(await price()).toBe(5400);
    await adm('cancel_participant_attendance', { participantId: `${sid}.${ids[1]}` });
    expect(await price()).toBe(4500);
  });

  it('keeps a price the admin typed', async () => {
    const ids = [await approvedApplicant('typed-a@price.example.com'), await approvedApplicant('typed-b@price.example.com')];
    const s = await adm('create_session_from_applications', { applicationIds: ids, sessionData: { session_title: 'Typed price', session_date: '2026-12-15T14:00', venue_name: 'Bear Pond', price_per_person: 45 } });
    const sid = s.body.data.sessionId;
    await adm('delete_participant', { participantId: `${sid}.${ids[1]}` });
    expect((await adm('get_session_details', { sessionId: sid })).body.data.price_per_person).toBe(45);
  });
});

describe('paying for a curated place', () => {
  async function invitedPair(prefix: string, date: string) {
    const a = await approvedApplicant(`${prefix}-a@pay.example.com`, { first_name: 'Payer' });
    const b = await approvedApplicant(`${prefix}-b@pay.example.com`);
    const s = await adm('create_session_from_applications', { applicationIds: [a, b], sessionData: { session_title: `${prefix} fika`, session_date: date, venue_name: 'Bear Pond' } });
    const sid = s.body.data.sessionId as string;
    expect((await adm('send_session_invitations', { sessionId: sid })).body.data.invitationsSent).toBe(2);
    return { sid, a, b, email: `${prefix}-a@pay.example.com` };
  }
  /** This month's revenue of the Tokyo sessions below (in yen, the city's currency). */
  const revenueNow = async () => ((await adm('get_admin_stats')).body.data.revenue.thisMonth as { currency: string; amount: number }[]).find((t) => t.currency === 'JPY')?.amount ?? 0;

  it('the invitation states the price and links to pay; the webhook makes the participant paid once; revenue counts it', async () => {
    const { sid, a, email } = await invitedPair('flow', '2026-12-16T10:00');
    const invite = h.mail.to(email).at(-1)!;
    expect(invite.text).toContain('Price per person: ¥5,400');
    expect(invite.text).toContain('Pay ¥5,400 now');
    const link = linkIn(email, 'pay');
    const details = await pub('get_link_details', { ...link, purpose: 'pay' });
    expect(details.body.data.payment).toMatchObject({ price_per_person: 5400, currency: 'JPY', payment_status: 'unpaid' });

    // The pay link only; a confirm link cannot start a payment.
    expect((await pub('start_payment', { ...link, token: linkIn(email, 'confirm').token })).status).toBe(403);
    const before = await revenueNow();
    const start = await pub('start_payment', link);
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ amount: 5400, currency: 'JPY' });
    expect(start.body.data.checkout_url).toContain('/_dev/checkout/');
    const checkout = await sim(h).getSession(start.body.data.session_id);
    expect(checkout).toMatchObject({ mode: 'payment', unitAmount: 5400, currency: 'jpy', email, metadata: { kind: 'curated', participantId: `${sid}.${a}` } });

    const { events } = await payAndDeliver(h, start.body.data.session_id);
    const pt = (await adm('get_session_details', { sessionId: sid })).body.data.curated_fika_participants.find((x: { id: string }) => x.id === `${sid}.${a}`);
    expect(pt).toMatchObject({ participation_status: 'paid', payment_status: 'paid', payment_amount: 5400, payment_date: NOW });
    expect((await adm('get_session_details', { sessionId: sid })).body.data.total_revenue).toBe(5400);
    expect(await revenueNow()).toBe(before + 5400);
    expect(h.mail.to(email).some((m) => m.text.includes('Curated Fika: flow fika'))).toBe(true);

    // Stripe delivers again: nothing changes.
    for (const e of events) expect((await deliver(h, e)).status).toBe(200);
    await h.bus.drain();
    expect(await revenueNow()).toBe(before + 5400);
    const again = await pub('start_payment', link);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.alreadyPaid);
    // Kept money gets exactly one receipt, naming the session, however often Stripe delivers.
    const receipts = h.mail.to(email).filter((m) => /receipt/i.test(m.subject));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('Curated Fika: flow fika');
  });

  it('a payment whose write fails leaves the place unpaid, revenue and receipts untouched; the retry pays it once', async () => {
    const { sid, a, email } = await invitedPair('atomic', '2026-12-17T10:00');
    const start = await pub('start_payment', linkIn(email, 'pay'));
    const sessionId = start.body.data.session_id as string;
    await sim(h).pay(sessionId);
    const checkout = (await sim(h).getSession(sessionId))!;
    const detail = { stripeEventId: 'evt_atomic_curated', sessionId, mode: 'payment' as const, email, customerId: null, subscriptionId: null, amountTotal: 5400, currency: 'jpy', metadata: checkout.metadata };
    await h.bus.drain();
    const before = await revenueNow();
    const participant = async () => (await adm('get_session_details', { sessionId: sid })).body.data.curated_fika_participants.find((x: { id: string }) => x.id === `${sid}.${a}`);
    const kept = () => h.bus.published.filter((e) => e['detail-type'] === 'payment.kept' && (e.detail as { sessionId: string }).sessionId === sessionId);

    fault.failNext();
    await expect(recordCuratedPayment(h.ports, detail)).rejects.toThrow(INJECTED);
    await h.bus.drain();
    expect(await participant()).toMatchObject({ payment_status: 'unpaid' });
    expect(await revenueNow()).toBe(before);
    expect((await h.ports.table.get(keys.checkoutSession(sessionId)))?.paymentOutcome).toBeUndefined();
    expect(kept()).toEqual([]);

    await recordCuratedPayment(h.ports, detail);
    await recordCuratedPayment(h.ports, detail);
    await h.bus.drain();
    expect(await participant()).toMatchObject({ payment_status: 'paid', payment_amount: 5400 });
    expect(await revenueNow()).toBe(before + 5400);
    expect(kept()).toHaveLength(1);
    expect(h.mail.to(email).filter((m) => /receipt/i.test(m.subject))).toHaveLength(1);
  });

  it('refunds a payment that arrives after the place was cancelled', async () => {
    const { sid, a, email } = await invitedPair('late', '2026-12-16T14:00');
    const start = await pub('start_payment', linkIn(email, 'pay'));
    await adm('cancel_participant_attendance', { participantId: `${sid}.${a}` });
    const before = await revenueNow();
    const refunds = vi.spyOn(h.ports.payments, 'refundPayment');
    await payAndDeliver(h, start.body.data.session_id);
    expect(refunds).toHaveBeenCalledTimes(1);
    refunds.mockRestore();
    const pt = (await adm('get_session_details', { sessionId: sid })).body.data.curated_fika_participants.find((x: { id: string }) => x.id === `${sid}.${a}`);
    expect(pt).toMatchObject({ participation_status: 'cancelled', payment_status: 'unpaid' });
    expect(await revenueNow()).toBe(before);
    expect(h.mail.to(email).at(-1)!.subject).toBe('Refund: late fika');
    // Refunded money gets the refund mail only, never a receipt.
    expect(h.mail.to(email).filter((m) => /receipt/i.test(m.subject))).toHaveLength(0);
  });

  it('deleting a session with paid participants needs a force delete, which refunds them through Stripe and takes the money out of revenue', async () => {
    const { sid, email } = await invitedPair('del', '2026-12-17T10:00');
    const before = await revenueNow();
    await payAndDeliver(h, (await pub('start_payment', linkIn(email, 'pay'))).body.data.session_id);
    expect(await revenueNow()).toBe(before + 5400);

    const blocked = await adm('delete_session', { sessionId: sid });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ validation_failed: true, paid_participants: 1 });
    const refunds = vi.spyOn(h.ports.payments, 'refundPayment');
    const forced = await adm('delete_session', { sessionId: sid, options: { force_delete: true, acknowledged_confirmations: true, send_cancellation_emails: true } });
    expect(forced.status).toBe(200);
    expect(forced.body.data.refunded).toBe(1);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds.mock.calls[0][0]).toMatch(/^pi_sim_/);
    refunds.mockRestore();
    expect(await revenueNow()).toBe(before);
    const told = h.mail.to(email).at(-1)!;
    expect(told.subject).toBe('Session cancelled: del fika');
    expect(told.text).toContain('Your payment of ¥5,400 is refunded in full');
  });

  it('cancelling a session refunds its paid participants; a participant who cancels in time is refunded too', async () => {
    const { sid, email } = await invitedPair('stat', '2026-12-18T10:00');
    const before = await revenueNow();
    await payAndDeliver(h, (await pub('start_payment', linkIn(email, 'pay'))).body.data.session_id);
    const r = await adm('update_session_status', { sessionId: sid, status: 'cancelled' });
    expect(r.body.data.refunded).toBe(1);
    expect(await revenueNow()).toBe(before);
    expect((await adm('get_session_details', { sessionId: sid })).body.data.total_revenue).toBe(0);

    const other = await invitedPair('self', '2026-12-18T14:00');
    await payAndDeliver(h, (await pub('start_payment', linkIn(other.email, 'pay'))).body.data.session_id);
    const c = await pub('cancel_participant_attendance', linkIn(other.email, 'cancel', /invited/));
    expect(c.status).toBe(200);
    expect(await revenueNow()).toBe(before);
    expect(h.mail.to(other.email).at(-1)!.text).toContain('Your payment of ¥5,400 is refunded in full');
  });
});
