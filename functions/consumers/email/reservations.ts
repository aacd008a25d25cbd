/**
 * Email renderers of the join/reserve/pay area, wired to the detail-types routed to 'email'.
 * Every message is built from the stored state (the reservation, the catalogue), not only from the
 * event, so a late or repeated delivery never mails something that is no longer true.
 */
import { eventAccessRule, eventBySlug, formatPrice, type EventListing } from '../../../content/events/index';
import type { Currency } from '../../../content/cities';
import type { ConsumerHandlers } from '../../lib/consumer';
import type { Ports } from '../../lib/ports';
import { log } from '../../lib/log';
import { keys } from '../../lib/keys';
import { sendMail } from '../../lib/mail/door';
import { welcomeEmail } from '../../lib/mail/templates/signup';
import { receiptEmail, subscriptionEmail } from '../../lib/mail/templates/billing';
import { cancellationEmail, confirmationEmail, dateCancelledEmail, dateChangedEmail, placeHeldEmail, refundEmail, reminderEmail, seriesCheckEmail, seriesJoinedEmail, venueRevealEmail, waitlistEmail } from '../../reservations/emails';
import { type VenueLines } from '../../reservations/email-facts';
import { type EventFacts } from '../../reservations/email-facts';
import { type Reservation, cancelToken, cancelUrl } from '../../reservations/model';
import * as reservations from '../../reservations/store';
import * as seriesStore from '../../reservations/series-store';
import { manageUrlOf, seriesView } from '../../reservations/series';
import { eventCancelIcs, eventIcs, eventUpdateIcs } from '../../reservations/ics';
import { statusLabel } from '../../billing/rules';
import { needsPayment } from '../../reservations/access';
import { paidPlaceRefund } from '../../reservations/policy';
import { localizeEvent } from '../../../content/events/localize';
import { sitePage, type Lang } from '../../lib/i18n/lang';
import { venueFor } from '../../reservations/venue';
import { checkinQrPng, checkinToken } from '../../reservations/checkin-token';
import { paymentReference } from '../../../content/events/money';

/** The Content-ID of the check-in QR code in a confirmation. */
export const CHECKIN_QR_CID = 'checkin-qr@fika.community';

/**
 * The mail about a Checkout's money goes out only if the stored outcome (kept or refunded, on the
 * Checkout session item) agrees, and once per Checkout however often it is announced.
 */
async function oncePerCheckout(p: Ports, sessionId: string, outcome: 'kept' | 'refunded' | 'refunded-after-cancel', marker: 'receiptMailedAt' | 'refundMailedAt', send: () => Promise<unknown>) {
  const item = await p.table.get(keys.checkoutSession(sessionId), { consistent: true });
  // A kept payment an organiser gave back when cancelling its date keeps its outcome (kept) and records the refund beside it
  // (dateCancelRefundId); a payment that arrived after the date was cancelled was refunded on arrival (outcome refunded).
  const agrees = outcome === 'refunded-after-cancel' ? Boolean(item?.dateCancelRefundId) || item?.paymentOutcome === 'refunded' : item?.paymentOutcome === outcome;
  if (!agrees || item![marker]) return;
  await send();
  await p.table.update(keys.checkoutSession(sessionId), {
    update: 'SET #marker = if_not_exists(#marker, :now)',
    names: { '#marker': marker },
    values: { ':now': p.clock.now().toISOString() },
    returnValues: 'NONE',
  });
}

/** The event's page in the reader's language. */
const eventUrl = (p: Ports, slug: string, lang: Lang = 'en') => sitePage(p.config.siteUrl, `/events/${encodeURIComponent(slug)}`, lang);

async function load(p: Ports, slug: string, occurrence: string, email: string): Promise<{ event: EventListing; r: Reservation } | undefined> {
  const event = eventBySlug(slug);
  if (!event) {
    log.warn('email for an event that is no longer in the catalogue', { slug });
    return undefined;
  }
  const r = await reservations.get(p, slug, occurrence, email);
  return r ? { event, r } : undefined;
}

function facts(p: Ports, event: EventListing, r: Reservation, lang: Lang = 'en'): EventFacts & { cancelUrl: string } {
  return {
    event,
    occurrence: r.occurrence,
    venue: venueFor(event, r.occurrence, p.clock.now()),
    eventUrl: eventUrl(p, event.slug, lang),
    answers: r.answers,
    refund: r.paid ? paidPlaceRefund(event, r.occurrence) : null,
    cancelUrl: cancelUrl(p.config.siteUrl, cancelToken(p.secrets.signingSecret, r)),
  };
}

/** The calendar invitation; its summary and description in the reader's language. */
function ics(p: Ports, f: EventFacts & { cancelUrl: string }, lang: Lang = 'en') {
  const title = localizeEvent(f.event, lang).title;
  return {
    filename: 'invite.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventIcs({
      event: f.event,
      occurrence: f.occurrence,
      location: `${f.venue.name}, ${f.venue.address}`,
      url: f.eventUrl,
      title,
      description: lang === 'ja' ? `${title}のお席を確保しました。キャンセル：${f.cancelUrl}` : `Your place at ${f.event.title}. Cancel: ${f.cancelUrl}`,
      now: p.clock.now(),
    }),
  };
}

/**
 * The calendar cancellation (METHOD:CANCEL) of the invitation a confirmation carried: the same UID,
 * the date's SEQUENCE at least; `why` says whether the date was cancelled or the reader's place.
 */
function cancelIcs(p: Ports, event: EventListing, r: Reservation, occurrence: string, sequence: number, lang: Lang, why: 'date' | 'place') {
  const f = facts(p, event, r, lang);
  const title = localizeEvent(event, lang).title;
  const description =
    why === 'date'
      ? lang === 'ja' ? `${title}（${occurrence}）は中止になりました。` : `${event.title} on ${occurrence} is cancelled.`
      : lang === 'ja' ? `${title}（${occurrence}）のお席はキャンセルされました。` : `Your place at ${event.title} on ${occurrence} is cancelled.`;
  return {
    filename: 'cancel.ics',
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    content: eventCancelIcs({ event, occurrence, location: `${f.venue.name}, ${f.venue.address}`, url: f.eventUrl, title, description, now: p.clock.now(), sequence, organizer: p.config.mailFrom, attendee: r.email }),
  };
}

export const handlers: ConsumerHandlers = {
  async 'signup.created'(d, p) {
    // Event registrations get their own confirmation; the welcome is for joining the list.
    if (d.eventSlug) return;
    await sendMail(p, { to: d.email, content: (lang) => welcomeEmail(d.reactivated, sitePage(p.config.siteUrl, '/events', lang), lang), category: 'marketing', kind: 'welcome' });
  },

  async 'reservation.confirmed'(d, p) {
    const found = await load(p, d.eventSlug, d.occurrence, d.email);
    if (!found) return;
    const { event, r } = found;
    if (r.status === 'pending_payment' && r.holdExpiresAt) {
      const price = eventAccessRule(event).perEventPriceCents ?? 0;
      const holdUntil = new Date(r.holdExpiresAt);
      await sendMail(p, { to: r.email, content: (lang) => placeHeldEmail({ ...facts(p, event, r, lang), holdUntil, priceText: formatPrice(price, event.currency) }, lang), category: 'transactional', kind: 'place-held' });
      return;
    }
    if (r.status !== 'confirmed') return;
    // A series place is announced by the series email (series.joined), a promotion by its own mail.
    if (r.series && !d.promoted) return;
    // The check-in code: the QR a host scans at the door (the same one /checkin shows), inline in the HTML.
    const qr = await checkinQrPng(checkinToken(p.secrets.signingSecret, r));
    await sendMail(p, {
      to: r.email,
      content: (lang) =>
        confirmationEmail({ ...facts(p, event, r, lang), paid: r.paid, promoted: d.promoted, checkinQr: { cid: CHECKIN_QR_CID, checkinUrl: sitePage(p.config.siteUrl, '/checkin', lang) } }, lang),
      category: 'transactional',
      kind: d.promoted ? 'promotion' : 'confirmation',
      attachments: (lang) => [ics(p, facts(p, event, r, lang), lang), { filename: 'checkin-qr.png', contentType: 'image/png', encoding: 'base64', content: qr, contentId: CHECKIN_QR_CID }],
    });
  },

  async 'reservation.waitlisted'(d, p) {
    const found = await load(p, d.eventSlug, d.occurrence, d.email);
    if (!found || found.r.status !== 'waitlisted' || found.r.series) return;
    const { event, r } = found;
    const paymentNeeded = needsPayment(eventAccessRule(event), r.subscriber);
    await sendMail(p, { to: r.email, content: (lang) => waitlistEmail({ ...facts(p, event, r, lang), position: d.waitlistPosition, paymentNeeded }, lang), category: 'transactional', kind: 'waitlist' });
  },

  async 'reservation.reminder-due'(d, p) {
    const found = await load(p, d.eventSlug, d.occurrence, d.email);
    if (!found || found.r.status !== 'confirmed') return;
    const { event, r } = found;
    if (d.kind === 'series-check') {
      const s = await seriesStore.get(p, r.email, event.slug);
      const manageUrl = s && s.status !== 'cancelled' ? manageUrlOf(p, s) : null;
      await sendMail(p, { to: r.email, content: (lang) => seriesCheckEmail({ ...facts(p, event, r, lang), manageUrl }, lang), category: 'transactional', kind: 'series-check' });
      return;
    }
    const reveal = d.kind === 'venue-reveal';
    await sendMail(p, {
      to: r.email,
      content: (lang) => (reveal ? venueRevealEmail(facts(p, event, r, lang), lang) : reminderEmail(facts(p, event, r, lang), lang)),
      category: 'transactional',
      kind: reveal ? 'venue-reveal' : 'reminder',
    });
  },

  async 'series.joined'(d, p) {
    const event = eventBySlug(d.eventSlug);
    const s = event ? await seriesStore.get(p, d.email, d.eventSlug) : undefined;
    if (!event || !s || s.id !== d.seriesId || s.status === 'cancelled') return;
    const view = await seriesView(p, s, event);
    await sendMail(p, {
      to: s.email,
      content: (lang) => seriesJoinedEmail({ event, dates: view.dates, manageUrl: manageUrlOf(p, s), eventUrl: eventUrl(p, event.slug, lang) }, lang),
      category: 'transactional',
      kind: 'series-joined',
    });
  },

  async 'session.cancelled'(d, p) {
    if (d.kind !== 'event-reservation' || !d.occurrence) return;
    const found = await load(p, d.sessionId, d.occurrence, d.email);
    if (!found || found.r.status !== 'cancelled') return;
    const { event, r } = found;
    // A confirmed place's confirmation carried the calendar invitation: the cancellation withdraws it (the date's SEQUENCE).
    const calendar = d.wasConfirmed === true;
    const sequence = calendar ? (await reservations.counter(p, event, d.occurrence)).calendarSequence : 0;
    await sendMail(p, {
      to: r.email,
      content: (lang) => cancellationEmail({
        ...facts(p, event, r, lang),
        wasWaiting: !d.freedSeat,
        late: Boolean(r.lateCancellation),
        noShow: Boolean(r.noShow),
        feeText: Number(r.feeOwedCents ?? 0) > 0 ? formatPrice(Number(r.feeOwedCents), event.currency) : null,
        holdExpired: r.cancelReason === 'hold_expired',
        calendar,
      }, lang),
      category: 'transactional',
      kind: 'cancellation',
      ...(calendar ? { attachments: (lang: Lang) => [cancelIcs(p, event, r, d.occurrence!, sequence, lang, 'place')] } : {}),
    });
  },

  async 'reservation.occurrence-cancelled'(d, p) {
    const found = await load(p, d.eventSlug, d.occurrence, d.email);
    if (!found || found.r.status !== 'cancelled' || found.r.cancelReason !== 'date_cancelled') return;
    const { event, r } = found;
    // The calendar cancellation outranks the invitation: the date's SEQUENCE, moved when it was cancelled.
    const sequence = (await reservations.counter(p, event, d.occurrence)).calendarSequence;
    await sendMail(p, {
      to: r.email,
      content: (lang) =>
        dateCancelledEmail({ ...facts(p, event, r, lang), reason: lang === 'ja' && d.reasonJa ? d.reasonJa : d.reason, was: d.was, paid: d.paid, series: Boolean(r.series) }, lang),
      category: 'transactional',
      kind: 'date-cancelled',
      attachments: (lang) => [cancelIcs(p, event, r, d.occurrence, sequence, lang, 'date')],
    });
  },

  async 'reservation.occurrence-changed'(d, p) {
    const found = await load(p, d.eventSlug, d.occurrence, d.email);
    if (!found || found.r.status === 'cancelled' || found.r.lastChangeNotice !== d.changeId) return;
    const { event, r } = found;
    const was = r.status as 'confirmed' | 'pending_payment' | 'waitlisted';
    // A confirmed place holds the invitation: the update (same UID, the date's SEQUENCE after the change) moves it.
    const update = (lang: Lang) => {
      const f = facts(p, event, r, lang);
      const invite = ics(p, f, lang);
      const title = localizeEvent(event, lang).title;
      return {
        ...invite,
        filename: 'update.ics',
        content: eventUpdateIcs({
          event,
          occurrence: d.occurrence,
          location: `${f.venue.name}, ${f.venue.address}`,
          url: f.eventUrl,
          title,
          description: lang === 'ja' ? `${title}のお席を確保しています（日時・会場が変更になりました）。キャンセル：${f.cancelUrl}` : `Your place at ${event.title} (its time or place changed). Cancel: ${f.cancelUrl}`,
          now: p.clock.now(),
          sequence: d.sequence,
        }),
      };
    };
    await sendMail(p, {
      to: r.email,
      content: (lang) =>
        dateChangedEmail({ ...facts(p, event, r, lang), time: d.time, venueChanged: d.venue, ...(lang === 'ja' && d.noteJa ? { note: d.noteJa } : d.note ? { note: d.note } : {}), was, paid: was === 'confirmed' && Boolean(r.paid) }, lang),
      category: 'transactional',
      kind: 'date-changed',
      ...(was === 'confirmed' ? { attachments: (lang: Lang) => [update(lang)] } : {}),
    });
  },

  async 'payment.kept'(d, p) {
    const event = d.eventSlug ? eventBySlug(d.eventSlug) : undefined;
    const description = d.mode === 'subscription' ? `Fika Community membership (${d.planCode ?? 'subscription'})` : event ? `${event.title} (${d.occurrence ?? ''})` : (d.description ?? 'Event ticket');
    await oncePerCheckout(p, d.sessionId, 'kept', 'receiptMailedAt', () =>
      sendMail(p, {
        to: d.email,
        content: (lang) => receiptEmail({ description: lang === 'ja' && event && d.mode !== 'subscription' ? `${localizeEvent(event, 'ja').title}（${d.occurrence ?? ''}）` : description, amountText: formatPrice(d.amountCents, d.currency as Currency), paidAt: p.clock.now(), reference: paymentReference(d.sessionId) }, lang),
        category: 'transactional',
        kind: 'receipt',
      }),
    );
  },

  async 'payment.refunded'(d, p) {
    const event = eventBySlug(d.eventSlug);
    if (!event) return;
    await oncePerCheckout(p, d.sessionId, d.reason === 'event_cancelled' ? 'refunded-after-cancel' : 'refunded', 'refundMailedAt', () =>
      sendMail(p, {
        to: d.email,
        content: (lang) => refundEmail({ event, occurrence: d.occurrence, amountText: formatPrice(d.amountCents, d.currency as Currency), eventUrl: eventUrl(p, event.slug, lang), reason: d.reason }, lang),
        category: 'transactional',
        kind: 'refund',
      }),
    );
  },

  async 'subscription.changed'(d, p) {
    await sendMail(p, {
      to: d.email,
      content: (lang) =>
        subscriptionEmail(
          {
            reason: d.reason,
            statusLabel: statusLabel(d.status),
            periodEnd: d.currentPeriodEnd,
            manageUrl: sitePage(p.config.siteUrl, `/subscription?email=${encodeURIComponent(d.email)}`, lang),
            eventsUrl: sitePage(p.config.siteUrl, '/events', lang),
          },
          lang,
        ),
      category: 'transactional',
      kind: `subscription-${d.reason}`,
    });
  },
};
