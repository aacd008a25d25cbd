import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerenderThenHydrate, typeInto } from '../hydrate';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import MySessionsPage from '../../../web/src/features/curated/pages/MySessionsPage';
import { UNIFIED_SESSION_KEY } from '../../../web/src/features/curated/lib/unified-session';
import { MESSAGES } from '../../../domain/curated/rules';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DAY = 86_400_000;

function participation(id: string, startsInMs: number, status = 'confirmed', title = 'Curated Fika: Arts') {
  return {
    id,
    participation_status: status,
    curated_fika_sessions: {
      id: `cfs_${id}`,
      session_title: title,
      session_date: new Date(Date.now() + startsInMs).toISOString(),
      session_status: 'scheduled',
      venue_timezone: 'Asia/Tokyo',
      session_duration: 90,
      venue_name: 'Koffee Mameya',
      venue_address: '4-15-3 Jingumae',
      venue_area: 'Omotesando & Aoyama',
    },
    otherParticipants: [
      { firstName: 'Ken', lastInitial: 'W' },
      { firstName: 'Lea', lastInitial: 'M' },
    ],
  };
}

type Handler = (action: string, data: Record<string, unknown>) => Response;

function setup(handler: Handler) {
  const calls: { action: string; data: Record<string, unknown>; auth?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ action: body.action, data: body.data, auth: (init.headers as Record<string, string>).authorization });
      return handler(body.action, body.data);
    }),
  );
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/curated-fika/my-sessions', element: <MySessionsPage />, handle: { title: 'My Sessions' } }], { initialEntries: ['/curated-fika/my-sessions'] });
  render(<RouterProvider router={router} />);
  return { user, calls };
}

const verified = (list: unknown[]) =>
  json(200, { success: true, data: list, session: { token: 'tok_1', email: 'mia@example.com', expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString() }, application: null });

beforeEach(() => localStorage.clear());
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('My Sessions', () => {
  it('keeps an email typed into the prerendered page before it hydrated, and enables sending the code', async () => {
    const make = () => {
      const router = createMemoryRouter([{ path: '/curated-fika/my-sessions', element: <MySessionsPage />, handle: { title: 'My Sessions' } }], { initialEntries: ['/curated-fika/my-sessions'] });
      return <RouterProvider router={router} />;
    };
    const page = await prerenderThenHydrate(make, (container) => {
      typeInto(container, 'input[type="email"]', 'early@example.com');
      expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('early@example.com');
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    page.unmount();
  });

  it('goes email → code → sessions and saves the unified session in its stored shape', async () => {
    const list = [participation('p1', 10 * DAY), participation('p2', 20 * 3600_000, 'confirmed', 'Tomorrow fika'), participation('p3', 12 * DAY, 'cancelled', 'Dropped fika')];
    const { user, calls } = setup((action) => (action === 'send_session_access_code' ? json(200, { success: true, data: { message: MESSAGES.codeSent } }) : verified(list)));

    expect(screen.getByRole('heading', { name: 'Enter Your Email' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));

    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText('Verification code sent to your email!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ action: 'send_session_access_code', data: { email: 'mia@example.com' } });

    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Verify & View Sessions' });
    await user.type(input, '12a3-45');
    expect(input.value).toBe('12345');
    expect(submit).toBeDisabled();
    await user.type(input, '6789');
    expect(input.value).toBe('123456');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Curated Fika: Arts' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ action: 'get_sessions_by_email_with_code', data: { email: 'mia@example.com', code: '123456' } });
    const card = screen.getByRole('heading', { name: 'Curated Fika: Arts' }).closest('article')!;
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('90 minutes');
    expect(card).toHaveTextContent('(Asia/Tokyo)');
    expect(card).toHaveTextContent('Koffee Mameya');
    expect(card).toHaveTextContent('Omotesando & Aoyama');
    expect(card).toHaveTextContent('Ken W., Lea M.');
    expect(card.querySelector('button')).toHaveTextContent('Cancel Attendance');
    // Under 24 hours away, or cancelled: no cancel link.
    expect(screen.getByRole('heading', { name: 'Tomorrow fika' }).closest('article')!.querySelector('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dropped fika' }).closest('article')!.querySelector('button')).toBeNull();

    const saved = JSON.parse(localStorage.getItem(UNIFIED_SESSION_KEY)!);
    expect(Object.keys(saved)).toEqual(expect.arrayContaining(['memberPortal', 'mySessions', 'email', 'createdAt', 'expiresAt', 'lastActivity']));
    expect(saved.mySessions).toMatchObject({ email: 'mia@example.com', verificationCode: '123456' });
    expect(saved.mySessions.sessions).toHaveLength(3);
    const life = Date.parse(saved.expiresAt) - Date.parse(saved.createdAt);
    expect(life).toBeLessThanOrEqual(2 * 3600_000);
    expect(life).toBeGreaterThan(2 * 3600_000 - 60_000);
  });

  it('accepts a pasted or spaced code: 123 456, 123-456 and " 123456" verify as 123456', async () => {
    const { user, calls } = setup((action) => (action === 'send_session_access_code' ? json(200, { success: true, data: { message: MESSAGES.codeSent } }) : verified([])));
    await user.type(screen.getByLabelText('Email address'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const input = (await screen.findByLabelText('Verification code')) as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Verify & View Sessions' });
    for (const pasted of ['123 456', '123-456', ' 123456', '123 456 789']) {
      await user.clear(input);
      await user.click(input);
      await user.paste(pasted);
      expect(input.value).toBe('123456');
      expect(submit).toBeEnabled();
    }
    await user.click(submit);
    await screen.findByText('No upcoming sessions found');
    expect(calls.at(-1)).toMatchObject({ action: 'get_sessions_by_email_with_code', data: { code: '123456' } });
  });

  it('explains No sessions found with the help text', async () => {
    const { user } = setup(() => json(404, { success: false, error: 'No sessions found for this email address' }));
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText(MESSAGES.noSessionsFoundHelp)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter Your Email' })).toBeInTheDocument();
  });

  it('shows the server error or the fallback when verification fails', async () => {
    const { user } = setup((action) => (action === 'send_session_access_code' ? json(200, { success: true, data: {} }) : json(401, { success: false })));
    await user.type(screen.getByLabelText('Email address'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & View Sessions' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to email entry' }));
    expect(screen.getByRole('heading', { name: 'Enter Your Email' })).toBeInTheDocument();
  });

  it('clears the stale "Invalid verification code" once a later code is accepted', async () => {
    let tries = 0;
    const { user } = setup((action) => {
      if (action === 'send_session_access_code') return json(200, { success: true, data: { message: MESSAGES.codeSent } });
      return ++tries === 1 ? json(401, { success: false, error: 'Invalid verification code' }) : verified([participation('p1', 10 * DAY)]);
    });
    await user.type(screen.getByLabelText('Email address'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & View Sessions' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & View Sessions' }));
    expect(await screen.findByRole('heading', { name: 'Curated Fika: Arts' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid verification code')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an applicant without sessions the application status and what happens next', async () => {
    const { user } = setup((action) =>
      action === 'send_session_access_code'
        ? json(200, { success: true, data: { message: MESSAGES.codeSent } })
        : json(200, { success: true, data: [], session: { token: 'tok_1', email: 'yui@example.com', expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString() }, application: { first_name: 'Yui', application_status: 'under_review' } }),
    );
    await user.type(screen.getByLabelText('Email address'), 'yui@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & View Sessions' }));
    expect(await screen.findByText('No upcoming sessions found')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Your Curated Fika application' });
    expect(status).toHaveTextContent('Application status: Under review');
    expect(status).toHaveTextContent('Our team is reviewing your application now.');
  });

  it('shows the status again from a saved session (the list call answers the application too)', async () => {
    localStorage.setItem(
      UNIFIED_SESSION_KEY,
      JSON.stringify({
        memberPortal: null,
        mySessions: { email: 'yui@example.com', verificationCode: '1', sessions: [], authenticatedAt: new Date().toISOString() },
        email: 'yui@example.com',
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        lastActivity: new Date().toISOString(),
        token: 'tok_1',
      }),
    );
    setup(() => json(200, { success: true, data: [], application: { application_status: 'approved' } }));
    expect(await screen.findByText('You are approved. We will email you an invitation as soon as we have matched a group for you.')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toHaveClass('cf-badge--app-approved');
  });

  it('skips to the list with a saved session, cancels after confirmation and reloads', async () => {
    const now = Date.now();
    const p1 = participation('p1', 10 * DAY);
    localStorage.setItem(
      UNIFIED_SESSION_KEY,
      JSON.stringify({
        memberPortal: null,
        mySessions: { email: 'mia@example.com', verificationCode: '123456', sessions: [p1], authenticatedAt: new Date(now).toISOString() },
        email: 'mia@example.com',
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 90 * 60_000).toISOString(),
        lastActivity: new Date(now).toISOString(),
        token: 'tok_1',
      }),
    );
    let cancelled = false;
    const { user, calls } = setup((action) => {
      if (action === 'extend_session') return json(200, { success: true, data: { expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString() } });
      if (action === 'cancel_participant_attendance') {
        cancelled = true;
        return json(200, { success: true, data: { participantId: 'p1' } });
      }
      return json(200, { success: true, data: [cancelled ? { ...p1, participation_status: 'cancelled' } : p1] });
    });
    expect(await screen.findByRole('heading', { name: 'Curated Fika: Arts' })).toBeInTheDocument();
    expect(screen.getByText(/session expires in 90 minutes/)).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Cancel Attendance' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel your attendance? This cannot be undone.');
    expect(calls.some((c) => c.action === 'cancel_participant_attendance')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel Attendance' }));
    expect(await screen.findByText('Your attendance has been cancelled successfully')).toBeInTheDocument();
    const cancel = calls.find((c) => c.action === 'cancel_participant_attendance')!;
    expect(cancel.data).toEqual({ participantId: 'p1', cancellationReason: 'User requested cancellation via My Sessions page' });
    expect(cancel.auth).toBe('Bearer tok_1');
    // Clicking on the page extended the session.
    expect(calls.some((c) => c.action === 'extend_session' && c.auth === 'Bearer tok_1')).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Curated Fika: Arts' }).closest('article')).toHaveTextContent('Cancelled'));
    expect(JSON.parse(localStorage.getItem(UNIFIED_SESSION_KEY)!).mySessions.sessions[0].participation_status).toBe('cancelled');
    confirm.mockRestore();
  });

  it('shows the empty state and resets to email entry', async () => {
    localStorage.setItem(
      UNIFIED_SESSION_KEY,
      JSON.stringify({
        memberPortal: null,
        mySessions: { email: 'mia@example.com', verificationCode: '1', sessions: [], authenticatedAt: new Date().toISOString() },
        email: 'mia@example.com',
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        lastActivity: new Date().toISOString(),
        token: 'tok_1',
      }),
    );
    const { user } = setup(() => json(200, { success: true, data: [] }));
    expect(await screen.findByText('No upcoming sessions found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another email' }));
    expect(screen.getByRole('heading', { name: 'Enter Your Email' })).toBeInTheDocument();
    expect(localStorage.getItem(UNIFIED_SESSION_KEY)).toBeNull();
  });

  it('pre-fills the email from a member-portal login', async () => {
    localStorage.setItem(
      UNIFIED_SESSION_KEY,
      JSON.stringify({
        memberPortal: { user: { email: 'aiko@example.com', first_name: 'Aiko' }, verificationCode: '1', authenticatedAt: new Date().toISOString() },
        mySessions: null,
        email: 'aiko@example.com',
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        lastActivity: new Date().toISOString(),
        token: 'tok_2',
      }),
    );
    setup(() => json(200, { success: true, data: [] }));
    expect(screen.getByLabelText('Email address')).toHaveValue('aiko@example.com');
  });

  it('warns when under 15 minutes remain, and clears the warning after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    localStorage.setItem(
      UNIFIED_SESSION_KEY,
      JSON.stringify({
        memberPortal: null,
        mySessions: { email: 'mia@example.com', verificationCode: '1', sessions: [participation('p1', 10 * DAY)], authenticatedAt: new Date(now).toISOString() },
        email: 'mia@example.com',
        createdAt: new Date(now - 110 * 60_000).toISOString(),
        expiresAt: new Date(now + 10 * 60_000).toISOString(),
        lastActivity: new Date(now).toISOString(),
        token: 'tok_1',
      }),
    );
    setup((action) => json(200, { success: true, data: action === 'get_my_sessions' ? [participation('p1', 10 * DAY)] : {} }));
    expect(await screen.findByRole('heading', { name: 'Curated Fika: Arts' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('Session expires in 10 minutes. You may need to verify again.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByText(/Session expires in 10 minutes/)).toBeNull();
  });
});
