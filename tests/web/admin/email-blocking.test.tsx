import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmailBlockingPage from '../../../web/src/features/admin-console/pages/EmailBlockingPage';
import { json, mockApi, renderAdmin, sent } from './helpers';

const row = (email: string, reason: string, at: string, extra: Record<string, unknown> = {}) => ({ email, reason, detail: null, source: 'ses', at, blockedBy: null, ...extra });

describe('/admin/email-blocking', () => {
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists blocked addresses with why, loads more, blocks with a reason and unblocks', async () => {
    let blocked = [row('bounced@example.com', 'bounce', '2026-11-20T00:00:00Z', { detail: 'Permanent/General' })];
    const api = mockApi((action, data) => {
      if (action === 'list_blocked') {
        if (data.cursor === 'c1') return json(200, { success: true, data: { rows: [row('older@example.com', 'complaint', '2026-10-01T00:00:00Z')], total: blocked.length + 1, cursor: null } });
        return json(200, { success: true, data: { rows: blocked, total: blocked.length + 1, cursor: 'c1' } });
      }
      if (action === 'block_email') {
        const r = row(data.email, 'manual', '2026-11-22T00:00:00Z', { detail: data.reason, source: 'admin', blockedBy: 'admin@example.com' });
        blocked = [r, ...blocked];
        return json(201, { success: true, data: r });
      }
      if (action === 'unblock_email') {
        blocked = blocked.filter((b) => b.email !== data.email);
        return json(200, { success: true, data: { email: data.email, unblocked: true } });
      }
      return undefined;
    });
    renderAdmin(<EmailBlockingPage />);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'bounced@example.com' })).toBeInTheDocument();
    expect(within(table).getByText('Hard bounce')).toBeInTheDocument();
    expect(screen.getByText('2 blocked addresses, newest first.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('rowheader', { name: 'older@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Complaint')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Block an address' }).parentElement!;
    const submit = within(form).getByRole('button', { name: 'Block address' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Email address'), 'trap@example.com');
    await user.type(within(form).getByLabelText('Reason'), 'Spam trap');
    await user.click(submit);
    expect(await screen.findByText('trap@example.com is blocked. No email will be sent to it.')).toBeInTheDocument();
    expect(sent(api, 'block_email')[0].data).toEqual({ email: 'trap@example.com', reason: 'Spam trap' });
    expect(await screen.findByRole('rowheader', { name: 'trap@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Blocked by an admin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock trap@example.com' }));
    expect(window.confirm).toHaveBeenCalledWith('Unblock trap@example.com? Email to this address will be sent again.');
    expect(await screen.findByText('trap@example.com is unblocked.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'trap@example.com' })).not.toBeInTheDocument();
  }, 15_000);

  it('shows the server error of a refused block, and looks an address up', async () => {
    mockApi((action, data) => {
      if (action === 'list_blocked') return json(200, { success: true, data: { rows: [], total: 0, cursor: null } });
      if (action === 'block_email') return json(409, { success: false, error: 'This address is already blocked.' });
      if (action === 'lookup_email')
        return json(200, { success: true, data: { email: data.email, blocked: row(data.email, 'complaint', '2026-11-01T00:00:00Z', { detail: 'abuse' }), signup: { status: 'active', subscribed_at: null, source: 'website' } } });
      return undefined;
    });
    renderAdmin(<EmailBlockingPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No blocked addresses.')).toBeInTheDocument();
    const form = screen.getByRole('heading', { name: 'Block an address' }).parentElement!;
    await user.type(within(form).getByLabelText('Email address'), 'dup@example.com');
    await user.type(within(form).getByLabelText('Reason'), 'again');
    await user.click(within(form).getByRole('button', { name: 'Block address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address is already blocked.');

    const check = screen.getByRole('heading', { name: 'Check an address' }).parentElement!;
    await user.type(within(check).getByLabelText('Email address'), 'who@example.com');
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    const found = await within(check).findByRole('status');
    expect(found).toHaveTextContent('who@example.com');
    expect(found).toHaveTextContent('Complaint');
    expect(found).toHaveTextContent('On the newsletter list: active.');
    expect(within(found).getByRole('button', { name: 'Unblock who@example.com' })).toBeInTheDocument();
  });
});
