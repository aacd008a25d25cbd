/**
 * The CSVs of the admin lists the browser used to build from every page (subscriptions, founding
 * members, Curated Fika sessions and their participants, feedback) are export jobs now
 * (web/src/components/ExportJob.tsx): each button starts the export of its kind with the filters the
 * screen shows, says "Preparing…" while the server writes the file, then offers its link; the list is
 * not read in the browser for the file. The files' columns and rows: tests/integration/exports.test.ts;
 * the button's states: tests/web/admin/exports.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionsPage from '../../../web/src/features/admin-console/pages/SubscriptionsPage';
import FoundingMembersPage from '../../../web/src/features/admin-console/pages/FoundingMembersPage';
import { SessionsTab } from '../../../web/src/features/curated/admin/SessionsTab';
import { FeedbackTab } from '../../../web/src/features/curated/admin/FeedbackTab';
import { exportPoll } from '../../../web/src/lib/exports';
import { json, mockApi, renderAdmin, sent, type Answer } from './helpers';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(exportPoll, 'wait').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The export of `kind` as get_export shows it: queued when started, then ready with its link. */
const exportView = (kind: string, filters: Record<string, unknown>, filename: string, ready: boolean) => ({
  id: `exp_01${kind.replace(/[^a-z]/g, '').toUpperCase().slice(0, 20)}`,
  kind,
  label: kind,
  filters,
  status: ready ? 'ready' : 'queued',
  requestedBy: 'admin@example.com',
  requestedAt: '2026-11-22T09:00:00.000Z',
  startedAt: null,
  finishedAt: ready ? '2026-11-22T09:00:02.000Z' : null,
  filename,
  rows: ready ? 42 : 0,
  bytes: ready ? 4200 : null,
  pages: ready ? 1 : 0,
  pageSize: 500,
  peakRows: ready ? 42 : 0,
  peakBytes: 0,
  message: null,
  url: ready ? `http://localhost:3000/_dev/exports/${filename}?signature=abc` : null,
  urlExpiresAt: ready ? '2026-11-22T09:05:00.000Z' : null,
});

/** The admin console's export actions: each start answers its kind's file, named after `names[kind]`. */
function withExports(names: Record<string, string>, page: Answer): Answer {
  const started = new Map<string, { kind: string; filters: Record<string, unknown> }>();
  return (action, data, url, init) => {
    if (action === 'start_export') {
      const x = exportView(data.kind, data.filters ?? {}, names[data.kind], false);
      started.set(x.id, { kind: data.kind, filters: data.filters ?? {} });
      return json(202, { success: true, data: x });
    }
    if (action === 'get_export') {
      const x = started.get(data.id)!;
      return json(200, { success: true, data: exportView(x.kind, x.filters, names[x.kind], true) });
    }
    return page(action, data, url, init);
  };
}

/** The Curated Fika dashboard's calls of `action`, with their top-level fields (filters, limit, cursor). */
const curatedCalls = (api: ReturnType<typeof mockApi>, action: string) =>
  api.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { action: string; filters?: Record<string, unknown>; limit?: number }).filter((b) => b.action === action);

/** A session of the list: what the tab shows of it. */
const session = { id: 'cfs_1', session_title: 'Fika', session_date: '2026-12-01T10:00:00.000Z', session_status: 'completed', venue_name: 'Fuglen', venue_area: '', venue_timezone: 'Asia/Tokyo', city: 'Tokyo', country: 'Japan', max_participants: 4, current_participants: 0, price_per_person: 3000, curated_fika_participants: [] };

/** A row of the subscriptions list. */
const subscription = { email: 'member@example.com', subscription_status: 'active', statusLabel: 'Active', isActive: true, current_period_end: null, cancel_at_period_end: false, total_paid_cents: 0, total_paid_text: '¥0', subscription_plans: null, plan_price_text: null, stripeCustomerId: null, stripeSubscriptionId: null, createdAt: null, updatedAt: null };

describe('the admin lists’ CSVs are export jobs', () => {
  it('subscriptions: the export takes the filters and the search shown, and no page is read for it', async () => {
    const api = mockApi(
      withExports({ subscriptions: 'subscriptions-2026-11-22.csv' }, (action) => {
        if (action === 'get_subscription_analytics') return json(500, { success: false, error: 'Failed to fetch analytics' });
        if (action === 'get_all_subscriptions' || action === 'search_subscriptions')
          return json(200, { success: true, data: [subscription], count: 150, limit: 100, next: 'page-2' });
        return undefined;
      }),
    );
    renderAdmin(<SubscriptionsPage />);
    const user = userEvent.setup();
    await screen.findByText('Showing 1–1 of 150.');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await user.selectOptions(screen.getByLabelText('Billing'), 'month');
    await user.click(screen.getByLabelText(/Only active now/));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent(api, 'get_all_subscriptions')).toHaveLength(2));

    await user.click(await screen.findByRole('button', { name: 'Export CSV of the subscriptions matching these filters' }));
    expect(await screen.findByRole('link', { name: 'Download subscriptions-2026-11-22.csv' })).toHaveAttribute('href', 'http://localhost:3000/_dev/exports/subscriptions-2026-11-22.csv?signature=abc');
    expect(screen.getByText(/Ready: 42 rows\./)).toBeInTheDocument();
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'subscriptions', filters: { status: 'active', billing_interval: 'month', active: true } }]);
    // The two pages shown, no more: the file is written on the server.
    expect(sent(api, 'get_all_subscriptions').map((b) => b.data.cursor)).toEqual([null, null]);

    // A search shown is exported as the same exact lookup.
    await user.type(screen.getByLabelText('Search'), ' cus_1 ');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent(api, 'search_subscriptions')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Export CSV of the subscriptions matching these filters' }));
    await waitFor(() => expect(sent(api, 'start_export')).toHaveLength(2));
    expect(sent(api, 'start_export')[1].data).toEqual({ kind: 'subscriptions', filters: { status: 'active', billing_interval: 'month', active: true, search: 'cus_1' } });
  });

  it('founding members: the export of the whole list', async () => {
    const api = mockApi(
      withExports({ 'founding-members': 'founding-members-2026-11-22.csv' }, (action) =>
        action === 'list_founding_members'
          ? json(200, { success: true, data: { rows: [{ email: 'first@example.com', founding_member_since: '2026-11-20T00:00:00.000Z', marked_by: 'admin@example.com' }], total: 1, next: null } })
          : undefined,
      ),
    );
    renderAdmin(<FoundingMembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV of the founding members' }));
    expect(await screen.findByRole('link', { name: 'Download founding-members-2026-11-22.csv' })).toBeInTheDocument();
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'founding-members' }]);
    expect(sent(api, 'list_founding_members')).toHaveLength(1);
  });

  it('curated sessions and their participants: two exports with the tab’s filters', async () => {
    const api = mockApi(
      withExports({ 'curated-sessions': 'curated-fika-sessions-2026-11-22.csv', 'curated-participants': 'curated-fika-participants-2026-11-22.csv' }, (action) => {
        if (action === 'get_sessions')
          return json(200, { success: true, data: { data: [session], pagination: { total: 40, limit: 20, offset: 0 }, next: 'page-2' } });
        if (action === 'get_venues') return json(200, { success: true, data: { data: [], pagination: { total: 0, limit: 20, offset: 0 }, next: null } });
        return undefined;
      }),
    );
    render(<SessionsTab token="admin-token" notify={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status'), 'completed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(curatedCalls(api, 'get_sessions').map((b) => b.filters)).toContainEqual({ session_status: 'completed' }));

    await user.click(await screen.findByRole('button', { name: 'Export CSV of the sessions matching these filters' }));
    expect(await screen.findByRole('link', { name: 'Download curated-fika-sessions-2026-11-22.csv' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV of the participants of the sessions matching these filters' }));
    expect(await screen.findByRole('link', { name: 'Download curated-fika-participants-2026-11-22.csv' })).toBeInTheDocument();
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([
      { kind: 'curated-sessions', filters: { session_status: 'completed' } },
      { kind: 'curated-participants', filters: { session_status: 'completed' } },
    ]);
    // Only the pages shown were read (20 a page: the first, then the filtered one), none for the files.
    expect(curatedCalls(api, 'get_sessions').map((b) => [b.filters, b.limit])).toEqual([
      [{}, 20],
      [{ session_status: 'completed' }, 20],
    ]);
  });

  it('curated feedback: the export takes the minimum satisfaction chosen', async () => {
    const api = mockApi(
      withExports({ 'curated-feedback': 'curated-fika-feedback-2026-11-22.csv' }, (action) => {
        if (action === 'get_feedback') return json(200, { success: true, data: { data: [], pagination: { total: 12, limit: 20, offset: 0 }, next: null } });
        if (action === 'get_feedback_stats')
          return json(200, {
            success: true,
            data: { total_responses: 12, average_ratings: { overall_satisfaction: 9, venue_rating: 8, group_chemistry: 7, conversation_quality: 9, likelihood_to_recommend: 10 }, connection_stats: { connections_made_percent: 100, would_attend_again_percent: 100 } },
          });
        return undefined;
      }),
    );
    render(<FeedbackTab token="admin-token" notify={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Minimum overall satisfaction'), '6');
    await user.click(await screen.findByRole('button', { name: 'Export CSV of the feedback matching this filter' }));
    expect(await screen.findByRole('link', { name: 'Download curated-fika-feedback-2026-11-22.csv' })).toBeInTheDocument();
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'curated-feedback', filters: { min_satisfaction: 6 } }]);
  });
});
