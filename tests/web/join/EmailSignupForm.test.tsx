import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EmailSignupForm, type EmailSignupFormProps } from '../../../web/src/features/signup/components/EmailSignupForm';
import { prerenderThenHydrate, typeInto } from '../hydrate';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(props: EmailSignupFormProps, answer: () => Response | Promise<Response>, url = '/?utm_source=newsletter&utm_medium=email') {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const router = createMemoryRouter(
    [
      { path: '/', element: <EmailSignupForm {...props} /> },
      { path: '/subscription', element: <p>Subscription page</p> },
    ],
    { initialEntries: [url] },
  );
  window.history.replaceState(null, '', url);
  render(<RouterProvider router={router} />);
  return { fetchMock, user, router };
}

const sentBody = (m: ReturnType<typeof vi.fn>) => JSON.parse((m.mock.calls[0][1] as RequestInit).body as string);

// The form loads its submission code when the field is focused and the API client when it is sent
// (neither is part of the first page load); load them once here so that each test's request goes
// out as soon as the form is sent.
beforeAll(async () => {
  await Promise.all([import('../../../web/src/lib/api'), import('../../../web/src/lib/join/submission')]);
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EmailSignupForm', () => {
  it('hero: the Enter your email address placeholder and Find Your People button', () => {
    setup({ variant: 'hero' }, () => json(201, { success: true }));
    expect(screen.getByPlaceholderText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Your People' })).toBeInTheDocument();
  });

  it('every variant renders a labelled email field', () => {
    for (const variant of ['default', 'minimal', 'vertical'] as const) {
      const { unmount } = render(
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <EmailSignupForm variant={variant} /> }])} />,
      );
      expect(screen.getByLabelText(/email/i)).toHaveAttribute('type', 'email');
      unmount();
    }
  });

  it('sends an address typed into the prerendered form before the page hydrated', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(201, { success: true, message: 'Thanks for joining! Check your inbox for a welcome email.' }));
    vi.stubGlobal('fetch', fetchMock);
    const make = () => <RouterProvider router={createMemoryRouter([{ path: '/', element: <EmailSignupForm variant="hero" source="home-hero" /> }])} />;
    const page = await prerenderThenHydrate(make, (container) => typeInto(container, 'input[type="email"]', 'early@example.com'));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Find Your People' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for joining!');
    expect(sentBody(fetchMock)).toMatchObject({ email: 'early@example.com', source: 'home-hero' });
    page.unmount();
  });

  it('validates with the email messages and sends nothing', async () => {
    const { fetchMock, user } = setup({ variant: 'hero' }, () => json(201, { success: true }));
    await user.click(screen.getByRole('button', { name: 'Find Your People' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
    await user.type(screen.getByPlaceholderText('Enter your email address'), 'aiko@example.c');
    await user.click(screen.getByRole('button', { name: 'Find Your People' }));
    expect(await screen.findByText('Please enter a valid email address')).toHaveAttribute('role', 'alert');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loading → success with the server message, sends the metadata, then back to idle after 5 s', async () => {
    let release!: (r: Response) => void;
    const { fetchMock, user } = setup({ variant: 'hero', source: 'home-hero' }, () => new Promise<Response>((r) => (release = r)));
    await user.type(screen.getByPlaceholderText('Enter your email address'), '  Aiko@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Find Your People' }));
    expect(await screen.findByRole('button', { name: 'Joining…' })).toBeDisabled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release(json(201, { success: true, message: 'Thanks for joining! Check your inbox for a welcome email.' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for joining!');
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({
      email: 'aiko@example.com',
      source: 'home-hero',
      metadata: { signup_page: '/', campaign_source: 'newsletter', campaign_medium: 'email', campaign_campaign: 'none', timezone: expect.any(String), referrer: 'direct' },
    });
    expect(typeof body.metadata.viewport_width).toBe('number');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a duplicate shows the already-on-our-list message; an error resets after 5 s too', async () => {
    const answers = [json(200, { success: true, isDuplicate: true, message: "You're already on our list! Check your email for updates." }), json(500, { success: false })];
    const { user } = setup({ variant: 'default' }, () => answers.shift() ?? json(500, {}));
    await user.type(screen.getByLabelText('Email address'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're already on our list! Check your email for updates.");
    act(() => vi.advanceTimersByTime(5000));
    await user.type(screen.getByLabelText('Email address'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    // 5xx is retried (1 s, 2 s) before giving up.
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure shows the network error message', async () => {
    const { user } = setup({ variant: 'minimal' }, () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(screen.getByLabelText('Email address'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred. Please check your connection and try again.');
  });

  it('payment required: shows the access-choice panel and does not reset', async () => {
    const { user } = setup({ event: { slug: 'shimokitazawa-pizza-night', title: 'Pizza Night' } }, () =>
      json(402, {
        success: false,
        requiresPayment: {
          eventPrice: 75000,
          eventPriceText: '¥750',
          currency: 'JPY',
          hasSubscription: false,
          paymentOptions: { allowSubscription: true, allowPerEventPayment: true, allowWaitlist: true },
          message: 'This event costs ¥750. Pay for this event, or subscribe: it is included with a subscription.',
        },
      }),
    );
    await user.type(screen.getByLabelText('Email to register for Pizza Night'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(await screen.findByRole('heading', { name: 'Choose how to join Pizza Night' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ¥750 for this event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe: this event is included' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('heading', { name: 'Choose how to join Pizza Night' })).toBeInTheDocument();
  });

  it('subscription required: redirects to /subscription after 1 s', async () => {
    const { user, router } = setup({ event: { slug: 'founding-members-fika-tokyo', title: 'Founding Fika' } }, () =>
      json(402, {
        success: false,
        requiresSubscription: {
          hasSubscription: false,
          message: 'This event is for subscribers. Subscribe to reserve your place.',
          subscriptionUrl: '/subscription?email=aiko%40example.com&source=event%3Afounding-members-fika-tokyo&event=founding-members-fika-tokyo',
          eventInfo: { eventSlug: 'founding-members-fika-tokyo' },
          currentCount: 3,
        },
      }),
    );
    await user.type(screen.getByLabelText('Email to register for Founding Fika'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(await screen.findByText('This event is for subscribers. Subscribe to reserve your place.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(900));
    expect(router.state.location.pathname).toBe('/');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/subscription');
    expect(router.state.location.search).toContain('event=founding-members-fika-tokyo');
  });

  describe('the cities of the weekly email', () => {
    it('Tokyo is ticked on a page of no city; the chosen cities are sent; none ticked is refused', async () => {
      const { fetchMock, user } = setup({ variant: 'hero' }, () => json(201, { success: true, message: 'Thanks for joining!' }));
      expect(screen.getByRole('checkbox', { name: 'Tokyo' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Osaka' })).not.toBeChecked();
      await user.type(screen.getByPlaceholderText('Enter your email address'), 'aiko@example.com');
      await user.click(screen.getByRole('checkbox', { name: 'Tokyo' }));
      await user.click(screen.getByRole('button', { name: 'Find Your People' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one city for the weekly email.');
      expect(fetchMock).not.toHaveBeenCalled();
      await user.click(screen.getByRole('checkbox', { name: 'Osaka' }));
      await user.click(screen.getByRole('checkbox', { name: 'Honolulu' }));
      await user.click(screen.getByRole('button', { name: 'Find Your People' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Thanks for joining!');
      expect(sentBody(fetchMock)).toMatchObject({ email: 'aiko@example.com', cities: ['osaka', 'honolulu'] });
    });

    it("a city's page ticks that city; an event registration offers no cities and sends none", async () => {
      vi.stubGlobal('fetch', vi.fn(async () => json(201, { success: true })));
      const page = render(<RouterProvider router={createMemoryRouter([{ path: '/cities/:city', element: <EmailSignupForm /> }], { initialEntries: ['/cities/fukuoka'] })} />);
      expect(screen.getByRole('checkbox', { name: 'Fukuoka' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Tokyo' })).not.toBeChecked();
      page.unmount();
      render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <EmailSignupForm event={{ slug: 'x', title: 'X' }} /> }])} />);
      expect(screen.queryByRole('checkbox')).toBeNull();
    });
  });
});
