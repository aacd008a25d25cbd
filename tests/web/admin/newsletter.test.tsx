import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterPage from '../../../web/src/features/admin-console/pages/NewsletterPage';
import { json, mockApi, renderAdmin, sent } from './helpers';

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-10-${String(24 + i).padStart(2, '0')}`, signups: 0, unsubscribes: 0 }));
days[29] = { date: '2026-11-22', signups: 3, unsubscribes: 1 };
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

function standard(extra: (action: string, data: Record<string, any>) => Response | undefined = () => undefined) {
  return mockApi((action, data) => {
    const r = extra(action, data);
    if (r) return r;
    switch (action) {
      case 'get_signup_counts':
        return json(200, { success: true, data: { active: 812, unsubscribed: 40, total: 852 } });
      case 'get_signup_stats':
        return json(200, { success: true, data: { days, totals: { signups: 3, unsubscribes: 1, net: 2 }, conversionValueUsd: 3 } });
      case 'get_recent_signups':
        return json(200, {
          success: true,
          data: [{ email: 'new@example.com', source: 'website', status: 'active', subscribed_at: '2026-11-22T01:00:00Z', reactivated_at: null, member_status: 'active', signup_page: '/events' }],
        });
      case 'get_unsubscribe_stats':
        return json(200, {
          success: true,
          data: {
            days_back: 30,
            since: '2026-10-23T15:00:00Z',
            total: 1,
            by_reason: [{ reason: 'too_many_emails', count: 1 }],
            by_method: [{ method: 'one_click', count: 1 }],
            with_feedback: 0,
            recent: [{ email: 'gone@example.com', reason: 'too_many_emails', method: 'one_click', feedback: null, sourceType: null, unsubscribed_at: '2026-11-21T00:00:00Z', tracking_id: 'unsub_1' }],
          },
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

  it('shows the counts by status, the 30-day chart with its numbers, recent signups and unsubscribes', async () => {
    const api = standard();
    renderAdmin(<NewsletterPage />);
    const byStatus = await screen.findByLabelText('Signups by status');
    expect(within(byStatus).getByText('Active subscribers').nextSibling).toHaveTextContent('812');
    expect(within(byStatus).getByText('Unsubscribed').nextSibling).toHaveTextContent('40');
    expect(await screen.findByRole('img', { name: /3 signups and 1 unsubscribes over the last 30 days; busiest day 22 Nov with 3/ })).toBeInTheDocument();
    expect(screen.getByText('$3')).toBeInTheDocument();
    const numbers = screen.getByRole('table', { name: 'Signups and unsubscribes per day' });
    expect(within(numbers).getAllByRole('row')).toHaveLength(31);
    expect(await screen.findByRole('rowheader', { name: 'new@example.com' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'gone@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'By reason' }).nextElementSibling).toHaveTextContent('Too many emails 1');
    expect(screen.getByRole('heading', { name: 'By method' }).nextElementSibling).toHaveTextContent('One click 1');
    // Every call carries the admin's bearer token.
    expect(sent(api, 'get_signup_counts')[0].headers.authorization).toBe('Bearer admin-token');
    expect(sent(api, 'get_signup_counts')[0].url).toBe('/api/admin-console');
  }, 15_000);

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

  it('downloads the CSV of active signups', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (created.push(b), 'blob:csv')), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    standard((action) => (action === 'export_signups_csv' ? json(200, { success: true, data: { filename: 'active-signups-2026-11-22.csv', csv: 'email\r\na@example.com\r\n', rows: 1, truncated: false } }) : undefined));
    renderAdmin(<NewsletterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export active signups (CSV)' }));
    expect(await screen.findByText('Downloaded 1 active signup.')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(text).toBe('email\r\na@example.com\r\n');
  });
});
