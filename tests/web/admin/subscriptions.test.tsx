import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionsPage from '../../../web/src/features/admin-console/pages/SubscriptionsPage';
import { json, mockApi, renderAdmin, sent } from './helpers';

const sub = (email: string, status: string, label: string, isActive: boolean) => ({
  email,
  subscription_status: status,
  statusLabel: label,
  isActive,
  current_period_end: '2026-12-01T00:00:00Z',
  cancel_at_period_end: false,
  total_paid_cents: 150000,
  total_paid_text: '¥1,500',
  subscription_plans: { code: 'monthly', billing_interval: 'month', price_cents: 150000 },
  plan_price_text: '¥1,500',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

const analytics = {
  totalSubscriptions: 120,
  activeSubscriptions: 100,
  monthlySubscriptions: 80,
  yearlySubscriptions: 20,
  totalRevenue: 36000000,
  averageRevenue: 300000,
  monthlyRecurringRevenue: 14500000,
  currency: 'JPY',
  totalRevenueText: '¥360,000',
  averageRevenueText: '¥3,000',
  monthlyRecurringRevenueText: '¥145,000',
  byStatus: [
    { status: 'active', label: 'Active', count: 95 },
    { status: 'trialing', label: 'Trial', count: 5 },
    { status: 'paused', label: 'Paused', count: 0 },
  ],
};

describe('/admin/subscriptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the analytics, the list with paging, filters and search, and one subscription', async () => {
    // Pages of 100 would do the same; three rows, then two, keep the test quick.
    const first = Array.from({ length: 3 }, (_, i) => sub(`member${i}@example.com`, 'active', 'Active', true));
    const second = Array.from({ length: 2 }, (_, i) => sub(`later${i}@example.com`, 'canceled', 'Canceled', false));
    const api = mockApi((action, data) => {
      if (action === 'get_subscription_analytics') return json(200, { success: true, data: analytics });
      // The cursor is the server's (opaque): the page sends back the `next` it was given.
      if (action === 'get_all_subscriptions')
        return json(200, data.cursor === 'page-2' ? { success: true, data: second, count: 5, limit: 100, next: null } : { success: true, data: first, count: 5, limit: 100, next: 'page-2' });
      if (action === 'search_subscriptions') return json(200, { success: true, data: [sub('past@example.com', 'past_due', 'Past Due', false)], count: 1, limit: 100, next: null });
      if (action === 'get_subscription_details')
        return json(200, { success: true, data: { email: data.filters.email, subscription: sub(data.filters.email, 'past_due', 'Past Due', false), signup: null, stripe: { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, inSync: false } } });
      return undefined;
    });
    renderAdmin(<SubscriptionsPage />);
    const user = userEvent.setup();
    const tiles = await screen.findByLabelText('Subscription analytics');
    expect(within(tiles).getByText('All subscriptions').nextSibling).toHaveTextContent('120');
    expect(within(tiles).getByText('Total revenue').nextSibling).toHaveTextContent('¥360,000');
    expect(within(screen.getByLabelText('Subscriptions by status')).getAllByRole('listitem')).toHaveLength(2);

    expect(await screen.findByText('Showing 1–3 of 5.')).toBeInTheDocument();
    expect(sent(api, 'get_all_subscriptions')[0].data).toEqual({ filters: {}, search: '', limit: 100, cursor: null });
    expect(sent(api, 'get_all_subscriptions')[0].url).toBe('/api/admin-subscription-queries');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // Next page follows the server's cursor; the rows go on from where the first page ended.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 4–5 of 5.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('later0@example.com')).toBeInTheDocument();
    expect(sent(api, 'get_all_subscriptions')[1].data).toEqual({ filters: {}, search: '', limit: 100, cursor: 'page-2' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Previous page reads the first page again from the cursor kept for it (none: the first).
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 1–3 of 5.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('member0@example.com')).toBeInTheDocument();
    expect(sent(api, 'get_all_subscriptions')[2].data.cursor).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    // New filters start again from the first page.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 4–5 of 5.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'canceled');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Showing 1–3 of 5.')).toBeInTheDocument();
    expect(sent(api, 'get_all_subscriptions').at(-1)!.data).toEqual({ filters: { status: 'canceled' }, search: '', limit: 100, cursor: null });
    await user.selectOptions(screen.getByLabelText('Status'), '');

    await user.click(screen.getByLabelText('Search'));
    await user.paste('past@example.com');
    await user.selectOptions(screen.getByLabelText('Billing'), 'month');
    await user.click(screen.getByLabelText('Only active now'));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Showing 1–1 of 1.')).toBeInTheDocument();
    expect(sent(api, 'search_subscriptions')[0].data).toEqual({ filters: { billing_interval: 'month', active: true }, search: 'past@example.com', limit: 100, cursor: null });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(screen.getByRole('table')).getByText('Past Due')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details for past@example.com' }));
    const panel = await screen.findByRole('region', { name: 'past@example.com' });
    expect(panel).toHaveTextContent('Past Due (no access)');
    expect(panel).toHaveTextContent('active (differs from ours: use sync from Stripe)');
    expect(sent(api, 'get_subscription_details')[0].data).toEqual({ filters: { email: 'past@example.com' } });
  }, 15_000);

  it('falls back to the fixed default messages when the server gives none', async () => {
    mockApi((action) => json(400, { success: false, ...(action === 'x' ? { error: 'x' } : {}) }));
    renderAdmin(<SubscriptionsPage />);
    expect(await screen.findByText('Failed to fetch analytics')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch subscriptions')).toBeInTheDocument();
  });
});
