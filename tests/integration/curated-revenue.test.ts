/**
 * Curated revenue in each session's currency, against DynamoDB Local: a Tokyo or Osaka session's
 * payments are yen, a Honolulu session's dollars; the overview and the analytics total them per
 * currency and never add yen to dollars.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { revenueOps } from '../../functions/curated/payments';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);

describe('curated revenue per currency', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const adm = (action: string, data: unknown = {}) => h.call('/api/curated-fika-admin', { action, data }, { headers: admin });
  const session = async (city: string, country: string) => {
    const r = await adm('create_open_session', { sessionData: { session_title: `Fika in ${city}`, session_date: '2026-12-06T14:00', venue_name: 'Cafe', city, country, max_participants: 4 } });
    expect(r.status).toBe(201);
    return { id: r.body.data.sessionId as string, city };
  };

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    const tokyo = await session('Tokyo', 'Japan');
    const osaka = await session('Osaka', 'Japan');
    const honolulu = await session('Honolulu', 'United States');
    // Payments and a refund as the webhook and the admin record them (revenueOps is their one write of revenue).
    const pay = (s: { id: string; city: string }, at: string, amount: number, counter: 'payments' | 'refunds' = 'payments') => h.ports.table.transact(revenueOps(s, at, amount, counter));
    await pay(tokyo, '2026-11-02T00:00:00Z', 4500);
    await pay(tokyo, '2026-11-03T00:00:00Z', 4500);
    await pay(osaka, '2026-11-04T00:00:00Z', 5400);
    await pay(tokyo, '2026-11-03T00:00:00Z', -4500, 'refunds');
    await pay(honolulu, '2026-11-05T00:00:00Z', 36);
    await pay(honolulu, '2026-10-05T00:00:00Z', 30);
    await pay(tokyo, '2026-09-10T00:00:00Z', 3000);
    // A month recorded before revenue was kept per currency: those payments were charged in dollars.
    await h.ports.table.put({ pk: keys.cfRevenue('', '').pk, sk: '2026-08', amount: 60, payments: 2 });
  });

  it('the overview shows this month per currency: yen for Tokyo and Osaka, dollars for Honolulu', async () => {
    const r = await adm('get_admin_stats');
    expect(r.status).toBe(200);
    expect(r.body.data.revenue).toEqual({
      thisMonth: [
        { currency: 'JPY', amount: 9900 },
        { currency: 'USD', amount: 36 },
      ],
    });
  });

  it('the analytics give each currency its own months, never a sum across currencies', async () => {
    const r = await adm('get_analytics');
    expect(r.body.data.revenueByMonth).toEqual([
      {
        currency: 'JPY',
        months: [
          { month: '2026-06', amount: 0 },
          { month: '2026-07', amount: 0 },
          { month: '2026-08', amount: 0 },
          { month: '2026-09', amount: 3000 },
          { month: '2026-10', amount: 0 },
          { month: '2026-11', amount: 9900 },
        ],
      },
      {
        currency: 'USD',
        months: [
          { month: '2026-06', amount: 0 },
          { month: '2026-07', amount: 0 },
          { month: '2026-08', amount: 60 },
          { month: '2026-09', amount: 0 },
          { month: '2026-10', amount: 30 },
          { month: '2026-11', amount: 36 },
        ],
      },
    ]);
  });

  it('keeps each session\'s own revenue, in its currency', async () => {
    const list = (await adm('get_sessions')).body.data.data as { city: string; total_revenue: number }[];
    expect(Object.fromEntries(list.map((s) => [s.city, s.total_revenue]))).toEqual({ Tokyo: 7500, Osaka: 5400, Honolulu: 66 });
  });
});
