/** The facts the reservation emails are written from, in either language (emails.ts, emails-ja.ts). */
import type { EventListing } from '../../content/events/index';
import type { RefundTerms } from './refunds';

export interface VenueLines {
  name: string;
  address: string;
  station?: string;
  meetingPoint?: string;
  /** False while the exact venue is still secret (venueReveal events before the reveal). */
  exact: boolean;
}

/** The check-in QR code a confirmation carries: its inline image's Content-ID and the check-in page that shows it too. */
export interface CheckinQr {
  cid: string;
  checkinUrl: string;
}

export interface EventFacts {
  event: EventListing;
  occurrence: string;
  venue: VenueLines;
  eventUrl: string;
  answers?: Record<string, string>;
  /** Set for a place paid online (paidPlaceRefund): its refund terms. */
  refund?: RefundTerms | null;
}

/** What a person had on a date an organiser cancelled, and what follows for them. */
export interface DateCancelledFacts extends EventFacts {
  /** The organiser's reason, in the reader's language (the English one when none was written in theirs). */
  reason: string;
  was: 'confirmed' | 'pending_payment' | 'waitlisted';
  /** The place was paid online: refunded in full, confirmed by the refund mail. */
  paid: boolean;
  /** The place belonged to a series ("Come every week"): the series goes on. */
  series: boolean;
}

/** An organiser changed the time or the venue of a date the reader registered for (change_occurrence). */
export interface DateChangedFacts extends EventFacts {
  cancelUrl: string;
  /** What changed. */
  time: boolean;
  venueChanged: boolean;
  /** The organiser's note, in the reader's language (the English one when none was written in theirs). */
  note?: string;
  was: 'confirmed' | 'pending_payment' | 'waitlisted';
  /** A place paid online: cancelling it now is refunded in full. */
  paid: boolean;
}

/** A message an organiser or a host wrote to the people of one date (message_attendees), in the reader's language. */
export interface AttendeeMessageFacts {
  event: EventListing;
  occurrence: string;
  eventUrl: string;
  subject: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
}
