/**
 * Issue 29 point 4: "My bookings" on the dashboard, and the event page knowing you're going (both
 * languages); point 11: the event page asks check_event_access and says when that fails.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MyBookings } from '../../../web/src/features/my-bookings/MyBookings';
import { EventRegistration } from '../../../web/src/features/reservations/components/EventRegistration';
import { rememberReservation } from '../../../web/src/features/reservations/components/your-place';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';
import { activateLocale } from '../../../web/src/lib/i18n';
import { eventBySlug } from '../../../content/events/index';
import { createEventCheckout } from '../../../web/src/lib/join/checkout';
import { calls, json, mockApi, resetMembers, storeSession, summary } from './helpers';

/** The header's session check: the stored member session is valid. */
const session = (action: string) =>
  action === 'validate_token' ? json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() } }) : action === 'get_passport_summary' ? json(200, { success: true, data: summary() }) : undefined;

const place = (over: Record<string, unknown> = {}) => ({
  eventSlug: 'shimokitazawa-pizza-night',
  eventTitle: 'Shimokitazawa Pizza Night',
  occurrence: '2099-12-04',
  dateText: 'Friday, December 4, 2099',
  timeText: '7:00 PM – 9:00 PM Tokyo time',
  status: 'confirmed',
  waitlistPosition: null,
  holdUntilText: null,
  paid: true,
  series: false,
  token: 'tok-1',
  ...over,
});

const bookings = (over: Record<string, unknown> = {}) => ({
  upcoming: { items: [place(), place({ eventSlug: 'tokyo-spanish-tapas-evening', eventTitle: 'Spanish Tapas Evening', status: 'waitlisted', waitlistPosition: 3, paid: false, token: 'tok-2' })], next: null },
  past: { items: [place({ occurrence: '2026-01-09', dateText: 'Friday, January 9, 2026', token: 'tok-0' })], next: 'c-past' },
  series: { items: [{ eventSlug: 'weekly-saturday-morning-fika-yoyogi-uehara', eventTitle: 'Saturday Morning Fika', status: 'active', token: 'ser-1' }], more: false },
  payments: { items: [{ eventSlug: 'shimokitazawa-pizza-night', eventTitle: 'Shimokitazawa Pizza Night', occurrence: '2099-12-04', dateText: 'Friday, December 4, 2099', amountText: '¥750', paidAt: '2026-11-20T10:00:00.000Z', reference: 'abcdef1234' }], next: null },
  subscription: { subscription_status: 'active', statusLabel: 'Active', isActive: true, current_period_end: '2026-12-20T00:00:00.000Z', cancel_at_period_end: false, total_paid_cents: 150000, subscription_plans: { code: 'monthly', billing_interval: 'month', price_cents: 150000 } },
  ...over,
});

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => resetMembers());
afterEach(() => cleanup());

describe('My bookings on the dashboard', () => {
  it('lists places with their status and manage link, series, receipts and the subscription; more past places; cancels the subscription with the session', async () => {
    const api = mockApi((action, body) => {
      if (action === 'get_my_bookings') return json(200, { success: true, data: bookings() });
      if (action === 'get_my_reservations') return json(200, { success: true, data: { items: [place({ occurrence: '2025-12-05', dateText: 'Friday, December 5, 2025', token: 'tok-old' })], next: null } });
      if (action === 'cancel_my_subscription') {
        expect(body.data.token).toBe('member-token');
        return json(200, { success: true, data: { cancelled: true, resumed: false, message: 'x', subscription: { ...bookings().subscription, cancel_at_period_end: true } } });
      }
      return undefined;
    });
    const user = renderAt('/member-dashboard', <MyBookings token="member-token" />);
    const rows = await screen.findAllByTestId('booking');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText(/You're going · Paid/)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Manage or cancel' })).toHaveAttribute('href', '/cancel-reservation/tok-1');
    expect(within(rows[1]).getByText('On the waitlist (position 3)')).toBeInTheDocument();
    expect(screen.getByTestId('series')).toHaveTextContent('Saturday Morning Fika');
    expect(within(screen.getByTestId('series')).getByRole('link')).toHaveAttribute('href', '/series/ser-1');
    expect(screen.getByTestId('receipt')).toHaveTextContent(/¥750/);
    expect(screen.getByTestId('receipt')).toHaveTextContent('Reference abcdef1234');
    expect(screen.getByTestId('my-subscription')).toHaveTextContent(/Monthly plan · Active · Renews on December 20, 2026/);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/December 5, 2025/)).toBeInTheDocument();
    expect(calls(api, 'get_my_reservations')[0].data).toMatchObject({ when: 'past', cursor: 'c-past' });

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/Your subscription is cancelled\. It stays active until December 20, 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('my-subscription')).toHaveTextContent('Ends on December 20, 2026');
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  describe('in Japanese', () => {
    afterAll(() => activateLocale('en'));
    it('says it all in Japanese', async () => {
      await activateLocale('ja');
      mockApi((action) => (action === 'get_my_bookings' ? json(200, { success: true, data: bookings({ subscription: null }) }) : undefined));
      renderAt('/ja/member-dashboard', <MyBookings token="member-token" />);
      expect(await screen.findByRole('heading', { name: '予約一覧' })).toBeInTheDocument();
      const rows = await screen.findAllByTestId('booking');
      expect(within(rows[0]).getByText(/参加予定 · 支払い済み/)).toBeInTheDocument();
      expect(within(rows[1]).getByText('キャンセル待ち（3番目）')).toBeInTheDocument();
      expect(screen.getByTestId('receipt')).toHaveTextContent('照会番号 abcdef1234');
      expect(screen.getByText('サブスクリプションには登録していません。')).toBeInTheDocument();
    });
  });
});

describe('The event page knows you are going', () => {
  const pizza = () => eventBySlug('shimokitazawa-pizza-night')!;

  it('shows a signed-in member’s place (from the server) instead of the reserve button, linking to the reservation page', async () => {
    storeSession();
    const api = mockApi((action) => {
      if (session(action)) return session(action);
      if (action === 'get_my_reservation') return json(200, { success: true, data: { occurrence: '2099-12-04', reservation: place() } });
      if (action === 'check_event_access') return json(200, { success: true, data: { hasAccess: false, accessType: 'payment', requiresPayment: true, pricing: { perEventPriceCents: 75000, currency: 'JPY', requiresSubscription: false, paymentOptions: { allowSubscription: true, allowPerEventPayment: true, allowWaitlist: true } } } });
      return undefined;
    });
    renderAt('/events/shimokitazawa-pizza-night', <EventRegistration event={pizza()} isFull={false} />);
    const box = await screen.findByTestId('your-place');
    expect(box).toHaveTextContent("You're going · Cancel");
    expect(within(box).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/cancel-reservation/tok-1');
    expect(screen.queryByRole('button', { name: 'Reserve for ¥750' })).toBeNull();
    expect(calls(api, 'get_my_reservation')[0].data).toMatchObject({ token: 'member-token', eventSlug: 'shimokitazawa-pizza-night' });
  });

  it('asks the server with a reservation link this browser opened', async () => {
    saveCookiePreferences({ analytics: false, functional: true });
    rememberReservation('shimokitazawa-pizza-night', 'tok-9');
    mockApi((action, body) => {
      if (action === 'get_reservation' && body.data.token === 'tok-9') {
        return json(200, { success: true, data: { ...place({ status: 'waitlisted', waitlistPosition: 2 }), location: 'x', cancellation: {}, cancelledAt: null, lateCancellation: false, noShow: false, feeOwedCents: 0, refund: null } });
      }
      return undefined;
    });
    renderAt('/events/shimokitazawa-pizza-night', <EventRegistration event={pizza()} isFull={false} />);
    expect(await screen.findByTestId('your-place')).toHaveTextContent("You're on the waitlist (position 2) · Leave");
  });

  describe('in Japanese', () => {
    afterAll(() => activateLocale('en'));
    it('says 参加予定です and, for a held place, until when', async () => {
      await activateLocale('ja');
      storeSession();
      mockApi((action) =>
        session(action) ??
        (action === 'get_my_reservation'
          ? json(200, { success: true, data: { occurrence: '2099-12-04', reservation: place({ status: 'pending_payment', holdUntilText: '12月1日(火) 19:00（日本時間）', dateText: '2099年12月4日(金)' }) } })
          : action === 'check_event_access'
            ? json(200, { success: true, data: { hasAccess: true, accessType: 'subscription', requiresPayment: false, pricing: { perEventPriceCents: 75000, currency: 'JPY', requiresSubscription: false, paymentOptions: { allowSubscription: true, allowPerEventPayment: true, allowWaitlist: true } } } })
            : undefined),
      );
      const user = renderAt('/ja/events/shimokitazawa-pizza-night', <EventRegistration event={pizza()} isFull={false} />);
      const box = await screen.findByTestId('your-place');
      expect(box).toHaveTextContent('12月1日(火) 19:00（日本時間）までお席を確保しています · 支払う');
      // Pay opens the form for the member's address, and the server says what the place costs for it.
      await user.click(within(box).getByRole('button', { name: '支払う' }));
      expect(await screen.findByText('サブスクリプションに含まれています。お支払いは不要です。')).toBeInTheDocument();
    });
  });
});

describe('check_event_access before offering payment', () => {
  it('says what the server answers for a typed address, and "Failed to check event access" when it cannot', async () => {
    let fail = false;
    mockApi((action) => {
      if (action !== 'check_event_access') return undefined;
      if (fail) return json(400, { success: false, error: 'nope' });
      return json(200, { success: true, data: { hasAccess: false, accessType: 'payment', requiresPayment: true, pricing: { perEventPriceCents: 75000, currency: 'JPY', requiresSubscription: false, paymentOptions: { allowSubscription: true, allowPerEventPayment: true, allowWaitlist: true } } } });
    });
    const user = renderAt('/events/shimokitazawa-pizza-night', <EventRegistration event={eventBySlug('shimokitazawa-pizza-night')!} isFull={false} />);
    await user.type(screen.getByLabelText('Email'), 'kenji@example.com');
    expect(await screen.findByText('For this address a place costs ¥750.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve for ¥750' })).toBeInTheDocument();
    fail = true;
    await user.type(screen.getByLabelText('Email'), '.jp');
    expect(await screen.findByText('Failed to check event access')).toBeInTheDocument();
  });
});

describe('a failed event checkout', () => {
  afterEach(() => vi.useRealTimers());
  const start = () => createEventCheckout({ email: 'kenji@example.com', eventSlug: 'shimokitazawa-pizza-night', eventTitle: 'Pizza', priceCents: 75000, currency: 'JPY' });

  it('says "Failed to create event checkout session" when the server fails (after its retries), and the server\'s own message on a 4xx', async () => {
    vi.useFakeTimers();
    mockApi((action) => (action === 'create_event_checkout_session' ? json(503, { success: false, error: 'Service Unavailable' }) : undefined));
    const failed = start().catch((e: Error) => e.message);
    await vi.runAllTimersAsync();
    expect(await failed).toBe('Failed to create event checkout session');
    vi.useRealTimers();
    mockApi((action) => (action === 'create_event_checkout_session' ? json(409, { success: false, error: 'This event is full.' }) : undefined));
    await expect(start()).rejects.toThrow('This event is full.');
  });
});

describe('A signed-in member who registers before the sign-in check has finished', () => {
  it('is registered as the member: the form waits for the check and sends the session', async () => {
    storeSession();
    let release: () => void = () => undefined;
    const checked = new Promise<void>((r) => (release = r));
    const api = mockApi((action, body) => {
      if (action === 'validate_token') return checked.then(() => session(action)!);
      if (session(action)) return session(action);
      if (action === 'get_my_reservation') return json(200, { success: true, data: { occurrence: '2099-12-04', reservation: null } });
      if (body.email === 'aiko@example.com' && action === undefined)
        return json(201, { success: true, message: "You're confirmed for this event!", reservation: { rsvpStatus: 'confirmed', waitlistPosition: null, currentCount: 1, capacity: 20, waitlistCount: 0, isFull: false, duplicate: false } });
      return undefined;
    });
    const free = eventBySlug('ginza-rooftop-happy-hour')!;
    const user = renderAt(`/events/${free.slug}`, <EventRegistration event={free} isFull={false} />);
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    // Nothing is sent while the sign-in is being checked.
    expect(api.mock.calls.filter(([url]) => String(url).includes('email-signup'))).toHaveLength(0);
    release();
    expect(await screen.findByText("You're confirmed for this event!", { exact: false })).toBeInTheDocument();
    const sent = api.mock.calls.filter(([url]) => String(url).includes('email-signup'));
    expect(sent).toHaveLength(1);
    expect(new Headers((sent[0][1] as RequestInit).headers).get('authorization')).toBe('Bearer member-token');
  });
});
