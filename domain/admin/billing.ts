/** The admin subscription list's page size, filters, statuses and the messages of its retired parameters: read by the contract and the admin billing function. */
/** The admin subscription list shows 100 rows a page. */
export const ADMIN_LIST_LIMIT = 100;

/** Paging by offset read (and skipped) every row before the page: pages come from the cursor now. */
export const OFFSET_GONE = 'Paging by offset is no longer offered: send the `next` of the previous page as `cursor`.';

/** No index serves a plan-code filter; each plan has its own billing interval. */
export const PLAN_CODE_GONE = 'Filtering by plan code is no longer offered: filter by billing_interval (month or year).';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused'] as const;

export interface SubscriptionFilters {
  status?: string;
  billing_interval?: 'month' | 'year';
  /** true: only subscriptions that give access now (status active/trialing, period not over). */
  active?: boolean;
  email?: string;
}
