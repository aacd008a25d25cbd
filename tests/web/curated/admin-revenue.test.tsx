/** The curated admin shows money in each session's city currency: yen for Tokyo/Osaka, dollars for Honolulu, never summed. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { OverviewTab } from '../../../web/src/features/curated/admin/OverviewTab';
import { AnalyticsTab } from '../../../web/src/features/curated/admin/AnalyticsTab';
import { SessionsTab } from '../../../web/src/features/curated/admin/SessionsTab';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(byAction: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_u: string, init: RequestInit) => {
      const { action } = JSON.parse(String(init.body));
      return json(200, { success: true, data: byAction[action] ?? [] });
    }),
  );
}

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const months = (amounts: number[]) => amounts.map((amount, i) => ({ month: MONTHS[i], amount }));

const session = (id: string, city: string, price: number, revenue: number) => ({
  id,
  session_title: `Fika in ${city}`,
  session_date: '2026-12-06T05:00:00.000Z',
  session_status: 'scheduled',
  venue_name: 'Cafe',
  venue_address: '',
  venue_area: '',
  venue_id: null,
  venue_timezone: city === 'Honolulu' ? 'Pacific/Honolulu' : 'Asia/Tokyo',
  city,
  country: city === 'Honolulu' ? 'United States' : 'Japan',
  max_participants: 4,
  current_participants: 2,
  session_duration: 90,
  price_per_person: price,
  total_revenue: revenue,
  host_notes: '',
  target_interests: [],
  target_themes: [],
  curated_fika_participants: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('curated admin money', () => {
  it('the overview has one revenue card per currency, yen for the Japanese cities and dollars for Honolulu', async () => {
    answer({
      get_admin_stats: {
        applications: { total: 4, pending: 1, approved: 3 },
        trends: { applicationsThisWeek: 2 },
        sessions: { active: 2, total: 3, emptied: 0 },
        revenue: { thisMonth: [{ currency: 'JPY', amount: 9900 }, { currency: 'USD', amount: 36 }] },
        potentialSessions: 1,
      },
    });
    render(<OverviewTab token="t" notify={vi.fn()} />);
    const yen = (await screen.findByText('Revenue this month (JPY)')).closest('li')!;
    expect(yen).toHaveTextContent('¥9,900');
    expect(yen).toHaveTextContent('Tokyo, Osaka, Fukuoka sessions');
    const dollars = screen.getByText('Revenue this month (USD)').closest('li')!;
    expect(dollars).toHaveTextContent('$36');
    expect(dollars).toHaveTextContent('Honolulu sessions');
    expect(screen.queryByText('Revenue this month')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$9,9|9,936/);
  });

  it('the analytics chart each currency on its own', async () => {
    answer({
      get_analytics: {
        applicationsByStatus: {},
        applicationsByWeek: [],
        premiumShare: 0,
        sessionsByStatus: {},
        seatFillPercent: 0,
        revenueByMonth: [
          { currency: 'JPY', months: months([0, 0, 0, 3000, 0, 9900]) },
          { currency: 'USD', months: months([0, 0, 60, 0, 30, 36]) },
        ],
        feedback: { total_responses: 0, average_ratings: {}, connection_stats: { connections_made_percent: 0, would_attend_again_percent: 0 } },
      },
    });
    render(<AnalyticsTab token="t" notify={vi.fn()} />);
    const yen = await screen.findByRole('table', { name: 'Revenue recorded per month in JPY (Tokyo, Osaka, Fukuoka sessions)' });
    expect(within(yen).getByRole('rowheader', { name: '2026-11' }).nextElementSibling).toHaveTextContent('¥9,900');
    const dollars = screen.getByRole('table', { name: 'Revenue recorded per month in USD (Honolulu sessions)' });
    expect(within(dollars).getByRole('rowheader', { name: '2026-11' }).nextElementSibling).toHaveTextContent('$36');
    expect(screen.queryByRole('table', { name: /\(USD\)$/ })).toBeNull();
  });

  it('the sessions list prices each session in its city currency', async () => {
    answer({
      get_sessions: { data: [session('tokyo', 'Tokyo', 4500, 9000), session('hnl', 'Honolulu', 36, 72)], pagination: { total: 2, limit: 20, offset: 0 }, next: null },
      get_venues: { data: [], pagination: { total: 0, limit: 20, offset: 0 }, next: null },
    });
    render(<SessionsTab token="t" notify={vi.fn()} />);
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;
    expect(await card('Fika in Tokyo')).toHaveTextContent('¥4,500 per person');
    expect(await card('Fika in Honolulu')).toHaveTextContent('$36 per person');
  });
});
