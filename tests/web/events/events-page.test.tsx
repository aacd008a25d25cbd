import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import EventsPage from '../../../web/src/features/events/pages/EventsPage';
import { events, isCancelled } from '../../../content/events/index';
import { clearRecordedEvents, recordedEvents } from '../../../web/src/lib/analytics';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';

function renderEvents(url = '/events') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const router = createMemoryRouter(
    [
      { path: '/events', element: <EventsPage />, handle: { title: 'Events' } },
      { path: '/events/:slug', element: <p>Event page</p> },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

// Plain DOM queries: role queries over two dozen cards are slow in jsdom.
const cardTitles = () => [...document.querySelectorAll('article.event-card .event-card__title')].map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  clearRecordedEvents();
});

describe('events page', () => {
  it('lists every event: featured first, cancelled ones last and marked as cancelled', async () => {
    renderEvents();
    // The first cards render at once, the rest as the reader scrolls near them.
    await waitFor(() => expect(cardTitles()).toHaveLength(events.length));
    const titles = cardTitles();
    const firstNonFeatured = titles.findIndex((t) => !events.find((e) => e.title === t)!.featured);
    const lastFeatured = titles.map((t) => events.find((e) => e.title === t)!).findLastIndex((e) => e.featured && !isCancelled(e));
    expect(lastFeatured).toBeLessThan(firstNonFeatured);
    for (const e of events.filter(isCancelled)) {
      const card = [...document.querySelectorAll('article.event-card')].find((a) => a.querySelector('h2')?.textContent === e.title)!;
      expect(card).toHaveClass('event-card--cancelled');
      expect(within(card as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
      expect(titles.indexOf(e.title)).toBeGreaterThanOrEqual(titles.length - events.filter(isCancelled).length);
    }
  });

  it('filters by city and type, from the address and the controls', async () => {
    const user = userEvent.setup();
    const { router } = renderEvents('/events?city=osaka');
    expect(await screen.findByRole('combobox', { name: 'City' })).toHaveValue('osaka');
    await waitFor(() => expect(cardTitles().sort()).toEqual(events.filter((e) => e.city === 'osaka').map((e) => e.title).sort()));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'all');
    const type = events[0].eventType;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of event' }), type);
    expect(router.state.location.search).toBe(`?type=${type}`);
    await waitFor(() => expect(cardTitles().sort()).toEqual(events.filter((e) => e.eventType === type).map((e) => e.title).sort()));
    expect(screen.getByText(/\d+ events?$/)).toBeInTheDocument();
  });

  it('records event_card_click when a card is opened', async () => {
    saveCookiePreferences({ analytics: true, functional: false });
    const user = userEvent.setup();
    renderEvents();
    const target = events.find((e) => !isCancelled(e))!;
    await user.click(screen.getByRole('link', { name: target.title }));
    expect(await screen.findByText('Event page')).toBeInTheDocument();
    expect(recordedEvents().filter((e) => e.name === 'event_card_click')).toEqual([
      expect.objectContaining({ props: expect.objectContaining({ slug: target.slug, source: 'events' }) }),
    ]);
  });
});
