import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorsPage from '../../../web/src/features/admin-console/pages/ErrorsPage';
import { json, mockApi, renderAdmin, sent } from './helpers';

const row = (over: Record<string, unknown> = {}) => ({
  fingerprint: '0123456789abcdef',
  message: "TypeError: Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at PollResults (https://fika.community/assets/PollPage-B3xYz_9a.js:1:2345)",
  path: '/',
  release: '2027-01-10T00:00:00.000Z',
  source: 'client',
  requestId: null,
  firstSeen: '2027-01-09T01:00:00.000Z',
  lastSeen: '2027-01-10T03:00:00.000Z',
  total: 12,
  today: 3,
  window: 9,
  mailed: true,
  ...over,
});
const server = row({ fingerprint: 'fedcba9876543210', message: 'InternalServerError: the transaction did not go through', stack: 'InternalServerError: …\n    at transact', path: '/api/reservations reserve', release: 'local', source: 'server', requestId: 'c0ffee00-1234', total: 1, today: 1, window: 1 });

describe('/admin/errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the error groups with their counts; a row opens its stack; the window changes the query', async () => {
    const api = mockApi((action, data) => (action === 'list_errors' ? json(200, { success: true, data: { days: data.days, today: '2027-01-10', errors: data.days === 1 ? [server] : [row(), server] } }) : undefined));
    renderAdmin(<ErrorsPage />);
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: "TypeError: Cannot read properties of undefined (reading 'map')" });
    expect(sent(api, 'list_errors')[0].data).toEqual({ days: 7 });
    const cells = within(first.closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['Browser', '3', '9', '12', '9 Jan 2027, 10:00', '10 Jan 2027, 12:00', '2027-01-10T00:00:00.000Z', '/']);
    expect(screen.getByRole('columnheader', { name: '7 days' })).toBeInTheDocument();
    expect(screen.getByText('Server')).toBeInTheDocument();

    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/^Stack of TypeError/)).toHaveTextContent('at PollResults (https://fika.community/assets/PollPage-B3xYz_9a.js:1:2345)');
    await user.click(screen.getByRole('button', { name: 'InternalServerError: the transaction did not go through' }));
    expect(screen.getByText('c0ffee00-1234')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Stack of TypeError/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('columnheader', { name: '1 day' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sent(api, 'list_errors').at(-1)?.data).toEqual({ days: 1 }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: "TypeError: Cannot read properties of undefined (reading 'map')" })).not.toBeInTheDocument());
  });

  it('downloads the list as CSV (built in the browser from the list on screen)', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (created.push(b), 'blob:csv')), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const downloads: string[] = [];
    mockApi((action, data) => (action === 'list_errors' ? json(200, { success: true, data: { days: data.days, today: '2027-01-10', errors: [row(), server] } }) : undefined));
    renderAdmin(<ErrorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of the error reports' }));
    expect(click).toHaveBeenCalledOnce();
    expect(downloads[0]).toMatch(/^errors-7d-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(text.split('\r\n')[0]).toBe('fingerprint,message,source,today,window,total,first_seen,last_seen,release,path,request_id,mailed');
    expect(text).toContain('fedcba9876543210,InternalServerError: the transaction did not go through,server,1,1,1,');
    expect(text).toContain(',c0ffee00-1234,yes\r\n');
  });

  it('shows an empty window, and the server’s refusal', async () => {
    mockApi(() => json(200, { success: true, data: { days: 7, today: '2027-01-10', errors: [] } }));
    const { unmount } = renderAdmin(<ErrorsPage />);
    expect(await screen.findByText('No errors reported in this window.')).toBeInTheDocument();
    unmount();
    mockApi(() => json(403, { success: false, error: 'Admin sign-in required' }));
    renderAdmin(<ErrorsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin sign-in required');
  });
});
