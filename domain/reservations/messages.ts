/** The messages of the reservation, series and RSVP links: the contract documents them, the functions answer with them. */

/** A cancellation link that does not verify. */
export const INVALID_LINK = 'Invalid cancellation link. Please contact support.';

export const SERIES_MESSAGES = {
  notRecurring: 'This event does not repeat, so there is no series to join. Register for its date instead.',
  paid: 'Series registration is for events without a per-event payment. Register for each date from the event page.',
  closed: 'Registration for this event is closed.',
  invalidLink: 'Invalid series link. Please contact support.',
  confirmSent: 'Check your inbox: open the link we emailed to take your places on every date.',
  confirmLink: 'This confirmation link has expired or was already used. Choose the series option on the event page again.',
};

export const RSVP_MESSAGES = {
  invalid: 'This reservation link is not valid. Please use the link from your latest weekly email.',
  closed: 'This date is no longer open for reservations. Your next weekly email will have the new dates.',
} as const;
