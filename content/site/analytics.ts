/**
 * First-party analytics: the event names and the collector's limits, shared by the collector's
 * contract (api/analytics.ts) and the browser's sender (web/src/lib/analytics-sender.ts).
 */

/** The events the site sends; page_view is the only one counted without consent. */
export const ANALYTICS_EVENT_NAMES = ['page_view', 'event_card_click', 'poll_vote', 'page_not_found', 'react_error'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** The most events one batch may carry. */
export const ANALYTICS_BATCH_MAX = 20;
/** The most events one client address (an IPv6 address by its /64) may send per minute. */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;
/** The most events one client address may send per day. */
export const ANALYTICS_EVENTS_PER_DAY = 2000;
/** The longest path an event may name. */
export const ANALYTICS_PATH_MAX = 300;
/** An event's props: at most this many, string values at most PROP_TEXT_MAX characters. */
export const ANALYTICS_PROPS_MAX = 10;
export const ANALYTICS_PROP_TEXT_MAX = 200;
