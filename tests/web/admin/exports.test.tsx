/**
 * The CSV exports as jobs (web/src/components/ExportJob.tsx): a button starts the export, shows
 * "Preparing…" while the server writes the file, asks get_export every 2 s and then offers the
 * download link; a failed export says why; the recent exports list links made when asked. Used by
 * the newsletter page (signups, unsubscribes) and the Curated Fika applications tab (its filters).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterPage from '../../../web/src/features/admin-console/pages/NewsletterPage';
import { ApplicationsTab } from '../../../web/src/features/curated/admin/ApplicationsTab';
import { EXPORT_POLL_MS, exportPoll } from '../../../web/src/lib/exports';
import { json, mockApi, renderAdmin, sent } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const view = (over: Record<string, unknown> = {}) => ({
  id: 'exp_01UNSUBS',
  kind: 'unsubscribes',
  label: 'unsubscribes of the last 30 days',
  filters: { days_back: 30, since: '2026-10-23T15:00:00.000Z' },
  status: 'queued',
  requestedBy: 'admin@example.com',
  requestedAt: '2026-11-22T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  filename: 'unsubscribes-2026-11-22.csv',
  rows: 0,
  bytes: null,
  pages: 0,
  pageSize: 500,
  peakRows: 0,
  peakBytes: 0,
  message: null,
  url: null,
  urlExpiresAt: null,
  ...over,
});
const URL_READY = 'http://localhost:3000/_dev/exports/exp_01UNSUBS-r.csv?download=unsubscribes-2026-11-22.csv&expires=1&signature=abc';

/** The newsletter page's own calls, with one unsubscribe in the window (so its export button shows). */
function newsletterPage(extra: (action: string, data: Record<string, any>) => Response | undefined) {
  return mockApi((action, data) => {
    const r = extra(action, data);
    if (r) return r;
    if (action === 'get_newsletter_figures')
      return json(200, {
        success: true,
        data: {
          figures: { window: { days: 30, since: '2026-10-23T15:00:00Z' }, subscribers: 1, unsubscribed: 1, signups: { ever: 2, window: 0 }, returns: { window: 0 }, unsubscribes: { ever: 1, window: 1 }, net: -1, conversionValueUsd: 0 },
          stats: { days: [], totals: { signups: 0, returns: 0, unsubscribes: 1, net: -1 }, conversionValueUsd: 0 },
          unsubscribes: { days_back: 30, since: '2026-10-23T15:00:00Z', total: 1, by_reason: [], by_method: [], with_feedback: 0, recent: [] },
        },
      });
    if (action === 'get_recent_signups' || action === 'list_newsletters') return json(200, { success: true, data: [] });
    return undefined;
  });
}

describe('CSV exports as jobs', () => {
  it('unsubscribes: Preparing… while the job runs, asking every 2 s with the rows so far, then the link', async () => {
    // Each wait between two asks is held here and let go by the test: the asks, not the clock, are checked.
    const waits: number[] = [];
    const release: (() => void)[] = [];
    vi.spyOn(exportPoll, 'wait').mockImplementation((ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => release.push(resolve));
    });
    let polls = 0;
    const api = newsletterPage((action) => {
      if (action === 'start_export') return json(202, { success: true, data: view() });
      if (action === 'get_export') {
        polls++;
        return json(200, { success: true, data: polls === 1 ? view({ status: 'running', rows: 1500 }) : view({ status: 'ready', rows: 2400, url: URL_READY }) });
      }
      return undefined;
    });
    renderAdmin(<NewsletterPage />);
    const button = () => screen.getByRole('button', { name: 'Export CSV of every unsubscribe of the last 30 days' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV of every unsubscribe of the last 30 days' }));

    await waitFor(() => expect(waits).toEqual([EXPORT_POLL_MS]));
    expect(EXPORT_POLL_MS).toBe(2000);
    expect(button()).toHaveTextContent('Preparing…');
    expect(button()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the file…');
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'unsubscribes', filters: { days_back: 30 } }]);
    expect(sent(api, 'get_export')).toHaveLength(0);

    release.shift()!();
    expect(await screen.findByText(/Preparing the file… 1,500 rows so far\./)).toBeInTheDocument();
    await waitFor(() => expect(waits).toEqual([EXPORT_POLL_MS, EXPORT_POLL_MS]));
    expect(sent(api, 'get_export')).toHaveLength(1);
    expect(button()).toBeDisabled();

    release.shift()!();
    const link = await screen.findByRole('link', { name: 'Download unsubscribes-2026-11-22.csv' });
    expect(link).toHaveAttribute('href', URL_READY);
    expect(screen.getByText(/Ready: 2,400 rows\./)).toBeInTheDocument();
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent('Export unsubscribes (CSV)');
    expect(sent(api, 'get_export').map((b) => b.data)).toEqual([{ id: 'exp_01UNSUBS' }, { id: 'exp_01UNSUBS' }]);
    // Ready: no more asking; and nothing is read in the browser for the file.
    expect(waits).toHaveLength(2);
    expect(sent(api, 'list_unsubscribes')).toHaveLength(0);
  });

  it('a failed export says why, and the button works again', async () => {
    vi.spyOn(exportPoll, 'wait').mockResolvedValue(undefined);
    newsletterPage((action) => {
      if (action === 'start_export') return json(202, { success: true, data: view({ kind: 'signups', filename: 'active-signups-2026-11-22.csv' }) });
      if (action === 'get_export') return json(200, { success: true, data: view({ status: 'failed', message: 'The export could not be written: disk full' }) });
      return undefined;
    });
    renderAdmin(<NewsletterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export active signups (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be written: disk full');
    expect(screen.getByRole('button', { name: 'Export active signups (CSV)' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('a refused start shows the server’s message', async () => {
    newsletterPage((action) => (action === 'start_export' ? json(403, { success: false, error: 'Admin sign-in required' }) : undefined));
    renderAdmin(<NewsletterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export active signups (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin sign-in required');
  });

  it('recent exports: listed when opened, newest first, a link made when asked, older ones by cursor', async () => {
    const api = newsletterPage((action, data) => {
      if (action === 'list_exports' && !data.cursor)
        return json(200, {
          success: true,
          data: [view({ status: 'ready', rows: 25, finishedAt: '2026-11-22T09:00:05.000Z' }), view({ id: 'exp_01FAILED', kind: 'signups', label: 'active signups', status: 'failed', message: 'The export stopped before it finished. Please start it again.' })],
          next: 'page-2',
        });
      if (action === 'list_exports') return json(200, { success: true, data: [view({ id: 'exp_01OLD', label: 'Curated Fika applications', status: 'expired' })], next: null });
      if (action === 'get_export') return json(200, { success: true, data: view({ status: 'ready', rows: 25, url: URL_READY }) });
      return undefined;
    });
    renderAdmin(<NewsletterPage />);
    await screen.findByLabelText('The list now');
    // Folded: nothing is read until it is opened.
    expect(sent(api, 'list_exports')).toHaveLength(0);
    await userEvent.click(screen.getByText('Recent exports'));
    const table = await within(screen.getByText('Recent exports').closest('details')!).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['unsubscribes of the last 30 days', 'active signups']);
    expect(within(rows[1]).getByText('Failed')).toHaveAttribute('title', 'The export stopped before it finished. Please start it again.');
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Get the link of unsubscribes-2026-11-22.csv' }));
    expect(await within(rows[0]).findByRole('link', { name: 'Download unsubscribes-2026-11-22.csv' })).toHaveAttribute('href', URL_READY);
    await userEvent.click(screen.getByRole('button', { name: 'Show older exports' }));
    expect(await screen.findByText('Curated Fika applications')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(sent(api, 'list_exports').map((b) => b.data)).toEqual([{}, { cursor: 'page-2' }]);
    expect(screen.queryByRole('button', { name: 'Show older exports' })).toBeNull();
  });

  it('curated applications: the export takes the tab’s filters', async () => {
    vi.spyOn(exportPoll, 'wait').mockResolvedValue(undefined);
    const api = mockApi((action, data) => {
      if (action === 'get_applications') return json(200, { success: true, data: { data: [], pagination: { total: 0, limit: 20, offset: 0 }, next: null } });
      if (action === 'start_export') return json(202, { success: true, data: view({ kind: 'curated-applications', filters: data.filters, filename: 'curated-fika-applications-2026-11-22.csv' }) });
      if (action === 'get_export') return json(200, { success: true, data: view({ kind: 'curated-applications', status: 'ready', rows: 3, filename: 'curated-fika-applications-2026-11-22.csv', url: URL_READY }) });
      return undefined;
    });
    render(<ApplicationsTab token="admin-token" notify={vi.fn()} />);
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'approved');
    await userEvent.type(screen.getByLabelText('Email contains'), 'tanaka');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(sent(api, 'get_applications').length).toBeGreaterThanOrEqual(2));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV of the applications matching these filters' }));
    expect(await screen.findByRole('link', { name: 'Download curated-fika-applications-2026-11-22.csv' })).toHaveAttribute('href', URL_READY);
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'curated-applications', filters: { status: 'approved', email: 'tanaka' } }]);
    expect(sent(api, 'export_applications')).toHaveLength(0);
  });
});
