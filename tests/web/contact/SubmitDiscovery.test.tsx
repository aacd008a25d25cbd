import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import SubmitDiscoveryPage from '../../../web/src/features/discovery/components/SubmitDiscoveryPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup() {
  const fetchMock = vi.fn(async () => json(201, { success: true, data: { id: 'disc_1' } }));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/submit-discovery', element: <SubmitDiscoveryPage /> }], { initialEntries: ['/submit-discovery'] });
  render(<RouterProvider router={router} />);
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('submit discovery page', () => {
  it('validates before sending', async () => {
    const { fetchMock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share my discovery' }));
    expect(screen.getByText('Place or experience name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a city')).toBeInTheDocument();
    expect(screen.getByText("Please tell us why it's great")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a complete suggestion and thanks the member', async () => {
    const { fetchMock, user } = setup();
    await user.type(screen.getByLabelText('Your name'), 'Ken Ito');
    await user.type(screen.getByLabelText('Your email'), 'ken@example.com');
    await user.type(screen.getByLabelText('Place or experience'), 'Ohori Park loop');
    await user.selectOptions(screen.getByLabelText('City'), 'fukuoka');
    await user.selectOptions(screen.getByLabelText('Category'), 'nature');
    await user.type(screen.getByLabelText('Address or area'), 'Chuo-ku');
    await user.type(screen.getByLabelText("Why it's great"), 'A flat loop around the lake, perfect for a walking fika.');
    await user.click(screen.getByRole('button', { name: 'Share my discovery' }));
    expect(await screen.findByText('Thank you for sharing!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/submit-discovery');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ken Ito',
      email: 'ken@example.com',
      title: 'Ohori Park loop',
      city: 'fukuoka',
      category: 'nature',
      area: 'Chuo-ku',
      why: 'A flat loop around the lake, perfect for a walking fika.',
    });
  });
});
