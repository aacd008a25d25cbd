/**
 * Sends queued analytics events (lib/analytics) to POST /api/analytics in batches of at most
 * ANALYTICS_BATCH_MAX: with sendBeacon when the page hides (fetch with keepalive when the browser
 * has none or refuses it), with fetch otherwise. Without consent only page views go, without their
 * props, and no attribution. Loaded on the first event, never with the first page.
 */
import { endpoints } from '@/api/endpoints';
import type { WireInput } from '@/api/contract';
import type { analyticsContract } from '@/api/analytics';
import { ANALYTICS_BATCH_MAX, ANALYTICS_PATH_MAX, ANALYTICS_PROP_TEXT_MAX, ANALYTICS_PROPS_MAX } from '@/content/site/analytics';
import { consentAllows } from './browser-storage';
import type { AnalyticsEvent, AnalyticsProps } from './analytics-event';

type Batch = WireInput<typeof analyticsContract>;
type Attribution = NonNullable<Batch['attribution']>;

const PROP_KEY_MAX = 40;

/** The props the collector accepts: short texts, numbers and booleans, at most ANALYTICS_PROPS_MAX. */
function cleanProps(props: AnalyticsProps): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined || k.length > PROP_KEY_MAX || Object.keys(out).length >= ANALYTICS_PROPS_MAX) continue;
    out[k] = typeof v === 'string' ? v.slice(0, ANALYTICS_PROP_TEXT_MAX) : v;
  }
  return out;
}

/**
 * The landing page's query and referrer: read as the sender loads (on the first event, the landing
 * page's view), with consent only; sent with the first batch, then forgotten.
 */
let landing: [string, string] | null = consentAllows('analytics') ? [location.search, document.referrer] : null;

/** A site path the collector accepts. */
const sitePath = (path: string) => (path.startsWith('/') ? path : '/').slice(0, ANALYTICS_PATH_MAX);

/** The landing page's UTM fields and the referrer's origin (another site's only). */
export function attributionOf(search: string, referrer: string): Attribution {
  const q = new URLSearchParams(search);
  const a: Attribution = {};
  for (const k of ['source', 'medium', 'campaign'] as const) {
    const v = q.get(`utm_${k}`);
    if (v) a[k] = v.slice(0, 100);
  }
  try {
    const origin = new URL(referrer).origin;
    if (origin !== location.origin) a.referrer = origin;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return a;
}

function post(body: Batch, beacon: boolean): void {
  const url = endpoints.analytics.path;
  const data = JSON.stringify(body);
  try {
    if (beacon && navigator.sendBeacon?.(url, new Blob([data], { type: 'application/json' }))) return;
  } catch {
    // A refused beacon: fetch below.
  }
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: data, keepalive: true }).catch(() => {
    // Analytics never breaks the page; a lost batch is lost.
  });
}

/** Sends the events in batches, as the visitor's consent allows now; the first batch with consent carries the landing's attribution. */
export function send(events: readonly AnalyticsEvent[], beacon: boolean): void {
  const consent = consentAllows('analytics');
  const sent = events
    .filter((e) => consent || e.name === 'page_view')
    .map((e) => ({ name: e.name, path: sitePath(e.path), ...(consent ? { props: cleanProps(e.props) } : {}) }));
  for (let i = 0; i < sent.length; i += ANALYTICS_BATCH_MAX) {
    const from = consent ? landing : null;
    if (from) landing = null;
    post({ consent, ...(from ? { attribution: attributionOf(...from) } : {}), events: sent.slice(i, i + ANALYTICS_BATCH_MAX) }, beacon);
  }
}
