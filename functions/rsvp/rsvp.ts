/**
 * The digest's one-click RSVP (docs/digest.md): the signed token (functions/reservations/rsvp-token.ts)
 * names the address, the event and the date. Looking a token up changes nothing (mail scanners
 * open links); reserving is an explicit POST of the page's button and registers through the
 * normal registration path (registerForEvent: the same access, capacity, waitlist and payment
 * rules; a paid event answers 402 with the payment step, as the event page's form does).
 */
import { eventAccessRule, eventBySlug, formatPrice, type EventListing } from '../../content/events/index';
import { localizeEvent } from '../../content/events/localize';
import { BadRequest, HttpError } from '../lib/errors';
import { cleanToken } from '../lib/auth/crypto';
import type { Lang } from '../lib/i18n/lang';
import type { Ports } from '../lib/ports';
import { formatEventDate, formatEventTime } from '../reservations/format';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import { verifyRsvpToken, type RsvpTarget } from '../reservations/rsvp-token';
import { RSVP_MESSAGES } from '../../domain/reservations/messages';
import * as reservations from '../reservations/store';
import { currentCounter } from '../reservations/holds';
import { registerForEvent } from '../signup/signup';
import type { Output } from '../../api/contract';
import type { rsvpActions } from '../../api/rsvp';


/** 400 for a malformed or forged token (the page shows its own words for the code). */
const invalid = () => new BadRequest(RSVP_MESSAGES.invalid, { code: 'INVALID_RSVP_LINK' });
/** 410 for a genuine token whose date has passed or is no longer the bookable one. */
const closed = () => new HttpError(410, RSVP_MESSAGES.closed, { code: 'RSVP_DATE_CLOSED' });

/** The token's target, with its event, IF the token is genuine and its date is still bookable. */
function open(p: Pick<Ports, 'secrets' | 'clock'>, raw: unknown): { target: RsvpTarget; event: EventListing } {
  const target = verifyRsvpToken(p.secrets.signingSecret, cleanToken(raw));
  if (!target) throw invalid();
  const event = eventBySlug(target.slug);
  const next = event ? bookableOccurrence(event, p.clock.now()) : null;
  if (!event || !eventAccessRule(event).bookable || next?.occurrence !== target.occurrence) throw closed();
  return { target, event };
}

/** What get_rsvp answers (its schema is api/rsvp.ts). */
export type RsvpView = Output<typeof rsvpActions.get_rsvp>;

/** get_rsvp: what the token's link offers, in the page's language. Reads only; registers nothing. */
export async function rsvpView(p: Ports, raw: unknown, lang: Lang): Promise<RsvpView> {
  const { target, event } = open(p, raw);
  const shown = lang === 'ja' ? localizeEvent(event, 'ja') : event;
  const [counter, existing] = await Promise.all([currentCounter(p, event, target.occurrence), reservations.get(p, event.slug, target.occurrence, target.email)]);
  const rule = eventAccessRule(event);
  return {
    email: target.email,
    eventSlug: event.slug,
    eventTitle: shown.title,
    occurrence: target.occurrence,
    dateText: formatEventDate(event, target.occurrence, lang),
    timeText: formatEventTime(event, target.occurrence, lang),
    location: shown.location,
    priceText: rule.perEventPriceCents !== null ? formatPrice(rule.perEventPriceCents, rule.currency) : null,
    placesLeft: Math.max(0, counter.capacity - counter.confirmed - counter.held),
    needsAnswers: (event.rsvpQuestions ?? []).some((q) => q.required),
    reservationStatus: existing && existing.status !== 'cancelled' ? existing.status : null,
  };
}

/**
 * reserve_rsvp: registers the token's address for its date through the normal path. The token came
 * to the address's inbox, so it proves the address as a sign-in link does.
 */
export async function reserveByRsvp(p: Ports, raw: unknown) {
  const { target, event } = open(p, raw);
  return registerForEvent(p, { email: target.email, source: 'weekly-digest', metadata: { event_slug: event.slug, event_title: event.title }, eventSlug: event.slug, proved: true });
}
