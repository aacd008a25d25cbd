/**
 * /admin/event-dates/:slug?date= and /admin/events/figures: one date's people in the server's order
 * with their RSVP answers in a column per question, the CSV download, cancelling after a
 * confirmation that counts who is told and refunded, the capacity and change panels sending only
 * what was given, the message preview (Japanese readers get the English without a Japanese message)
 * and a 429's message; the month's figures per currency and the month picker; the links to a date.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AdminContext } from '../../../web/src/lib/admin-session';
import EventDatePage from '../../../web/src/features/admin-events/pages/EventDatePage';
import FiguresPage from '../../../web/src/features/admin-events/pages/FiguresPage';
import EventsListPage from '../../../web/src/features/admin-events/pages/EventsListPage';
import EventEditPage from '../../../web/src/features/admin-events/pages/EventEditPage';
import { routes } from '../../../web/src/features/admin-events/routes';
import { eventBySlug, jaTextOf } from '../../../content/events/index';
import { captureDownloads, json, mockApi, sent } from './helpers';

const admin = (element: ReactNode) => <AdminContext.Provider value={{ email: 'admin@example.com', token: 'admin-token', signOut: async () => {} }}>{element}</AdminContext.Provider>;

function renderAt(path: string) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const router = createMemoryRouter(
    [
      { path: '/admin/events', element: admin(<EventsListPage />) },
      { path: '/admin/events/figures', element: admin(<FiguresPage />) },
      { path: '/admin/events/:slug', element: admin(<EventEditPage />) },
      { path: '/admin/event-dates/:slug', element: admin(<EventDatePage />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The control a label names (its `for`). */
function field(label: string): HTMLElement {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  const control = l && document.getElementById(l.htmlFor);
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control;
}
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The pizza night (¥750, one RSVP question: "Which pizza should we order for you?"). */
const pizza = eventBySlug('shimokitazawa-pizza-night')!;
const DATE = '2026-12-18';
const QUESTION = pizza.rsvpQuestions![0];

const person = (email: string, over: Record<string, unknown> = {}) => ({ email, status: 'confirmed', answers: {}, language: 'en', paidCents: 0, currency: 'JPY', checkedIn: false, createdAt: '2026-11-20T01:00:00.000Z', ...over });

const occurrence = (over: Record<string, unknown> = {}) => ({
  slug: pizza.slug,
  title: pizza.title,
  date: DATE,
  cancelled: false,
  capacity: 16,
  confirmed: 2,
  waitlisted: 2,
  held: 1,
  checkedIn: 1,
  people: [
    person('aiko@example.com', { answers: { [QUESTION.id]: 'Margherita' }, paidCents: 75000, checkedIn: true, language: 'ja', series: true }),
    person('walk-in-1@door.local', { name: 'Ben Walker', walkIn: true, answers: { [QUESTION.id]: 'Marinara', 'old-question': 'yes' } }),
    person('chika@example.com', { status: 'waitlisted', waitlistPosition: 1, answers: { [QUESTION.id]: 'Quattro formaggi' } }),
    person('dan@example.com', { status: 'waitlisted', waitlistPosition: 2 }),
    person('emi@example.com', { status: 'held' }),
    person('fumi@example.com', { status: 'cancelled', paidCents: 75000 }),
  ],
  ...over,
});

const loaded = () => ({ event: { ...pizza, ja: jaTextOf(pizza.id) }, version: 4, status: 'published', updatedAt: '2026-11-21T02:00:00.000Z', updatedBy: 'ren@example.com', dates: [{ date: DATE, confirmed: 2, waitlisted: 2, capacity: 16 }] });

/** The date's api: get_occurrence answers `current()`; `extra` answers the rest. */
function dateApi(current: () => Record<string, unknown>, extra: (action: string, data: Record<string, any>) => Response | undefined = () => undefined) {
  return mockApi((action, data) => {
    if (action === 'get_occurrence') return json(200, { success: true, data: current() });
    if (action === 'get_event') return json(200, { success: true, data: loaded() });
    if (action === 'get_audit_log') return json(200, { success: true, data: { entries: [], next: null } });
    return extra(action, data);
  });
}

const peopleRows = () => within(screen.getByRole('table', { name: /The people of this date/ })).getAllByRole('row').slice(1);

describe('/admin/event-dates/:slug', () => {
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a lazy route of the console, as the figures are', async () => {
    const date = routes.find((r) => r.path === '/admin/event-dates/:slug');
    expect((await date!.load()).default).toBe(EventDatePage);
    expect((await routes.find((r) => r.path === '/admin/events/figures')!.load()).default).toBe(FiguresPage);
  });

  it("shows the event, the date with its weekday, the figures and the people in order with each question's answers", async () => {
    const api = dateApi(() => occurrence());
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`${pizza.title}: Fri,? 18 Dec 2026`) })).toBeInTheDocument();
    expect(screen.queryByText('Cancelled', { selector: '.ac-section__head > .badge' })).not.toBeInTheDocument();
    const tiles = screen.getByLabelText('This date in figures');
    for (const [label, value] of [['Capacity', '16'], ['Confirmed', '2'], ['Waitlisted', '2'], ['Held for payment', '1'], ['Checked in', '1']]) {
      expect(within(tiles).getByText(label).closest('.ac-tile')).toHaveTextContent(new RegExp(`${label}${value}`));
    }
    const table = screen.getByRole('table', { name: /The people of this date/ });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Status', 'Waitlist', 'Person', 'Language', QUESTION.label, 'Other answers', 'Paid', 'Checked in', 'Series', 'Registered']);
    const rows = peopleRows();
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'aiko@example.com',
      'walk-in-1@door.localBen Walker (walk-in)',
      'chika@example.com',
      'dan@example.com',
      'emi@example.com',
      'fumi@example.com',
    ]);
    const cells = (i: number) => within(rows[i]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(0)).toEqual(['Confirmed', '—', 'Japanese', 'Margherita', '—', '¥750', 'Yes', 'Yes', expect.stringMatching(/20 Nov 2026/)]);
    expect(cells(1)).toEqual(['Confirmed', '—', 'English', 'Marinara', 'old-question: yes', '—', 'No', 'No', expect.any(String)]);
    expect(cells(2).slice(0, 4)).toEqual(['Waiting', '1', 'English', 'Quattro formaggi']);
    expect(cells(3).slice(0, 4)).toEqual(['Waiting', '2', 'English', '—']);
    expect(cells(4)[0]).toBe('Held for payment');
    expect(cells(5)[0]).toBe('Cancelled');
    expect(sent(api, 'get_occurrence')[0]).toMatchObject({ data: { slug: pizza.slug, occurrence: DATE }, headers: { authorization: 'Bearer admin-token' } });
  });

  it('shows the answers as text when the event asks no question', async () => {
    mockApi((action) => {
      if (action === 'get_occurrence') return json(200, { success: true, data: occurrence({ people: [person('a@example.com', { answers: { diet: 'vegan', size: 'L' } })] }) });
      if (action === 'get_event') return json(200, { success: true, data: { ...loaded(), event: { ...pizza, rsvpQuestions: undefined } } });
      return undefined;
    });
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    await screen.findByRole('table', { name: /The people of this date/ });
    expect(screen.getByRole('columnheader', { name: 'Answers' })).toBeInTheDocument();
    expect(peopleRows()[0]).toHaveTextContent('diet: vegan; size: L');
  });

  it('downloads the CSV the server made, under its name', async () => {
    const downloads = captureDownloads();
    const api = dateApi(
      () => occurrence(),
      (action) => (action === 'export_attendees' ? json(200, { success: true, data: { filename: `attendees-${pizza.slug}-${DATE}.csv`, csv: 'email,status\r\naiko@example.com,confirmed\r\n', rows: 1 } }) : undefined),
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`Downloaded attendees-${pizza.slug}-${DATE}.csv (1 row).`)).toBeInTheDocument();
    expect(await downloads.files()).toEqual([{ name: `attendees-${pizza.slug}-${DATE}.csv`, text: 'email,status\r\naiko@example.com,confirmed\r\n' }]);
    expect(sent(api, 'export_attendees')[0].data).toEqual({ slug: pizza.slug, occurrence: DATE });
  });

  it('cancels after a confirmation that counts who is told and refunded, shows the answer, and reads the date again', async () => {
    let cancelled = false;
    const api = dateApi(
      () => (cancelled ? occurrence({ cancelled: true, confirmed: 0, waitlisted: 0, held: 0, people: occurrence().people.map((p) => ({ ...p, status: 'cancelled' })) }) : occurrence()),
      (action) => {
        if (action !== 'cancel_occurrence') return undefined;
        cancelled = true;
        return json(200, { success: true, data: { notified: 5, refunded: 1, refundsPending: 0 } });
      },
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    const panel = (await screen.findByRole('heading', { name: 'Cancel this date' })).closest('section')!;
    // A reason is required before anything is asked.
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel this date…' }));
    expect(within(panel).getByText('A reason is required: everyone gets it in their email.')).toBeInTheDocument();
    expect(within(panel).queryByRole('alertdialog')).not.toBeInTheDocument();

    fill('Reason', 'Our oven broke down.');
    fill('Reason (Japanese)', 'オーブンが故障しました。');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel this date…' }));
    // Everyone but the one already cancelled is told (2 confirmed, 2 waiting, 1 hold); the one paid confirmed place is refunded.
    const confirm = within(panel).getByRole('alertdialog');
    expect(confirm).toHaveTextContent(/Cancel Fri,? 18 Dec 2026\? 5 people will be told by email and 1 paid place refunded in full\. This cannot be undone\./);
    expect(sent(api, 'cancel_occurrence')).toHaveLength(0);
    // "Keep the date" goes back without sending.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the date' }));
    expect(within(panel).queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel this date…' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Yes, cancel this date' }));

    expect(await within(panel).findByText('The date is cancelled. 5 people told by email; 1 paid place refunded.')).toBeInTheDocument();
    expect(sent(api, 'cancel_occurrence')[0].data).toEqual({ slug: pizza.slug, occurrence: DATE, reason: 'Our oven broke down.', reason_ja: 'オーブンが故障しました。' });
    // Read again: the badge, and the panel says so instead of offering it.
    await waitFor(() => expect(sent(api, 'get_occurrence')).toHaveLength(2));
    expect(await screen.findByText('Cancelled', { selector: '.ac-section__head > .badge' })).toBeInTheDocument();
    expect(within(panel).getByText(/This date is cancelled: it is shown cancelled on the site/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel this date…' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a cancellation (409 once the date has started)", async () => {
    dateApi(
      () => occurrence(),
      (action) => (action === 'cancel_occurrence' ? json(409, { success: false, error: 'This date has started: it can no longer be cancelled.' }) : undefined),
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    const panel = (await screen.findByRole('heading', { name: 'Cancel this date' })).closest('section')!;
    fill('Reason', 'Rain.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel this date…' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Yes, cancel this date' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This date has started: it can no longer be cancelled.');
  });

  it('a cancelled date is marked and cannot be cancelled again', async () => {
    dateApi(() => occurrence({ cancelled: true }));
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    expect(await screen.findByText('Cancelled', { selector: '.ac-section__head > .badge' })).toBeInTheDocument();
    const panel = screen.getByRole('heading', { name: 'Cancel this date' }).closest('section')!;
    expect(within(panel).getByText(/This date is cancelled/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sets the capacity of this date or of every date, and says who moved in and who is above it', async () => {
    const api = dateApi(
      () => occurrence(),
      (action, data) => (action === 'set_capacity' ? json(200, { success: true, data: data.occurrence ? { capacity: 18, promoted: 2, above: 0, overCapacity: [] } : { capacity: 1, promoted: 0, above: 1, overCapacity: [{ date: DATE, confirmed: 2, capacity: 1 }] } }) : undefined),
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    const panel = (await screen.findByRole('heading', { name: 'Capacity' })).closest('section')!;
    expect(field('Places')).toHaveValue(16);
    fill('Places', '18');
    fireEvent.click(within(panel).getByRole('button', { name: 'Set capacity' }));
    expect(await within(panel).findByText('Capacity is now 18 places on this date. 2 people moved in from the waitlist.')).toBeInTheDocument();
    expect(sent(api, 'set_capacity')[0].data).toEqual({ slug: pizza.slug, occurrence: DATE, capacity: 18 });

    fill('Places', '1');
    fireEvent.click(within(panel).getByLabelText(/Every date/));
    fireEvent.click(within(panel).getByRole('button', { name: 'Set capacity' }));
    expect(await within(panel).findByText('Capacity is now 1 place on every date. Nobody moved in from the waitlist. 1 person is above the new number; nobody is removed.')).toBeInTheDocument();
    expect(sent(api, 'set_capacity')[1].data).toEqual({ slug: pizza.slug, capacity: 1 });
    expect(within(panel).getByText(/Fri,? 18 Dec 2026: 2 confirmed, above 1 place\./)).toBeInTheDocument();
    await waitFor(() => expect(sent(api, 'get_occurrence')).toHaveLength(3));
  });

  it('changes the date with only what was given, and lists the dates it covers', async () => {
    const api = dateApi(
      () => occurrence(),
      (action) => (action === 'change_occurrence' ? json(200, { success: true, data: { notified: 4, dates: [DATE, '2026-12-25'] } }) : undefined),
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    const panel = (await screen.findByRole('heading', { name: 'Change this date' })).closest('section')!;
    fireEvent.click(within(panel).getByRole('button', { name: 'Change this date and tell the people' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Give a new start time, length or venue');
    fill('New venue name', 'Pizza Bar Shimokita');
    fireEvent.click(within(panel).getByRole('button', { name: 'Change this date and tell the people' }));
    expect(within(panel).getByText('A new venue needs its address.')).toBeInTheDocument();
    expect(sent(api, 'change_occurrence')).toHaveLength(0);

    fill('New start time', '19:30');
    fill('New venue address', '2-1 Kitazawa, Setagaya-ku, Tokyo');
    fill('Note to the people', 'The oven moved.');
    fireEvent.click(within(panel).getByLabelText('This date and every later one'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Change these dates and tell the people' }));
    expect(await within(panel).findByText(/^Changed\. 4 people told by email\. Dates covered: Fri,? 18 Dec 2026, Fri,? 25 Dec 2026\.$/)).toBeInTheDocument();
    expect(sent(api, 'change_occurrence')[0].data).toEqual({ slug: pizza.slug, occurrence: DATE, onwards: true, start: '19:30', venue: { name: 'Pizza Bar Shimokita', fullAddress: '2-1 Kitazawa, Setagaya-ku, Tokyo' }, note: 'The oven moved.' });
    // The form is empty again for the next change.
    expect(field('New start time')).toHaveValue('');
  });

  it('previews what each reader gets: a Japanese reader gets the English until a Japanese message is written; a test goes to you', async () => {
    const api = dateApi(
      () => occurrence(),
      (action, data) => (action === 'message_attendees' ? json(200, { success: true, data: { sent: data.body_ja ? 2 : 1, skipped: 0, test: true } }) : undefined),
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    const panel = (await screen.findByRole('heading', { name: 'Message the people' })).closest('section')!;
    const en = within(panel).getByRole('group', { name: 'An English reader gets' });
    const ja = within(panel).getByRole('group', { name: 'A Japanese reader gets' });
    // Confirmed: 2 people, 1 reading Japanese; everyone (not the cancelled one): 5.
    expect(within(panel).getByText('2 people, 1 reading Japanese.')).toBeInTheDocument();
    fireEvent.change(field('Send to'), { target: { value: 'all' } });
    expect(within(panel).getByText('5 people, 1 reading Japanese.')).toBeInTheDocument();

    fill('Subject', 'Bring a jacket');
    fill('Message', 'It will be cold on the terrace.');
    fill('Subject (Japanese)', '上着をお持ちください');
    expect(en).toHaveTextContent('Bring a jacket');
    expect(en).toHaveTextContent('It will be cold on the terrace.');
    // A Japanese subject alone changes nothing: the Japanese text goes out only with a Japanese message.
    expect(ja).toHaveTextContent('Bring a jacket');
    expect(ja).toHaveTextContent('It will be cold on the terrace.');
    expect(ja).toHaveTextContent('The English: no Japanese message is written (a Japanese subject is used only with a Japanese message).');
    expect(ja).not.toHaveTextContent('上着をお持ちください');

    fill('Message (Japanese)', 'テラスは寒くなります。');
    expect(ja).toHaveTextContent('上着をお持ちください');
    expect(ja).toHaveTextContent('テラスは寒くなります。');
    expect(ja).not.toHaveTextContent('Bring a jacket');
    expect(en).toHaveTextContent('Bring a jacket');
    // Without a Japanese subject, the Japanese message goes with the English subject.
    fill('Subject (Japanese)', '');
    expect(ja).toHaveTextContent('Bring a jacket');
    expect(ja).toHaveTextContent('テラスは寒くなります。');

    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test to me' }));
    expect(await within(panel).findByText('Test sent to you: 2 messages.')).toBeInTheDocument();
    expect(window.confirm).not.toHaveBeenCalled();
    expect(sent(api, 'message_attendees')[0].data).toEqual({ slug: pizza.slug, occurrence: DATE, segment: 'all', subject: 'Bring a jacket', body: 'It will be cold on the terrace.', body_ja: 'テラスは寒くなります。', test: true });
  });

  it('sends to the segment after a confirm, and shows the 429 message when a send went out less than a minute ago', async () => {
    let sends = 0;
    const tooSoon = 'A message went to the people of this date less than a minute ago. Wait 42 seconds and send it again.';
    const api = dateApi(
      () => occurrence(),
      (action) => {
        if (action !== 'message_attendees') return undefined;
        return ++sends === 1 ? json(200, { success: true, data: { sent: 1, skipped: 1, test: false } }) : json(429, { success: false, error: tooSoon });
      },
    );
    renderAt(`/admin/event-dates/${pizza.slug}?date=${DATE}`);
    const panel = (await screen.findByRole('heading', { name: 'Message the people' })).closest('section')!;
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('A subject is required.')).toBeInTheDocument();
    expect(within(panel).getByText('A message is required.')).toBeInTheDocument();
    expect(sent(api, 'message_attendees')).toHaveLength(0);

    fill('Subject', 'Doors at 18:45');
    fill('Message', 'See you soon.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(window.confirm).toHaveBeenCalledWith('Send "Doors at 18:45" to 2 people?');
    expect(await within(panel).findByText('Sent to 1 person. 1 person skipped (a blocked address).')).toBeInTheDocument();
    expect(sent(api, 'message_attendees')[0].data).toEqual({ slug: pizza.slug, occurrence: DATE, segment: 'confirmed', subject: 'Doors at 18:45', body: 'See you soon.' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(tooSoon);
  });

  it('the list and the edit page link each date to its date page', async () => {
    mockApi((action) => {
      if (action === 'list_events') return json(200, { success: true, data: { events: [{ slug: pizza.slug, title: pizza.title, city: 'tokyo', status: 'published', version: 4, next: { date: DATE, confirmed: 2, waitlisted: 2, capacity: 16 }, updatedAt: '2026-11-21T02:00:00.000Z', updatedBy: 'ren@example.com' }] } });
      if (action === 'get_event') return json(200, { success: true, data: loaded() });
      if (action === 'get_audit_log') return json(200, { success: true, data: { entries: [], next: null } });
      return undefined;
    });
    const router = renderAt('/admin/events');
    const row = (await screen.findByRole('rowheader', { name: new RegExp(pizza.title) })).closest('tr')!;
    expect(within(row).getByRole('link', { name: new RegExp(`the date page of ${pizza.title}`) })).toHaveAttribute('href', `/admin/event-dates/${pizza.slug}?date=${DATE}`);
    expect(screen.getByRole('link', { name: 'Figures by month' })).toHaveAttribute('href', '/admin/events/figures');

    await router.navigate(`/admin/events/${pizza.slug}`);
    const dates = (await screen.findByRole('heading', { name: 'Coming dates' })).closest('section')!;
    expect(within(dates).getByRole('link', { name: /Fri,? 18 Dec 2026/ })).toHaveAttribute('href', `/admin/event-dates/${pizza.slug}?date=${DATE}`);
  });
});

const figureRow = (over: Record<string, unknown> = {}) => ({
  slug: pizza.slug,
  title: pizza.title,
  city: 'tokyo',
  date: '2026-12-04',
  cancelled: false,
  ended: true,
  capacity: 16,
  placesTaken: 12,
  confirmed: 10,
  checkedIn: 8,
  attendance: 0.8,
  noShows: 2,
  currency: 'JPY',
  paidCents: 375000,
  refundedCents: 75000,
  keptCents: 300000,
  ...over,
});

const figures = (month: string) => ({
  month,
  dates: [
    figureRow({ date: `${month}-04` }),
    figureRow({ slug: 'waikiki-sunset-walk', title: 'Waikiki Sunset Walk', city: 'honolulu', date: `${month}-12`, cancelled: true, ended: false, placesTaken: 0, confirmed: 0, checkedIn: 0, attendance: null, noShows: 0, currency: 'USD', paidCents: 5000, refundedCents: 5000, keptCents: 0 }),
    figureRow({ slug: 'honolulu-coffee', title: 'Honolulu Coffee', city: 'honolulu', date: `${month}-20`, currency: 'USD', paidCents: 4050, refundedCents: 0, keptCents: 4050, confirmed: 4, checkedIn: 4, attendance: 1, noShows: 0, placesTaken: 4 }),
  ],
  totals: {
    dates: 3,
    placesTaken: 16,
    confirmed: 14,
    checkedIn: 12,
    attendance: 12 / 14,
    noShows: 2,
    money: [
      { currency: 'JPY', paidCents: 375000, refundedCents: 75000, keptCents: 300000 },
      { currency: 'USD', paidCents: 9050, refundedCents: 5000, keptCents: 4050 },
    ],
  },
});

describe('/admin/events/figures', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const figuresApi = () => mockApi((action, data) => (action === 'get_figures' ? json(200, { success: true, data: figures(data.month) }) : undefined));
  const tile = (label: string) => within(screen.getByLabelText(/^Totals of /, { selector: 'dl' })).getByText(label).closest('.ac-tile')!;

  it("shows the month's totals with the money kept per currency, never added up across them, and each date linked to its page", async () => {
    const api = figuresApi();
    renderAt('/admin/events/figures?month=2026-12');
    expect(await screen.findByRole('heading', { name: 'Totals of December 2026' })).toBeInTheDocument();
    expect(sent(api, 'get_figures')[0]).toMatchObject({ data: { month: '2026-12' }, headers: { authorization: 'Bearer admin-token' } });
    for (const [label, value] of [['Dates', '3'], ['Places taken', '16'], ['Confirmed', '14'], ['Checked in', '12'], ['Attendance', '86%'], ['No-shows', '2']]) expect(tile(label)).toHaveTextContent(`${label}${value}`);
    expect(tile('Kept (JPY)')).toHaveTextContent('Kept (JPY)¥3,000paid ¥3,750, refunded ¥750');
    expect(tile('Kept (USD)')).toHaveTextContent('Kept (USD)$40.50paid $90.50, refunded $50');
    // No tile adds yen and dollars.
    expect(screen.getAllByText(/^Kept/).map((x) => x.textContent)).toEqual(['Kept (JPY)', 'Kept (USD)', 'Kept']);

    const table = screen.getByRole('heading', { name: 'Dates' }).closest('section')!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: /Fri,? 4 Dec 2026/ })).toHaveAttribute('href', `/admin/event-dates/${pizza.slug}?date=2026-12-04`);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([`${pizza.title}${pizza.slug}`, 'Tokyo', '16', '12', '10', '8', '80%', '2', '¥3,750', '¥750', '¥3,000']);
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Honolulu', '16', '0', '0', '0', '—', '—', '$50', '$50', '$0']);
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/admin/event-dates/waikiki-sunset-walk?date=2026-12-12');
  });

  it('opens on the current month and moves a month back and forward', async () => {
    const api = figuresApi();
    const router = renderAt('/admin/events/figures');
    const now = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
    await screen.findByRole('heading', { name: /^Totals of / });
    expect(sent(api, 'get_figures')[0].data).toEqual({ month: now });

    await router.navigate('/admin/events/figures?month=2026-01');
    expect(await screen.findByRole('heading', { name: 'Totals of January 2026' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '← Previous month' }));
    expect(await screen.findByRole('heading', { name: 'Totals of December 2025' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2025-12');
    fireEvent.click(screen.getByRole('button', { name: 'Next month →' }));
    expect(await screen.findByRole('heading', { name: 'Totals of January 2026' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next month →' }));
    expect(await screen.findByRole('heading', { name: 'Totals of February 2026' })).toBeInTheDocument();
    expect(sent(api, 'get_figures').map((c) => c.data.month).slice(1)).toEqual(['2026-01', '2025-12', '2026-01', '2026-02']);
  });

  it("shows the server's message when the figures cannot be read", async () => {
    mockApi((action) => (action === 'get_figures' ? json(400, { success: false, error: 'A month is YYYY-MM, e.g. 2026-12' }) : undefined));
    renderAt('/admin/events/figures?month=2026-12');
    expect(await screen.findByRole('alert')).toHaveTextContent('A month is YYYY-MM, e.g. 2026-12');
  });
});
