import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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

afterEach(() => vi.unstubAllGlobals());

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
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(screen.getByText('Please answer: Which pizza should we order for you?')).toBeInTheDocument();
    const select = screen.getByLabelText(/Which pizza/);
    expect([...(select as HTMLSelectElement).options].map((o) => o.value).slice(1)).toEqual(['Margherita', 'Pepperoni', 'Mushroom', 'White Pizza', 'Meat Lovers']);
    await user.selectOptions(select, 'Mushroom');
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
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

  it('without a token asks for the link', () => {
    stubApi({});
    const router = createMemoryRouter([{ path: '/cancel-reservation', element: <CancelReservationPage /> }], { initialEntries: ['/cancel-reservation'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText('Cancellation link or code')).toBeInTheDocument();
  });
});
