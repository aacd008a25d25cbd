import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterPage from '../../../web/src/features/admin-console/pages/NewsletterPage';
import { json, mockApi, renderAdmin, sent } from './helpers';
import { exportPoll } from '../../../web/src/lib/exports';

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-10-${String(24 + i).padStart(2, '0')}`, signups: 0, returns: 0, unsubscribes: 0 }));
days[29] = { date: '2026-11-22', signups: 3, returns: 1, unsubscribes: 2 };
const unsubscribes = {
  days_back: 30,
  since: '2026-10-23T15:00:00Z',
  total: 2,
  by_reason: [{ reason: 'too_many_emails', count: 2 }],
  by_method: [{ method: 'one_click', count: 2 }],
  with_feedback: 0,
  recent: [
    { email: 'gone@example.com', reason: 'too_many_emails', method: 'one_click', feedback: null, sourceType: null, unsubscribed_at: '2026-11-22T00:00:00Z', tracking_id: 'unsub_1' },
    { email: 'left@example.com', reason: 'too_many_emails', method: 'one_click', feedback: null, sourceType: null, unsubscribed_at: '2026-11-22T01:00:00Z', tracking_id: 'unsub_2' },
  ],
};
const figures = {
  window: { days: 30, since: '2026-10-23T15:00:00Z' },
  subscribers: 812,
  unsubscribed: 40,
  signups: { ever: 852, window: 3 },
  returns: { window: 1 },
  unsubscribes: { ever: 57, window: 2 },
  net: 2,
  conversionValueUsd: 3,
};
const newsletter = (over: Record<string, unknown> = {}) => ({
  id: 'nl_req1',
  subject: 'November at Fika',
  status: 'sending',
  createdAt: '2026-11-22T09:00:00Z',
  sentAt: null,
  sentBy: 'admin@example.com',
  recipients: 500,
  skipped_unsubscribed: 0,
  skipped_blocked: 0,
  failed: 0,
  ...over,
});

const exportView = {
  id: 'exp_01TEST',
  kind: 'signups',
  label: 'active signups',
  filters: { status: 'active' },
  status: 'queued',
  requestedBy: 'admin@example.com',
  requestedAt: '2026-11-22T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  filename: 'active-signups-2026-11-22.csv',
  rows: 0,
  bytes: null,
  pages: 0,
  pageSize: 500,
  peakRows: 0,
  peakBytes: 0,
  message: null,
  url: null,
  urlExpiresAt: null,
};

function standard(extra: (action: string, data: Record<string, any>) => Response | undefined = () => undefined) {
  return mockApi((action, data) => {
    const r = extra(action, data);
    if (r) return r;
    switch (action) {
      case 'get_newsletter_figures':
        return json(200, { success: true, data: { figures, stats: { days, totals: { signups: 3, returns: 1, unsubscribes: 2, net: 2 }, conversionValueUsd: 3 }, unsubscribes } });
      case 'get_recent_signups':
        return json(200, {
          success: true,
          data: [{ email: 'new@example.com', source: 'website', status: 'active', subscribed_at: '2026-11-22T01:00:00Z', reactivated_at: null, member_status: 'active', signup_page: '/events' }],
        });
      case 'list_newsletters':
        return json(200, { success: true, data: [] });
    }
    return undefined;
  });
}

describe('/admin/newsletter', () => {
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the figures now and over 30 days from one call, each defined, with the chart, recent signups and unsubscribes', async () => {
    const api = standard();
    renderAdmin(<NewsletterPage />);
    const tile = (region: string, label: string) => within(screen.getByLabelText(region)).getByText(label).nextSibling;
    await screen.findByLabelText('The list now');
    expect(tile('The list now', 'Active subscribers')).toHaveTextContent('812');
    expect(tile('The list now', 'Unsubscribed')).toHaveTextContent('40');
    expect(tile('The list now', 'All signups')).toHaveTextContent('852');
    expect(tile('The list now', 'Unsubscribes, ever')).toHaveTextContent('57');
    expect(tile('Last 30 days', 'Signups (30 days)')).toHaveTextContent('3');
    expect(tile('Last 30 days', 'Returns (30 days)')).toHaveTextContent('1');
    expect(tile('Last 30 days', 'Unsubscribes (30 days)')).toHaveTextContent('2');
    // The unsubscribe section's box shows the same figure, under the same name.
    expect(tile('Unsubscribes', 'Unsubscribes (30 days)')).toHaveTextContent('2');
    // Each figure is defined in a sentence on the page.
    const defs = screen.getByText('What each figure counts').closest('details')!;
    expect(within(defs).getByText('Signups (30 days)').nextSibling).toHaveTextContent(/for the first time in the last 30 days/);
    expect(within(defs).getByText('Unsubscribes, ever').nextSibling).toHaveTextContent(/each time an address asked to leave/);
    expect(screen.getByRole('img', { name: /3 signups, 1 returns and 2 unsubscribes over the last 30 days; busiest day 22 Nov with 3/ })).toBeInTheDocument();
    expect(screen.getByText('$3')).toBeInTheDocument();
    const numbers = screen.getByRole('table', { name: 'Signups, returns and unsubscribes per day' });
    expect(within(numbers).getAllByRole('row')).toHaveLength(31);
    expect(await screen.findByRole('rowheader', { name: 'new@example.com' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'gone@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'By reason' }).nextElementSibling).toHaveTextContent('Too many emails 2');
    expect(screen.getByRole('heading', { name: 'By method' }).nextElementSibling).toHaveTextContent('One click 2');
    // One call answers every figure; every call carries the admin's bearer token.
    const calls = sent(api, 'get_newsletter_figures');
    expect(calls).toHaveLength(1);
    expect(calls[0].data).toEqual({ days: 30 });
    expect(calls[0].headers.authorization).toBe('Bearer admin-token');
    expect(calls[0].url).toBe('/api/admin-console');
    expect(sent(api, 'get_signup_counts')).toHaveLength(0);
    expect(sent(api, 'get_unsubscribe_stats')).toHaveLength(0);
  }, 15_000);

  it('previews a list written right under a paragraph as a list', async () => {
    standard();
    renderAdmin(<NewsletterPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Newsletter text'));
    await user.paste('What is on:\n- Tokyo fika\n- Osaka walk');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('What is on:').tagName).toBe('P');
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tokyo fika', 'Osaka walk']);
  });

  it('previews, sends a test to the admin, then sends to all in batches until done', async () => {
    let batch = 0;
    const api = standard((action) => {
      if (action === 'send_newsletter_test') return json(200, { success: true, data: { to: 'admin@example.com', messageId: 'm1' } });
      if (action === 'send_newsletter') {
        batch++;
        return json(200, {
          success: true,
          data: batch === 1 ? { newsletter: newsletter(), done: false, batch: { sent: 500, skipped: 0, failed: 0 } } : { newsletter: newsletter({ status: 'sent', sentAt: '2026-11-22T09:01:00Z', recipients: 810, skipped_blocked: 2 }), done: true, batch: { sent: 310, skipped: 2, failed: 0 } },
        });
      }
      return undefined;
    });
    renderAdmin(<NewsletterPage />);
    const user = userEvent.setup();
    const sendAll = await screen.findByRole('button', { name: 'Send to all active subscribers' });
    expect(sendAll).toBeDisabled();
    await user.click(screen.getByLabelText('Subject'));
    await user.paste('November at Fika');
    await user.click(screen.getByLabelText('Newsletter text'));
    await user.paste('Hello friends.\n\n- Tokyo\n- Osaka');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'November at Fika' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tokyo', 'Osaka']);

    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Test sent to admin@example.com. Check your inbox.')).toBeInTheDocument();
    expect(sent(api, 'send_newsletter_test')[0].data).toEqual({ subject: 'November at Fika', body: 'Hello friends.\n\n- Tokyo\n- Osaka' });

    await user.click(sendAll);
    expect(window.confirm).toHaveBeenCalledWith('Send "November at Fika" to all 812 active subscribers? This cannot be undone.');
    expect(await screen.findByText('Sent "November at Fika" to 810 subscribers. Skipped 2 (blocked or unsubscribed).')).toBeInTheDocument();
    const calls = sent(api, 'send_newsletter');
    expect(calls).toHaveLength(2);
    expect(calls[0].data).toMatchObject({ subject: 'November at Fika', requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(calls[1].data).toEqual({ newsletterId: 'nl_req1' });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    await waitFor(() => expect(sent(api, 'list_newsletters').length).toBeGreaterThan(1));
  }, 15_000);

  it('does nothing when the admin cancels the confirmation, and shows a server error', async () => {
    vi.mocked(window.confirm).mockReturnValue(false);
    const api = standard((action) => (action === 'send_newsletter_test' ? json(409, { success: false, error: 'Your address is on the block list, so the test was not sent. Unblock it on the Email blocking page first.' }) : undefined));
    renderAdmin(<NewsletterPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Newsletter text'), 'Body');
    await user.click(screen.getByRole('button', { name: 'Send to all active subscribers' }));
    expect(sent(api, 'send_newsletter')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your address is on the block list');
  });

  it('resumes a newsletter that stopped part-way', async () => {
    const api = standard((action) => {
      if (action === 'list_newsletters') return json(200, { success: true, data: [newsletter()] });
      if (action === 'send_newsletter') return json(200, { success: true, data: { newsletter: newsletter({ status: 'sent', recipients: 600 }), done: true, batch: { sent: 100, skipped: 0, failed: 0 } } });
      return undefined;
    });
    renderAdmin(<NewsletterPage />);
    expect(await screen.findByText('Not finished')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume sending' }));
    expect(await screen.findByText('Sent "November at Fika" to 600 subscribers.')).toBeInTheDocument();
    expect(sent(api, 'send_newsletter')[0].data).toEqual({ newsletterId: 'nl_req1' });
  });

  it('exports the active signups: a job, Preparing… while it runs, then its download link', async () => {
    // The job's states in detail (polling every 2 s, failure, recent exports): tests/web/admin/exports.test.tsx.
    const ready = { ...exportView, status: 'ready', rows: 812, url: 'https://uploads.s3.ap-northeast-1.amazonaws.com/exports/exp_01TEST-r.csv?X-Amz-Signature=abc' };
    const api = standard((action) => {
      if (action === 'start_export') return json(202, { success: true, data: exportView });
      if (action === 'get_export') return json(200, { success: true, data: ready });
      return undefined;
    });
    let wait: () => void = () => {};
    vi.spyOn(exportPoll, 'wait').mockImplementation(() => new Promise<void>((resolve) => (wait = resolve)));
    renderAdmin(<NewsletterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export active signups (CSV)' }));
    expect(await screen.findByRole('button', { name: 'Preparing…' })).toBeDisabled();
    wait();
    const link = await screen.findByRole('link', { name: 'Download active-signups-2026-11-22.csv' });
    expect(link).toHaveAttribute('href', ready.url);
    expect(screen.getByText(/Ready: 812 rows/)).toBeInTheDocument();
    expect(sent(api, 'start_export').map((b) => b.data)).toEqual([{ kind: 'signups', filters: { status: 'active' } }]);
    expect(sent(api, 'get_export').map((b) => b.data)).toEqual([{ id: 'exp_01TEST' }]);
    expect(sent(api, 'export_signups_csv')).toHaveLength(0);
  });
});
