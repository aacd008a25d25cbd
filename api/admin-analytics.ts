/**
 * POST /api/admin-analytics (admin only): the organiser's view of the first-party analytics. Every
 * figure is read from daily counters (atomic adds made as the events arrive), never by scanning
 * raw events; days are calendar days in Japan time (Asia/Tokyo), the community's home.
 */
import * as z from '../domain/zod';
import { action, actions } from './contract';

/** The longest window the summary reads: 400 days (a year and a bit, to compare with last year). */
export const SUMMARY_MAX_DAYS = 400;
export const SUMMARY_DEFAULT_DAYS = 30;
const daysMessage = `Days must be between 1 and ${SUMMARY_MAX_DAYS}`;
const days = z.coerce.number().check(z.refine(Number.isInteger, daysMessage), z.gte(1, daysMessage), z.lte(SUMMARY_MAX_DAYS, daysMessage));

const count = z.number();
/** A calendar day in Japan time, YYYY-MM-DD. */
const day = z.string();

const summary = z.object({
  /** The window: `days` calendar days ending today (Japan time), both ends included. */
  from: day,
  to: day,
  days: count,
  /** Every event name seen in the window with its total, most first (page_view included). */
  events: z.array(z.object({ name: z.string(), count })),
  /** One row per day of the window, oldest first, every day present (zeros included). */
  series: z.array(
    z.object({
      day,
      pageViews: count,
      cardClicks: count,
      signups: count,
      registrations: count,
      payments: count,
    }),
  ),
  /** Most viewed paths (page views, anonymous counts), at most 20. */
  topPages: z.array(z.object({ path: z.string(), views: count })),
  /** Events ranked by clicks on their cards (visitors who consented), at most 20. */
  topEvents: z.array(z.object({ slug: z.string(), title: z.string(), clicks: count })),
  /** Newsletter signups by UTM source / medium / campaign ('direct' / 'organic' / 'none' when absent), most first. */
  sources: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), signups: count })),
  /** The funnel, over the window: event page views → registrations (confirmed or waitlisted) → payments for an event. */
  funnel: z.object({ eventPageViews: count, registrations: count, payments: count }),
  /** The same funnel per event, most viewed first, at most 50 events. */
  funnelByEvent: z.array(z.object({ slug: z.string(), title: z.string(), eventPageViews: count, registrations: count, payments: count })),
  /** Visits by UTM source / medium / campaign of their landing page (visitors who consented), most first, at most 20. */
  landings: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visits: count })),
  /** Visits by referrer host ('direct' without one; visitors who consented), most first, at most 20. */
  referrers: z.array(z.object({ host: z.string(), visits: count })),
});

export type AnalyticsSummary = z.output<typeof summary>;

export const adminAnalyticsActions = actions({
  get_summary: action({
    summary: 'Totals per event name, per-day series, top pages, top events by card clicks, signup sources and the event funnel.',
    input: z.object({ days: z._default(days, SUMMARY_DEFAULT_DAYS) }),
    output: summary,
    sample: { data: { days: 30 } },
  }),
});
