/** /admin/hosts: a cursor list (issue 28): one page of 50 host assignments with the total, Next by the server's cursor, Previous back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HostsPage from '../../../web/src/features/passport/pages/HostsPage';
import { eventSummaries } from '../../../web/src/features/events/summaries';
import { json, mockApi, renderAdmin, sent } from './helpers';

const slug = eventSummaries.find((e) => e.status === 'open')!.slug;
const row = (i: number) => ({ eventSlug: slug, eventTitle: 'The event', email: `host${String(i).padStart(2, '0')}@example.com`, assignedBy: 'admin@example.com', assignedAt: '2026-11-20T00:00:00.000Z' });

describe('/admin/hosts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows one page with the total, the next page by its cursor, and goes back', async () => {
    const everyone = Array.from({ length: 55 }, (_, i) => row(i));
    const api = mockApi((action, data) => {
      if (action !== 'list_hosts') return undefined;
      const second = data.cursor === 'hosts-2';
      return json(200, { success: true, data: { rows: second ? everyone.slice(50) : everyone.slice(0, 50), total: 55, next: second ? null : 'hosts-2' } });
    });
    renderAdmin(<HostsPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'host49@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'host50@example.com' })).toBeNull();
    expect(screen.getByText('55 assignments')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hosts pages' });
    expect(within(nav).getByText(/Page 1 of 2/)).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'host54@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'host00@example.com' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Hosts pages' })).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(screen.getByRole('navigation', { name: 'Hosts pages' })).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'host00@example.com' })).toBeInTheDocument();
    expect(sent(api, 'list_hosts').map((b) => b.data.cursor ?? null)).toEqual([null, 'hosts-2', null]);
  });

  it('shows no pager while every assignment fits on one page', async () => {
    mockApi((action) => (action === 'list_hosts' ? json(200, { success: true, data: { rows: [row(1)], total: 1, next: null } }) : undefined));
    renderAdmin(<HostsPage />);
    expect(await screen.findByRole('heading', { name: 'host01@example.com' })).toBeInTheDocument();
    expect(screen.getByText('1 assignment')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hosts pages' })).toBeNull();
  });
});
