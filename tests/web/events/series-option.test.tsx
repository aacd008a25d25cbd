/**
 * The event page's registration box on a recurring event: "Come every week" beside the normal
 * registration, with the same email; the server's per-date outcome shown in the page's language.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EventRegistration } from '../../../web/src/features/reservations/components/EventRegistration';
import SeriesPage from '../../../web/src/features/reservations/pages/SeriesPage';
import SeriesConfirmPage from '../../../web/src/features/reservations/pages/SeriesConfirmPage';
import { activateLocale } from '../../../web/src/lib/i18n';
import { eventBySlug } from '../../../content/events/index';
import { json, stubApi } from '../api-stub';

const WEEKLY = 'weekly-saturday-morning-fika-yoyogi-uehara';

function renderEvent(slug: string, path = `/events/${slug}`) {
  const event = eventBySlug(slug)!;
  const onRegistered = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <EventRegistration event={event} isFull={false} onRegistered={onRegistered} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onRegistered };
}

const outcome = {
  eventSlug: WEEKLY,
  status: 'active',
  confirmed: 6,
  waitlisted: 2,
  message: 'Confirmed for 6 dates, waitlisted for 2 (#3, #1).',
  dates: [
    ...['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26', '2027-01-02'].map((occurrence) => ({ occurrence, status: 'confirmed', waitlistPosition: null, duplicate: false })),
    { occurrence: '2027-01-09', status: 'waitlisted', waitlistPosition: 3, duplicate: false },
    { occurrence: '2027-01-16', status: 'waitlisted', waitlistPosition: 1, duplicate: false },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Come every week (English)', () => {
  it('offers the option on a weekly fika, sends the same email to join_series and shows each date’s outcome', async () => {
    const calls = stubApi({ join_series: () => json(200, { success: true, data: outcome }) });
    const { user, onRegistered } = renderEvent(WEEKLY);
    expect(screen.getByRole('button', { name: 'Reserve My Spot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Come every week' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), ' Aiko@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Come every week' }));
    expect(await screen.findByText('Confirmed for 6 dates, waitlisted for 2 (#3, #1).')).toBeInTheDocument();
    expect(screen.getByText(/a link to manage or cancel your series/)).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ url: '/api/reservations', action: 'join_series', data: { email: 'aiko@example.com', eventSlug: WEEKLY } });
  });

  it('without a sign-in the server takes nothing yet: the page says a confirmation link was emailed', async () => {
    const pending = { eventSlug: WEEKLY, status: 'pending', dates: [], confirmed: 0, waitlisted: 0, message: 'x' };
    stubApi({ join_series: () => json(200, { success: true, data: pending }) });
    const { user } = renderEvent(WEEKLY);
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Come every week' }));
    expect(await screen.findByText(/we've emailed a link to aiko@example.com\. Open it to take your places on every date/)).toBeInTheDocument();
    expect(screen.queryByText(/Confirmed for/)).toBeNull();
  });

  it('shows the server’s refusal as it is', async () => {
    stubApi({ join_series: () => json(409, { success: false, error: 'Registration for this event is closed.' }) });
    const { user } = renderEvent(WEEKLY);
    await user.type(screen.getByLabelText('Email'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Come every week' }));
    expect(await screen.findByText('Registration for this event is closed.')).toBeInTheDocument();
  });

  it('a monthly event offers "Come every month"; a one-off or a paid event offers no series', () => {
    expect(eventBySlug('tokyo-december-fika-omotesando')?.eventFrequency).toBe('monthly');
    renderEvent('tokyo-december-fika-omotesando');
    expect(screen.getByRole('button', { name: 'Come every month' })).toBeInTheDocument();
    cleanup();
    renderEvent('honolulu-inaugural-fika-kaimuki');
    expect(screen.queryByRole('button', { name: /Come every/ })).toBeNull();
    cleanup();
    renderEvent('signature-sunday-fika-daikanyama');
    expect(screen.queryByRole('button', { name: /Come every/ })).toBeNull();
  });
});

describe('毎週参加する (Japanese)', () => {
  afterAll(() => activateLocale('en'));
  it('shows the option and the outcome in Japanese', async () => {
    await activateLocale('ja');
    stubApi({ join_series: () => json(200, { success: true, data: outcome }) });
    const { user } = renderEvent(WEEKLY, `/ja/events/${WEEKLY}`);
    expect(screen.getByRole('button', { name: '毎週参加する' })).toBeInTheDocument();
    expect(screen.getByText(/今後8週間のすべての回/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: '毎週参加する' }));
    expect(await screen.findByText('6回の参加が確定しました。2回はキャンセル待ちです（#3, #1）。')).toBeInTheDocument();
    expect(screen.getByText(/定期参加の管理・キャンセル用のリンク/)).toBeInTheDocument();
  });
});

describe('the series confirmation page (/series/confirm/:token)', () => {
  it('takes nothing on opening; one click confirms and shows each date’s outcome', async () => {
    const calls = stubApi({ confirm_series: () => json(200, { success: true, data: outcome }) });
    const router = createMemoryRouter([{ path: '/series/confirm/:token', element: <SeriesConfirmPage /> }], { initialEntries: ['/series/confirm/tok123'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Take my places' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take my places' }));
    expect(await screen.findByText('Confirmed for 6 dates, waitlisted for 2 (#3, #1).')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ action: 'confirm_series', data: { token: 'tok123' } });
  });

  it('shows the refusal of a used or expired link', async () => {
    stubApi({ confirm_series: () => json(400, { success: false, error: 'This confirmation link has expired or was already used. Choose the series option on the event page again.' }) });
    const router = createMemoryRouter([{ path: '/series/confirm/:token', element: <SeriesConfirmPage /> }], { initialEntries: ['/series/confirm/used'] });
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Take my places' }));
    expect(await screen.findByText(/expired or was already used/)).toBeInTheDocument();
  });
});

describe('the series manage page (/series/:token)', () => {
  it('lists the upcoming places and cancels the whole series in one click', async () => {
    const view = {
      eventSlug: WEEKLY,
      eventTitle: 'Weekly Saturday Morning Fika in Yoyogi-Uehara',
      status: 'active',
      dates: [
        { occurrence: '2026-12-05', dateText: 'Saturday, December 5, 2026', status: 'confirmed', waitlistPosition: null },
        { occurrence: '2026-12-12', dateText: 'Saturday, December 12, 2026', status: 'waitlisted', waitlistPosition: 2 },
      ],
    };
    const calls = stubApi({
      get_series: () => json(200, { success: true, data: view }),
      cancel_series: () => json(200, { success: true, data: { ...view, status: 'cancelled', dates: [], cancelled: 2, kept: [], message: 'x' } }),
    });
    const router = createMemoryRouter([{ path: '/series/:token', element: <SeriesPage /> }], { initialEntries: ['/series/abc~def'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Saturday, December 12, 2026: waitlist #2')).toBeInTheDocument();
    expect(screen.getByTestId('series-status')).toHaveTextContent('Active');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the series' }));
    expect(await screen.findByText('Your series is cancelled: 2 places released.')).toBeInTheDocument();
    expect(calls.map((c) => c.action)).toEqual(['get_series', 'cancel_series']);
    expect(calls[1]).toMatchObject({ data: { token: 'abc~def' } });
  });
});
