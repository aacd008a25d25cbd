import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EventRegistration } from '../../../web/src/features/reservations/components/EventRegistration';
import CancelReservationPage from '../../../web/src/features/reservations/pages/CancelReservationPage';
import { eventBySlug } from '../../../content/events/index';
import { json, stubApi } from '../api-stub';

function renderEvent(slug: string, isFull: boolean | null = false) {
  const event = eventBySlug(slug)!;
  const onRegistered = vi.fn();
  const router = createMemoryRouter([{ path: '/events/:slug', element: <EventRegistration event={event} isFull={isFull} onRegistered={onRegistered} /> }], {
    initialEntries: [`/events/${slug}`],
  });
  render(<RouterProvider router={router} />);
  return { event, user: userEvent.setup(), onRegistered };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has no scrollIntoView: the payment-step tests put a spy there.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('EventRegistration', () => {
  it('asks the pizza question, requires it, and sends the answer with the event', async () => {
    const calls = stubApi({
      'email-signup': () =>
        json(201, {
          success: true,
          message: "You're confirmed for this event! Event details will be sent 24 hours beforehand.",
          reservation: { rsvpStatus: 'confirmed', waitlistPosition: null, currentCount: 4, capacity: 16, waitlistCount: 0, isFull: false, duplicate: false, eventSlug: 'shimokitazawa-pizza-night' },
        }),
    });
    const { user, onRegistered } = renderEvent('shimokitazawa-pizza-night');
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve for ¥750' }));
    expect(screen.getByText('Please answer: Which pizza should we order for you?')).toBeInTheDocument();
    const select = screen.getByLabelText(/Which pizza/);
    expect([...(select as HTMLSelectElement).options].map((o) => o.value).slice(1)).toEqual(['Margherita', 'Pepperoni', 'Mushroom', 'White Pizza', 'Meat Lovers']);
    await user.selectOptions(select, 'Mushroom');
    await user.click(screen.getByRole('button', { name: 'Reserve for ¥750' }));
    expect(await screen.findByText("You're confirmed for this event! Event details will be sent 24 hours beforehand.")).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledTimes(1); // the page refreshes its places-left figure
    const sent = calls.find((c) => c.url === '/api/email-signup')!;
    expect(sent).toMatchObject({ email: 'aiko@example.com', source: 'event:shimokitazawa-pizza-night', answers: { 'pizza-preference': 'Mushroom' }, metadata: { event_slug: 'shimokitazawa-pizza-night' } });
  });

  it('shows the waitlist position, and the cancellation policy of the tapas evening', async () => {
    stubApi({
      'email-signup': () =>
        json(201, {
          success: true,
          message: "This event is full. You're #5 on the waitlist, and we'll email you if a place opens up.",
          reservation: { rsvpStatus: 'waitlisted', waitlistPosition: 5, currentCount: 11, capacity: 11, waitlistCount: 5, isFull: true, duplicate: false, eventSlug: 'tokyo-spanish-tapas-evening' },
        }),
    });
    const { user } = renderEvent('tokyo-spanish-tapas-evening', true);
    expect(screen.getByText(/48 hours before the start .* or the full ¥5,500 is owed/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ben@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(await screen.findByText('#5')).toBeInTheDocument();
  });

  it("a paid event's button states the price formatted from the event's price and currency; a free one does not, a full one joins the waitlist", () => {
    renderEvent('signature-sunday-fika-daikanyama');
    expect(screen.getByRole('button', { name: 'Reserve for ¥3,000' })).toBeInTheDocument();
    cleanup();
    renderEvent('honolulu-kona-coffee-tasting-kakaako');
    expect(screen.getByRole('button', { name: 'Reserve for $25' })).toBeInTheDocument();
    cleanup();
    renderEvent('tokyo-december-fika-omotesando');
    expect(screen.getByRole('button', { name: 'Reserve My Spot' })).toBeInTheDocument();
    cleanup();
    renderEvent('shimokitazawa-pizza-night', true);
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeInTheDocument();
  });

  it('the payment step takes the form’s place, states the price once (on the Pay button) and is scrolled into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubApi({
      'email-signup': () =>
        json(402, {
          success: false,
          error: 'This event costs ¥3,000. Pay for this event, or subscribe: it is included with a subscription.',
          requiresPayment: {
            eventPrice: 300000,
            eventPriceText: '¥3,000',
            currency: 'JPY',
            holdUntilText: null,
            hasSubscription: false,
            paymentOptions: { allowSubscription: true, allowPerEventPayment: true, allowWaitlist: true },
            message: 'This event costs ¥3,000. Pay for this event, or subscribe: it is included with a subscription.',
          },
        }),
    });
    const { user } = renderEvent('signature-sunday-fika-daikanyama');
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve for ¥3,000' }));
    const box = (await screen.findByRole('heading', { name: /Choose how to join/ })).closest('section.event-registration') as HTMLElement;
    expect(within(box).getByRole('button', { name: 'Pay ¥3,000 for this event' })).toBeInTheDocument();
    expect(within(box).getByText('Pay for this event, or subscribe: this event is included with a subscription.')).toBeInTheDocument();
    expect(box.textContent!.split('¥3,000').length - 1).toBe(1);
    expect(within(box).queryByLabelText('Email')).toBeNull();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Choose how to join/ }));
    // Another email brings the form back.
    await user.click(within(box).getByRole('button', { name: 'Use another email' }));
    expect(within(box).getByRole('button', { name: 'Reserve for ¥3,000' })).toBeInTheDocument();
  });

  it('a held place says until when it waits, without repeating the price', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    stubApi({
      'email-signup': () =>
        json(402, {
          success: false,
          error: "We're holding a place for you until Wednesday, January 20, 7:00 PM Tokyo time. Pay ¥750 to confirm it.",
          requiresPayment: {
            eventPrice: 75000,
            eventPriceText: '¥750',
            currency: 'JPY',
            holdUntilText: 'Wednesday, January 20, 7:00 PM Tokyo time',
            hasSubscription: false,
            paymentOptions: { allowSubscription: false, allowPerEventPayment: true, allowWaitlist: true },
            message: "We're holding a place for you until Wednesday, January 20, 7:00 PM Tokyo time. Pay ¥750 to confirm it.",
          },
        }),
    });
    const { user } = renderEvent('shimokitazawa-pizza-night');
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.selectOptions(screen.getByLabelText(/Which pizza/), 'Mushroom');
    await user.click(screen.getByRole('button', { name: 'Reserve for ¥750' }));
    expect(await screen.findByText("We're holding a place for you until Wednesday, January 20, 7:00 PM Tokyo time. Pay to confirm it.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ¥750 for this event' })).toBeInTheDocument();
    expect(screen.queryAllByText(/¥750/)).toHaveLength(1);
  });

  it('a duplicate shows how many are registered', async () => {
    stubApi({
      'email-signup': () =>
        json(200, {
          success: true,
          isDuplicate: true,
          message: "You're already registered for this event! 7 people are registered so far.",
          reservation: { rsvpStatus: 'confirmed', waitlistPosition: null, currentCount: 7, capacity: 50, waitlistCount: 0, isFull: false, duplicate: true, eventSlug: 'tokyo-december-fika-omotesando' },
        }),
    });
    const { user } = renderEvent('tokyo-december-fika-omotesando');
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(await screen.findByText("You're already registered for this event! 7 people are registered so far.")).toBeInTheDocument();
    expect(screen.getByText('7 people are registered so far.')).toBeInTheDocument();
  });
});

describe('CancelReservationPage', () => {
  const view = {
    eventSlug: 'tokyo-spanish-tapas-evening',
    eventTitle: 'Spanish Tapas Evening',
    occurrence: '2027-01-22',
    dateText: 'Friday, January 22, 2027',
    timeText: '7:00 PM – 9:30 PM Tokyo time',
    location: 'Ebisu',
    status: 'confirmed',
    waitlistPosition: null,
    cancellation: { allowed: true, late: true, noShow: false, feeOwedCents: 550000, feeText: '¥5,500', warning: "This event needs 48 hours' notice to cancel, so the full ¥5,500 is owed if you cancel now.", eventStarted: false },
    cancelledAt: null,
    lateCancellation: false,
    noShow: false,
    feeOwedCents: 0,
    refund: null,
  };

  it('warns before a late cancellation, then cancels with the acknowledgement', async () => {
    const calls = stubApi({
      get_reservation: () => json(200, { success: true, data: view }),
      cancel_reservation: () => json(200, { success: true, data: { ...view, status: 'cancelled', feeOwedCents: 550000, message: 'Your attendance has been cancelled successfully.' } }),
    });
    const router = createMemoryRouter([{ path: '/cancel-reservation/:token', element: <CancelReservationPage /> }], { initialEntries: ['/cancel-reservation/abc~def'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('the full ¥5,500 is owed');
    expect(screen.getByText('Friday, January 22, 2027')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel anyway' }));
    expect(await screen.findByText('Your attendance has been cancelled successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.action === 'cancel_reservation')).toMatchObject({ data: { token: 'abc~def', acknowledgeLate: true } });
  });

  const paidView = {
    ...view,
    eventSlug: 'signature-sunday-fika-daikanyama',
    eventTitle: 'Signature Sunday Fika: The Long Table',
    cancellation: { allowed: true, late: false, noShow: false, feeOwedCents: 0, feeText: null, warning: null, eventStarted: false },
    refund: {
      terms: 'Refunds: cancel by the end of Friday, January 22, Tokyo time and your ¥3,000 is refunded in full to your card (it arrives within 5-10 business days). After that, cancelling refunds nothing.',
      ifCancelledNow: 'You paid ¥3,000. Cancel now and it is refunded in full to your card; it arrives within 5-10 business days.',
      outcome: null,
    },
  };

  it('states what cancelling a paid place means for the money before, and what happened to it after', async () => {
    stubApi({
      get_reservation: () => json(200, { success: true, data: paidView }),
      cancel_reservation: () =>
        json(200, {
          success: true,
          data: { ...paidView, status: 'cancelled', refund: { ...paidView.refund, outcome: 'Your ¥3,000 is refunded in full to your card; it arrives within 5-10 business days.' }, message: 'Your attendance has been cancelled successfully.' },
        }),
    });
    const router = createMemoryRouter([{ path: '/cancel-reservation/:token', element: <CancelReservationPage /> }], { initialEntries: ['/cancel-reservation/abc~def'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('refund-terms')).toHaveTextContent('You paid ¥3,000. Cancel now and it is refunded in full to your card; it arrives within 5-10 business days.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, cancel my reservation' }));
    expect(await screen.findByTestId('refund-outcome')).toHaveTextContent('Your ¥3,000 is refunded in full to your card; it arrives within 5-10 business days.');
  });

  it('a free place says nothing about refunds', async () => {
    stubApi({ get_reservation: () => json(200, { success: true, data: { ...view, refund: null } }) });
    const router = createMemoryRouter([{ path: '/cancel-reservation/:token', element: <CancelReservationPage /> }], { initialEntries: ['/cancel-reservation/abc~def'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: 'Cancel anyway' });
    expect(screen.queryByTestId('refund-terms')).toBeNull();
    expect(document.body.textContent).not.toMatch(/refund/i);
  });

  it('without a token asks for the link', () => {
    stubApi({});
    const router = createMemoryRouter([{ path: '/cancel-reservation', element: <CancelReservationPage /> }], { initialEntries: ['/cancel-reservation'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText('Cancellation link or code')).toBeInTheDocument();
  });
});

describe('EventRegistration for a signed-in member', () => {
  afterEach(() => {
    vi.doUnmock('../../../web/src/lib/member-session');
    vi.resetModules();
  });

  it("fills in the member's address, which they may still change", async () => {
    vi.resetModules();
    vi.doMock('../../../web/src/lib/member-session', async (original) => ({
      ...(await original<Record<string, unknown>>()),
      useMemberSession: () => ({ status: 'member', email: 'mika@example.com', token: 't' }),
    }));
    const { EventRegistration: Registration } = await import('../../../web/src/features/reservations/components/EventRegistration');
    const router = createMemoryRouter([{ path: '/', element: <Registration event={eventBySlug('ginza-rooftop-happy-hour')!} isFull={false} /> }]);
    render(<RouterProvider router={router} />);
    const field = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await vi.waitFor(() => expect(field.value).toBe('mika@example.com'));
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'friend@example.com');
    expect(field.value).toBe('friend@example.com');
  });
});
