import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SubscriptionStatusPanel } from '../../../web/src/features/subscription/components/SubscriptionStatusPanel';
import SubscriptionCancelPage from '../../../web/src/features/subscription/pages/SubscriptionCancelPage';
import { json, stubApi } from '../api-stub';
import { clearMemberSession, resetMemberSessionForTests, saveMemberSession } from '../../../web/src/lib/member-session';
import { ACCESS_MESSAGES } from '../../../domain/member/rules';

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

const FUTURE = new Date(Date.now() + 3_600_000).toISOString();
/** Signs the browser in as a member (the sign-in link's result). */
const signIn = (email = 'aiko@example.com') => saveMemberSession({ token: 'session-1', email, expiresAt: FUTURE });
/** The Authorization header of each get_subscription_status request. */
const statusAuth = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => JSON.parse(String((init as RequestInit).body)).action === 'get_subscription_status')
    .map(([, init]) => ((init as RequestInit).headers as Record<string, string>).authorization);

describe('subscription status panel', () => {
  afterEach(() => {
    clearMemberSession();
    resetMemberSessionForTests();
  });

  it('without sign-in it asks for nothing about the address: it offers the emailed sign-in link that comes back here', async () => {
    const calls = stubApi({ request_access: () => json(200, { success: true, data: { message: ACCESS_MESSAGES.sent } }) });
    const user = renderAt('/subscription', <SubscriptionStatusPanel initialEmail="aiko@example.com" />);
    expect(screen.queryByRole('button', { name: 'Check status' })).toBeNull();
    expect(screen.getByLabelText('Your email')).toHaveValue('aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link to manage my subscription' }));
    expect(await screen.findByText(ACCESS_MESSAGES.sent)).toBeInTheDocument();
    expect(requests(calls)).toEqual([{ action: 'request_access', data: { email: 'aiko@example.com', redirect: '/subscription' } }]);
  });

  it('signed in, a cancelled subscription reads "Active until {date}" and offers to resume it by an emailed link', async () => {
    const calls = stubApi({
      get_subscription_status: () => json(200, { success: true, data: { hasActiveSubscription: true, subscription: view(true) } }),
      resume_subscription: () => json(200, { success: true, data: { confirmationSent: true, message: 'We have emailed a link to confirm resuming your subscription. It works once, for 24 hours.' } }),
    });
    signIn();
    const user = renderAt('/subscription', <SubscriptionStatusPanel initialEmail="" />);
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Active until December 22, 2026');
    expect(statusAuth()).toEqual(['Bearer session-1']);
    expect(requests(calls).find((c) => c.action === 'get_subscription_status')).toEqual({ action: 'get_subscription_status', data: { email: 'aiko@example.com' } });
    expect(screen.queryByRole('button', { name: 'Cancel my subscription' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume my subscription' }));
    expect(await screen.findByText(/emailed a link to confirm resuming/)).toBeInTheDocument();
    expect(requests(calls).at(-1)).toEqual({ action: 'resume_subscription', data: { email: 'aiko@example.com' } });
  });

  it('signed in, a renewing subscription shows its renewal date and the cancel button', async () => {
    stubApi({ get_subscription_status: () => json(200, { success: true, data: { hasActiveSubscription: true, subscription: view(false) } }) });
    signIn();
    renderAt('/subscription', <SubscriptionStatusPanel initialEmail="" />);
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent(/^Active$/);
    expect(screen.getByText('Renews on December 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my subscription' })).toBeInTheDocument();
  });

  it('an expired session goes back to the sign-in offer', async () => {
    stubApi({ get_subscription_status: () => json(401, { success: false, error: ACCESS_MESSAGES.expired, expired: true }) });
    signIn();
    renderAt('/subscription', <SubscriptionStatusPanel initialEmail="" />);
    expect(await screen.findByRole('button', { name: 'Email me a link to manage my subscription' })).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-status')).toBeNull();
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
