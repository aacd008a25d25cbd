import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import CancelPage from '../../../web/src/features/curated/pages/CancelPage';
import { ApplicationsTab } from '../../../web/src/features/curated/admin/ApplicationsTab';
import { pageWindow } from '../../../web/src/features/curated/admin/Pagination';
import { SessionsTab } from '../../../web/src/features/curated/admin/SessionsTab';
import { OverviewTab } from '../../../web/src/features/curated/admin/OverviewTab';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, element: React.ReactNode, route = '/curated-fika/cancel') {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '/events', element: <h1>Events</h1> },
      { path: '/contact', element: <h1>Contact</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const participation = {
  id: 'cfs_1.cfa_1',
  participation_status: 'confirmed',
  curated_fika_sessions: {
    id: 'cfs_1',
    session_title: 'Curated Fika: Books',
    session_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    session_status: 'scheduled',
    venue_timezone: 'Asia/Tokyo',
    session_duration: 90,
    venue_name: 'Fuglen',
    venue_address: 'Tomigaya',
    venue_area: 'Shibuya & Harajuku',
  },
  otherParticipants: [],
};

describe('cancel page', () => {
  it('says the link is invalid when a parameter is missing', async () => {
    renderAt('/curated-fika/cancel?session=cfs_1&participant=x', <CancelPage />);
    expect(await screen.findByText('Invalid cancellation link. Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('confirms, cancels and offers other events', async () => {
    const fetchMock = vi.fn(async (_u: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      return body.action === 'get_link_details' ? json(200, { success: true, data: { participation, firstName: 'Mia', expectedAttendees: 3 } }) : json(200, { success: true, data: { participantId: participation.id } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/curated-fika/cancel?session=cfs_1&participant=cfs_1.cfa_1&token=sig', <CancelPage />);
    expect(await screen.findByRole('heading', { name: 'Curated Fika: Books' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep My Spot' })).toHaveAttribute('href', '/events');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel My Attendance' }));
    expect(await screen.findByText('Your attendance has been cancelled successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Other Events' })).toHaveAttribute('href', '/events');
    const sent = JSON.parse(String(fetchMock.mock.calls[1][1].body));
    expect(sent).toEqual({ action: 'cancel_participant_attendance', data: { sessionId: 'cfs_1', participantId: 'cfs_1.cfa_1', token: 'sig' } });
  });

  it('shows the server error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { success: false, error: 'This link is invalid or has been changed. Please use the link from your email.' })));
    renderAt('/curated-fika/cancel?session=cfs_1&participant=cfs_1.cfa_1&token=bad', <CancelPage />);
    expect(await screen.findByText('This link is invalid or has been changed. Please use the link from your email.')).toBeInTheDocument();
  });
});

describe('admin applications', () => {
  const app = (id: string, status: string) => ({
    id,
    first_name: `First${id}`,
    last_name: 'Last',
    email: `${id}@example.com`,
    career_stage: 'Student',
    profession: 'Student',
    city: 'Tokyo',
    location_preference: 'Shinjuku',
    fika_goals: ['Mentorship'],
    interests: ['arts'],
    application_status: status,
    is_premium_member: true,
    submitted_at: '2026-11-20T00:00:00Z',
  });

  it('shows Approve/Reject only for submitted applications and offers only allowed status changes', async () => {
    const calls: { action: string; limit: number; offset: number }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        calls.push(body);
        return json(200, { success: true, data: { data: [app('a', 'submitted'), app('b', 'rejected')], pagination: { total: 2, limit: 20, offset: 0 } } });
      }),
    );
    const notify = vi.fn();
    render(<ApplicationsTab token="t" notify={notify} />);
    const rowA = (await screen.findByText('Firsta Last')).closest('tr')!;
    const rowB = screen.getByText('Firstb Last').closest('tr')!;
    expect(within(rowA).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rowA).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(rowB).queryByRole('button', { name: 'Approve' })).toBeNull();
    const options = [...within(rowB).getByLabelText(/Change status of/).querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['Change status…', 'Under review']);
    expect(calls[0]).toMatchObject({ action: 'get_applications', limit: 20, offset: 0 });

    // Selecting a single application is not enough for a curated session.
    await userEvent.click(within(rowA).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create session from selected' }));
    expect(notify).toHaveBeenCalledWith('error', 'Please select 2-4 applications to create a curated session.');
  });

  it('opens the curated session form in the selected applicants\' city, and refuses a mix of cities', async () => {
    const osaka = (id: string) => ({ ...app(id, 'approved'), city: 'Osaka' });
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { success: true, data: { data: [osaka('o1'), osaka('o2'), app('t1', 'approved')], pagination: { total: 3, limit: 20, offset: 0 } } })));
    const notify = vi.fn();
    render(<ApplicationsTab token="t" notify={notify} />);
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    await userEvent.click(within(await row('Firsto1 Last')).getByRole('checkbox'));
    await userEvent.click(within(await row('Firstt1 Last')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create session from selected' }));
    expect(notify).toHaveBeenCalledWith('error', 'All selected applicants must be from the same city.');
    await userEvent.click(within(await row('Firstt1 Last')).getByRole('checkbox'));
    await userEvent.click(within(await row('Firsto2 Last')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create session from selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create curated session' });
    expect(within(dialog).getByLabelText('City')).toHaveValue('Osaka');
  });

  it('shows at most 5 page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('admin: emptied sessions', () => {
  const session = (id: string, o: Record<string, unknown>) => ({
    id,
    session_title: `Session ${id}`,
    session_date: '2026-12-20T01:00:00.000Z',
    session_status: 'scheduled',
    venue_name: 'Fuglen',
    venue_address: '',
    venue_area: 'Shibuya & Harajuku',
    venue_id: null,
    venue_timezone: 'Asia/Tokyo',
    city: 'Tokyo',
    country: 'Japan',
    max_participants: 4,
    current_participants: 0,
    session_duration: 90,
    price_per_person: 30,
    total_revenue: 0,
    host_notes: '',
    target_interests: [],
    target_themes: [],
    curated_fika_participants: [],
    ...o,
  });

  it('flags an open session whose last participant left, in the list and on the overview', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        if (body.action === 'get_sessions') {
          const list = [session('emptied', { emptied_at: '2026-11-22T09:00:00.000Z' }), session('fresh', {}), session('closed', { emptied_at: '2026-11-22T09:00:00.000Z', session_status: 'cancelled' })];
          return json(200, { success: true, data: { data: list, pagination: { total: 3, limit: 20, offset: 0 }, next: null } });
        }
        if (body.action === 'get_venues') return json(200, { success: true, data: { data: [], pagination: { total: 0, limit: 20, offset: 0 }, next: null } });
        if (body.action === 'get_admin_stats') {
          return json(200, {
            success: true,
            data: { applications: { total: 4, pending: 1, approved: 3 }, trends: { applicationsThisWeek: 2 }, sessions: { active: 2, total: 3, emptied: 1 }, revenue: { thisMonth: [{ currency: 'JPY', amount: 9000 }] }, potentialSessions: 1 },
          });
        }
        return json(200, { success: true, data: [] });
      }),
    );
    const { unmount } = render(<SessionsTab token="t" notify={vi.fn()} />);
    const card = (id: string) => screen.getByRole('heading', { name: `Session ${id}` }).closest('article')!;
    await screen.findByRole('heading', { name: 'Session emptied' });
    expect(within(card('emptied')).getByText('Emptied: everyone left')).toBeInTheDocument();
    expect(within(card('fresh')).queryByText('Emptied: everyone left')).toBeNull();
    expect(within(card('closed')).queryByText('Emptied: everyone left')).toBeNull();
    unmount();

    render(<OverviewTab token="t" notify={vi.fn()} />);
    const stat = (await screen.findByText('Emptied sessions')).closest('li')!;
    expect(stat).toHaveTextContent('1');
  });
});
