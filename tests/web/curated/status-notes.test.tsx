/** The curated admin's status changes: the dialog's notes go with the change and are shown back on the item. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationsTab } from '../../../web/src/features/curated/admin/ApplicationsTab';
import { SessionsTab } from '../../../web/src/features/curated/admin/SessionsTab';

const json = (body: unknown) => new Response(JSON.stringify({ success: true, data: body }), { status: 200, headers: { 'content-type': 'application/json' } });

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const application = (o: Record<string, unknown> = {}) => ({
  id: 'cfa_1',
  first_name: 'Aiko',
  last_name: 'Tanaka',
  email: 'aiko@example.com',
  career_stage: 'Student',
  profession: 'Student',
  city: 'Tokyo',
  location_preference: 'Shinjuku',
  fika_goals: ['Mentorship'],
  interests: ['arts'],
  application_status: 'submitted',
  is_premium_member: true,
  submitted_at: '2026-11-20T00:00:00Z',
  ...o,
});

const session = (o: Record<string, unknown> = {}) => ({
  id: 'cfs_1',
  session_title: 'Fika at Fuglen',
  session_date: '2026-12-20T01:00:00.000Z',
  session_status: 'scheduled',
  venue_name: 'Fuglen',
  venue_address: '',
  venue_area: '',
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
  created_at: '2026-11-20T00:00:00Z',
  curated_fika_participants: [],
  ...o,
});

describe('curated admin status notes', () => {
  it('sends an application change with its notes and shows them under the status', async () => {
    const sent: { action: string; data: Record<string, unknown> }[] = [];
    let current = application();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (body.action === 'update_application_status') {
          current = application({ application_status: body.data.status, admin_notes: body.data.notes });
          return json(current);
        }
        return json({ data: [current], pagination: { total: 1, limit: 20, offset: 0 }, next: null });
      }),
    );
    render(<ApplicationsTab token="t" notify={vi.fn()} />);
    const row = (await screen.findByText('Aiko Tanaka')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approved: Aiko Tanaka' });
    await userEvent.type(within(dialog).getByLabelText(/Notes/), 'Met her at the Shibuya fika');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(sent.find((b) => b.action === 'update_application_status')?.data).toEqual({ applicationId: 'cfa_1', status: 'approved', notes: 'Met her at the Shibuya fika' });
    expect(await screen.findByText('Notes: Met her at the Shibuya fika')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a session change with its notes and shows them on the card', async () => {
    const sent: { action: string; data: Record<string, unknown> }[] = [];
    let current = session();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (body.action === 'update_session_status') {
          current = session({ session_status: body.data.status, status_notes: body.data.notes });
          return json({ session: current, notified: 0, refunded: 0 });
        }
        if (body.action === 'get_venues') return json({ data: [], pagination: { total: 0, limit: 20, offset: 0 }, next: null });
        return json({ data: [current], pagination: { total: 1, limit: 20, offset: 0 }, next: null });
      }),
    );
    render(<SessionsTab token="t" notify={vi.fn()} />);
    const card = (await screen.findByRole('heading', { name: 'Fika at Fuglen' })).closest('article')!;
    await userEvent.selectOptions(within(card).getByLabelText('Set status of Fika at Fuglen'), 'confirmed');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Notes/), 'Venue confirmed by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(sent.find((b) => b.action === 'update_session_status')?.data).toEqual({ sessionId: 'cfs_1', status: 'confirmed', notes: 'Venue confirmed by phone' });
    expect(await screen.findByText('Status notes: Venue confirmed by phone')).toBeInTheDocument();
  });
});
