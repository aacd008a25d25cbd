import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import SubscriptionSuccessPage from '../../../web/src/features/subscription/pages/SubscriptionSuccessPage';
import { rememberCheckoutEmail } from '../../../web/src/lib/join/checkout';
import { eventBySlug } from '../../../content/events/index';
import { json, stubApi } from '../api-stub';

const SLUG = 'signature-sunday-fika-daikanyama';
const active = () =>
  json(200, { success: true, data: { hasActiveSubscription: true, subscription: { subscription_status: 'active', statusLabel: 'Active', isActive: true, current_period_end: null, cancel_at_period_end: false } } });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/subscription/success', element: <SubscriptionSuccessPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => rememberCheckoutEmail('joiner@example.com'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/subscription/success after subscribing from an event page', () => {
  it('offers to complete the registration for that event in one click, through the normal registration call', async () => {
    const calls = stubApi({
      get_subscription_status: active,
      'email-signup': () =>
        json(201, {
          success: true,
          message: "You're confirmed for this event! Event details will be sent 24 hours beforehand.",
          reservation: { rsvpStatus: 'confirmed', waitlistPosition: null, currentCount: 3, capacity: 12, waitlistCount: 0, isFull: false, duplicate: false, eventSlug: SLUG },
        }),
    });
    const user = renderAt(`/subscription/success?event=${SLUG}&session_id=cs_sim_1`);
    const title = eventBySlug(SLUG)!.title;
    expect(await screen.findByRole('heading', { name: `Finish registering for ${title}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete my registration' }));
    expect(await screen.findByText("You're confirmed for this event! Event details will be sent 24 hours beforehand.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to ${title}` })).toHaveAttribute('href', `/events/${SLUG}`);
    const sent = calls.filter((c) => c.url === '/api/email-signup');
    expect(sent).toHaveLength(1);
    // The paid Checkout proves the email, so the subscription counts for this registration.
    expect(sent[0]).toMatchObject({ email: 'joiner@example.com', source: `event:${SLUG}`, metadata: { event_slug: SLUG }, sessionId: 'cs_sim_1' });
  });

  it('shows the server’s refusal with the way back to the event', async () => {
    stubApi({
      get_subscription_status: active,
      'email-signup': () => json(402, { success: false, error: 'Payment required', requiresPayment: { message: 'This event is paid per person.', eventPrice: 75000, eventPriceText: '¥750', currency: 'JPY', hasSubscription: true, paymentOptions: { allowSubscription: false, allowPerEventPayment: true, allowWaitlist: true } } }),
    });
    const user = renderAt(`/subscription/success?event=${SLUG}&session_id=cs_sim_1`);
    await user.click(await screen.findByRole('button', { name: 'Complete my registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is paid per person.');
    expect(screen.getByRole('link', { name: 'Go to the event page' })).toHaveAttribute('href', `/events/${SLUG}`);
  });

  it('without an event (or with an unknown one) there is nothing to complete', async () => {
    stubApi({ get_subscription_status: active });
    renderAt('/subscription/success?event=no-such-event&session_id=cs_sim_1');
    expect(await screen.findByRole('heading', { name: 'Your subscription is active' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete my registration' })).toBeNull();
  });
});
