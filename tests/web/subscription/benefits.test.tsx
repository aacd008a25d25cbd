/**
 * The subscription page says what a subscription gives, from the facts (content/site/facts.ts),
 * in English and in Japanese: the summary under the title, each benefit, what is not included, and
 * the monthly plan's text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import SubscriptionPage from '../../../web/src/features/subscription/pages/SubscriptionPage';
import { SUBSCRIPTION_BENEFITS, SUBSCRIPTION_NOT_INCLUDED, SUBSCRIPTION_SUMMARY } from '../../../content/site/facts';
import { PLANS } from '../../../functions/billing/plans';
import { formatPrice } from '../../../content/events/money';
import { activateLocale } from '../../../web/src/lib/i18n';
import { unkeptClaims } from '../../support/subscription-claims';
import { json, stubApi } from '../api-stub';

function show() {
  stubApi({
    get_plans: () =>
      json(200, { success: true, data: { plans: PLANS.map((p) => ({ ...p, priceText: formatPrice(p.price_cents, p.currency) })), annualSavingCents: 300000, annualSavingText: '¥3,000' } }),
    get_subscription_status: () => json(200, { success: true, data: { hasActiveSubscription: false, subscription: null } }),
  });
  const router = createMemoryRouter([{ path: '/subscription', element: <SubscriptionPage />, handle: { title: 'Subscription' } }], { initialEntries: ['/subscription'] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  activateLocale('en');
  vi.unstubAllGlobals();
});

describe.each(['en', 'ja'] as const)('/subscription in %s', (lang) => {
  it('says what a subscription gives and what it does not cover, in the words of the facts', async () => {
    activateLocale(lang);
    show();
    expect(screen.getByText(SUBSCRIPTION_SUMMARY[lang])).toBeInTheDocument();
    const list = screen.getByRole('region', { name: lang === 'en' ? 'What a subscription gives' : 'サブスクリプションで受けられるもの' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(Object.values(SUBSCRIPTION_BENEFITS).map((b) => b[lang]));
    expect(within(list).getByText(SUBSCRIPTION_NOT_INCLUDED[lang])).toBeInTheDocument();
    const plans = await screen.findByRole('list', { name: lang === 'en' ? 'Plans' : 'プラン' });
    expect(plans.textContent).toContain(SUBSCRIPTION_SUMMARY[lang]);
    expect(unkeptClaims([document.body.textContent ?? ''])).toEqual([]);
  });
});
