/**
 * Calendar feeds in the pages: a city's page offers its feed and one per event type it has (webcal://
 * for calendar apps, Google Calendar's "add by URL"), the Japanese page the Japanese feed; the
 * dashboard shows the member's private link and turns it off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarFeeds } from '../../../web/src/features/events/components/CalendarFeeds';
import { CalendarFeed } from '../../../web/src/features/calendar-feed/CalendarFeed';
import { activateLocale } from '../../../web/src/lib/i18n';
import { json } from '../api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

const origin = () => window.location.origin;

describe('calendar feed links', () => {
  it("offers a city's feed and its event types' feeds, to calendar apps and to Google Calendar", () => {
    render(<CalendarFeeds city="tokyo" types={['weekly-fika', 'happy-hour']} />);
    const panel = screen.getByRole('region', { name: /Follow in your calendar/ });
    // The type feeds are behind "One kind of event only" (a details element, in the DOM either way).
    expect(within(panel).getByText('One kind of event only').tagName).toBe('SUMMARY');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.calendar-feeds__label')?.textContent)).toEqual(['All events in Tokyo', 'Weekly fika in Tokyo', 'Happy hour in Tokyo']);
    const host = origin().replace(/^https?:\/\//, '');
    const subscribe = within(items[1]).getByRole('link', { name: 'Subscribe Weekly fika in Tokyo' });
    expect(subscribe).toHaveAttribute('href', `webcal://${host}/calendar/tokyo/weekly-fika.ics`);
    const google = within(items[0]).getByRole('link', { name: /^Add to Google Calendar All events in Tokyo/ });
    expect(google).toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://${host}/calendar/tokyo.ics`)}`);
  });

  it('lists every city on the events page, and the Japanese feeds on a Japanese page', () => {
    activateLocale('ja');
    render(<CalendarFeeds />);
    const labels = screen.getAllByRole('listitem').map((i) => i.querySelector('.calendar-feeds__label')?.textContent);
    expect(labels).toEqual(['東京のすべてのイベント', '大阪のすべてのイベント', '福岡のすべてのイベント', 'ホノルルのすべてのイベント']);
    expect(screen.getByRole('link', { name: '購読する 大阪のすべてのイベント' }).getAttribute('href')).toMatch(/^webcal:\/\/.+\/calendar\/osaka\.ics\?lang=ja$/);
  });
});

describe('the personal calendar link on the dashboard', () => {
  it('shows the private link on request, and turns it off', async () => {
    const feed = { url: 'http://localhost:3000/calendar/me/abc.ics', webcalUrl: 'webcal://localhost:3000/calendar/me/abc.ics', googleUrl: 'https://calendar.google.com/calendar/render?cid=x', createdAt: '2026-11-24T00:00:00Z' };
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string);
        sent.push(body.action);
        if (body.action === 'get_calendar_feed') return json(200, { success: true, data: feed });
        if (body.action === 'revoke_calendar_feed') return json(200, { success: true, data: { revoked: true } });
        return json(404, { success: false, error: 'no' });
      }),
    );
    const user = userEvent.setup();
    render(<CalendarFeed token="tok" />);
    await user.click(screen.getByRole('button', { name: 'Get my calendar link' }));
    expect(await screen.findByLabelText('Your private calendar link')).toHaveValue(feed.url);
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', feed.webcalUrl);
    await user.click(screen.getByRole('button', { name: 'Turn this link off' }));
    expect(await screen.findByText('Your link no longer works. Get a new one whenever you like.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
    expect(sent).toEqual(['get_calendar_feed', 'revoke_calendar_feed']);
  });

  it('says so when the link cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(400, { success: false, error: 'Something went wrong. Please try again.' })));
    const user = userEvent.setup();
    render(<CalendarFeed token="tok" />);
    await user.click(screen.getByRole('button', { name: 'Get my calendar link' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get my calendar link' })).toBeEnabled();
  });
});
