import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import AdminLoginPage from '../../../web/src/app/admin/AdminLoginPage';
import { ADMIN_SESSION_KEY } from '../../../web/src/lib/admin-session';

const calls: Array<{ action: string; data: unknown }> = [];

function mockApi(answers: Record<string, { status: number; body: unknown }>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { action: string; data: unknown };
    calls.push(body);
    const a = answers[body.action];
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
}

function renderLogin(url: string) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin', element: <p>Admin home</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('admin sign-in page', () => {
  it('requests a link and shows the neutral answer', async () => {
    mockApi({ request_link: { status: 200, body: { success: true, data: { message: 'If that address is on the admin list, a sign-in link is on its way.' } } } });
    renderLogin('/admin/login');
    await userEvent.type(screen.getByLabelText('Admin email'), 'admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByText(/a sign-in link is on its way/)).toBeInTheDocument();
    expect(calls).toEqual([{ action: 'request_link', data: { email: 'admin@example.com' } }]);
  });

  it('verifies the link token once, stores the session, removes the token from the address and opens /admin', async () => {
    mockApi({ verify: { status: 200, body: { success: true, data: { token: 'session-123', email: 'admin@example.com', expiresAt: '2026-11-22T10:00:00Z' } } } });
    const router = renderLogin('/admin/login?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls).toEqual([{ action: 'verify', data: { token: 'abc' } }]);
    expect(JSON.parse(localStorage.getItem(ADMIN_SESSION_KEY)!)).toEqual({ token: 'session-123', expiresAt: '2026-11-22T10:00:00Z' });
    expect(window.location.search).not.toContain('token');
  });

  it('shows the server message for a used or expired link', async () => {
    mockApi({ verify: { status: 401, body: { success: false, error: 'This sign-in link is invalid, expired or already used. Please request a new one.' } } });
    renderLogin('/admin/login?token=old');
    expect(await screen.findByText(/invalid, expired or already used/)).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
    expect(screen.getByLabelText('Admin email')).toBeInTheDocument();
  });
});
