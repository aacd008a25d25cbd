import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SubscriptionStatusPanel } from '../../../web/src/features/subscription/components/SubscriptionStatusPanel';
import SubscriptionCancelPage from '../../../web/src/features/subscription/pages/SubscriptionCancelPage';
import { json, stubApi } from '../api-stub';

const END = '2026-12-22T12:00:00.000Z';
const view = (cancelAtPeriodEnd: boolean) => ({
  subscription_status: 'active',
  statusLabel: 'Active',
  isActive: true,
  current_period_end: END,
  cancel_at_period_end: cancelAtPeriodEnd,
  total_paid_cents: 150000,
  subscription_plans: { code: 'monthly', billing_interval: 'month', price_cents: 150000 },
});

/** The requests the page made, as {action, data}. */
const requests = (calls: Record<string, unknown>[]) => calls.map(({ action, data }) => ({ action, data }));

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('subscription status panel', () => {
  it('a cancelled subscription reads "Active until {date}" and offers to resume it by an emailed link', async () => {
    const calls = stubApi({
      get_subscription_status: () => json(200, { success: true, data: { hasActiveSubscription: true, subscription: view(true) } }),
      resume_subscription: () => json(200, { success: true, data: { confirmationSent: true, message: 'We have emailed a link to confirm resuming your subscription. It works once, for 24 hours.' } }),
    });
    const user = renderAt('/subscription', <SubscriptionStatusPanel initialEmail="aiko@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Active until December 22, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel my subscription' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume my subscription' }));
    expect(await screen.findByText(/emailed a link to confirm resuming/)).toBeInTheDocument();
    expect(requests(calls).at(-1)).toEqual({ action: 'resume_subscription', data: { email: 'aiko@example.com' } });
  });

  it('a renewing subscription shows its renewal date and the cancel button', async () => {
    stubApi({ get_subscription_status: () => json(200, { success: true, data: { hasActiveSubscription: true, subscription: view(false) } }) });
    const user = renderAt('/subscription', <SubscriptionStatusPanel initialEmail="aiko@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent(/^Active$/);
    expect(screen.getByText('Renews on December 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my subscription' })).toBeInTheDocument();
  });
});

describe('/subscription/cancel with a link token', () => {
  it('says the subscription runs to the end of the paid period, then shows "Active until {date}"', async () => {
    const calls = stubApi({
      cancel_subscription: () =>
        json(200, { success: true, data: { cancelled: true, resumed: false, confirmationSent: false, message: 'Your subscription is cancelled. It stays active until the end of the period you have paid for and will not renew.', subscription: view(true) } }),
    });
    const user = renderAt('/subscription/cancel?token=tok1&email=aiko%40example.com', <SubscriptionCancelPage />);
    expect(screen.getByText(/stays active until the end of the period you have paid for/)).toBeInTheDocument();
    expect(screen.queryByText(/straight away/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Active until December 22, 2026');
    expect(requests(calls)).toEqual([{ action: 'cancel_subscription', data: { email: 'aiko@example.com', token: 'tok1' } }]);
  });

  it('with action=resume it resumes the subscription', async () => {
    const calls = stubApi({
      resume_subscription: () =>
        json(200, { success: true, data: { cancelled: false, resumed: true, confirmationSent: false, message: 'Your subscription is resumed. It renews at the end of the period as before.', subscription: view(false) } }),
    });
    const user = renderAt('/subscription/cancel?action=resume&token=tok2&email=aiko%40example.com', <SubscriptionCancelPage />);
    expect(screen.getByRole('heading', { name: 'Resume your subscription' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, resume my subscription' }));
    expect(await screen.findByText('Your subscription is resumed. It renews at the end of the period as before.')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(/^Active$/);
    expect(requests(calls)).toEqual([{ action: 'resume_subscription', data: { email: 'aiko@example.com', token: 'tok2' } }]);
  });
});
