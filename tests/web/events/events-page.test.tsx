import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import EventsPage from '../../../web/src/features/events/pages/EventsPage';
import { events, eventStart, isCancelled, nextOccurrence } from '../../../content/events/index';
import { cardDate, isoWithOffset } from '../../../web/src/lib/event-display';
import { inDateWindow } from '../../../web/src/features/events/date-filter';
import { clearRecordedEvents, recordedEvents } from '../analytics-queue';
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
afterEach(() => vi.useRealTimers());

describe('events page', () => {
  it('lists every event in time order of its next occurrence, featured ones highlighted in place, cancelled ones last', async () => {
    renderEvents();
    // The first cards render at once, the rest as the reader scrolls near them.
    await waitFor(() => expect(cardTitles()).toHaveLength(events.length));
    const now = new Date();
    const shown = cardTitles().map((t) => events.find((e) => e.title === t)!);
    const starts = shown.map((e) => eventStart(e, now)?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Featured events are not all ahead of the others: a sooner plain event comes first.
    const firstPlain = shown.findIndex((e) => !e.featured);
    const lastFeatured = shown.findLastIndex((e) => e.featured && !isCancelled(e));
    expect(firstPlain).toBeLessThan(lastFeatured);
    for (const [i, e] of shown.entries()) {
      const card = document.querySelectorAll('article.event-card')[i];
      expect(card.classList.contains('event-card--featured'), e.slug).toBe(e.featured && !isCancelled(e));
      const time = card.querySelector('.event-card__facts time');
      const date = nextOccurrence(e, now);
      // Each date is a <time> with the start in the venue's zone and its offset.
      expect(time?.getAttribute('datetime') ?? null, e.slug).toBe(date ? isoWithOffset(date, e.startTime, e.timezone) : null);
    }
    for (const e of events.filter(isCancelled)) {
      const card = [...document.querySelectorAll('article.event-card')].find((a) => a.querySelector('h2')?.textContent === e.title)!;
      expect(card).toHaveClass('event-card--cancelled');
      expect(within(card as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
      expect(shown.indexOf(e)).toBeGreaterThanOrEqual(shown.length - events.filter(isCancelled).length);
    }
  });

  it('filters by date (this week, this month, later) from the address and the control, on the venue calendar', async () => {
    // Tuesday, December 1, 2026, 10:00 in Tokyo: this week runs to Sunday, December 6.
    const now = new Date('2026-12-01T01:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const user = userEvent.setup();
    const expected = (when: 'week' | 'month' | 'later') => events.filter((e) => inDateWindow(when, nextOccurrence(e, now), now, e.timezone)).map((e) => e.title);
    const { router } = renderEvents('/events?when=later&city=tokyo');
    expect(await screen.findByRole('combobox', { name: 'When' })).toHaveValue('later');
    await waitFor(() => expect(cardTitles().sort()).toEqual(events.filter((e) => e.city === 'tokyo' && expected('later').includes(e.title)).map((e) => e.title).sort()));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'month');
    expect(router.state.location.search).toBe('?when=month');
    await waitFor(() => expect(cardTitles().sort()).toEqual(expected('month').sort()));
    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'week');
    expect(router.state.location.search).toBe('?when=week');
    await waitFor(() => expect(cardTitles().sort()).toEqual(expected('week').sort()));
    const bySlug = (slug: string) => events.find((e) => e.slug === slug)!.title;
    expect(cardTitles()).toContain(bySlug('signature-sunday-fika-daikanyama')); // Sunday, December 6
    expect(cardTitles()).toContain(bySlug('weekly-tuesday-evening-fika-nakameguro')); // today
    expect(cardTitles()).not.toContain(bySlug('ginza-rooftop-happy-hour')); // December 11: this month, not this week
    expect(expected('month')).toContain(bySlug('ginza-rooftop-happy-hour'));
    expect(expected('later')).toContain(bySlug('tokyo-new-year-fika-kiyosumi-shirakawa'));
    // Still in time order when filtered.
    const starts = cardTitles().map((t) => eventStart(events.find((e) => e.title === t)!, now)!.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cardTitles()).toHaveLength(events.length));
  }, 30_000);

  it('ignores an unknown date filter in the address', async () => {
    renderEvents('/events?when=someday');
    expect(await screen.findByRole('combobox', { name: 'When' })).toHaveValue('all');
    await waitFor(() => expect(cardTitles()).toHaveLength(events.length));
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

  describe('long after the build', () => {
    afterEach(() => vi.useRealTimers());

    it("shows each listing's next date by the catalogue's rules, two years after the page was built", async () => {
      // The summaries were made when this file was imported (the build); the page now runs two years later.
      const later = new Date(Date.now() + 2 * 365 * 86_400_000 + 5 * 3_600_000);
      vi.useFakeTimers({ toFake: ['Date'], now: later });
      renderEvents();
      await waitFor(() => expect(cardTitles()).toHaveLength(events.length));
      await waitFor(() => {
        for (const card of document.querySelectorAll('article.event-card')) {
          const e = events.find((x) => x.title === card.querySelector('.event-card__title')?.textContent)!;
          const date = nextOccurrence(e, later);
          const when = card.querySelector('.event-card__facts dd')?.textContent ?? '';
          if (isCancelled(e)) expect(when).toBe('This event has been cancelled');
          else if (!date) expect(when, e.slug).toMatch(/^Date to be announced/);
          else {
            const c = cardDate(e, date, later);
            expect(when, e.slug).toContain(`${c.prefix}${c.label}`);
          }
        }
      });
      // Weekly tables keep coming round: they still have a date.
      const weekly = events.filter((e) => e.eventFrequency === 'weekly' && !isCancelled(e));
      expect(weekly.length).toBeGreaterThan(0);
      for (const e of weekly) expect(nextOccurrence(e, later), e.slug).not.toBeNull();
    });
  });
});
