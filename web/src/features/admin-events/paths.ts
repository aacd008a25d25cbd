/**
 * The address of one date's page in the events console: the event in the path (its one `:param`,
 * so the servers answer any event with the app shell, also one created since the build) and the
 * date in the query (`?date=2026-12-08`).
 */
export const datePagePath = (slug: string, date: string) => `/admin/event-dates/${encodeURIComponent(slug)}?date=${encodeURIComponent(date)}`;
