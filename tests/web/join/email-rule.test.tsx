/**
 * Every form that takes an address checks it with the same rule as the server and shows the same
 * message for the same address, before anything is sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import { EmailSignupForm } from '../../../web/src/features/signup/components/EmailSignupForm';
import ContactPage from '../../../web/src/features/contact/components/ContactPage';
import SubmitDiscoveryPage from '../../../web/src/features/discovery/components/SubmitDiscoveryPage';
import { RequestAccessForm } from '../../../web/src/features/member/components/RequestAccessForm';

const INVALID = 'Please enter a valid email address';

const forms: { name: string; element: ReactElement; email: string; submit: string | RegExp }[] = [
  { name: 'newsletter signup', element: <EmailSignupForm variant="default" />, email: 'Email address', submit: /.+/ },
  { name: 'contact', element: <ContactPage />, email: 'Email', submit: 'Send Message' },
  { name: 'discovery', element: <SubmitDiscoveryPage />, email: 'Your email', submit: 'Share my discovery' },
  { name: 'member access link', element: <RequestAccessForm />, email: 'Your email', submit: 'Send my access link' },
];

function setup(element: ReactElement) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, data: {} }), { status: 201, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />);
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the same message for the same address on every form', () => {
  for (const form of forms) {
    for (const address of ['josé@example.com', 'aiko@例え.jp', 'aiko@example..com', 'aiko.@example.com']) {
      it(`${form.name}: ${address} → "${INVALID}", nothing sent`, async () => {
        const { fetchMock, user } = setup(form.element);
        await user.type(screen.getByLabelText(form.email), address);
        await user.click(screen.getByRole('button', { name: form.submit }));
        expect(await screen.findByText(INVALID)).toBeInTheDocument();
        expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/'))).toHaveLength(0);
      });
    }
  }
});
