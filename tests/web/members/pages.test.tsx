import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import MemberLoginPage from '../../../web/src/features/member/pages/MemberLoginPage';
import MemberDashboardPage from '../../../web/src/features/member/pages/MemberDashboardPage';
import CheckinPage from '../../../web/src/features/checkin/pages/CheckinPage';
import { PassportLive } from '../../../web/src/features/passport/components/PassportLive';
import MemberPassportPage from '../../../web/src/features/info/pages/MemberPassportPage';
import { PASSPORT_SESSION_KEY } from '../../../web/src/features/passport/api/passport-api';
import { MEMBER_TOKEN_KEY, clearMemberSession } from '../../../web/src/lib/member-session';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';
import { calls, json, mockApi, resetMembers, storeSession, summary } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function renderAt(path: string, routes: { path: string; element: React.ReactNode }[]) {
  const router = createMemoryRouter(
    routes.map((r) => ({ ...r, element: (
      <>
        {r.element}
        <Where />
      </>
    ) })),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const where = () => screen.getByTestId('where').textContent;

const future = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const dashboard = (over: Record<string, unknown> = {}) => ({
  email: 'aiko@example.com',
  member_status: 'active',
  current_week: '2026-W48',
  this_week_checkin: null,
  stats: { current_streak: 3, avg_progress_rating: 4.2, improvement_trend: 'steady', total_checkins: 3, days_until_target: 25 },
  goal: { title: 'Pass JLPT N3', description: null, target_date: '2026-12-18', created_at: '', updated_at: '' },
  goal_insight: { level: 'urgent', message: 'Urgent: 25 days to your target.' },
  encouragement: { kind: 'streak_2', message: '✨ 3 weeks running. Keep the momentum going!' },
  recent_checkins: [],
  ...over,
});

beforeEach(resetMembers);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/member-login', () => {
  it('exchanges the link token, removes it from the address and continues to `next`', async () => {
    const api = mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'session-1', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
    });
    renderAt('/member-login?token=link-abc&next=%2Fcheckin%3Fevent%3Dx', [
      { path: '/member-login', element: <MemberLoginPage /> },
      { path: '/checkin', element: <p>checkin page</p> },
    ]);
    await waitFor(() => expect(where()).toBe('/checkin?event=x'));
    expect(calls(api, 'validate_token')[0].data).toEqual({ token: 'link-abc' });
    expect(JSON.parse(localStorage.getItem(MEMBER_TOKEN_KEY)!)).toMatchObject({ token: 'session-1', email: 'aiko@example.com' });
  });

  it('drops a refused token from the address and says why', async () => {
    mockApi((action) => (action === 'validate_token' ? json(401, { success: false, error: 'Invalid or expired security token' }) : undefined));
    renderAt('/member-login?token=used', [{ path: '/member-login', element: <MemberLoginPage /> }]);
    expect(await screen.findByText(/Invalid or expired security token/)).toBeInTheDocument();
    expect(where()).toBe('/member-login');
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
  });

  it('says who may ask for a link: unsubscribing from the newsletter and registering for an event count', () => {
    renderAt('/member-login', [{ path: '/member-login', element: <MemberLoginPage /> }]);
    expect(screen.getByText(/you joined our list, even if you later unsubscribed from the newsletter; you subscribe; or you registered for or checked in to an event/)).toBeInTheDocument();
  });

  it('validates the email and answers the same for anyone, retrying twice on failure', async () => {
    let attempts = 0;
    mockApi((action) => {
      if (action !== 'request_access') return undefined;
      attempts++;
      return attempts < 3 ? json(503, { success: false, error: 'busy' }) : json(200, { success: true, data: { message: 'If this email belongs to a community member, an access link is on its way.' } });
    });
    const user = userEvent.setup();
    renderAt('/member-login', [{ path: '/member-login', element: <MemberLoginPage /> }]);
    await user.type(screen.getByLabelText('Your email'), 'aiko@example');
    await user.click(screen.getByRole('button', { name: 'Send my access link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), ' Aiko@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send my access link' }));
    expect(await screen.findByText('Check your email', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(attempts).toBe(3);
  }, 10_000);
});

describe('/member-dashboard', () => {
  it('shows stats, goal insight and encouragement; refreshes every 5 minutes and stops when the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get_dashboard_data') return json(200, { success: true, data: dashboard() });
      if (action === 'get_checkin_history') return json(200, { success: true, data: [] });
    });
    storeSession();
    renderAt('/member-dashboard', [{ path: '/member-dashboard', element: <MemberDashboardPage /> }]);
    expect(await screen.findByText('✨ 3 weeks running. Keep the momentum going!')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your stats' });
    expect(within(stats).getByText('3 weeks')).toBeInTheDocument();
    expect(within(stats).getByText('4.2 / 5')).toBeInTheDocument();
    expect(screen.getByText('Urgent: 25 days to your target.')).toBeInTheDocument();
    expect(calls(api, 'get_dashboard_data')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(5 * 60_000));
    await waitFor(() => expect(calls(api, 'get_dashboard_data')).toHaveLength(2));

    act(() => clearMemberSession());
    expect(await screen.findByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15 * 60_000));
    expect(calls(api, 'get_dashboard_data')).toHaveLength(2);
  });

  it('uses the 5-minute cache, and a submitted check-in invalidates it', async () => {
    const api = mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get_dashboard_data') return json(200, { success: true, data: dashboard() });
      if (action === 'get_checkin_history') return json(200, { success: true, data: [] });
      if (action === 'submit_checkin')
        return json(200, { success: true, data: { checkin: { checkin_week: '2026-W48' }, updated: false, stats: dashboard().stats, encouragement: dashboard().encouragement, goal_insight: null } });
    });
    storeSession();
    const user = userEvent.setup();
    const router = renderAt('/member-dashboard', [
      { path: '/member-dashboard', element: <MemberDashboardPage /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ]);
    await screen.findByText('✨ 3 weeks running. Keep the momentum going!');
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/member-dashboard'));
    await screen.findByText('✨ 3 weeks running. Keep the momentum going!');
    expect(calls(api, 'get_dashboard_data')).toHaveLength(1); // served from the cache

    await user.type(screen.getByLabelText('Goals met this week'), 'Did it');
    await user.click(screen.getByRole('button', { name: 'Submit check-in' }));
    await waitFor(() => expect(calls(api, 'get_dashboard_data')).toHaveLength(2));
    expect(calls(api, 'get_checkin_history').length).toBeGreaterThanOrEqual(2);
  });

  it('says the session expired when the server does, and clears it', async () => {
    mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      return json(401, { success: false, error: 'Session expired. Please request a new access link.', expired: true });
    });
    storeSession();
    renderAt('/member-dashboard', [{ path: '/member-dashboard', element: <MemberDashboardPage /> }]);
    expect(await screen.findByText('Session expired. Please request a new access link.')).toBeInTheDocument();
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
  });
});

describe('the live passport', () => {
  const data = (over: Record<string, unknown> = {}) => ({
    summary: summary(over),
    member_stats: { totalEvents: 3, totalCities: 1, firstEventDate: '2026-10-01', lastEventDate: '2026-11-21', favoriteEventType: 'weekly-fika', eventsThisMonth: 1, eventsThisYear: 3, memberSince: '2026-01-15' },
    event_history: [{ attendanceId: 'a1', event_slug: 's', event_title: 'Weekly Saturday Morning Fika', event_date: '2026-11-21', location: 'Tokyo', event_type: 'weekly-fika', source: 'checkin-code' }],
    yearly_comparison: { current_year: 2026, previous_year: 2025, current: { year: 2026, stamps: 3, cities: ['Tokyo'], event_types: {} }, previous: { year: 2025, stamps: 0, cities: [], event_types: {} }, change: { stamps: 3, percent: null } },
    leaderboard: [{ rank: 1, member: 'a***', stamps: 3, tier: 'bronze' }],
  });

  it('opens from the magic link with the passport session header, and celebrates a new tier', async () => {
    saveCookiePreferences({ analytics: false, functional: true });
    localStorage.setItem('fika_passport_seen:aiko@example.com', JSON.stringify({ stamps: 2, tier: 'new' }));
    const api = mockApi((action, _body, init) => {
      if (action === 'validate')
        return json(200, { success: true, data: { email: 'aiko@example.com', sessionToken: 'ps-1', authenticatedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString() } });
      if (action === 'get-passport-data') {
        expect((init.headers as Record<string, string>)['x-passport-session']).toBe('ps-1');
        return json(200, { success: true, data: data({ stamps: 3, tier: 'bronze', tier_name: 'Community Member', tier_icon: '🥉', next_tier: { id: 'silver', name: 'Trusted Member', stamps_needed: 2 }, tier_progress: 0 }) });
      }
    });
    renderAt('/member-passport?token=plink', [{ path: '/member-passport', element: <PassportLive /> }]);
    expect(await screen.findByText('🎉 Tier Unlocked!')).toBeInTheDocument();
    expect(screen.getByText('+1 new stamp since your last visit!')).toBeInTheDocument();
    expect(screen.getAllByText('Community Member')).toHaveLength(2); // the tier, and the celebration
    expect(screen.getByRole('progressbar', { name: 'Progress to Trusted Member' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('2 more stamps to Trusted Member')).toBeInTheDocument();
    expect(screen.getByText('a***')).toBeInTheDocument();
    expect(where()).toBe('/member-passport');
    expect(JSON.parse(sessionStorage.getItem(PASSPORT_SESSION_KEY)!)).toMatchObject({ email: 'aiko@example.com', sessionToken: 'ps-1' });
    expect(calls(api, 'get-passport-data')[0]).toMatchObject({ email: 'aiko@example.com', sessionToken: 'ps-1' });
  });

  it('remembers what the passport showed only with functional storage allowed', async () => {
    mockApi((action) => {
      if (action === 'validate')
        return json(200, { success: true, data: { email: 'aiko@example.com', sessionToken: 'ps-2', authenticatedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString() } });
      if (action === 'get-passport-data') return json(200, { success: true, data: data({ stamps: 3, tier: 'bronze', tier_name: 'Community Member', tier_icon: '🥉', next_tier: { id: 'silver', name: 'Trusted Member', stamps_needed: 2 }, tier_progress: 0 }) });
    });
    renderAt('/member-passport?token=plink-2', [{ path: '/member-passport', element: <PassportLive /> }]);
    expect(await screen.findByText('2 more stamps to Trusted Member')).toBeInTheDocument();
    expect(localStorage.getItem('fika_passport_seen:aiko@example.com')).toBeNull();
  });

  it('says "Passport system disabled" when the switch is off', async () => {
    sessionStorage.setItem(
      PASSPORT_SESSION_KEY,
      JSON.stringify({ email: 'aiko@example.com', sessionToken: 'ps', authenticatedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), storedAt: Date.now() }),
    );
    mockApi(() => json(403, { success: false, error: 'Passport system disabled', disabled: true }));
    renderAt('/member-passport', [{ path: '/member-passport', element: <PassportLive /> }]);
    expect(await screen.findByText('Passport system disabled')).toBeInTheDocument();
  });

  it('"My passport" on the dashboard opens the member\'s own passport, brought to the top once it has loaded', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      storeSession('aiko@example.com');
      mockApi((action) => {
        if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
        if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
        if (action === 'get_dashboard_data') return json(200, { success: true, data: dashboard() });
        if (action === 'get_checkin_history') return json(200, { success: true, data: [] });
        if (action === 'get-passport-data') return json(200, { success: true, data: data() });
      });
      const user = userEvent.setup();
      const router = renderAt('/member-dashboard', [
        { path: '/member-dashboard', element: <MemberDashboardPage /> },
        { path: '/member-passport', element: <MemberPassportPage /> },
      ]);
      await screen.findByText('✨ 3 weeks running. Keep the momentum going!');
      const link = screen.getByRole('link', { name: /My passport/ });
      expect(link).toHaveAttribute('href', '/member-passport#my-passport');
      await user.click(link);
      expect(router.state.location).toMatchObject({ pathname: '/member-passport', hash: '#my-passport' });
      const mine = screen.getByRole('region', { name: 'Your passport' });
      expect(await within(mine).findByText('Connect Tier')).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toContain(mine));
      expect(scrolled.filter((el) => el === mine)).toHaveLength(1);

      // The marketing page itself (the header's Passport link) stays at its top.
      scrolled.length = 0;
      await act(() => router.navigate('/member-dashboard'));
      await act(() => router.navigate('/member-passport'));
      expect(await within(screen.getByRole('region', { name: 'Your passport' })).findByText('Connect Tier')).toBeInTheDocument();
      expect(scrolled).toEqual([]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('drops a passport session that has run past 60 minutes or belongs to another email', async () => {
    sessionStorage.setItem(
      PASSPORT_SESSION_KEY,
      JSON.stringify({ email: 'ben@example.com', sessionToken: 'ps', authenticatedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), storedAt: Date.now() }),
    );
    storeSession('aiko@example.com');
    const api = mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get-passport-data') return json(200, { success: true, data: data() });
    });
    renderAt('/member-passport', [{ path: '/member-passport', element: <PassportLive /> }]);
    expect(await screen.findByText('Connect Tier')).toBeInTheDocument();
    expect(sessionStorage.getItem(PASSPORT_SESSION_KEY)).toBeNull();
    const req = calls(api, 'get-passport-data')[0];
    expect(req.email).toBe('aiko@example.com');
    expect(req.sessionToken).toBeUndefined();
  });

  it('shows no-shows and a revoked membership with the guidelines link', async () => {
    storeSession('aiko@example.com');
    mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get-passport-data') return json(200, { success: true, data: data({ no_show_count: 3, membership_revoked: true, member_status: 'revoked' }) });
    });
    renderAt('/member-passport', [{ path: '/member-passport', element: <PassportLive /> }]);
    expect(await screen.findByText('No-shows: 3 of 3')).toBeInTheDocument();
    expect(screen.getByText(/Your membership has been revoked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'community guidelines' })).toHaveAttribute('href', '/community-guidelines');
  });
});

describe('/checkin', () => {
  const open = [
    { eventSlug: 'weekly-fika', title: 'Weekly Fika', city: 'Tokyo', location: 'Shibuya', occurrence: '2026-11-28', startsAt: '2026-11-28T00:30:00Z', endsAt: '2026-11-28T02:00:00Z', closesAt: '2026-11-29T02:00:00Z', timezone: 'Asia/Tokyo', iconValue: '☕' },
    { eventSlug: 'other', title: 'Other Fika', city: 'Osaka', location: 'Umeda', occurrence: '2026-11-28', startsAt: '2026-11-28T00:30:00Z', endsAt: '2026-11-28T02:00:00Z', closesAt: '2026-11-29T02:00:00Z', timezone: 'Asia/Tokyo', iconValue: '☕' },
  ];

  it('asks a visitor to sign in and comes back with the event and code', async () => {
    mockApi((action) => (action === 'get_checkin_events' ? json(200, { success: true, data: open }) : undefined));
    renderAt('/checkin?event=weekly-fika&code=ABC234', [{ path: '/checkin', element: <CheckinPage /> }]);
    const link = await screen.findByRole('link', { name: 'Sign in with email' });
    expect(link).toHaveAttribute('href', `/member-login?next=${encodeURIComponent('/checkin?event=weekly-fika&code=ABC234')}`);
  });

  it('records the attendance with the code and celebrates the new stamp and tier', async () => {
    storeSession('aiko@example.com');
    const api = mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get_checkin_events') return json(200, { success: true, data: open });
      if (action === 'record_attendance')
        return json(200, {
          success: true,
          data: {
            duplicate: false,
            stamps: 3,
            stampsGained: 1,
            previousTier: 'new',
            tier: 'bronze',
            tierName: 'Community Member',
            tierUnlocked: true,
            next_tier: { id: 'silver', name: 'Trusted Member', stamps_needed: 2 },
            attendance: { event_title: 'Weekly Fika', event_date: '2026-11-28', location: 'Tokyo' },
          },
        });
    });
    const user = userEvent.setup();
    renderAt('/checkin?event=weekly-fika&code=abc234', [{ path: '/checkin', element: <CheckinPage /> }]);
    const radio = await screen.findByRole('radio', { name: /Weekly Fika/ });
    await waitFor(() => expect(radio).toBeChecked());
    expect(screen.getByLabelText('Check-in code')).toHaveValue('ABC234');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('New stamp collected!')).toBeInTheDocument();
    expect(screen.getByText('🎉 Tier Unlocked!')).toBeInTheDocument();
    expect(screen.getByText('You now have 3 stamps.')).toBeInTheDocument();
    expect(calls(api, 'record_attendance')[0].data).toEqual({ eventSlug: 'weekly-fika', occurrence: '2026-11-28', code: 'ABC234' });
  });

  it('shows the server refusal of a wrong code', async () => {
    storeSession('aiko@example.com');
    mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: future() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get_checkin_events') return json(200, { success: true, data: open });
      if (action === 'record_attendance') return json(400, { success: false, error: 'That check-in code does not match this event. Please check the code shown by your host.' });
    });
    const user = userEvent.setup();
    renderAt('/checkin?event=other', [{ path: '/checkin', element: <CheckinPage /> }]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Other Fika/ })).toBeChecked());
    await user.type(screen.getByLabelText('Check-in code'), 'zzzzzz');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('That check-in code does not match this event. Please check the code shown by your host.')).toBeInTheDocument();
  });
});
