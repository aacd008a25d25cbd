/**
 * Issue 29 in the browser: the /rsvp page reads the link without registering, reserves on its one
 * button, shows the payment step for a paid event, and says clearly when the link is bad (in
 * English and Japanese); the dashboard card changes the weekly email's cities.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RsvpPage from '../../../web/src/features/digest/pages/RsvpPage';
import { DigestCitiesPanel } from '../../../web/src/features/digest/components/DigestCitiesPanel';
import { activateLocale } from '../../../web/src/lib/i18n';
import { json, stubApi } from '../api-stub';
import { renderPage } from '../pages/render-page';

const VIEW = {
  email: 'aiko@example.com',
  eventSlug: 'weekly-tuesday-evening-fika-nakameguro',
  eventTitle: 'Tuesday Evening Fika',
  occurrence: '2026-12-08',
  dateText: 'Tuesday, December 8, 2026',
  timeText: '7:00 PM – 9:00 PM Tokyo time',
  location: 'Nakameguro',
  priceText: null,
  placesLeft: 4,
  needsAnswers: false,
  reservationStatus: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('/rsvp', () => {
  it('opening the link reserves nothing; the button does, once', async () => {
    const calls = stubApi({
      get_rsvp: () => json(200, { success: true, data: VIEW }),
      reserve_rsvp: () => json(201, { success: true, data: { email: VIEW.email, eventSlug: VIEW.eventSlug }, isDuplicate: false, reservation: { rsvpStatus: 'confirmed', waitlistPosition: null } }),
    });
    renderPage(RsvpPage, '/rsvp?token=abc~sig');
    expect(await screen.findByRole('heading', { name: 'Tuesday Evening Fika' })).toBeInTheDocument();
    expect(screen.getByText('4 places left')).toBeInTheDocument();
    expect(calls.map((c) => c.action)).toEqual(['get_rsvp']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reserve my place' }));
    expect(await screen.findByText("You're in! Your confirmation email is on its way.")).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'reserve_rsvp')).toEqual([expect.objectContaining({ data: { token: 'abc~sig' } })]);
    expect(screen.queryByRole('button', { name: 'Reserve my place' })).toBeNull();
  });

  it('a paid event goes to the payment step', async () => {
    stubApi({
      get_rsvp: () => json(200, { success: true, data: { ...VIEW, priceText: '¥3,000' } }),
      reserve_rsvp: () =>
        json(402, {
          success: false,
          error: 'This event costs ¥3,000 per person. Pay now to reserve your place.',
          requiresPayment: { eventPrice: 300000, eventPriceText: '¥3,000', currency: 'JPY', holdUntilText: null, hasSubscription: false, paymentOptions: { allowSubscription: false, allowPerEventPayment: true, allowWaitlist: true }, message: 'x' },
        }),
    });
    renderPage(RsvpPage, '/rsvp?token=abc~sig');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reserve my place' }));
    expect(await screen.findByRole('button', { name: /¥3,000/ })).toBeInTheDocument();
  });

  it('an event with questions to answer sends the reader to its page', async () => {
    stubApi({ get_rsvp: () => json(200, { success: true, data: { ...VIEW, needsAnswers: true } }) });
    renderPage(RsvpPage, '/rsvp?token=abc~sig');
    expect(await screen.findByRole('link', { name: 'Go to the event page' })).toHaveAttribute('href', `/events/${VIEW.eventSlug}`);
    expect(screen.queryByRole('button', { name: 'Reserve my place' })).toBeNull();
  });

  it('a bad link says so, in English and in Japanese', async () => {
    stubApi({ get_rsvp: () => json(400, { success: false, error: 'x', code: 'INVALID_RSVP_LINK' }) });
    const page = renderPage(RsvpPage, '/rsvp?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reservation link is not valid');
    page.unmount();
    activateLocale('ja');
    stubApi({ get_rsvp: () => json(410, { success: false, error: 'x', code: 'RSVP_DATE_CLOSED' }) });
    renderPage(RsvpPage, '/rsvp?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('この日程の予約は受け付けを終了しました');
    expect(screen.queryByRole('button', { name: '席を予約する' })).toBeNull();
  });
});

describe('the dashboard card of the weekly email cities', () => {
  it('shows the cities and saves a change; none is refused', async () => {
    const calls = stubApi({
      get_digest_cities: () => json(200, { success: true, data: { subscribed: true, cities: ['tokyo'] } }),
      set_digest_cities: (b) => json(200, { success: true, data: { subscribed: true, cities: (b.data as { cities: string[] }).cities } }),
    });
    const user = userEvent.setup();
    render(<DigestCitiesPanel token="tok" />);
    const tokyo = await screen.findByRole('checkbox', { name: 'Tokyo' });
    await vi.waitFor(() => expect(tokyo).toBeChecked());
    await user.click(tokyo);
    await user.click(screen.getByRole('button', { name: 'Save cities' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one city');
    await user.click(screen.getByRole('checkbox', { name: 'Osaka' }));
    await user.click(screen.getByRole('button', { name: 'Save cities' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.find((c) => c.action === 'set_digest_cities')).toMatchObject({ data: { token: 'tok', cities: ['osaka'] } });
  });

  it('off the list: no weekly email, no checkboxes', async () => {
    stubApi({ get_digest_cities: () => json(200, { success: true, data: { subscribed: false, cities: [] } }) });
    render(<DigestCitiesPanel token="tok" />);
    expect(await screen.findByText(/not on our newsletter list/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
