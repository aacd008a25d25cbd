import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FoundingMembersPage from '../../../web/src/features/admin-console/pages/FoundingMembersPage';
import { exportPoll } from '../../../web/src/lib/exports';
import { json, mockApi, renderAdmin, sent } from './helpers';

const row = (email: string) => ({ email, founding_member_since: '2026-11-20T00:00:00.000Z', marked_by: 'admin@example.com' });

describe('/admin/founding-members', () => {
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists founding members, adds one and takes one off', async () => {
    let list = [row('first@example.com')];
    const api = mockApi((action, data) => {
      if (action === 'list_founding_members') return json(200, { success: true, data: { rows: list, total: list.length, next: null } });
      if (action === 'set_founding_member') {
        list = data.founding ? [...list, row(data.email)] : list.filter((r) => r.email !== data.email);
        return json(200, { success: true, data: { email: data.email, founding_member: data.founding } });
      }
      return undefined;
    });
    renderAdmin(<FoundingMembersPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('rowheader', { name: 'first@example.com' })).toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Add a founding member' }).parentElement!;
    const submit = within(form).getByRole('button', { name: 'Add founding member' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Email address'), 'early@example.com');
    await user.click(submit);
    expect(await screen.findByText('early@example.com is a founding member. Founding-members events now accept this address.')).toBeInTheDocument();
    expect(sent(api, 'set_founding_member')[0].data).toEqual({ email: 'early@example.com', founding: true });
    expect(await screen.findByRole('rowheader', { name: 'early@example.com' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove first@example.com' }));
    expect(window.confirm).toHaveBeenCalledWith('Take first@example.com off the founding members? Founding-members events will refuse new registrations from it.');
    expect(await screen.findByText('first@example.com is no longer a founding member.')).toBeInTheDocument();
    expect(sent(api, 'set_founding_member')[1].data).toEqual({ email: 'first@example.com', founding: false });
    expect(screen.queryByRole('rowheader', { name: 'first@example.com' })).not.toBeInTheDocument();
  }, 15_000);

  it('shows one page of 50 with the total, Next by the server’s cursor and Previous back; the CSV is an export job', async () => {
    const everyone = Array.from({ length: 60 }, (_, i) => row(`m${String(i).padStart(2, '0')}@example.com`));
    const ready = { id: 'exp_01FOUNDING', kind: 'founding-members', status: 'ready', rows: 60, filename: 'founding-members-2026-11-22.csv', url: 'http://localhost:3000/_dev/exports/f.csv?signature=abc', message: null };
    vi.spyOn(exportPoll, 'wait').mockResolvedValue(undefined);
    const api = mockApi((action, data) => {
      if (action === 'start_export') return json(202, { success: true, data: { ...ready, status: 'queued', rows: 0, url: null } });
      if (action === 'get_export') return json(200, { success: true, data: ready });
      if (action !== 'list_founding_members') return undefined;
      const second = data.cursor === 'page-2';
      return json(200, { success: true, data: { rows: second ? everyone.slice(50) : everyone.slice(0, 50), total: 60, next: second ? null : 'page-2' } });
    });
    renderAdmin(<FoundingMembersPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('rowheader', { name: 'm49@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'm50@example.com' })).toBeNull();
    expect(screen.getByText('60 founding members')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Founding members pages' });
    expect(within(nav).getByText(/Page 1 of 2/)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'm59@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'm49@example.com' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Founding members pages' })).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(screen.getByRole('navigation', { name: 'Founding members pages' })).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('rowheader', { name: 'm00@example.com' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV of the founding members' }));
    expect(await screen.findByRole('link', { name: 'Download founding-members-2026-11-22.csv' })).toHaveAttribute('href', ready.url);
    expect(screen.getByText(/Ready: 60 rows\./)).toBeInTheDocument();
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'founding-members' }]);
    // The pages shown (1, 2, 1 again), and none for the file: the server writes it.
    expect(sent(api, 'list_founding_members').map((b) => b.data.cursor ?? null)).toEqual([null, 'page-2', null]);
  }, 15_000);

  it('shows the server’s refusal of a bad address', async () => {
    mockApi((action) => {
      if (action === 'list_founding_members') return json(200, { success: true, data: { rows: [], total: 0, next: null } });
      if (action === 'set_founding_member') return json(400, { success: false, error: 'Please enter a valid email address' });
      return undefined;
    });
    renderAdmin(<FoundingMembersPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No founding members yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add founding member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});
