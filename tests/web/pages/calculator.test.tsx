import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CostCalculatorPage from '../../../web/src/features/calculator/pages/CostCalculatorPage';
import { defaultCostInput, estimateMonthlyCost, formatCost } from '../../../content/guides/cost-of-living';
import { renderPage } from './render-page';

/** "¥215,400" / "$4,385" → 215400 / 4385 */
const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

function readResult() {
  const total = screen.getByTestId('calc-total').textContent ?? '';
  const lines = screen.getAllByTestId('calc-line').map((td) => td.firstChild?.textContent ?? '');
  return { total, totalValue: amount(total), lines, sum: lines.reduce((s, l) => s + amount(l), 0) };
}

describe('/tokyo-expat-calculator', { timeout: 30_000 }, () => {
  it('shows the default estimate with a breakdown that adds up to the total', () => {
    renderPage(CostCalculatorPage, '/tokyo-expat-calculator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cost of Living Calculator');
    const expected = estimateMonthlyCost(defaultCostInput);
    const r = readResult();
    expect(r.total).toBe(formatCost(expected.total, 'JPY'));
    expect(r.total.startsWith('¥')).toBe(true);
    expect(r.lines).toHaveLength(expected.breakdown.length);
    expect(r.sum).toBe(r.totalValue);
    const table = screen.getByRole('table', { name: 'Monthly breakdown' });
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('recomputes live when the city and the lifestyle change', async () => {
    const user = userEvent.setup();
    renderPage(CostCalculatorPage, '/tokyo-expat-calculator');
    const tokyo = readResult();

    await user.click(screen.getByRole('radio', { name: /^Osaka/ }));
    const osaka = readResult();
    expect(osaka.totalValue).not.toBe(tokyo.totalValue);
    expect(osaka.total).toBe(formatCost(estimateMonthlyCost({ ...defaultCostInput, city: 'osaka' }).total, 'JPY'));
    expect(osaka.sum).toBe(osaka.totalValue);
    expect(screen.getByRole('heading', { name: 'Your estimate for Osaka' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Premium/ }));
    const premium = readResult();
    expect(premium.totalValue).toBeGreaterThan(osaka.totalValue);
    expect(premium.total).toBe(formatCost(estimateMonthlyCost({ ...defaultCostInput, city: 'osaka', lifestyle: 'premium' }).total, 'JPY'));
    expect(premium.sum).toBe(premium.totalValue);

    await user.click(screen.getByRole('radio', { name: /^Honolulu/ }));
    const honolulu = readResult();
    expect(honolulu.total.startsWith('$')).toBe(true);
    expect(honolulu.total).toBe(formatCost(estimateMonthlyCost({ ...defaultCostInput, city: 'honolulu', lifestyle: 'premium' }).total, 'USD'));
    expect(honolulu.sum).toBe(honolulu.totalValue);
  });

  it('follows household size, home, neighbourhood and the gym toggle', async () => {
    const user = userEvent.setup();
    renderPage(CostCalculatorPage, '/tokyo-expat-calculator');
    await user.selectOptions(screen.getByLabelText('Household'), '2');
    await user.click(screen.getByRole('radio', { name: /^2LDK/ }));
    await user.click(screen.getByRole('radio', { name: /^Central/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Include a gym membership' }));
    const input = { ...defaultCostInput, adults: 2, size: '2ldk' as const, tier: 'central' as const, includeGym: false };
    const r = readResult();
    expect(r.total).toBe(formatCost(estimateMonthlyCost(input).total, 'JPY'));
    expect(r.sum).toBe(r.totalValue);
    expect(screen.queryByRole('rowheader', { name: /Gym & fitness/ })).not.toBeInTheDocument();
  });

  it('shows approximate amounts in the other currency on request', async () => {
    const user = userEvent.setup();
    renderPage(CostCalculatorPage, '/tokyo-expat-calculator');
    expect(screen.queryByText(/≈ \$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /approximate amounts in US dollars/ }));
    expect(screen.getAllByText(/≈ \$[\d,]+/).length).toBeGreaterThan(1);
    expect(screen.getByText(/fixed illustrative rate/)).toBeInTheDocument();
  });
});
