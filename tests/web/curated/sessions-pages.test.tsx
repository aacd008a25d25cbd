/**
 * The Sessions tab's lists are cursor lists (issue 28): the sessions, the venues under them and the
 * venue picker each ask for one page (20) and move with Previous/Next, sending back the server's
 * `next`; new filters start again from the first page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionsTab } from '../../../web/src/features/curated/admin/SessionsTab';
import { VenuePickerModal } from '../../../web/src/features/curated/admin/SessionForms';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = (n: number) => ({
  id: `cfs_${n}`,
  session_title: `Session ${n}`,
  session_date: '2026-12-20T01:00:00.000Z',
  session_status: 'scheduled',
  venue_name: 'Fuglen',
  venue_address: '',
  venue_area: 'Shibuya & Harajuku',
  venue_id: null,
  venue_timezone: 'Asia/Tokyo',
  city: 'Tokyo',
  country: 'Japan',
  max_participants: 4,
  current_participants: 0,
  session_duration: 90,
  price_per_person: 4500,
  total_revenue: 0,
  host_notes: '',
  target_interests: [],
  target_themes: [],
  registration: 'open',
  created_at: '2026-11-01T00:00:00.000Z',
  curated_fika_participants: [],
});

const venue = (n: number, city = 'Tokyo') => ({
  id: `cfv_${n}`,
  name: `Venue ${n}`,
  venue_type: 'cafe',
  venue_tier: 'premium',
  address: `${n}-1 Shibuya`,
  venue_area: 'Shibuya & Harajuku',
  capacity_small: 4,
  description: '',
  phone: '',
  average_cost_per_person: 1500,
  noise_level: 'moderate',
  rating: null,
  usage_count: 0,
  image_url: '',
  city,
  country: 'Japan',
  created_at: '2026-11-01T00:00:00.000Z',
});

type Body = { action: string; limit: number; offset?: number; cursor?: string; filters: Record<string, string> };

/** A server of two pages per list: the first names `<action>-2` as the next page, the second ends the list. */
function twoPages(total: number | null = 25) {
  const calls: Body[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_u: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Body;
      calls.push(body);
      const second = body.cursor === `${body.action}-2`;
      if (body.action === 'get_sessions') {
        const rows = second ? [session(21)] : Array.from({ length: 20 }, (_, i) => session(i + 1));
        return json(200, { success: true, data: { data: rows, pagination: { total, limit: body.limit, offset: 0 }, next: second ? null : 'get_sessions-2' } });
      }
      if (body.action === 'get_venues') {
        const rows = second ? [venue(21, body.filters.city)] : Array.from({ length: 20 }, (_, i) => venue(i + 1, body.filters.city));
        return json(200, { success: true, data: { data: rows, pagination: { total: 21, limit: body.limit, offset: 0 }, next: second ? null : 'get_venues-2' } });
      }
      return json(200, { success: true, data: [] });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Sessions tab pages with cursors', () => {
  it('asks for 20 sessions, then the next page by its cursor, and goes back with Previous', async () => {
    const calls = twoPages();
    render(<SessionsTab token="t" notify={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Session 20' });
    expect(screen.getByText('25 sessions')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sessions pages' });
    expect(within(nav).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const sessionCalls = () => calls.filter((c) => c.action === 'get_sessions');
    expect(sessionCalls()[0]).toMatchObject({ limit: 20, filters: {} });
    expect(sessionCalls()[0].cursor).toBeUndefined();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Session 21' });
    expect(screen.queryByRole('heading', { name: 'Session 20' })).toBeNull();
    expect(sessionCalls().at(-1)).toMatchObject({ limit: 20, cursor: 'get_sessions-2' });
    const nav2 = screen.getByRole('navigation', { name: 'Sessions pages' });
    expect(within(nav2).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(nav2).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(within(nav2).getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Session 20' });
    expect(sessionCalls().at(-1)?.cursor).toBeUndefined();
  });

  it('starts again from the first page when the filters change, and says so when a date window has no total', async () => {
    const calls = twoPages(null);
    render(<SessionsTab token="t" notify={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Session 20' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Sessions pages' })).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Session 21' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('heading', { name: 'Session 20' });
    const last = calls.filter((c) => c.action === 'get_sessions').at(-1)!;
    expect(last).toMatchObject({ filters: { session_status: 'confirmed' }, limit: 20 });
    expect(last.cursor).toBeUndefined();
    expect(screen.getByText('Sessions in these dates')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Sessions pages' })).getByText('Page 1')).toBeInTheDocument();
  });

  it('pages the venues under the sessions', async () => {
    const calls = twoPages();
    render(<SessionsTab token="t" notify={vi.fn()} />);
    const venues = await screen.findByRole('region', { name: 'Venues' });
    await within(venues).findByText('Venue 20');
    expect(within(venues).getByText('21 venues')).toBeInTheDocument();
    await userEvent.click(within(within(venues).getByRole('navigation', { name: 'Venues pages' })).getByRole('button', { name: 'Next' }));
    await within(venues).findByText('Venue 21');
    expect(within(venues).queryByText('Venue 20')).toBeNull();
    expect(calls.filter((c) => c.action === 'get_venues').map((c) => c.cursor)).toEqual([undefined, 'get_venues-2']);
  });
});

describe('the venue picker pages with cursors', () => {
  it('asks for the city’s first page, follows Next, and starts again when a filter changes', async () => {
    const calls = twoPages();
    render(<VenuePickerModal token="t" city="Osaka" onPick={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a venue' });
    await within(dialog).findByText('Venue 20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Venue 21');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'bar');
    await within(dialog).findByText('Venue 20');
    expect(calls.filter((c) => c.action === 'get_venues').map((c) => [c.filters, c.cursor ?? null])).toEqual([
      [{ city: 'Osaka' }, null],
      [{ city: 'Osaka' }, 'get_venues-2'],
      [{ city: 'Osaka', venue_type: 'bar' }, null],
    ]);
  });
});
