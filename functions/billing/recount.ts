/**
 * The one-off migrations of the subscription items (functions/jobs/migrations.ts runs them before
 * traffic): their list indexes and Stripe-id lookups (store.backfillIndexes), and the recount that
 * sets the subscription figures (./figures.ts) once, from every item (functions/admin/figures-recount.ts).
 */
import * as figures from '../lib/figures';
import type { Item, Ports } from '../lib/ports';
import { GROUP, read, recountValues } from './figures';
import { forEachPage } from './store';

/** Sets the subscription figures from a recount of every subscription, IF they were never recounted; answers whether it did. */
export async function recountSubscriptions(p: Pick<Ports, 'table'>, at: string): Promise<boolean> {
  const items: Item[] = [];
  // Only what the counters need is kept: status, plan and amount paid (and whether it is counted).
  await forEachPage(p, async (page) => {
    for (const it of page) items.push({ gsi2pk: it.gsi2pk, subscription_status: it.subscription_status, plan: it.plan, total_paid_cents: it.total_paid_cents });
  });
  return figures.recountOnce(p, GROUP, recountValues(items, await read(p)), at);
}
