/**
 * /admin/events: the list of every event; the form that creates one from facts (money typed in the
 * city's currency, sent in hundredths; no display text), shows a 400's message beside its field and
 * a 409's with a Reload; an edit sent on its version, with the dates over the new capacity and the
 * audit log; the preview of the unsaved form with the public event page's own component.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AdminContext } from '../../../web/src/lib/admin-session';
import EventsListPage from '../../../web/src/features/admin-events/pages/EventsListPage';
import EventEditPage from '../../../web/src/features/admin-events/pages/EventEditPage';
import { registeredAdminSections } from '../../../web/src/app/admin/admin-sections';
import { eventBySlug, jaTextOf } from '../../../content/events/index';
import { json, mockApi, sent } from './helpers';

const admin = (element: ReactNode) => <AdminContext.Provider value={{ email: 'admin@example.com', token: 'admin-token', signOut: async () => {} }}>{element}</AdminContext.Provider>;

function renderAt(path: string) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const router = createMemoryRouter(
    [
      { path: '/admin/events', element: admin(<EventsListPage />) },
      { path: '/admin/events/new', element: admin(<EventEditPage />) },
      { path: '/admin/events/:slug', element: admin(<EventEditPage />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * The control a label names (its `for`). The form has about a hundred fields, and Testing Library's
 * ByLabelText takes over half a second on each look-up there; this finds the same association directly.
 */
function field(label: string): HTMLElement {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  const control = l && document.getElementById(l.htmlFor);
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control;
}

/** Types into a field (one change event: the controlled inputs take the whole value). */
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const row = (over: Record<string, unknown> = {}) => ({
  slug: 'ohori-park-morning-fika',
  title: 'Ohori Park Morning Fika',
  city: 'fukuoka',
  status: 'published',
  version: 3,
  next: { date: '2026-12-12', confirmed: 8, waitlisted: 2, capacity: 12 },
  updatedAt: '2026-11-20T01:00:00.000Z',
  updatedBy: 'mika@example.com',
  ...over,
});

/** A listing of the initial data as get_event answers it: the pizza night (paid ¥750, an RSVP question, dates as text). */
const pizza = eventBySlug('shimokitazawa-pizza-night')!;
const loaded = (over: Record<string, unknown> = {}) => ({
  event: { ...pizza, ja: jaTextOf(pizza.id) },
  version: 4,
  status: 'published',
  updatedAt: '2026-11-21T02:00:00.000Z',
  updatedBy: 'ren@example.com',
  dates: [{ date: '2026-12-18', confirmed: 12, waitlisted: 1, capacity: 16 }],
  ...over,
});

describe('/admin/events', () => {
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is an admin section', () => {
    expect(registeredAdminSections().map((s) => s.path)).toContain('/admin/events');
  });

  it('lists every event with its city, state, next date, places taken and last change; archives after a confirm', async () => {
    let rows = [row(), row({ slug: 'tokyo-winter-walk', title: 'Tokyo Winter Walk', city: 'tokyo', status: 'draft', next: null, updatedBy: 'ren@example.com' })];
    const api = mockApi((action, data) => {
      if (action === 'list_events') return json(200, { success: true, data: { events: rows } });
      if (action === 'archive_event') {
        rows = rows.map((r) => (r.slug === data.slug ? { ...r, status: 'archived' } : r));
        return json(200, { success: true, data: { slug: data.slug, version: 4, status: 'archived' } });
      }
      return undefined;
    });
    renderAt('/admin/events');
    const first = (await screen.findByRole('rowheader', { name: /Ohori Park Morning Fika/ })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Ohori Park Morning Fika' })).toHaveAttribute('href', '/admin/events/ohori-park-morning-fika');
    expect(first).toHaveTextContent('Fukuoka');
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('Sat, 12 Dec 2026');
    expect(first).toHaveTextContent('8 of 12 taken, 2 waiting');
    expect(first).toHaveTextContent('by mika@example.com');
    const second = screen.getByRole('rowheader', { name: /Tokyo Winter Walk/ }).closest('tr')!;
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('Tokyo');
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/admin/events/new');
    expect(sent(api, 'list_events')[0].headers.authorization).toBe('Bearer admin-token');

    fireEvent.click(within(second).getByRole('button', { name: 'Archive Tokyo Winter Walk' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('Archive "Tokyo Winter Walk"?'));
    expect(await screen.findByText('Archived "Tokyo Winter Walk".')).toBeInTheDocument();
    expect(sent(api, 'archive_event')[0].data).toEqual({ slug: 'tokyo-winter-walk' });
    await waitFor(() => expect(screen.getByRole('rowheader', { name: /Tokyo Winter Walk/ }).closest('tr')).toHaveTextContent('Archived'));
  });

  it('duplicates a row into the create form: a copy with no address, id or image of its own', async () => {
    const api = mockApi((action, data) => {
      if (action === 'list_events') return json(200, { success: true, data: { events: [row({ slug: pizza.slug, title: pizza.title, city: 'tokyo' })] } });
      if (action === 'get_event' && data.slug === pizza.slug) return json(200, { success: true, data: loaded() });
      return undefined;
    });
    const router = renderAt('/admin/events');
    fireEvent.click(await screen.findByRole('button', { name: `Duplicate ${pizza.title}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New event (a copy)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?from=${pizza.slug}`);
    await waitFor(() => expect(field('Title')).toHaveValue(pizza.title));
    expect(field('Address (slug)')).toHaveValue('');
    expect(field('Price per person, paid online (¥, JPY)')).toHaveValue('750');
    expect(sent(api, 'get_event')[0].data).toEqual({ slug: pizza.slug });
  });

  it('creates an event from facts: the price typed in yen goes in hundredths, no display text is sent', async () => {
    const api = mockApi((action, data) => {
      if (action === 'save_event') return json(201, { success: true, data: { slug: data.event.slug, version: 1, overCapacity: [] } });
      if (action === 'get_event') return json(200, { success: true, data: { ...loaded(), event: { ...data, title: 'Ohori Park Morning Fika' }, status: 'draft', version: 1 } });
      if (action === 'get_audit_log') return json(200, { success: true, data: { entries: [], next: null } });
      return undefined;
    });
    const router = renderAt('/admin/events/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    fill('Address (slug)', 'ohori-park-morning-fika');
    fireEvent.change(field('City'), { target: { value: 'fukuoka' } });
    fill('Title', 'Ohori Park Morning Fika');
    fill('Title (Japanese)', '大濠公園モーニングフィーカ');
    fill('Description', 'Coffee by the pond.');
    fill('Neighbourhood', 'Chuo-ku, Ohori Park');
    fill('Tags', 'fika\nfukuoka');
    fill('Date', '2026-12-27');
    fill('Start time', '10:00');
    fill('Length (minutes)', '90');
    fill('Places', '12');
    fill('Price per person, paid online (¥, JPY)', '2,000');
    fill('Venue name', 'Pond Side Coffee');
    fill('What to expect', 'A lap of the pond\nCoffee after');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(sent(api, 'save_event')).toHaveLength(1));
    const { data } = sent(api, 'save_event')[0];
    expect(data.version).toBeUndefined();
    expect(data.event).toMatchObject({
      slug: 'ohori-park-morning-fika',
      city: 'fukuoka',
      eventType: 'fika',
      title: 'Ohori Park Morning Fika',
      tags: ['fika', 'fukuoka'],
      schedule: { kind: 'once', date: '2026-12-27' },
      startTime: '10:00',
      durationMinutes: 90,
      capacity: 12,
      perEventPriceCents: 200000,
      paymentOptions: { allowSubscription: false, allowPerEventPayment: true, allowWaitlist: true },
      venue: { name: 'Pond Side Coffee' },
      whatToExpect: ['A lap of the pond', 'Coffee after'],
      ja: { title: '大濠公園モーニングフィーカ' },
    });
    for (const text of ['price', 'time', 'endTime', 'next', 'dayOfWeek', 'eventFrequency', 'cityDisplay', 'currency', 'timezone', 'country', 'paymentEnabled']) expect(data.event, text).not.toHaveProperty(text);
    // Created: the new event's own page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events/ohori-park-morning-fika'));
    expect(await screen.findByText(/Created "Ohori Park Morning Fika" as a draft/)).toBeInTheDocument();
  });

  it('sends dollars in cents for Honolulu, and says what it cannot read as money itself', async () => {
    const api = mockApi((action) => (action === 'save_event' ? json(400, { success: false, error: 'Please check the form', fields: {} }) : undefined));
    renderAt('/admin/events/new');
    await screen.findByRole('heading', { level: 1, name: 'New event' });
    fireEvent.change(field('City'), { target: { value: 'honolulu' } });
    fill('Price per person, paid online ($, USD)', 'twenty');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(field('Price per person, paid online ($, USD)')).toHaveAccessibleDescription(/Enter an amount in dollars, e.g. 25 or 25.50./));
    expect(sent(api, 'save_event')).toHaveLength(0);

    fill('Price per person, paid online ($, USD)', '25.50');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(sent(api, 'save_event')).toHaveLength(1));
    expect(sent(api, 'save_event')[0].data.event.perEventPriceCents).toBe(2550);
  });

  it('shows each field message of a 400 beside its field', async () => {
    mockApi((action) =>
      action === 'save_event'
        ? json(400, { success: false, error: 'Some fields need a look.', fields: { 'venue.name': 'Give the venue a name', 'ja.title': 'At most 120 characters', 'whatToExpect.1': 'Write something here' } })
        : undefined,
    );
    renderAt('/admin/events/new');
    await screen.findByRole('heading', { level: 1, name: 'New event' });
    fill('Address (slug)', 'pond-fika');
    fill('Date', '2026-12-27');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(field('Venue name')).toHaveAccessibleDescription('Give the venue a name'));
    expect(field('Venue name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title (Japanese)')).toHaveAccessibleDescription(/At most 120 characters/);
    expect(field('What to expect')).toHaveAccessibleDescription(/Line 2: Write something here/);
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Some fields need a look.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Venue, name' })).toHaveAttribute('href', '#ae-venue-name');
  });

  it('edits on the loaded version, keeps what the form does not edit, and shows the dates over the new capacity and the audit log', async () => {
    let audit = [{ at: '2026-11-21T02:00:00.000Z', admin: 'ren@example.com', action: 'saved', version: 4, changes: [{ field: 'capacity', before: 20, after: 16 }] }];
    const api = mockApi((action, data) => {
      if (action === 'get_event') return json(200, { success: true, data: loaded() });
      if (action === 'get_audit_log') return json(200, { success: true, data: { entries: audit, next: null } });
      if (action === 'save_event') {
        audit = [{ at: '2026-11-22T02:00:00.000Z', admin: 'admin@example.com', action: 'saved', version: 5, changes: [{ field: 'capacity', before: 16, after: 10 }] }, ...audit];
        return json(200, { success: true, data: { slug: data.event.slug, version: 5, overCapacity: [{ date: '2026-12-18', confirmed: 12, capacity: 10 }] } });
      }
      return undefined;
    });
    renderAt(`/admin/events/${pizza.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit: ${pizza.title}` })).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Changes to this event, newest first' });
    expect(log).toHaveTextContent('ren@example.com');
    expect(log).toHaveTextContent('capacity: 20 → 16');
    expect(screen.queryByLabelText('Address (slug)')).not.toBeInTheDocument();

    fill('Places', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('12 people are confirmed on 2026-12-18, above the new 10 places; nobody is removed.')).toBeInTheDocument();
    const { data } = sent(api, 'save_event')[0];
    expect(data.version).toBe(4);
    expect(data.event).toMatchObject({
      slug: pizza.slug,
      id: pizza.id,
      capacity: 10,
      perEventPriceCents: 75000,
      // Dates written as text in the initial data stay as they are until a schedule replaces them.
      next: pizza.next,
      dayOfWeek: pizza.dayOfWeek,
      eventFrequency: pizza.eventFrequency,
      rsvpQuestions: pizza.rsvpQuestions,
      philosophy: pizza.philosophy,
      paymentStructure: pizza.paymentStructure,
    });
    expect(data.event).not.toHaveProperty('schedule');
    expect(data.event).not.toHaveProperty('price');
    expect(data.event).not.toHaveProperty('time');
    expect(data.event.ja.philosophy).toEqual(jaTextOf(pizza.id)!.philosophy);
    expect(data.event.ja.title).toBe(jaTextOf(pizza.id)!.title);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Changes to this event, newest first' })).toHaveTextContent('capacity: 16 → 10'));
  });

  it('shows the server’s 409 message with a Reload that loads the saved event again', async () => {
    let version = 4;
    const api = mockApi((action) => {
      if (action === 'get_event') return json(200, { success: true, data: loaded({ version }) });
      if (action === 'get_audit_log') return json(200, { success: true, data: { entries: [], next: null } });
      if (action === 'save_event') return json(409, { success: false, error: 'This event was changed by mika@example.com at 22 Nov 2026, 11:02. Reload to see their change.' });
      return undefined;
    });
    renderAt(`/admin/events/${pizza.slug}`);
    await screen.findByRole('heading', { level: 1, name: `Edit: ${pizza.title}` });
    fill('Title', 'Pizza Night, again');
    version = 5;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This event was changed by mika@example.com at 22 Nov 2026, 11:02. Reload to see their change.')).toBeInTheDocument();
    expect(sent(api, 'save_event')[0].data.version).toBe(4);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(sent(api, 'get_event')).toHaveLength(2));
    await waitFor(() => expect(field('Title')).toHaveValue(pizza.title));
    expect(screen.queryByText(/This event was changed by/)).not.toBeInTheDocument();
    expect(screen.getByText(/Version 5/)).toBeInTheDocument();
  });

  it('previews the unsaved form as the public event page: title, price text, venue', async () => {
    mockApi(() => undefined);
    renderAt('/admin/events/new');
    await screen.findByRole('heading', { level: 1, name: 'New event' });
    fireEvent.change(field('City'), { target: { value: 'fukuoka' } });
    fill('Title', 'Ohori Park Morning Fika');
    fill('Description', 'Coffee by the pond.');
    fill('Date', '2026-12-27');
    fill('Start time', '10:00');
    fill('Length (minutes)', '120');
    fill('Price per person, paid online (¥, JPY)', '2000');
    fill('Venue name', 'Pond Side Coffee');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('Ohori Park Morning Fika');
    expect(preview).toHaveTextContent('¥2,000');
    expect(preview).toHaveTextContent('Fukuoka');
    expect(await within(preview).findByText('Pond Side Coffee')).toBeInTheDocument();

    // The preview follows the form as it changes.
    fill('Price per person, paid online (¥, JPY)', '');
    await waitFor(() => expect(within(preview).getAllByText('Free').length).toBeGreaterThan(0));
  });
});
