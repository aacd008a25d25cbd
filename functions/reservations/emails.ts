/**
 * The emails of reserving a place (confirmation, waitlist, held place, cancellation, reminder,
 * venue reveal, refund of a payment that found no place): each function turns facts into blocks
 * for the one layout (functions/lib/mail/layout.ts). They live beside the reservation rules they
 * state (hold and reminder hours, refund terms). Event times are always written in the venue's own
 * time zone; amounts arrive formatted (formatPrice of the catalogue), so this module never loads
 * the catalogue data. Sending goes through the mail door (functions/lib/mail/door.ts).
 * Each email takes the reader's language (English by default); the Japanese ones are in emails-ja.ts.
 */
import type { EventListing } from '../../content/events/index';
import type { EmailContent, Block } from '../../domain/email-content';
import { formatEventDate, formatEventTime, formatInstant, paragraphs } from './format';
import { REFUND_ARRIVAL, refundOutcomeText, refundTermsText, type RefundTerms } from './refunds';
import { PROMOTION_HOLD_HOURS, REMINDER_HOURS_BEFORE, SERIES_CHECK_HOURS_BEFORE } from '../../domain/reservations/time';
import type { Lang } from '../lib/i18n/lang';
import * as ja from './emails-ja';
import { seriesPeriod } from './series-confirm-email';
import type { AttendeeMessageFacts, CheckinQr, DateCancelledFacts, DateChangedFacts, EventFacts } from './email-facts';

export { seriesConfirmEmail, seriesPeriod } from './series-confirm-email';

function details(f: EventFacts): Block {
  const rows: [string, string][] = [
    ['Event', f.event.title],
    ['Date', formatEventDate(f.event, f.occurrence)],
    ['Time', formatEventTime(f.event, f.occurrence)],
    ['Where', `${f.venue.name}, ${f.venue.address}`],
  ];
  if (f.venue.station) rows.push(['Nearest station', f.venue.station]);
  if (f.venue.meetingPoint && f.venue.exact) rows.push(['Meeting point', f.venue.meetingPoint]);
  rows.push(['Price', f.event.cost ?? f.event.price]);
  for (const q of f.event.rsvpQuestions ?? []) {
    const a = f.answers?.[q.id];
    if (a) rows.push([q.label, a]);
  }
  return { kind: 'details', rows };
}

/** The refund terms, in every email of a paid place that carries its cancel link. */
const refundNote = (f: EventFacts): Block[] => (f.refund ? [{ kind: 'note', text: refundTermsText(f.refund) }] : []);

function policyNotes(e: EventListing, venueExact: boolean): Block[] {
  const notes: Block[] = [];
  if (e.cancellationPolicy) notes.push({ kind: 'note', text: `Cancellation policy: ${e.cancellationPolicy.feeText}` });
  else notes.push({ kind: 'note', text: 'Plans changed? Cancel before the day of the event so your place goes to someone on the waitlist. Cancelling on the day counts as a no-show.' });
  if (e.venueReveal && !venueExact) notes.push({ kind: 'note', text: `We email the exact venue ${e.venueReveal.daysBefore} days before the event.` });
  if (e.drinkRequirement) notes.push({ kind: 'note', text: e.drinkRequirement });
  return notes;
}

/** What the reminder REMINDER_HOURS_BEFORE the start adds to the details a confirmation already gives. */
function reminderNote(e: EventListing): string {
  const adds = [e.meetingInstructions ? 'the meeting instructions' : null, e.whatToBring?.length ? 'what to bring' : null].filter(Boolean);
  return `We'll send a reminder ${REMINDER_HOURS_BEFORE} hours before the start${adds.length ? ` with ${adds.join(' and ')}` : ''}.`;
}

export function confirmationEmail(f: EventFacts & { cancelUrl: string; paid: boolean; promoted: boolean; checkinQr?: CheckinQr }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.confirmationEmail(f);
  return {
    subject: f.promoted ? `A place opened up: you're in for ${f.event.title}` : `You're confirmed: ${f.event.title}`,
    preheader: `${formatEventDate(f.event, f.occurrence)}, ${formatEventTime(f.event, f.occurrence)}`,
    heading: f.promoted ? 'Good news: a place opened up and it is yours' : "You're confirmed for this event!",
    blocks: [
      { kind: 'p', text: f.promoted ? 'Someone cancelled and you were next on the waitlist, so your place is confirmed.' : `Here are the details. ${reminderNote(f.event)}` },
      details(f),
      ...(f.checkinQr
        ? ([
            { kind: 'p', text: 'Your check-in code: show it to your host at the door, who scans it (no signal needed).' },
            { kind: 'image', cid: f.checkinQr.cid, alt: `Check-in QR code for ${f.event.title}`, size: 200 },
            { kind: 'link', text: 'The same code is on the check-in page.', label: 'Open the check-in page', url: f.checkinQr.checkinUrl },
          ] as Block[])
        : []),
      ...(f.paid ? [{ kind: 'p', text: 'Your payment is received; a receipt is in a separate email.' } as Block] : []),
      { kind: 'p', text: 'The invitation is attached: open it to add the event to your calendar.' },
      { kind: 'button', label: 'Event page', url: f.eventUrl },
      ...policyNotes(f.event, f.venue.exact),
      ...refundNote(f),
      { kind: 'link', text: "Can't make it? Cancel so someone else can come.", label: 'Cancel my place', url: f.cancelUrl },
    ],
  };
}

export function waitlistEmail(f: EventFacts & { cancelUrl: string; position: number; paymentNeeded: boolean }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.waitlistEmail(f);
  return {
    subject: `You're #${f.position} on the waitlist: ${f.event.title}`,
    preheader: `We'll email you the moment a place opens up.`,
    heading: `You're #${f.position} on the waitlist`,
    blocks: [
      { kind: 'p', text: `${f.event.title} is full right now. You're number ${f.position} on the waitlist, and we'll email you as soon as a place opens up.` },
      ...(f.paymentNeeded ? [{ kind: 'p', text: `This event is paid: when a place opens we hold it for you for ${PROMOTION_HOLD_HOURS} hours while you pay.` } as Block] : []),
      { kind: 'note', text: 'Subscribers go to the front of every waitlist.' },
      details(f),
      { kind: 'link', text: 'Changed your mind?', label: 'Leave the waitlist', url: f.cancelUrl },
    ],
  };
}

export function placeHeldEmail(f: EventFacts & { holdUntil: Date; priceText: string; cancelUrl: string }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.placeHeldEmail(f);
  const price = f.priceText;
  const until = formatInstant(f.event, f.holdUntil);
  return {
    subject: `A place opened up for ${f.event.title}: pay by ${until}`,
    heading: 'A place opened up: we are holding it for you',
    blocks: [
      { kind: 'p', text: `You were next on the waitlist. We're holding a place for you until ${until}. Pay ${price} to confirm it; after that the place goes to the next person.` },
      { kind: 'button', label: `Pay ${price} and confirm`, url: f.eventUrl },
      details(f),
      { kind: 'link', text: "Don't need it any more?", label: 'Release the place', url: f.cancelUrl },
    ],
  };
}

/** A cancellation; for a place paid online it says what happened to the money. */
/** `calendar`: the mail carries the calendar cancellation of the invitation the confirmation carried. */
export function cancellationEmail(f: EventFacts & { wasWaiting: boolean; late: boolean; noShow: boolean; feeText: string | null; holdExpired: boolean; calendar?: boolean }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.cancellationEmail(f);
  const blocks: Block[] = [];
  if (f.holdExpired) blocks.push({ kind: 'p', text: `The place we held for you at ${f.event.title} was not paid in time, so we have let it go: the first person waiting, if anyone is, is offered it. You can register again from the event page.` });
  else if (f.wasWaiting) blocks.push({ kind: 'p', text: `You have left the waitlist for ${f.event.title}.` });
  else blocks.push({ kind: 'p', text: `Your attendance has been cancelled successfully. Your place at ${f.event.title} is free again: the first person waiting, if anyone is, is offered it.` });
  if (f.calendar) blocks.push({ kind: 'p', text: 'The attached calendar file takes the event out of your calendar.' });
  if (f.refund) blocks.push({ kind: 'p', text: refundOutcomeText(f.refund, !f.late) });
  if (f.feeText) blocks.push({ kind: 'p', text: `This cancellation was later than the event's notice period, so the cancellation fee of ${f.feeText} is owed. We'll be in touch about paying it.` });
  if (f.noShow) blocks.push({ kind: 'p', text: 'Because it was cancelled on the day of the event, it counts as a no-show. Three no-shows end a membership.' });
  blocks.push({ kind: 'details', rows: [['Event', f.event.title], ['Date', formatEventDate(f.event, f.occurrence)], ['Time', formatEventTime(f.event, f.occurrence)]] });
  blocks.push({ kind: 'button', label: 'Browse Other Events', url: f.eventUrl.replace(/\/events\/[^/?#]+.*$/, '/events') });
  return { subject: f.holdExpired ? `Your held place was released: ${f.event.title}` : `Cancelled: ${f.event.title}`, heading: f.holdExpired ? 'Your held place was released' : 'Your reservation is cancelled', blocks };
}

/**
 * An organiser cancelled the whole date (cancel_occurrence): the reason, what it means for the
 * person's place, hold, waitlist entry or payment, and the calendar cancellation it carries.
 */
export function dateCancelledEmail(f: DateCancelledFacts, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.dateCancelledEmail(f);
  const when = formatEventDate(f.event, f.occurrence);
  const blocks: Block[] = [
    { kind: 'p', text: `We're sorry: ${f.event.title} on ${when} has been cancelled.` },
    { kind: 'p', text: `From the organisers: ${f.reason}` },
  ];
  if (f.was === 'waitlisted') blocks.push({ kind: 'p', text: 'You were on the waitlist for this date. It is cleared; there is nothing for you to do.' });
  else if (f.was === 'pending_payment') blocks.push({ kind: 'p', text: 'The place we were holding for you is released, and nothing was charged.' });
  else if (f.paid) blocks.push({ kind: 'p', text: `Your place is cancelled and your payment is refunded in full to your card; it arrives ${REFUND_ARRIVAL}. A separate email confirms the refund.` });
  else blocks.push({ kind: 'p', text: 'Your place is cancelled; there is nothing for you to do.' });
  if (f.series) blocks.push({ kind: 'p', text: `You come every ${seriesPeriod(f.event)}: your series goes on, and you stay registered for the dates after this one.` });
  blocks.push({ kind: 'note', text: 'We cancelled, so it never counts as a no-show.' });
  blocks.push({ kind: 'details', rows: [['Event', f.event.title], ['Date', when], ['Time', formatEventTime(f.event, f.occurrence)]] });
  blocks.push({ kind: 'p', text: 'The calendar update attached removes this date from your calendar.' });
  blocks.push({ kind: 'button', label: 'See the next dates', url: f.eventUrl });
  return { subject: `Cancelled: ${f.event.title} on ${when}`, preheader: f.reason, heading: 'This date is cancelled', blocks };
}

/**
 * The date's new time or venue, with what it means for the reader: the calendar update it carries
 * (a confirmed place), and that the place may be cancelled free, a paid one for a full refund,
 * because the change was ours (reservations/policy.ts changedSince).
 */
export function dateChangedEmail(f: DateChangedFacts, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.dateChangedEmail(f);
  const when = formatEventDate(f.event, f.occurrence);
  const what = f.time && f.venueChanged ? 'time and place' : f.time ? 'time' : 'place';
  const blocks: Block[] = [{ kind: 'p', text: `We have changed the ${what} of ${f.event.title} on ${when}. Here are the details as they are now.` }];
  if (f.note) blocks.push({ kind: 'p', text: `From the organisers: ${f.note}` });
  blocks.push(details(f));
  if (f.was === 'confirmed') blocks.push({ kind: 'p', text: 'Your place stays yours. The calendar update attached moves the entry in your calendar.' });
  else if (f.was === 'pending_payment') blocks.push({ kind: 'p', text: 'The place we are holding for you stays held until the time in our earlier email.' });
  else blocks.push({ kind: 'p', text: 'You stay on the waitlist in the same position.' });
  const cancelText = f.paid && f.was === 'confirmed' ? 'If the new arrangement does not work for you, cancel your place and we refund it in full, whenever you cancel before the start.' : "If the new arrangement does not work for you, cancel: it never counts as a late cancellation or a no-show.";
  blocks.push({ kind: 'link', text: cancelText, label: f.paid && f.was === 'confirmed' ? 'Cancel for a full refund' : 'Cancel my place', url: f.cancelUrl });
  blocks.push({ kind: 'button', label: 'Event page', url: f.eventUrl });
  return { subject: `Changed: ${f.event.title} on ${when}`, preheader: `${formatEventTime(f.event, f.occurrence)} · ${f.venue.name}`, heading: `New ${what} for this date`, blocks };
}

/** The organisers' own words about a date the reader registered for, with the date it is about (transactional: about their registration). */
export function attendeeMessageEmail(f: AttendeeMessageFacts, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.attendeeMessageEmail(f);
  return {
    subject: f.subject,
    preheader: `About ${f.event.title} on ${formatEventDate(f.event, f.occurrence)}`,
    heading: f.subject,
    blocks: [
      ...paragraphs(f.body).map((text): Block => ({ kind: 'p', text })),
      { kind: 'details', rows: [['Event', f.event.title], ['Date', formatEventDate(f.event, f.occurrence)], ['Time', formatEventTime(f.event, f.occurrence)]] },
      { kind: 'button', label: 'Event page', url: f.eventUrl },
      { kind: 'note', text: 'You get this message because you registered for this date.' },
    ],
  };
}

export function reminderEmail(f: EventFacts & { cancelUrl: string }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.reminderEmail(f);
  return {
    subject: `Tomorrow: ${f.event.title}`,
    preheader: `${formatEventTime(f.event, f.occurrence)} · ${f.venue.name}`,
    heading: 'See you tomorrow!',
    blocks: [
      { kind: 'p', text: `A reminder that ${f.event.title} starts in about 24 hours. Here are the details.` },
      details(f),
      ...(f.event.meetingInstructions ? [{ kind: 'p', text: f.event.meetingInstructions } as Block] : []),
      ...(f.event.whatToBring?.length ? [{ kind: 'list', items: f.event.whatToBring } as Block] : []),
      ...policyNotes(f.event, f.venue.exact),
      ...refundNote(f),
      { kind: 'link', text: "Can't make it after all?", label: 'Cancel my place', url: f.cancelUrl },
    ],
  };
}

export function venueRevealEmail(f: EventFacts & { cancelUrl: string }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.venueRevealEmail(f);
  return {
    subject: `The venue for ${f.event.title}`,
    heading: 'Here is where we meet',
    blocks: [
      { kind: 'p', text: `As promised, here is the exact venue for ${f.event.title}, one week before. Please keep it to confirmed guests.` },
      details(f),
      ...policyNotes(f.event, true),
      ...refundNote(f),
      { kind: 'link', text: "Can't make it?", label: 'Cancel my place', url: f.cancelUrl },
    ],
  };
}

export function refundEmail(input: { event: EventListing; occurrence: string; amountText: string; eventUrl: string; reason: 'event_full' | 'already_registered' | 'event_cancelled' }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.refundEmail(input);
  const what = `${input.event.title} (${formatEventDate(input.event, input.occurrence)})`;
  const refunded = `We have refunded ${input.amountText} in full; it reaches your card ${REFUND_ARRIVAL}.`;
  if (input.reason === 'event_cancelled') {
    return {
      subject: `Refund: ${input.event.title}`,
      heading: 'Your payment has been refunded',
      blocks: [
        { kind: 'p', text: `${what} was cancelled by the organisers, so your payment is given back. ${refunded}` },
        { kind: 'button', label: 'See the next dates', url: input.eventUrl },
      ],
    };
  }
  if (input.reason === 'already_registered') {
    return {
      subject: `Refund: ${input.event.title}`,
      heading: 'Your payment has been refunded',
      blocks: [
        { kind: 'p', text: `You already have a confirmed place at ${what}, so this second payment was not needed. ${refunded} Your place stays as it is.` },
        { kind: 'button', label: 'See the event', url: input.eventUrl },
      ],
    };
  }
  return {
    subject: `Refund: ${input.event.title}`,
    heading: 'Your payment has been refunded',
    blocks: [
      {
        kind: 'p',
        text: `Your payment for ${what} arrived after the place we held for you had been released, and the event is now full. ${refunded}`,
      },
      { kind: 'button', label: 'Join the waitlist', url: input.eventUrl },
    ],
  };
}

// ---------- series RSVP ("Come every week") ----------

/** "week" for a weekly event, "month" for a monthly one: the word of "every week". */

export interface SeriesDateLine {
  occurrence: string;
  status: 'confirmed' | 'waitlisted' | 'pending_payment' | 'cancelled';
  waitlistPosition: number | null;
}

/** The series confirmation: each date with its own outcome, and the link that manages (cancels) the series. */
export function seriesJoinedEmail(f: { event: EventListing; dates: SeriesDateLine[]; manageUrl: string; eventUrl: string }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.seriesJoinedEmail(f);
  const period = seriesPeriod(f.event);
  const line = (d: SeriesDateLine) =>
    `${formatEventDate(f.event, d.occurrence)}: ${d.status === 'confirmed' ? 'confirmed' : d.status === 'waitlisted' ? `waitlist #${d.waitlistPosition ?? '?'}` : d.status}`;
  return {
    subject: `You're coming every ${period}: ${f.event.title}`,
    heading: `You're coming every ${period}`,
    blocks: [
      { kind: 'p', text: `We registered you for every ${f.event.title} in the next eight weeks, each date on its own, and we'll keep adding new dates as they come up.` },
      { kind: 'list', items: f.dates.map(line) },
      { kind: 'p', text: `${SERIES_CHECK_HOURS_BEFORE} hours before each date we ask whether you're still coming: one click releases your place for someone on the waitlist. Releasing two dates in a row pauses the series.` },
      { kind: 'button', label: 'Event page', url: f.eventUrl },
      { kind: 'link', text: 'Stopping for good?', label: 'Manage or cancel my series', url: f.manageUrl },
    ],
  };
}

/** The "still coming?" check SERIES_CHECK_HOURS_BEFORE hours before a series place; its link releases the place. */
export function seriesCheckEmail(f: EventFacts & { cancelUrl: string; manageUrl: string | null }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return ja.seriesCheckEmail(f);
  return {
    subject: `Still coming on ${formatEventDate(f.event, f.occurrence)}? ${f.event.title}`,
    preheader: 'Nothing to do if you are: your place is kept.',
    heading: 'Still coming?',
    blocks: [
      { kind: 'p', text: `You come to ${f.event.title} every ${seriesPeriod(f.event)}, and the next one is in about ${SERIES_CHECK_HOURS_BEFORE} hours. Coming? Nothing to do: your place is kept.` },
      details(f),
      { kind: 'link', text: "Can't make it this time? One click gives your place to the next person on the waitlist.", label: 'Release my place', url: f.cancelUrl },
      { kind: 'note', text: 'Releasing two dates in a row pauses your series.' },
      ...(f.manageUrl ? [{ kind: 'link', text: 'Stopping for good?', label: 'Manage or cancel my series', url: f.manageUrl } as Block] : []),
    ],
  };
}
