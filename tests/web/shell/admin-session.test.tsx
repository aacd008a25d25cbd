/**
 * The admin session shared by the tabs of one browser: a tab opened after sign-in is signed in;
 * signing out in one tab signs out the others (the `storage` event); an expired session is cleared.
 * A "tab" here is one mounted AdminLayout; the other tab's writes are localStorage changes plus
 * the `storage` event the browser delivers to every other tab.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import AdminLayout from '../../../web/src/app/admin/AdminLayout';
import AdminLoginPage from '../../../web/src/app/admin/AdminLoginPage';
import { ADMIN_SESSION_KEY, readAdminToken, useAdmin } from '../../../web/src/lib/admin-session';
import { json, stubApi } from '../api-stub';

const HOUR = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

function Home() {
  return <p>Hello {useAdmin().email}</p>;
}

/** One tab: the /admin layout and the sign-in page, on its own router. */
function openTab(path = '/admin') {
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <Home /> }] },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** What another tab of the browser does to the shared storage, as this tab hears it. */
function otherTab(change: () => void) {
  const oldValue = localStorage.getItem(ADMIN_SESSION_KEY);
  change();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_SESSION_KEY, oldValue, newValue: localStorage.getItem(ADMIN_SESSION_KEY), storageArea: localStorage }));
  });
}

let calls: Record<string, unknown>[];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls = stubApi({
    verify: () => json(200, { success: true, data: { token: 'session-1', email: 'admin@example.com', expiresAt: inAnHour() } }),
    session: () => json(200, { success: true, data: { email: 'admin@example.com', expiresAt: JSON.parse(localStorage.getItem(ADMIN_SESSION_KEY) ?? '{}').expiresAt ?? inAnHour() } }),
    logout: () => json(200, { success: true, data: { loggedOut: true } }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admin session across tabs', () => {
  it('signs in a second tab: the session from the link is stored for the whole browser', async () => {
    const first = openTab('/admin/login?token=link-1');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Hello admin@example.com')).toBeInTheDocument();
    first.unmount();
    expect(sessionStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();

    const second = openTab('/admin');
    expect(await screen.findByText('Hello admin@example.com')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/admin');
    // The second tab asked the server (the authority) about the shared token.
    const checks = calls.filter((c) => c.action === 'session');
    expect(checks.at(-1)).toMatchObject({ url: '/api/admin-auth' });
    expect(calls.filter((c) => c.action === 'verify')).toHaveLength(1);
  });

  it('a sign-in page open in another tab follows a sign-in made elsewhere', async () => {
    const tab = openTab('/admin/login');
    expect(await screen.findByLabelText('Admin email')).toBeInTheDocument();
    otherTab(() => localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-9', expiresAt: inAnHour() })));
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Hello admin@example.com')).toBeInTheDocument();
  });

  it('signing out in one tab signs out the others', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-1', expiresAt: inAnHour() }));
    const tab = openTab('/admin');
    expect(await screen.findByText('Hello admin@example.com')).toBeInTheDocument();
    // The other tab's "Sign out" removes the shared session.
    otherTab(() => localStorage.removeItem(ADMIN_SESSION_KEY));
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/admin/login'));
    expect(screen.queryByText('Hello admin@example.com')).not.toBeInTheDocument();
  });

  it('signing out here removes the session for every tab and ends it on the server', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-1', expiresAt: inAnHour() }));
    const tab = openTab('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
    expect(calls.filter((c) => c.action === 'logout')).toHaveLength(1);
  });

  it('clears an expired session without asking the server, and sends the tab to sign-in', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-old', expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(readAdminToken()).toBeNull();
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();

    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-old', expiresAt: new Date(Date.now() - 1000).toISOString() }));
    const tab = openTab('/admin');
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/admin/login'));
    expect(calls.filter((c) => c.action === 'session')).toHaveLength(0);
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('ends an open tab at the expiry the server gave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-1', expiresAt: new Date(Date.now() + 5000).toISOString() }));
    const tab = openTab('/admin');
    expect(await screen.findByText('Hello admin@example.com')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('clears the session in every tab when the server refuses it', async () => {
    stubApi({ session: () => json(401, { success: false, error: 'Admin sign-in required' }) });
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'session-revoked', expiresAt: inAnHour() }));
    const tab = openTab('/admin');
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });
});
