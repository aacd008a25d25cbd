/**
 * The organiser's summary (POST /api/admin-analytics get_summary): a window of Japan-time days
 * ending today, read from the daily counters (never a scan of raw events): the page-view figures
 * (event names, paths, card slugs) one Query per shard, ANALYTICS_SHARDS × days items at most
 * whatever the number of paths; the others one Query per metric. Event titles come from the event catalogue.
 */
import { eventBySlug } from '../../content/events/index';
import type { Ports } from '../lib/ports';
import type { AnalyticsSummary } from '../../api/admin-analytics';
import { dayOf, daysEnding } from './days';
import { UTM_DEFAULTS } from './dimensions';
import { readDays, readShardedDays, type Counter } from './store';

/** Lists the summary ranks are cut to. */
export const TOP_PAGES = 20;
export const TOP_EVENTS = 20;
export const TOP_SOURCES = 20;
export const FUNNEL_EVENTS = 50;

/** The path of an event's page. */
const EVENT_PAGE = /^\/events\/([^/]+)$/;

/** Sums counters by a key, most first (ties by key, so the order is stable). */
function totals(counters: readonly Counter[], keyOf: (c: Counter) => string = (c) => c.dimension): [string, number][] {
  const m = new Map<string, number>();
  for (const c of counters) m.set(keyOf(c), (m.get(keyOf(c)) ?? 0) + c.count);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const perDay = (counters: readonly Counter[], filter: (c: Counter) => boolean = () => true) => new Map(totals(counters.filter(filter), (c) => c.day));

const titleOf = (slug: string) => eventBySlug(slug)?.title ?? slug;

export async function summary(p: Pick<Ports, 'table' | 'clock'>, days: number): Promise<AnalyticsSummary> {
  const window = daysEnding(dayOf(p.clock.now()), days);
  const [from, to] = [window[0], window[window.length - 1]];
  const [{ events, views, cards }, [signups, registrations, payments, landings, referrers]] = await Promise.all([
    readShardedDays(p, from, to),
    Promise.all((['signups', 'registrations', 'payments', 'landings', 'referrers'] as const).map((m) => readDays(p, m, from, to))),
  ]);

  const pageViews = perDay(events, (c) => c.dimension === 'page_view');
  const cardClicks = perDay(events, (c) => c.dimension === 'event_card_click');
  const [signupsDay, registrationsDay, paymentsDay] = [signups, registrations, payments].map((c) => perDay(c));

  const eventViews = new Map<string, number>();
  for (const [path, n] of totals(views)) {
    const slug = EVENT_PAGE.exec(path)?.[1];
    if (slug && eventBySlug(slug)) eventViews.set(slug, n);
  }
  const registrationsBy = new Map(totals(registrations));
  const paymentsBy = new Map(totals(payments));
  const funnelSlugs = [...new Set([...eventViews.keys(), ...registrationsBy.keys(), ...paymentsBy.keys()])];
  const funnelByEvent = funnelSlugs
    .map((slug) => ({ slug, title: titleOf(slug), eventPageViews: eventViews.get(slug) ?? 0, registrations: registrationsBy.get(slug) ?? 0, payments: paymentsBy.get(slug) ?? 0 }))
    .sort((a, b) => b.eventPageViews - a.eventPageViews || b.registrations - a.registrations || b.payments - a.payments || a.slug.localeCompare(b.slug));
  const sum = (m: Map<string, number>) => [...m.values()].reduce((s, n) => s + n, 0);

  const utm = (c: Counter) => JSON.stringify([c.attrs.source ?? UTM_DEFAULTS.source, c.attrs.medium ?? UTM_DEFAULTS.medium, c.attrs.campaign ?? UTM_DEFAULTS.campaign]);
  const utmRows = (counters: readonly Counter[]) =>
    totals(counters, utm).map(([k, n]) => {
      const [source, medium, campaign] = JSON.parse(k) as [string, string, string];
      return { source, medium, campaign, n };
    });

  return {
    from,
    to,
    days,
    events: totals(events).map(([name, count]) => ({ name, count })),
    series: window.map((day) => ({
      day,
      pageViews: pageViews.get(day) ?? 0,
      cardClicks: cardClicks.get(day) ?? 0,
      signups: signupsDay.get(day) ?? 0,
      registrations: registrationsDay.get(day) ?? 0,
      payments: paymentsDay.get(day) ?? 0,
    })),
    topPages: totals(views)
      .slice(0, TOP_PAGES)
      .map(([path, n]) => ({ path, views: n })),
    topEvents: totals(cards)
      .slice(0, TOP_EVENTS)
      .map(([slug, clicks]) => ({ slug, title: titleOf(slug), clicks })),
    sources: utmRows(signups).map(({ n, ...u }) => ({ ...u, signups: n })),
    funnel: { eventPageViews: sum(eventViews), registrations: sum(registrationsBy), payments: sum(paymentsBy) },
    funnelByEvent: funnelByEvent.slice(0, FUNNEL_EVENTS),
    landings: utmRows(landings)
      .slice(0, TOP_SOURCES)
      .map(({ n, ...u }) => ({ ...u, visits: n })),
    referrers: totals(referrers)
      .slice(0, TOP_SOURCES)
      .map(([host, visits]) => ({ host, visits })),
  };
}
