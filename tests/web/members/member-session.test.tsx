import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MEMBER_TOKEN_KEY, memberCache, readStoredToken, useMemberSession } from '../../../web/src/lib/member-session';
import { json, mockApi, calls, resetMembers, storeSession } from './helpers';

function Probe() {
  const s = useMemberSession();
  return <pre data-testid="session">{JSON.stringify({ status: s.status, email: s.email, stamps: s.stamps, tier: s.tier, nextTier: s.nextTier })}</pre>;
}
const state = () => JSON.parse(screen.getByTestId('session').textContent!);

function renderProbe() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe /> },
      { path: '/other', element: <Probe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const validOk = () => json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() } });

beforeEach(resetMembers);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('member session', () => {
  it('is anonymous without a token', async () => {
    mockApi(() => undefined);
    renderProbe();
    expect(state().status).toBe('anonymous');
  });

  it('clears a token older than 24 hours together with the cache', () => {
    storeSession('aiko@example.com', 't', { setAt: Date.now() - 24 * 3600_000 - 1 });
    memberCache.set('dashboard', { any: 1 });
    expect(readStoredToken()).toBeNull();
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
    expect(memberCache.get('dashboard')).toBeUndefined();
  });

  it('checks the token with the server on load and shows the passport stamps and tier', async () => {
    const api = mockApi((action) => {
      if (action === 'validate_token') return validOk();
      if (action === 'get_passport_summary') return json(200, { success: true, data: { stamps: 4, tier: 'bronze', next_tier: { id: 'silver', name: 'Trusted Member', stamps_needed: 1 } } });
    });
    storeSession();
    renderProbe();
    await waitFor(() => expect(state().status).toBe('member'));
    expect(state()).toMatchObject({ email: 'aiko@example.com', stamps: 4, tier: 'bronze' });
    expect(calls(api, 'validate_token')).toEqual([{ action: 'validate_token', data: { token: 'member-token' } }]);
  });

  it('falls back to 0 stamps, tier new, next bronze needing 3 when the passport cannot load', async () => {
    mockApi((action) => (action === 'validate_token' ? validOk() : json(403, { success: false, error: 'Passport system disabled' })));
    storeSession();
    renderProbe();
    await waitFor(() => expect(state().status).toBe('member'));
    expect(state()).toMatchObject({ stamps: 0, tier: 'new', nextTier: { id: 'bronze', stamps_needed: 3 } });
  });

  it('clears a token the server refuses', async () => {
    mockApi((action) => (action === 'validate_token' ? json(401, { success: false, error: 'Session expired. Please request a new access link.', expired: true }) : undefined));
    storeSession();
    renderProbe();
    await waitFor(() => expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull());
    expect(state().status).toBe('anonymous');
  });

  it('notices expiry on the next route change', async () => {
    mockApi((action) => (action === 'validate_token' ? validOk() : json(200, { success: true, data: { stamps: 1, tier: 'new', next_tier: null } })));
    storeSession();
    const router = renderProbe();
    await waitFor(() => expect(state().status).toBe('member'));
    storeSession('aiko@example.com', 'member-token', { setAt: Date.now() - 25 * 3600_000 });
    await act(() => router.navigate('/other'));
    expect(state().status).toBe('anonymous');
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
  });

  it('notices expiry within 30 seconds without any navigation', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mockApi((action) => (action === 'validate_token' ? validOk() : json(200, { success: true, data: { stamps: 1, tier: 'new', next_tier: null } })));
    storeSession();
    renderProbe();
    await waitFor(() => expect(state().status).toBe('member'));
    storeSession('aiko@example.com', 'member-token', { expiresAt: new Date(Date.now() - 1000).toISOString() });
    act(() => vi.advanceTimersByTime(29_000));
    expect(state().status).toBe('member');
    act(() => vi.advanceTimersByTime(1_000));
    expect(state().status).toBe('anonymous');
  });

  it('logs out: token gone, server told, header anonymous', async () => {
    const api = mockApi((action) => (action === 'validate_token' ? validOk() : action === 'logout' ? json(200, { success: true, data: {} }) : json(200, { success: true, data: { stamps: 1, tier: 'new', next_tier: null } })));
    storeSession();
    let session: ReturnType<typeof useMemberSession> | undefined;
    function Grab() {
      session = useMemberSession();
      return null;
    }
    const router = createMemoryRouter([{ path: '/', element: <Grab /> }]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(session!.status).toBe('member'));
    act(() => session!.logout());
    expect(session!.status).toBe('anonymous');
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(calls(api, 'logout')).toHaveLength(1));
  });
});
