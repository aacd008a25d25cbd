/**
 * POST /api/admin-console against DynamoDB Local: admin-only on every action, the newsletter list
 * (counts, recent, per-day stats, the CSV export job), unsubscribe stats, email blocking, newsletter sends through
 * the one marketing mail door, and goal-accountability programme health.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { createSession } from '../../functions/lib/auth/tokens';
import { joinList } from '../../functions/signup/signup';
import { processUnsubscribe } from '../../functions/unsubscribe/unsubscribe';
import { applyBlocks } from '../../functions/ses-events/ses';
import { saveCheckin } from '../../functions/member/store';
import type { CheckinInput } from '../../domain/member/rules';
import { BATCH_MAX } from '../../functions/admin/newsletter';
import { localExportFile } from '../../functions/lib/export-files';
import { readFileSync } from 'node:fs';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const at = (iso: string) => clock.set(iso);

const ACTIONS = [
  'get_signup_counts',
  'get_recent_signups',
  'get_signup_stats',
  'get_newsletter_figures',
  'export_signups_csv',
  'start_export',
  'get_export',
  'list_exports',
  'get_unsubscribe_stats',
  'send_newsletter_test',
  'send_newsletter',
  'list_newsletters',
  'list_blocked',
  'lookup_email',
  'block_email',
  'unblock_email',
  'list_founding_members',
  'set_founding_member',
  'get_goal_accountability',
];

async function join(h: Harness, email: string, when: string, metadata: Record<string, string> = {}) {
  at(when);
  const r = await joinList(h.ports, { email, source: 'website', metadata });
  at(NOW);
  return r;
}

describe('admin console', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const call = (action: string, data: unknown = {}, headers = admin) => h.call('/api/admin-console', { action, data }, { headers });

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    await join(h, 'old@example.com', '2026-09-01T00:00:00Z');
    await join(h, 'nov1@example.com', '2026-11-01T03:00:00Z', { signup_page: '/events', campaign_source: '=HYPERLINK("x")' });
    await join(h, 'nov10@example.com', '2026-11-10T03:00:00Z');
    await join(h, 'leaver@example.com', '2026-11-20T03:00:00Z');
    await join(h, 'today@example.com', '2026-11-22T01:00:00Z');
    at('2026-11-21T05:00:00Z');
    await processUnsubscribe(h.ports, { email: 'leaver@example.com', reason: 'too_many_emails', method: 'email_link', feedback: 'Too frequent' });
    at(NOW);
    await h.bus.drain();
  });

  describe('access', () => {
    it('refuses every action without a session (401) and with a non-admin bearer (403)', async () => {
      const member = await createSession(h.ports, { kind: 'member', email: 'nov1@example.com', ttlSeconds: 3600 });
      for (const action of ACTIONS) {
        expect((await call(action, {}, {})).status, action).toBe(401);
        expect((await call(action, {}, { authorization: `Bearer ${member.token}` })).status, action).toBe(403);
        expect((await call(action, {}, { authorization: 'Bearer not-a-session' })).status, action).toBe(403);
      }
    });

    it('answers 400 Unknown action to the admin', async () => {
      const r = await call('drop_everything');
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Unknown action');
    });
  });

  describe('newsletter list', () => {
    it('counts signups by status', async () => {
      const r = await call('get_signup_counts');
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ active: 4, unsubscribed: 1, total: 5, unsubscribes: 1 });
    });

    it('lists the recent signups newest first, 10 by default', async () => {
      const r = await call('get_recent_signups');
      expect(r.body.data.map((s: { email: string }) => s.email)).toEqual(['today@example.com', 'nov10@example.com', 'nov1@example.com', 'old@example.com']);
      expect(r.body.data[2]).toMatchObject({ status: 'active', source: 'website', signup_page: '/events', subscribed_at: '2026-11-01T03:00:00.000Z' });
      const two = await call('get_recent_signups', { limit: 2 });
      expect(two.body.data).toHaveLength(2);
    });

    it('gives signups and unsubscribes per day over the last 30 days (community time)', async () => {
      const r = await call('get_signup_stats');
      const days = r.body.data.days as { date: string; signups: number; returns: number; unsubscribes: number }[];
      expect(days).toHaveLength(30);
      expect(days[0].date).toBe('2026-10-24');
      expect(days.at(-1)!.date).toBe('2026-11-22');
      const on = (d: string) => days.find((x) => x.date === d)!;
      expect(on('2026-11-01').signups).toBe(1);
      expect(on('2026-11-20').signups).toBe(1); // joined, then left the next day: still a signup that day
      expect(on('2026-11-21').unsubscribes).toBe(1);
      expect(on('2026-11-22').signups).toBe(1);
      expect(r.body.data.totals).toEqual({ signups: 4, returns: 0, unsubscribes: 1, net: 3 });
      expect(r.body.data.conversionValueUsd).toBe(4);
      const week = await call('get_signup_stats', { days: 7 });
      expect(week.body.data.totals.signups).toBe(2);
      expect((await call('get_signup_stats', { days: 0 })).status).toBe(400);
    });

    it('exports the active signups as CSV, neutralising spreadsheet formulas (a job: export_signups_csv starts it)', async () => {
      // export_signups_csv is kept as a thin wrapper of start_export {kind: 'signups'} (tests/integration/exports.test.ts covers the job).
      const r = await call('export_signups_csv');
      expect(r.status).toBe(202);
      expect(r.body.data).toMatchObject({ kind: 'signups', status: 'queued', filename: 'active-signups-2026-11-22.csv' });
      await h.bus.drain();
      const x = (await call('get_export', { id: r.body.data.id })).body.data;
      expect(x).toMatchObject({ status: 'ready', rows: 4 });
      const u = new URL(x.url);
      const file = await localExportFile({ dir: h.ports.config.uploadsDir!, signingSecret: h.ports.secrets.signingSecret, clock: h.ports.clock }, u.pathname.split('/').pop()!, u.searchParams);
      if (!file.ok) throw new Error(file.message);
      const csv = readFileSync(file.path, 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('email,status,source,subscribed_at,member_status,signup_page,campaign_source,campaign_medium,campaign_campaign,timezone,referrer');
      expect(lines).toHaveLength(5);
      expect(csv).not.toContain('leaver@example.com');
      expect(lines.find((l: string) => l.startsWith('nov1@'))).toContain(`"'=HYPERLINK(""x"")"`);
    });
  });

  describe('unsubscribe stats', () => {
    it('totals by reason and method over the window, with the recent ones', async () => {
      at('2026-11-22T02:00:00Z');
      await processUnsubscribe(h.ports, { email: 'stranger@example.com' });
      at(NOW);
      const r = await call('get_unsubscribe_stats');
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        days_back: 30,
        total: 2,
        by_reason: [
          { reason: 'not_specified', count: 1 },
          { reason: 'too_many_emails', count: 1 },
        ],
        by_method: [{ method: 'email_link', count: 2 }],
        with_feedback: 1,
      });
      expect(r.body.data.recent.map((x: { email: string }) => x.email)).toEqual(['stranger@example.com', 'leaver@example.com']);
      expect(r.body.data.recent[1]).toMatchObject({ reason: 'too_many_emails', feedback: 'Too frequent', sourceType: 'email_unsubscribe_link' });
      // p_days_back (the RPC-style name): a 1-day window holds only today's.
      const today = await call('get_unsubscribe_stats', { p_days_back: 1 });
      expect(today.body.data.total).toBe(1);
      expect((await call('get_unsubscribe_stats', { days_back: 400 })).status).toBe(400);
    });
  });

  describe('email blocking', () => {
    it('lists bounces from SES and manual blocks, newest first', async () => {
      at('2026-11-22T03:00:00Z');
      await applyBlocks(h.ports, [{ email: 'bounced@example.com', reason: 'bounce', detail: 'Permanent/General' }], 'sns-1');
      at(NOW);
      const b = await call('block_email', { email: ' Spammer@Example.com ', reason: 'Signed up with a trap address' });
      expect(b.status).toBe(201);
      expect(b.body.data).toMatchObject({ email: 'spammer@example.com', reason: 'manual', detail: 'Signed up with a trap address', source: 'admin', blockedBy: 'admin@example.com' });
      const list = await call('list_blocked');
      expect(list.body.data.total).toBe(2);
      expect(list.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['spammer@example.com', 'bounced@example.com']);
      expect(list.body.data.rows[1]).toMatchObject({ reason: 'bounce', source: 'ses' });
    });

    it('refuses a second block (409), a bad address or no reason (400)', async () => {
      expect((await call('block_email', { email: 'spammer@example.com', reason: 'again' })).status).toBe(409);
      const bad = await call('block_email', { email: 'nope', reason: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Please enter a valid email address');
      const noReason = await call('block_email', { email: 'x@example.com', reason: '  ' });
      expect(noReason.body.error).toBe('Please give a reason');
      // A cursor that is not one of the list's pages is refused (issue 28), no longer taken as the first page.
      expect((await call('list_blocked', { cursor: 'garbage' })).status).toBe(400);
    });

    it('looks an address up, and unblocks it once', async () => {
      const l = await call('lookup_email', { email: 'spammer@example.com' });
      expect(l.body.data).toMatchObject({ email: 'spammer@example.com', blocked: { reason: 'manual' }, signup: null });
      const u = await call('unblock_email', { email: 'spammer@example.com' });
      expect(u.status).toBe(200);
      expect(await h.ports.table.get(keys.blocked('spammer@example.com'))).toBeUndefined();
      expect((await call('unblock_email', { email: 'spammer@example.com' })).status).toBe(404);
      const after = await call('list_blocked');
      expect(after.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['bounced@example.com']);
    });
  });

  describe('newsletter sends', () => {
    const content = { subject: 'November at Fika', body: 'Hello friends,\n\nThree new fikas this month.\n\n- Tokyo\n- Osaka\n\n[See the events](http://localhost:3000/events)' };
    const newsletters = () => h.mail.sent.filter((m) => m.tags?.kind === 'newsletter');

    it('sends a test to the signed-in admin only', async () => {
      const r = await call('send_newsletter_test', content);
      expect(r.status).toBe(200);
      expect(r.body.data.to).toBe('admin@example.com');
      const mail = h.mail.sent.filter((m) => m.tags?.kind === 'newsletter-test');
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to: 'admin@example.com', subject: '[Test] November at Fika', category: 'transactional' });
      expect(mail[0].text).toContain('Three new fikas this month.');
      expect(mail[0].text).toContain('- Osaka');
      expect(mail[0].html).toContain('href="http://localhost:3000/events"');
      expect(newsletters()).toHaveLength(0);
      expect((await call('send_newsletter_test', { subject: '', body: 'x' })).body.error).toBe('Please enter a subject');
    });

    it('sends to every active subscriber in batches, skipping blocked and unsubscribed, once each', async () => {
      // The four active signups so far, one of them blocked; plus a bulk of the join/pay side's signup items.
      await applyBlocks(h.ports, [{ email: 'nov10@example.com', reason: 'complaint', detail: 'abuse' }], 'sns-2');
      const bulk = Array.from({ length: BATCH_MAX + 20 }, (_, i) => `reader${String(i).padStart(4, '0')}@example.com`);
      for (let i = 0; i < bulk.length; i += 25) {
        await Promise.all(
          bulk.slice(i, i + 25).map((email) =>
            h.ports.table.put({
              ...keys.signup(email),
              type: 'Signup',
              email,
              source: 'website',
              status: 'active',
              subscribed_at: NOW,
              member_status: 'active',
              metadata: {},
              ...keys.signupsByStatus('active'),
              gsi1sk: NOW,
            }),
          ),
        );
      }
      h.mail.clear();
      const first = await call('send_newsletter', { ...content, requestId: 'req-nov-0001' });
      expect(first.status).toBe(200);
      expect(first.body.data.done).toBe(false);
      expect(first.body.data.newsletter.recipients).toBeGreaterThan(0);
      expect(first.body.data.newsletter.recipients).toBeLessThanOrEqual(BATCH_MAX);
      const id = first.body.data.newsletter.id;

      // The create is idempotent: the same request id continues the same newsletter.
      let r = await call('send_newsletter', { ...content, requestId: 'req-nov-0001' });
      expect(r.body.data.newsletter.id).toBe(id);
      while (!r.body.data.done) r = await call('send_newsletter', { newsletterId: id });
      const nl = r.body.data.newsletter;
      expect(nl).toMatchObject({ status: 'sent', subject: 'November at Fika', sentBy: 'admin@example.com', sentAt: NOW, skipped_blocked: 1, failed: 0 });
      expect(nl.recipients).toBe(bulk.length + 3);

      const sent = newsletters();
      expect(sent).toHaveLength(bulk.length + 3);
      const to = sent.map((m) => m.to);
      expect(new Set(to).size).toBe(to.length);
      expect(to).not.toContain('leaver@example.com');
      expect(to).not.toContain('nov10@example.com');
      expect(to).toContain('today@example.com');
      for (const m of sent.slice(0, 5)) {
        expect(m.category).toBe('marketing');
        expect(m.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=.+>$/);
        expect(m.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        expect(m.html).toContain('Unsubscribe');
      }

      // Calling again after the end sends nothing more.
      const again = await call('send_newsletter', { newsletterId: id });
      expect(again.body.data.done).toBe(true);
      expect(newsletters()).toHaveLength(bulk.length + 3);
    });

    it('lists past newsletters', async () => {
      const r = await call('list_newsletters');
      expect(r.body.data).toHaveLength(1);
      expect(r.body.data[0]).toMatchObject({ subject: 'November at Fika', status: 'sent', recipients: BATCH_MAX + 23 });
      expect((await call('send_newsletter', { newsletterId: 'nl_does-not-exist' })).status).toBe(404);
      expect((await call('send_newsletter', { requestId: 'short' })).status).toBe(400);
    });
  });

  describe('goal accountability', () => {
    const checkin = (over: Partial<CheckinInput>): CheckinInput => ({
      goals_met: null,
      challenges_faced: null,
      next_week_commitment: null,
      mood_rating: null,
      progress_rating: null,
      time_invested_hours: null,
      overall_progress_percentage: null,
      ...over,
    });
    /** Saves a check-in with the members' own store, which indexes it for the admin (keys.checkinsIndex). */
    async function seed(email: string, week: string, when: string, over: Partial<CheckinInput>) {
      await saveCheckin(h.ports, email, week, checkin(over), new Date(when));
      const item = await h.ports.table.get(keys.checkin(email, week));
      expect(item?.gsi1pk).toBe('CHECKINS');
    }

    beforeAll(async () => {
      // Aiko: progress falling over her last four check-ins → needs support.
      await seed('aiko@example.com', '2026-W44', '2026-10-27T01:00:00Z', { progress_rating: 5, mood_rating: 4 });
      await seed('aiko@example.com', '2026-W45', '2026-11-03T01:00:00Z', { progress_rating: 4, mood_rating: 4 });
      await seed('aiko@example.com', '2026-W46', '2026-11-10T01:00:00Z', { progress_rating: 2, mood_rating: 3 });
      await seed('aiko@example.com', '2026-W47', '2026-11-17T01:00:00Z', { progress_rating: 1, mood_rating: 2, goals_met: 'Not much this week' });
      // Ben: rising → accelerating.
      await seed('ben@example.com', '2026-W45', '2026-11-04T01:00:00Z', { progress_rating: 2, mood_rating: 3 });
      await seed('ben@example.com', '2026-W46', '2026-11-11T01:00:00Z', { progress_rating: 3, mood_rating: 4 });
      await seed('ben@example.com', '2026-W47', '2026-11-18T01:00:00Z', { progress_rating: 5, mood_rating: 5, time_invested_hours: 4 });
      // Chie: one check-in → not enough data. Dan: only long ago → not active.
      await seed('chie@example.com', '2026-W47', '2026-11-19T01:00:00Z', { mood_rating: 5, time_invested_hours: 2 });
      await seed('dan@example.com', '2026-W40', '2026-09-29T01:00:00Z', { progress_rating: 1, mood_rating: 1 });
    });

    it('shows programme health over the last 4 weeks', async () => {
      const r = await call('get_goal_accountability');
      expect(r.status).toBe(200);
      const d = r.body.data;
      expect(d.active_members).toBe(3);
      // Aiko's W44 check-in (26 Oct) is 27 days before now: inside the window.
      expect(d.checkins).toBe(8);
      expect(d.trends).toEqual({ accelerating: 1, steady: 0, needs_support: 1, insufficient_data: 1 });
      expect(d.members.map((m: { email: string; trend: string }) => [m.email, m.trend])).toEqual([
        ['chie@example.com', 'insufficient_data'],
        ['ben@example.com', 'accelerating'],
        ['aiko@example.com', 'needs_support'],
      ]);
      expect(d.needs_support).toHaveLength(1);
      expect(d.needs_support[0]).toMatchObject({ email: 'aiko@example.com', trend: 'needs_support', last_checkin_week: '2026-W47', latest_progress: 1, latest_mood: 2 });
      expect(d.recent).toHaveLength(8);
      expect(d.recent[0]).toMatchObject({ email: 'chie@example.com', checkin_week: '2026-W47', mood_rating: 5 });
      expect(d.avg_mood).toBe(3.8); // (4+4+3+2+3+4+5+5)/8 = 3.75
      expect(d.avg_progress).toBe(3.1); // (5+4+2+1+2+3+5)/7 ≈ 3.14
    });
  });
});
