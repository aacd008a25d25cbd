/** The dashboard's "Your data": Download my data, and Close my account with its confirm step. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import MemberDashboardPage from '../../../web/src/features/member/pages/MemberDashboardPage';
import { MEMBER_TOKEN_KEY } from '../../../web/src/lib/member-session';
import { calls, json, mockApi, resetMembers, storeSession, summary } from './helpers';

const future = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const dashboard = {
  email: 'aiko@example.com',
  member_status: 'active',
  current_week: '2026-W48',
  this_week_checkin: null,
  stats: { current_streak: 0, avg_progress_rating: null, improvement_trend: 'steady', total_checkins: 0, days_until_target: null },
  goal: null,
  goal_insight: null,
  encouragement: { kind: 'first', message: 'Welcome!' },
  recent_checkins: [],
};
const CLOSED = 'Your account is closed. You have been signed out everywhere; your personal data will be deleted within 90 days.';

function stub(extra: (action: string, body: Record<string, any>) => Response | undefined) {
  return mockApi((action, body) => {
    if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
    if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
    if (action === 'get_dashboard_data') return json(200, { success: true, data: dashboard });
    if (action === 'get_checkin_history') return json(200, { success: true, data: [] });
    return extra(action, body);
  });
}

async function open() {
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter([{ path: '/member-dashboard', element: <MemberDashboardPage /> }, { path: '/', element: <p>home</p> }], { initialEntries: ['/member-dashboard'] })} />);
  const panel = (await screen.findByRole('heading', { name: 'Your data' })).closest('section')!;
  return { user, panel: within(panel) };
}

const saved: { name: string; text: string }[] = [];

beforeEach(() => {
  resetMembers();
  storeSession('aiko@example.com', 'member-token');
  saved.splice(0);
  // The download: the Blob handed to createObjectURL, and the anchor's file name.
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const name = this.download;
    const reader = new FileReader();
    reader.onload = () => saved.push({ name, text: String(reader.result) });
    reader.readAsText(blob!);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Download my data', () => {
  it('saves the export as fika-my-data-YYYY-MM-DD.json', async () => {
    const exportData = { format: 1, email: 'aiko@example.com', exported_at: '2026-11-24T09:30:00.000Z', reservations: [{ eventSlug: 'tokyo-fika' }], checkins: [] };
    const api = stub((action) => (action === 'export_my_data' ? json(200, { success: true, data: exportData }) : undefined));
    const { user, panel } = await open();
    await user.click(panel.getByRole('button', { name: 'Download my data' }));
    expect(await panel.findByText('Saved as fika-my-data-2026-11-24.json.')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('fika-my-data-2026-11-24.json');
    expect(JSON.parse(saved[0].text)).toEqual(exportData);
    expect(calls(api, 'export_my_data')[0].data).toEqual({ token: 'member-token' });
  });

  it('says so when the export fails', async () => {
    stub((action) => (action === 'export_my_data' ? json(400, { success: false, error: 'Please try again in a moment.' }) : undefined));
    const { user, panel } = await open();
    await user.click(panel.getByRole('button', { name: 'Download my data' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Please try again in a moment.');
    expect(saved).toEqual([]);
  });
});

describe('Close my account', () => {
  it('states the consequences, needs the address typed again, then signs out and says the account is closed', async () => {
    const api = stub((action, body) => {
      if (action !== 'delete_my_account') return undefined;
      if (body.data.confirm_email !== 'aiko@example.com') return json(400, { success: false, error: 'To close your account, type the email address you signed in with, exactly as shown.' });
      return json(200, { success: true, data: { closed: true, closed_at: '2026-11-24T09:30:00.000Z', purge_after: '2027-02-22T09:30:00.000Z', message: CLOSED } });
    });
    const { user, panel } = await open();
    await user.click(panel.getByRole('button', { name: 'Close my account' }));
    expect(panel.getByText('Closing your account cannot be undone.')).toBeInTheDocument();
    expect(panel.getByText('You are signed out at once, on every device.')).toBeInTheDocument();
    expect(panel.getByText(/Your upcoming reservations are cancelled/)).toBeInTheDocument();
    expect(panel.getByText(/Your personal data is deleted within 90 days/)).toBeInTheDocument();
    const confirm = panel.getByRole('button', { name: 'Close my account for good' });
    expect(confirm).toBeDisabled();

    // Keep my account goes back without calling anything.
    await user.click(panel.getByRole('button', { name: 'Keep my account' }));
    expect(panel.queryByRole('button', { name: 'Close my account for good' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Close my account' }));

    await user.type(panel.getByLabelText(/Type your email address/), 'someone@example.com');
    await user.click(panel.getByRole('button', { name: 'Close my account for good' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('To close your account, type the email address you signed in with, exactly as shown.');
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).not.toBeNull();

    await user.clear(panel.getByLabelText(/Type your email address/));
    await user.type(panel.getByLabelText(/Type your email address/), 'aiko@example.com');
    await user.click(panel.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
    expect(calls(api, 'delete_my_account').map((b) => b.data)).toEqual([
      { token: 'member-token', confirm_email: 'someone@example.com' },
      { token: 'member-token', confirm_email: 'aiko@example.com' },
    ]);
  });
});
