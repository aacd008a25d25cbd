import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FoundingMembersPage from '../../../web/src/features/admin-console/pages/FoundingMembersPage';
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
      if (action === 'list_founding_members') return json(200, { success: true, data: list });
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

  it('shows the server’s refusal of a bad address', async () => {
    mockApi((action) => {
      if (action === 'list_founding_members') return json(200, { success: true, data: [] });
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
