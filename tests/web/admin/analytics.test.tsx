import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnalyticsPage from '../../../web/src/features/admin-console/pages/AnalyticsPage';
import type { AnalyticsSummary } from '../../../api/admin-analytics';
import { captureDownloads, json, mockApi, renderAdmin, sent } from './helpers';

const day = (d: string, over: Partial<AnalyticsSummary['series'][number]> = {}) => ({ day: d, pageViews: 0, cardClicks: 0, signups: 0, registrations: 0, payments: 0, ...over });

function summary(days: number): AnalyticsSummary {
  const series = Array.from({ length: days }, (_, i) => day(new Date(Date.UTC(2026, 10, 22 - (days - 1) + i)).toISOString().slice(0, 10)));
  series[days - 1] = day('2026-11-22', { pageViews: 40, cardClicks: 3, signups: 2, registrations: 4, payments: 1 });
  series[days - 2] = day('2026-11-21', { pageViews: 20, cardClicks: 1 });
  return {
    from: series[0].day,
    to: '2026-11-22',
    days,
    events: [
      { name: 'page_view', count: 60 },
      { name: 'event_card_click', count: 4 },
    ],
    series,
    topPages: [
      { path: '/events', views: 35 },
      { path: '/', views: 25 },
    ],
    topEvents: [{ slug: 'autumn-fika', title: 'Autumn Fika, "Shibuya"', clicks: 4 }],
    sources: [{ source: 'newsletter', medium: 'email', campaign: '=cmd', signups: 2 }],
    funnel: { eventPageViews: 20, registrations: 4, payments: 1 },
    funnelByEvent: [{ slug: 'autumn-fika', title: 'Autumn Fika, "Shibuya"', eventPageViews: 20, registrations: 4, payments: 1 }],
  };
}

const empty = (days: number): AnalyticsSummary => ({
  from: '2026-11-16',
  to: '2026-11-22',
  days,
  events: [],
  series: Array.from({ length: days }, (_, i) => day(`2026-11-${16 + i}`)),
  topPages: [],
  topEvents: [],
  sources: [],
  funnel: { eventPageViews: 0, registrations: 0, payments: 0 },
  funnelByEvent: [],
});

describe('/admin/analytics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the figures of the summary: totals, charts with their numbers, top pages and events, sources and the funnel', async () => {
    const api = mockApi((action, data) => (action === 'get_summary' ? json(200, { success: true, data: summary(data.days) }) : undefined));
    renderAdmin(<AnalyticsPage />, '/admin/analytics');
    expect(await screen.findByText('The last 30 days: 24 Oct to 22 Nov.')).toBeInTheDocument();
    expect(sent(api, 'get_summary')[0]).toMatchObject({ url: '/api/admin-analytics', data: { days: 30 }, headers: expect.objectContaining({ authorization: 'Bearer admin-token' }) });

    const tiles = screen.getByLabelText('Totals in the window');
    const totals = Object.fromEntries([...tiles.querySelectorAll('div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
    expect(totals).toEqual({ 'Page views': '60', 'Event card clicks': '4', Signups: '2', Registrations: '4', Payments: '1' });

    expect(screen.getByRole('img', { name: /Page views per day.*60 page views, most on 22 Nov \(40\)/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Signups, registrations and payments per day.*2 signups.*4 registrations.*1 payments/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Event page views: 20; Registrations: 4 \(20% of page views\); Payments: 1 \(25% of registrations\)/ })).toBeInTheDocument();

    const pages = screen.getByRole('table', { name: 'Most viewed pages' });
    expect(within(pages).getAllByRole('row').map((r) => r.textContent)).toEqual(['PageViews', '/events35', '/25']);
    const funnel = screen.getByRole('table', { name: 'Funnel by event' });
    expect(within(funnel).getByRole('rowheader', { name: 'Autumn Fika, "Shibuya"' }).closest('tr')!.textContent).toBe('Autumn Fika, "Shibuya"autumn-fika20420%125%');
    expect(within(screen.getByRole('table', { name: 'Events by card clicks' })).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Newsletter signups by UTM source' })).getByRole('rowheader', { name: 'newsletter' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Totals per event name' })).getByRole('rowheader', { name: 'event_card_click' })).toBeInTheDocument();
  });

  it('fetches the summary again when the window changes', async () => {
    const api = mockApi((action, data) => (action === 'get_summary' ? json(200, { success: true, data: summary(data.days) }) : undefined));
    renderAdmin(<AnalyticsPage />, '/admin/analytics');
    await screen.findByText(/The last 30 days/);
    await userEvent.selectOptions(screen.getByLabelText('Window'), 'Last 7 days');
    expect(await screen.findByText('The last 7 days: 16 Nov to 22 Nov.')).toBeInTheDocument();
    expect(sent(api, 'get_summary').map((b) => b.data.days)).toEqual([30, 7]);
    await userEvent.selectOptions(screen.getByLabelText('Window'), 'Last 365 days');
    await waitFor(() => expect(sent(api, 'get_summary').map((b) => b.data.days)).toEqual([30, 7, 365]));
  });

  it('says so when nothing was counted in the window, with no empty charts', async () => {
    mockApi((action, data) => (action === 'get_summary' ? json(200, { success: true, data: empty(data.days) }) : undefined));
    renderAdmin(<AnalyticsPage />, '/admin/analytics');
    expect(await screen.findByText('No visits were counted in the last 30 days yet (16 Nov to 22 Nov).')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockApi((action) => (action === 'get_summary' ? json(401, { success: false, error: 'Admin access required' }) : undefined));
    renderAdmin(<AnalyticsPage />, '/admin/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
  });

  it('downloads each table as CSV with its columns, quoted and with formulas neutralised', async () => {
    const downloads = captureDownloads();
    mockApi((action, data) => (action === 'get_summary' ? json(200, { success: true, data: summary(data.days) }) : undefined));
    renderAdmin(<AnalyticsPage />, '/admin/analytics');
    await screen.findByText(/The last 30 days/);
    for (const what of ['the daily figures', 'the funnel by event', 'top pages', 'top events', 'signup sources', 'event totals']) {
      await userEvent.click(screen.getByRole('button', { name: `Download CSV of ${what}` }));
    }
    const files = await downloads.files();
    expect(files.map((f) => f.name)).toEqual(['daily', 'funnel-by-event', 'top-pages', 'top-events', 'sources', 'events'].map((n) => `analytics-${n}-2026-10-24-to-2026-11-22.csv`));
    const [daily, funnel, pages, top, sources, events] = files.map((f) => f.text.split('\r\n'));
    expect(daily[0]).toBe('day,page_views,card_clicks,signups,registrations,payments');
    expect(daily).toHaveLength(32);
    expect(daily[30]).toBe('2026-11-22,40,3,2,4,1');
    expect(funnel).toEqual(['title,slug,event_page_views,registrations,registration_rate_percent,payments,payment_rate_percent', '"Autumn Fika, ""Shibuya""",autumn-fika,20,4,20,1,25', '']);
    expect(pages).toEqual(['path,views', '/events,35', '/,25', '']);
    expect(top).toEqual(['title,slug,card_clicks', '"Autumn Fika, ""Shibuya""",autumn-fika,4', '']);
    expect(sources).toEqual(['source,medium,campaign,signups', "newsletter,email,'=cmd,2", '']);
    expect(events).toEqual(['event,count', 'page_view,60', 'event_card_click,4', '']);
  });
});
