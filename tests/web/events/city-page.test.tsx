import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import CityEventsPage from '../../../web/src/features/events/pages/CityEventsPage';
import { events, eventStart } from '../../../content/events/index';
import { citySummary } from '../../../content/cities';

function renderCity(slug: string) {
  const router = createMemoryRouter([{ path: '/events/city/:city', element: <CityEventsPage />, handle: { title: 'Events by city' } }], {
    initialEntries: [`/events/city/${slug}`],
  });
  return render(<RouterProvider router={router} />);
}

describe('city page', () => {
  it('lists the events of the city with its summary', async () => {
    renderCity('osaka');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Events in Osaka');
    const osaka = events.filter((e) => e.city === 'osaka');
    const summary = within(screen.getByLabelText('Osaka at a glance'));
    expect(summary.getByText('Events listed').nextElementSibling).toHaveTextContent(String(citySummary(events).osaka.total));
    expect(summary.getByText('Open for booking').nextElementSibling).toHaveTextContent(String(citySummary(events).osaka.open));
    await waitFor(() => expect(document.querySelectorAll('article.event-card')).toHaveLength(osaka.length), { timeout: 5000 });
    for (const e of osaka) expect(screen.getByRole('link', { name: e.title })).toHaveAttribute('href', `/events/${e.slug}`);
    const tokyoOnly = events.find((e) => e.city === 'tokyo')!;
    expect(screen.queryByRole('link', { name: tokyoOnly.title })).toBeNull();
  });

  it('falls back to Tokyo for an unknown city and says so', async () => {
    renderCity('atlantis');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Events in Tokyo');
    expect(screen.getByRole('status')).toHaveTextContent(/We don't have a table in “atlantis” yet, so here is what's on in Tokyo/);
    const tokyo = events.filter((e) => e.city === 'tokyo');
    expect(tokyo.length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelectorAll('article.event-card')).toHaveLength(tokyo.length), { timeout: 5000 });
    // In time order of the next occurrence, featured or not (cancelled ones, with no date, last).
    const now = new Date();
    const starts = [...document.querySelectorAll('article.event-card .event-card__title')].map(
      (h) => eventStart(tokyo.find((e) => e.title === h.textContent)!, now)?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const e of tokyo) expect(screen.getByRole('link', { name: e.title })).toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/events\/city\/tokyo$/);
  });

  it('treats the slug case-insensitively', () => {
    renderCity('Honolulu');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Events in Honolulu');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
