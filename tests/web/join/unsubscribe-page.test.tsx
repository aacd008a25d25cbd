import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import UnsubscribePage from '../../../web/src/features/unsubscribe/pages/UnsubscribePage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('/unsubscribe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the newsletter is stopped and membership stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, data: { email: 'aiko@example.com', unsubscribed_at: '2026-11-22T00:00:00.000Z', tracking_id: 'unsub_1', already_unsubscribed: false } })),
    );
    const token = `${btoa('aiko@example.com')}.sig`;
    const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], { initialEntries: [`/unsubscribe?token=${token}`] });
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /unsubscribe/i }));
    expect(await screen.findByText('aiko@example.com will not get our newsletter any more. Emails about places you book still arrive.')).toBeInTheDocument();
    expect(screen.getByText('Unsubscribing from the newsletter does not end a membership: member sign-in, the dashboard and the passport stay as they are.')).toBeInTheDocument();
  });

  it('sends the referrer and this page’s address without its token, for the team’s notice', async () => {
    const fetchMock = vi.fn(async (_u: string, _init: RequestInit) => json(200, { success: true, data: { email: 'aiko@example.com', unsubscribed_at: '2026-11-22T00:00:00.000Z', tracking_id: 'unsub_1', already_unsubscribed: false } }));
    vi.stubGlobal('fetch', fetchMock);
    const token = `${btoa('aiko@example.com')}.sig`;
    window.history.replaceState(null, '', `/unsubscribe?token=${token}&utm_source=weekly`);
    const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], { initialEntries: [`/unsubscribe?token=${token}`] });
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /unsubscribe/i }));
    await screen.findByText(/will not get our newsletter any more/);
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1].body)).data;
    expect(sent).toMatchObject({ token, referrer: 'direct', current_url: `${window.location.origin}/unsubscribe?utm_source=weekly` });
    expect(sent.current_url).not.toContain('sig');
    window.history.replaceState(null, '', '/');
  });
});
