/** The admin console's windows, page sizes and figure definitions: the contract checks requests with them, the functions compute with them, the pages show them. */
/** The newsletter figures' window, in days. */
export const STATS_WINDOW_DAYS = 30;
/** Rows of the recent lists. */
export const RECENT_LIMIT = 10;

/** The window: the last 28 community days, today included (the check-in figures count by day). */
export const ACCOUNTABILITY_WINDOW_DAYS = 28;

/** Members per page of the members' list and of the list of those who need support. */
export const MEMBERS_SHOWN = 100;

export type FigureId = 'subscribers' | 'unsubscribed' | 'signupsEver' | 'unsubscribesEver' | 'signupsWindow' | 'returnsWindow' | 'unsubscribesWindow' | 'net' | 'conversionValue';

/** Each figure's label and its definition in one sentence (the page shows them as help text). */
export function figureDefinitions(days = STATS_WINDOW_DAYS): Record<FigureId, { label: string; definition: string }> {
  const last = `the last ${days} ${days === 1 ? 'day' : 'days'}`;
  const n = `${days} ${days === 1 ? 'day' : 'days'}`;
  return {
    subscribers: { label: 'Active subscribers', definition: 'Addresses on the list now: a newsletter goes to each of them.' },
    unsubscribed: { label: 'Unsubscribed', definition: 'Addresses that joined the list and are off it now.' },
    signupsEver: { label: 'All signups', definition: 'Addresses that have ever joined the list (active subscribers plus unsubscribed); an address counts once, however often it joined.' },
    unsubscribesEver: {
      label: 'Unsubscribes, ever',
      definition: 'Unsubscribe requests ever recorded: one for each time an address asked to leave (an address that left, came back and left again counts twice; an address that was never on the list and asked not to be mailed counts too).',
    },
    signupsWindow: { label: `Signups (${n})`, definition: `Addresses that joined the list for the first time in ${last} (days on Tokyo time); part of all signups, so never more.` },
    returnsWindow: { label: `Returns (${n})`, definition: `Addresses that came back to the list in ${last} after unsubscribing; not counted as signups again.` },
    unsubscribesWindow: { label: `Unsubscribes (${n})`, definition: `Unsubscribe requests recorded in ${last}, counted as for unsubscribes ever, so never more.` },
    net: { label: 'Net growth', definition: `Signups plus returns minus unsubscribes, ${last}.` },
    conversionValue: { label: 'Conversion value', definition: `1 USD per signup in ${last} (the analytics conversion value).` },
  };
}

/** The furthest back, in days, the unsubscribes list reads. */
export const MAX_DAYS_BACK = 365;

/** Blocked addresses per page. */
export const BLOCK_LIST_PAGE = 50;

/** The widest window, in days, the error reports can be read over. */
export const ERROR_WINDOW_MAX_DAYS = 90;

/** The error reports' default window, in days. */
export const ERRORS_WINDOW_DAYS = 7;
