/**
 * /admin/subscriptions: the analytics summary (totals, active, monthly, yearly, revenue, from the
 * server's subscription figures) and every subscription, filtered and paged (100 a page: Next page
 * follows the server's cursor, Previous page goes back to the cursor kept for it), an exact lookup by
 * email or Stripe id, the CSV of the filtered list (an export job: web/src/components/ExportJob.tsx),
 * and one subscription's details beside Stripe's view.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import {
  SUBSCRIPTION_ERRORS,
  getSubscriptionAnalytics,
  getSubscriptionDetails,
  querySubscriptions,
  type SubscriptionDetails,
  type SubscriptionFilters,
  type SubscriptionRow,
} from '../api/admin-api';
import { useLoad, type Load } from '../components/use-load';
import { Loaded, Message, StatTiles, when } from '../components/Parts';
import { ExportButton } from '../../../components/ExportJob';
import '../admin-console.css';

const LIMIT = 100;
const STATUSES = [
  ['active', 'Active'],
  ['trialing', 'Trial'],
  ['past_due', 'Past Due'],
  ['canceled', 'Canceled'],
  ['unpaid', 'Unpaid'],
  ['incomplete', 'Incomplete'],
  ['paused', 'Paused'],
] as const;

const tone = (r: SubscriptionRow): BadgeTone => (r.isActive ? 'success' : r.subscription_status === 'past_due' || r.subscription_status === 'unpaid' ? 'warning' : 'neutral');
const plan = (r: SubscriptionRow) => (r.subscription_plans ? `${r.subscription_plans.billing_interval === 'year' ? 'Yearly' : 'Monthly'} · ${r.plan_price_text}` : '—');

interface Query {
  filters: SubscriptionFilters;
  search: string;
}

/** One page seen: the cursor it was read from (null: the first) and the number of its first row. */
interface PageAt {
  cursor: string | null;
  start: number;
}

export default function SubscriptionsPage() {
  const { token } = useAdmin();
  const ids = useId();
  const analytics = useLoad(() => getSubscriptionAnalytics(token), SUBSCRIPTION_ERRORS.analytics);

  const [status, setStatus] = useState('');
  const [billing, setBilling] = useState('');
  const [onlyActive, setOnlyActive] = useState(false);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<Query>({ filters: {}, search: '' });
  // The pages seen so far, the one on screen last: Previous page goes back one, new filters start again.
  const [pages, setPages] = useState<PageAt[]>([{ cursor: null, start: 0 }]);
  const at = pages[pages.length - 1];
  const [list, setList] = useState<Load<{ rows: SubscriptionRow[]; count: number; next: string | null }>>({ status: 'loading' });
  const [details, setDetails] = useState<SubscriptionDetails | null>(null);
  const [detailsMsg, setDetailsMsg] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    setList({ status: 'loading' });
    querySubscriptions(token, { ...query, limit: LIMIT, cursor: at.cursor })
      .then((data) => live && setList({ status: 'ok', data }))
      .catch((e: unknown) => live && setList({ status: 'error', message: e instanceof Error ? e.message : query.search ? SUBSCRIPTION_ERRORS.search : SUBSCRIPTION_ERRORS.list }));
    return () => {
      live = false;
    };
  }, [token, query, at]);

  function onFilter(e: FormEvent) {
    e.preventDefault();
    const filters: SubscriptionFilters = {};
    const known = STATUSES.find(([v]) => v === status)?.[0];
    if (known) filters.status = known;
    if (billing === 'month' || billing === 'year') filters.billing_interval = billing;
    if (onlyActive) filters.active = true;
    setQuery({ filters, search });
    setPages([{ cursor: null, start: 0 }]);
  }

  async function openDetails(email: string) {
    setDetailsMsg(null);
    try {
      setDetails(await getSubscriptionDetails(token, email));
    } catch (e) {
      setDetails(null);
      setDetailsMsg({ ok: false, text: e instanceof Error ? e.message : SUBSCRIPTION_ERRORS.list });
    }
  }

  return (
    <div className="container ac-page">
      <h1>Subscriptions</h1>
      <Loaded state={analytics.state} what="subscription analytics">
        {(a) => (
          <>
            <StatTiles
              label="Subscription analytics"
              stats={[
                { label: 'All subscriptions', value: a.totalSubscriptions },
                { label: 'Active now', value: a.activeSubscriptions, hint: 'active or trial status' },
                { label: 'Monthly (active)', value: a.monthlySubscriptions },
                { label: 'Yearly (active)', value: a.yearlySubscriptions },
                { label: 'Total revenue', value: a.totalRevenueText },
                { label: 'Average revenue', value: a.averageRevenueText, hint: 'per subscription' },
                { label: 'Monthly recurring', value: a.monthlyRecurringRevenueText },
              ]}
            />
            <ul className="ac-counts ac-counts--inline" aria-label="Subscriptions by status">
              {a.byStatus
                .filter((s) => s.count > 0)
                .map((s) => (
                  <li key={s.status}>
                    <span>{s.label}</span> <strong>{s.count}</strong>
                  </li>
                ))}
            </ul>
          </>
        )}
      </Loaded>

      <section aria-labelledby={`${ids}-list`} className="ac-section">
        <h2 id={`${ids}-list`}>All subscriptions</h2>
        <form className="ac-filters" onSubmit={onFilter} role="search">
          <div>
            <label htmlFor={`${ids}-search`}>Search</label>
            <input
              id={`${ids}-search`}
              type="search"
              placeholder="Exact email, cus_… or sub_… id"
              aria-describedby={`${ids}-search-help`}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <p id={`${ids}-search-help`} className="ac-help">
              Finds one subscription by its whole email address, Stripe customer id or subscription id.
            </p>
          </div>
          <div>
            <label htmlFor={`${ids}-status`}>Status</label>
            <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Any status</option>
              {STATUSES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-interval`}>Billing</label>
            <select id={`${ids}-interval`} value={billing} onChange={(e) => setBilling(e.target.value)}>
              <option value="">Monthly and yearly</option>
              <option value="month">Monthly</option>
              <option value="year">Yearly</option>
            </select>
          </div>
          <label className="ac-check">
            <input type="checkbox" checked={onlyActive} onChange={(e) => setOnlyActive(e.target.checked)} /> Only active now
          </label>
          <Button type="submit" size="sm">
            Show
          </Button>
        </form>

        <Loaded state={list} what="subscriptions">
          {({ rows, count, next }) =>
            rows.length === 0 && !next && pages.length === 1 ? (
              <p>No subscriptions match.</p>
            ) : (
              <>
                <p role="status">{rows.length ? `Showing ${at.start + 1}–${at.start + rows.length} of ${count}.` : `No rows on this page (${count} in all).`}</p>
                <div className="ac-table-wrap">
                  <table className="ac-table">
                    <thead>
                      <tr>
                        <th scope="col">Email</th>
                        <th scope="col">Status</th>
                        <th scope="col">Plan</th>
                        <th scope="col">Period ends</th>
                        <th scope="col">Paid</th>
                        <th scope="col">Last change</th>
                        <th scope="col">
                          <span className="visually-hidden">Details</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={r.email}>
                          <th scope="row">{r.email}</th>
                          <td>
                            <Badge tone={tone(r)}>{r.statusLabel}</Badge>
                            {r.cancel_at_period_end && <span className="ac-help"> ends at period end</span>}
                          </td>
                          <td>{plan(r)}</td>
                          <td>{when(r.current_period_end, false)}</td>
                          <td>{r.total_paid_text}</td>
                          <td>{when(r.updatedAt)}</td>
                          <td>
                            <Button size="sm" variant="secondary" onClick={() => void openDetails(r.email)} aria-label={`Details for ${r.email}`}>
                              Details
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="ac-actions">
                  <ExportButton
                    token={token}
                    label="Export CSV"
                    what="the subscriptions matching these filters"
                    input={() => ({ kind: 'subscriptions', filters: { ...query.filters, ...(query.search.trim() ? { search: query.search.trim() } : {}) } })}
                  />
                  <Button size="sm" variant="secondary" disabled={pages.length === 1} onClick={() => setPages(pages.slice(0, -1))}>
                    Previous page
                  </Button>
                  <Button size="sm" variant="secondary" disabled={!next} onClick={() => next && setPages([...pages, { cursor: next, start: at.start + rows.length }])}>
                    Next page
                  </Button>
                </div>
              </>
            )
          }
        </Loaded>
      </section>

      <Message message={detailsMsg} />
      {details && (
        <section aria-labelledby={`${ids}-details`} className="ac-section ac-card">
          <div className="ac-section__head">
            <h2 id={`${ids}-details`}>{details.email}</h2>
            <Button size="sm" variant="ghost" onClick={() => setDetails(null)}>
              Close
            </Button>
          </div>
          <dl className="ac-details">
            <dt>Status</dt>
            <dd>
              {details.subscription.statusLabel} ({details.subscription.isActive ? 'gives access now' : 'no access'})
            </dd>
            <dt>Plan</dt>
            <dd>{plan(details.subscription)}</dd>
            <dt>Period ends</dt>
            <dd>{when(details.subscription.current_period_end)}</dd>
            <dt>Paid in total</dt>
            <dd>{details.subscription.total_paid_text}</dd>
            <dt>Started</dt>
            <dd>{when(details.subscription.createdAt)}</dd>
            <dt>Customer</dt>
            <dd>{details.subscription.stripeCustomerId ?? '—'}</dd>
            <dt>Subscription</dt>
            <dd>{details.subscription.stripeSubscriptionId ?? '—'}</dd>
            <dt>Newsletter</dt>
            <dd>{details.signup ? details.signup.status : 'not on the list'}</dd>
            <dt>Stripe says</dt>
            <dd>
              {details.stripe
                ? `${details.stripe.status}${details.stripe.inSync ? ' (matches)' : ' (differs from ours: use sync from Stripe)'}`
                : 'not available'}
            </dd>
          </dl>
        </section>
      )}
    </div>
  );
}
