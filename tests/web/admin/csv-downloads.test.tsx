/**
 * The "Download CSV" buttons of the admin lists built in the browser: columns, every page of a paged list, RFC 4180 quoting,
 * formulas neutralised. The unsubscribes, signups and curated applications CSVs are server jobs (tests/web/admin/exports.test.tsx).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionsPage from '../../../web/src/features/admin-console/pages/SubscriptionsPage';
import FoundingMembersPage from '../../../web/src/features/admin-console/pages/FoundingMembersPage';
import { SessionsTab } from '../../../web/src/features/curated/admin/SessionsTab';
import { FeedbackTab } from '../../../web/src/features/curated/admin/FeedbackTab';
import { captureDownloads, json, mockApi, renderAdmin, sent } from './helpers';

vi.setConfig({ testTimeout: 20_000 });
const today = new Date().toISOString().slice(0, 10);
const lines = (text: string) => text.split('\r\n');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CSV downloads of the admin lists', () => {
  it('subscriptions: every page of the filtered list, one row each', async () => {
    const downloads = captureDownloads();
    const sub = (i: number) => ({
      email: `member${i}@example.com`,
      subscription_status: 'active',
      statusLabel: 'Active',
      isActive: true,
      current_period_end: '2026-12-01T00:00:00Z',
      cancel_at_period_end: false,
      total_paid_cents: 150000,
      total_paid_text: '¥1,500',
      subscription_plans: { code: 'monthly', billing_interval: 'month', price_cents: 150000 },
      plan_price_text: '¥1,500',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: null,
      createdAt: '2026-10-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
    });
    const all = Array.from({ length: 150 }, (_, i) => sub(i));
    const api = mockApi((action, data) => {
      if (action === 'get_subscription_analytics') return json(500, { success: false, error: 'Failed to fetch analytics' });
      if (action === 'get_all_subscriptions') {
        // The server's cursor is opaque; here it is the row to start from.
        const from = data.cursor ? Number(data.cursor.slice(1)) : 0;
        const next = from + data.limit < all.length ? `c${from + data.limit}` : null;
        return json(200, { success: true, data: all.slice(from, from + data.limit), count: all.length, limit: data.limit, next });
      }
      return undefined;
    });
    renderAdmin(<SubscriptionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of all 150 subscriptions shown' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
    const [file] = await downloads.files();
    expect(file.name).toBe(`subscriptions-${today}.csv`);
    const rows = lines(file.text);
    expect(rows[0]).toBe('email,status,active_now,plan,billing_interval,price,current_period_end,cancel_at_period_end,total_paid,created_at,updated_at,stripe_customer_id,stripe_subscription_id');
    expect(rows[1]).toBe('member0@example.com,active,true,monthly,month,"¥1,500",2026-12-01T00:00:00Z,false,"¥1,500",2026-10-01T00:00:00Z,2026-11-01T00:00:00Z,cus_1,');
    expect(rows).toHaveLength(152);
    expect(sent(api, 'get_all_subscriptions').map((b) => b.data.cursor)).toEqual([null, null, 'c100']);
  });

  it('founding members: every page of the list', async () => {
    const downloads = captureDownloads();
    mockApi((action) =>
      action === 'list_founding_members'
        ? json(200, { success: true, data: { rows: [{ email: 'first@example.com', founding_member_since: '2026-11-20T00:00:00.000Z', marked_by: '=admin, "root"' }], total: 1, next: null } })
        : undefined,
    );
    renderAdmin(<FoundingMembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of the founding members' }));
    const [file] = await downloads.files();
    expect(file.name).toBe(`founding-members-${today}.csv`);
    expect(lines(file.text)).toEqual(['email,founding_member_since,marked_by', `first@example.com,2026-11-20T00:00:00.000Z,"'=admin, ""root"""`, '']);
  });

  const session = (id: string) => ({
    id,
    session_title: `Session, ${id}`,
    session_date: '2026-12-01T10:00:00.000Z',
    session_status: 'scheduled',
    registration: 'open',
    venue_name: 'Fuglen',
    venue_address: '',
    venue_area: 'Shibuya & Harajuku',
    venue_id: null,
    venue_timezone: 'Asia/Tokyo',
    city: 'Tokyo',
    country: 'Japan',
    max_participants: 4,
    current_participants: 1,
    session_duration: 90,
    price_per_person: 3000,
    total_revenue: 3000,
    host_notes: '',
    target_interests: ['arts', 'food'],
    target_themes: [],
    created_at: '2026-11-01T00:00:00.000Z',
    curated_fika_participants: [
      {
        id: `${id}.cfa_1`,
        session_id: id,
        application_id: 'cfa_1',
        participation_status: 'confirmed',
        payment_status: 'paid',
        payment_amount: 3000,
        payment_date: '2026-11-02T00:00:00.000Z',
        refunded_at: null,
        invitation_sent_at: null,
        confirmed_at: '2026-11-02T00:00:00.000Z',
        nudge_count: 0,
        cancellation_reason: null,
        is_replacement: false,
        application: { id: 'cfa_1', first_name: '@Ann', last_name: 'Lee', email: 'ann@example.com' },
      },
    ],
  });

  it('curated sessions and their participants: every page matching the filters', async () => {
    const downloads = captureDownloads();
    const all = [session('cfs_1'), session('cfs_2')];
    const bodies: { limit: number; cursor?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        if (body.action === 'get_sessions') {
          // A cursor list: one row a page, each page naming the next.
          bodies.push({ limit: body.limit, ...(body.cursor ? { cursor: body.cursor } : {}) });
          const at = body.cursor ? Number(body.cursor) : 0;
          return json(200, { success: true, data: { data: all.slice(at, at + 1), pagination: { total: 2, limit: body.limit, offset: 0 }, next: at + 1 < all.length ? String(at + 1) : null } });
        }
        if (body.action === 'get_venues') return json(200, { success: true, data: { data: [], pagination: { total: 0, limit: 20, offset: 0 }, next: null } });
        return json(200, { success: true, data: [] });
      }),
    );
    render(<SessionsTab token="t" notify={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of the sessions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of the participants of the sessions' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
    const [sessions, participants] = await downloads.files();
    expect(sessions.name).toBe(`curated-fika-sessions-${today}.csv`);
    const s = lines(sessions.text);
    expect(s[0]).toBe(
      'id,session_title,session_date,session_status,registration,city,country,venue_name,venue_area,venue_address,venue_timezone,max_participants,current_participants,session_duration_minutes,price_per_person,total_revenue,target_interests,target_themes,host_notes,created_at',
    );
    expect(s[1]).toBe('cfs_1,"Session, cfs_1",2026-12-01T10:00:00.000Z,scheduled,open,Tokyo,Japan,Fuglen,Shibuya & Harajuku,,Asia/Tokyo,4,1,90,3000,3000,arts; food,,,2026-11-01T00:00:00.000Z');
    expect(s).toHaveLength(4);
    expect(participants.name).toBe(`curated-fika-participants-${today}.csv`);
    expect(lines(participants.text)).toEqual([
      'session_id,session_title,session_date,participant_id,application_id,first_name,last_name,email,participation_status,payment_status,payment_amount,payment_date,refunded_at,invitation_sent_at,confirmed_at,is_replacement,cancellation_reason',
      `cfs_1,"Session, cfs_1",2026-12-01T10:00:00.000Z,cfs_1.cfa_1,cfa_1,'@Ann,Lee,ann@example.com,confirmed,paid,3000,2026-11-02T00:00:00.000Z,,,2026-11-02T00:00:00.000Z,false,`,
      `cfs_2,"Session, cfs_2",2026-12-01T10:00:00.000Z,cfs_2.cfa_1,cfa_1,'@Ann,Lee,ann@example.com,confirmed,paid,3000,2026-11-02T00:00:00.000Z,,,2026-11-02T00:00:00.000Z,false,`,
      '',
    ]);
    // Each download follows the cursors from the first page to the last.
    expect(bodies.slice(1)).toEqual([{ limit: 500 }, { limit: 500, cursor: '1' }, { limit: 500 }, { limit: 500, cursor: '1' }]);
  });

  it('curated feedback: every response matching the filter, with its ratings', async () => {
    const downloads = captureDownloads();
    const fb = {
      id: 'cff_1',
      session_id: 'cfs_1',
      participant_id: 'cfs_1.cfa_1',
      application_id: 'cfa_1',
      overall_satisfaction: 9,
      venue_rating: 8,
      group_chemistry: 7,
      conversation_quality: 9,
      likelihood_to_recommend: 10,
      connection_made: true,
      would_attend_again: true,
      individual_connections: 2,
      preferred_group_size: null,
      all_attendees_present: true,
      expected_attendees: 4,
      actual_attendees: 4,
      attendee_notes: '',
      what_worked_well: 'Great "coffee"\nand people',
      what_could_improve: '',
      memorable_moments: '',
      submitted_at: '2026-11-23T00:00:00.000Z',
      session: { id: 'cfs_1', session_title: 'Fika', session_date: '2026-11-22T10:00:00.000Z', venue_name: 'Fuglen' },
      participant: { id: 'cfs_1.cfa_1', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        if (body.action === 'get_feedback') return json(200, { success: true, data: { data: [fb], pagination: { total: 1, limit: body.limit, offset: body.offset } } });
        if (body.action === 'get_feedback_stats')
          return json(200, {
            success: true,
            data: { total_responses: 1, average_ratings: { overall_satisfaction: 9, venue_rating: 8, group_chemistry: 7, conversation_quality: 9, likelihood_to_recommend: 10 }, connection_stats: { connections_made_percent: 100, would_attend_again_percent: 100 } },
          });
        return json(200, { success: true, data: [] });
      }),
    );
    render(<FeedbackTab token="t" notify={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of the feedback' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
    const [file] = await downloads.files();
    expect(file.name).toBe(`curated-fika-feedback-${today}.csv`);
    const [head, ...rest] = lines(file.text);
    expect(head).toBe(
      'id,submitted_at,session_id,session_title,session_date,first_name,last_name,email,overall_satisfaction,venue_rating,group_chemistry,conversation_quality,likelihood_to_recommend,connection_made,would_attend_again,individual_connections,preferred_group_size,what_worked_well,what_could_improve,memorable_moments,attendee_notes',
    );
    expect(rest.join('\r\n')).toBe('cff_1,2026-11-23T00:00:00.000Z,cfs_1,Fika,2026-11-22T10:00:00.000Z,Ann,Lee,ann@example.com,9,8,7,9,10,true,true,2,,"Great ""coffee""\nand people",,,\r\n');
  });
});
