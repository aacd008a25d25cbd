import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import GoalAccountabilityPage from '../../../web/src/features/admin-console/pages/GoalAccountabilityPage';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderAdmin, sent } from './helpers';

const overview = {
  window: { days: 28, since: '2026-10-25T09:00:00Z' },
  active_members: 3,
  checkins: 8,
  avg_mood: 3.8,
  avg_progress: 3.1,
  avg_hours: 3,
  trends: { accelerating: 1, steady: 0, needs_support: 1, insufficient_data: 1 },
  members: [
    { email: 'chie@example.com', trend: 'insufficient_data', last_checkin_week: '2026-W47', last_checkin_at: '2026-11-19T01:00:00Z', latest_progress: null, latest_mood: 5, avg_progress: null, checkins_in_window: 1 },
    { email: 'aiko@example.com', trend: 'needs_support', last_checkin_week: '2026-W47', last_checkin_at: '2026-11-17T01:00:00Z', latest_progress: 1, latest_mood: 2, avg_progress: 3, checkins_in_window: 4 },
  ],
  needs_support: [
    { email: 'aiko@example.com', trend: 'needs_support', last_checkin_week: '2026-W47', last_checkin_at: '2026-11-17T01:00:00Z', latest_progress: 1, latest_mood: 2, avg_progress: 3, checkins_in_window: 4 },
  ],
  recent: [
    {
      email: 'chie@example.com',
      checkin_week: '2026-W47',
      mood_rating: 5,
      progress_rating: null,
      time_invested_hours: 2,
      overall_progress_percentage: 40,
      goals_met: 'Finished chapter 3',
      submitted_at: '2026-11-19T01:00:00Z',
      updated_at: '2026-11-19T01:00:00Z',
    },
  ],
  members_next: null,
  needs_support_next: null,
};

describe('/admin/goal-accountability', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows programme health, who needs support and recent check-ins', async () => {
    mockApi((action) => (action === 'get_goal_accountability' ? json(200, { success: true, data: overview }) : undefined));
    renderAdmin(<GoalAccountabilityPage />);
    const tiles = await screen.findByLabelText('Last 4 weeks');
    expect(within(tiles).getByText('Members checking in').nextSibling).toHaveTextContent('3');
    expect(within(tiles).getByText('Average mood').nextSibling).toHaveTextContent('3.8 / 5');
    const trends = screen.getByRole('heading', { name: 'Trends' }).parentElement!;
    expect(within(trends).getByText('Needs support').closest('li')).toHaveTextContent('Needs support 1');
    const members = screen.getByRole('heading', { name: 'Members checking in' }).parentElement!;
    expect(within(members).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'MemberTrendLast check-inCheck-insAverage progress',
      'chie@example.comNot enough check-ins yet2026-W471—',
      'aiko@example.comNeeds support2026-W4743 / 5',
    ]);
    const support = screen.getByRole('heading', { name: 'Members who need support' }).parentElement!;
    expect(within(support).getByRole('link', { name: 'aiko@example.com' })).toHaveAttribute('href', 'mailto:aiko@example.com');
    expect(within(support).getByText(/2026-W47/)).toBeInTheDocument();
    const recent = screen.getByRole('heading', { name: 'Recent check-ins' }).parentElement!;
    expect(within(recent).getByRole('rowheader', { name: 'chie@example.com' })).toBeInTheDocument();
    expect(within(recent).getByText('Finished chapter 3')).toBeInTheDocument();
    expect(within(recent).getByText('40%')).toBeInTheDocument();
  });

  it('pages the members with the cursor the server names, keeping the other list on its page', async () => {
    const second = { ...overview.members[1], email: 'dan@example.com' };
    const fetch = mockApi((action, data) =>
      action === 'get_goal_accountability' ? json(200, { success: true, data: data.members_cursor === 'p2' ? { ...overview, members: [second] } : { ...overview, active_members: 150, members_next: 'p2' } }) : undefined,
    );
    renderAdmin(<GoalAccountabilityPage />);
    const pager = await screen.findByRole('navigation', { name: 'Members checking in pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(screen.queryByRole('navigation', { name: 'Members who need support pages' })).toBeNull();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'dan@example.com' })).toBeInTheDocument();
    expect(sent(fetch, 'get_goal_accountability').map((c) => c.data)).toEqual([
      { members_cursor: null, needs_support_cursor: null },
      { members_cursor: 'p2', needs_support_cursor: null },
    ]);
  });

  it('says so when the call fails', async () => {
    mockApi(() => json(403, { success: false, error: 'Admin sign-in required' }));
    renderAdmin(<GoalAccountabilityPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin sign-in required');
  });
});
