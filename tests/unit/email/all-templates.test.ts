/**
 * Every email template, rendered with representative data (free and paid places, waitlisted,
 * cancelled in time and late, curated, member and admin links, contact forms, newsletters), read as
 * a phone would: the message is held at 600 px, every URL in the HTML is a link target (never text
 * to read), no link text is a long URL, and no email says something it contradicts itself.
 *
 * The templates are enumerated from the code: every exported `…Email` function of the template
 * modules needs samples here, and any other file under functions/ that renders an email fails the
 * test until its module is added, so a new template cannot skip these checks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventBySlug, type EventListing } from '../../../content/events/index';
import { renderEmail } from '../../../functions/lib/mail/layout';
import { type EmailContent } from '../../../domain/email-content';
import * as signupT from '../../../functions/lib/mail/templates/signup';
import * as billingT from '../../../functions/lib/mail/templates/billing';
import * as unsubscribeT from '../../../functions/lib/mail/templates/unsubscribe';
import * as signIn from '../../../functions/lib/mail/templates/sign-in';
import * as errorsT from '../../../functions/lib/mail/templates/errors';
import * as reservationsT from '../../../functions/reservations/emails';
import * as reservationsJa from '../../../functions/reservations/emails-ja';
import * as seriesConfirmT from '../../../functions/reservations/series-confirm-email';
import type { Lang } from '../../../functions/lib/i18n/lang';
import * as curatedT from '../../../functions/curated/emails';
import * as members from '../../../functions/consumers/email/members';
import * as contact from '../../../functions/consumers/email/contact';
import * as compose from '../../../domain/admin/compose';
import * as digestT from '../../../functions/jobs/digest-email';
import * as touchT from '../../../functions/stay-in-touch/email';
import { touchToken, touchUrl } from '../../../functions/stay-in-touch/touch';
import { rsvpToken, rsvpUrl } from '../../../functions/reservations/rsvp-token';
import { venueFor } from '../../../functions/reservations/venue';
import { cancelToken, cancelUrl } from '../../../functions/reservations/model';
import { paidPlaceRefund } from '../../../functions/reservations/policy';
import type { Application, Participant, Session } from '../../../functions/curated/items';
import type { ContactMessage, Discovery } from '../../../functions/contact/contact';
import { SUBSCRIPTION_BENEFITS } from '../../../content/site/facts';
import { unkeptClaims } from '../../support/subscription-claims';

const SITE = 'https://fika.community';
const SECRET = 'test-signing-secret-for-email-rendering';
const ports = { config: { siteUrl: SITE }, secrets: { signingSecret: SECRET } } as unknown as Parameters<typeof curatedT.invitationEmail>[0];

type Rendered = { subject: string; html: string; text: string };
/** `changed`: the organisers changed the date, so cancelling before the start is refunded in full. */
type Sample = { name: string; mail: Rendered; paid?: boolean; cancelled?: 'in-time' | 'late' | 'changed' };

const rendered = (m: EmailContent | Rendered, lang: Lang = 'en'): Rendered => ('html' in m ? m : renderEmail(m, lang));

/** A module's templates called with the reader's language as their last argument (every sample passes all the others). */
function inLang<M extends Record<string, unknown>>(mod: M, lang: Lang): M {
  return Object.fromEntries(Object.entries(mod).map(([k, f]) => [k, typeof f === 'function' ? (...a: unknown[]) => (f as (...x: unknown[]) => unknown)(...a, lang) : f])) as M;
}

/** The samples in English, then the same in Japanese (named "… (ja)"; the English wording checks below skip them). */
function bothLanguages(samples: (lang: Lang) => Record<string, Sample[]>): Record<string, Sample[]> {
  const en = samples('en');
  const ja = samples('ja');
  // The team's own mails stay English: a template whose Japanese subject is the English one has no Japanese sample.
  const translated = (k: string) => (ja[k] ?? []).filter((x, i) => x.mail.subject !== en[k][i]?.mail.subject);
  return Object.fromEntries(Object.entries(en).map(([k, list]) => [k, [...list, ...translated(k).map((x) => ({ name: `${x.name} (ja)`, mail: x.mail }))]]));
}

// ---------- the join/reserve/pay area ----------

const joinTemplates = { ...signupT, ...billingT, ...unsubscribeT, ...reservationsT };
const renderIn = (m: EmailContent | Rendered, lang: Lang) => rendered(m, lang);
/** The samples of the templates one module exports. */
const only = (samples: Record<string, Sample[]>, mod: Record<string, unknown>) => Object.fromEntries(Object.entries(samples).filter(([name]) => name in mod));

const OCC = '2027-01-23';
const NOW = new Date('2027-01-10T00:00:00Z');
function eventFacts(slug: string, paid = false) {
  const event = eventBySlug(slug) as EventListing;
  expect(event, slug).toBeDefined();
  const r = { eventSlug: slug, occurrence: OCC, email: 'a.very.long.address+fika-newcomer@example-mail-provider.co.jp', createdAt: '2027-01-01T09:30:00.000Z' };
  return {
    event,
    occurrence: OCC,
    venue: venueFor(event, OCC, NOW),
    eventUrl: `${SITE}/events/${slug}`,
    answers: {},
    refund: paid ? paidPlaceRefund(event, OCC) : null,
    cancelUrl: cancelUrl(SITE, cancelToken(SECRET, r)),
  };
}

const FREE = 'meiji-jingu-forest-walk'; // meeting instructions and what to bring
const PAID = 'signature-sunday-fika-daikanyama';
const PAID_USD = 'honolulu-kona-coffee-tasting-kakaako';
const SECRET_VENUE = 'tokyo-spanish-tapas-evening'; // venue revealed a week before, late fee
const WEEKLY = 'weekly-saturday-morning-fika-yoyogi-uehara'; // a series can follow it

const joinSamples = (lang: Lang = 'en'): Record<string, Sample[]> => {
  const join_ = lang === 'en' ? joinTemplates : inLang(joinTemplates, lang);
  const rendered = (m: EmailContent | Rendered) => renderIn(m, lang);
  const base = { wasWaiting: false, late: false, noShow: false, feeText: null, holdExpired: false };
  return {
    welcomeEmail: [
      { name: 'welcome', mail: rendered(join_.welcomeEmail(false, `${SITE}/events`)) },
      { name: 'welcome back', mail: rendered({ ...join_.welcomeEmail(true, `${SITE}/events`), unsubscribeUrl: `${SITE}/unsubscribe?token=${'x'.repeat(120)}` }) },
    ],
    confirmationEmail: [
      { name: 'confirmation, free', mail: rendered(join_.confirmationEmail({ ...eventFacts(FREE), paid: false, promoted: false })) },
      { name: 'confirmation, paid', paid: true, mail: rendered(join_.confirmationEmail({ ...eventFacts(PAID, true), paid: true, promoted: false })) },
      { name: 'confirmation, paid in dollars', paid: true, mail: rendered(join_.confirmationEmail({ ...eventFacts(PAID_USD, true), paid: true, promoted: false })) },
      { name: 'confirmation, promoted from the waitlist', mail: rendered(join_.confirmationEmail({ ...eventFacts(FREE), paid: false, promoted: true })) },
      { name: 'confirmation, venue kept back', mail: rendered(join_.confirmationEmail({ ...eventFacts(SECRET_VENUE), paid: false, promoted: false })) },
    ],
    waitlistEmail: [
      { name: 'waitlisted, free', mail: rendered(join_.waitlistEmail({ ...eventFacts(FREE), position: 3, paymentNeeded: false })) },
      { name: 'waitlisted, paid', mail: rendered(join_.waitlistEmail({ ...eventFacts(PAID), position: 1, paymentNeeded: true })) },
    ],
    placeHeldEmail: [{ name: 'place held', mail: rendered(join_.placeHeldEmail({ ...eventFacts(PAID), holdUntil: new Date('2027-01-21T03:00:00Z'), priceText: '¥3,000' })) }],
    cancellationEmail: [
      { name: 'cancelled, free', mail: rendered(join_.cancellationEmail({ ...eventFacts(FREE), ...base })) },
      { name: 'cancelled, paid, in time', paid: true, cancelled: 'in-time', mail: rendered(join_.cancellationEmail({ ...eventFacts(PAID, true), ...base })) },
      { name: 'cancelled, paid, late', paid: true, cancelled: 'late', mail: rendered(join_.cancellationEmail({ ...eventFacts(PAID, true), ...base, late: true, noShow: true })) },
      { name: 'cancelled late with a fee', mail: rendered(join_.cancellationEmail({ ...eventFacts(SECRET_VENUE), ...base, late: true, feeText: '¥5,500' })) },
      { name: 'left the waitlist', mail: rendered(join_.cancellationEmail({ ...eventFacts(FREE), ...base, wasWaiting: true })) },
      { name: 'hold expired', mail: rendered(join_.cancellationEmail({ ...eventFacts(PAID), ...base, holdExpired: true })) },
    ],
    dateCancelledEmail: [
      { name: 'date cancelled, paid place', mail: rendered(join_.dateCancelledEmail({ ...eventFacts(PAID), reason: 'Our host is ill and nobody can stand in this week.', was: 'confirmed', paid: true, series: false })) },
      { name: 'date cancelled, series place', mail: rendered(join_.dateCancelledEmail({ ...eventFacts(WEEKLY), reason: 'The café closes for a private party that day.', was: 'confirmed', paid: false, series: true })) },
      { name: 'date cancelled, held place', mail: rendered(join_.dateCancelledEmail({ ...eventFacts(PAID), reason: 'A typhoon is forecast.', was: 'pending_payment', paid: false, series: false })) },
      { name: 'date cancelled, waitlisted', mail: rendered(join_.dateCancelledEmail({ ...eventFacts(FREE), reason: `Heavy rain (see ${SITE}/events for the next walk).`, was: 'waitlisted', paid: false, series: false })) },
    ],
    dateChangedEmail: [
      { name: 'date changed, paid place, new time', paid: true, cancelled: 'changed', mail: rendered(join_.dateChangedEmail({ ...eventFacts(PAID, true), time: true, venueChanged: false, note: 'The restaurant needs the room until 7.', was: 'confirmed', paid: true })) },
      { name: 'date changed, new place', mail: rendered(join_.dateChangedEmail({ ...eventFacts(FREE), time: false, venueChanged: true, was: 'confirmed', paid: false })) },
      { name: 'date changed, waitlisted', mail: rendered(join_.dateChangedEmail({ ...eventFacts(FREE), time: true, venueChanged: true, was: 'waitlisted', paid: false })) },
      { name: 'date changed, held place', mail: rendered(join_.dateChangedEmail({ ...eventFacts(PAID), time: true, venueChanged: false, was: 'pending_payment', paid: false })) },
    ],
    attendeeMessageEmail: [
      {
        name: 'message to the people of a date',
        mail: rendered(join_.attendeeMessageEmail({ event: eventBySlug(FREE)!, occurrence: OCC, eventUrl: `${SITE}/events/${FREE}`, subject: 'Bring a light jacket', body: 'The forecast says 12°C by the shrine.\n\nWe meet at the south gate.' })),
      },
    ],
    reminderEmail: [
      { name: 'reminder, free', mail: rendered(join_.reminderEmail(eventFacts(FREE))) },
      { name: 'reminder, paid', paid: true, mail: rendered(join_.reminderEmail(eventFacts(PAID, true))) },
    ],
    venueRevealEmail: [{ name: 'venue reveal', mail: rendered(join_.venueRevealEmail(eventFacts(SECRET_VENUE))) }],
    seriesJoinedEmail: [
      {
        name: 'series joined',
        mail: rendered(
          join_.seriesJoinedEmail({
            event: eventBySlug(WEEKLY)!,
            dates: [
              { occurrence: '2027-01-16', status: 'confirmed', waitlistPosition: null },
              { occurrence: OCC, status: 'waitlisted', waitlistPosition: 3 },
            ],
            manageUrl: `${SITE}/series/${'s'.repeat(90)}~${'m'.repeat(43)}`,
            eventUrl: `${SITE}/events/${WEEKLY}`,
          }),
        ),
      },
    ],
    seriesConfirmEmail: [{ name: 'series confirmation link', mail: rendered(join_.seriesConfirmEmail({ event: eventBySlug(WEEKLY)!, url: `${SITE}/series/confirm/${'t'.repeat(43)}`, hours: 24 })) }],
    seriesCheckEmail: [
      { name: 'series still-coming check', mail: rendered(join_.seriesCheckEmail({ ...eventFacts(WEEKLY), manageUrl: `${SITE}/series/${'s'.repeat(90)}~${'m'.repeat(43)}` })) },
      { name: 'series check, no manage link', mail: rendered(join_.seriesCheckEmail({ ...eventFacts(WEEKLY), manageUrl: null })) },
    ],
    refundEmail: (['event_full', 'already_registered', 'event_cancelled'] as const).map((reason) => ({
      name: `refund, ${reason}`,
      mail: rendered(join_.refundEmail({ event: eventBySlug(PAID)!, occurrence: OCC, amountText: '¥3,000', eventUrl: `${SITE}/events/${PAID}`, reason })),
    })),
    receiptEmail: [{ name: 'receipt', mail: rendered(join_.receiptEmail({ description: 'Signature Sunday Fika (2027-01-23)', amountText: '¥3,000', paidAt: NOW, reference: `cs_sim_${'a1b2c3'.repeat(12)}` })) }],
    subscriptionEmail: (['started', 'updated', 'cancelled', 'cancel_scheduled', 'resumed', 'payment_failed'] as const).map((reason) => ({
      name: `subscription ${reason}`,
      mail: rendered(join_.subscriptionEmail({ reason, statusLabel: 'Active', periodEnd: '2027-02-10T00:00:00Z', manageUrl: `${SITE}/subscription?email=${encodeURIComponent('a.very.long.address+fika@example.com')}`, eventsUrl: `${SITE}/events` })),
    })),
    subscriptionChangeLinkEmail: (['cancel', 'resume'] as const).map((c) => ({ name: `subscription ${c} link`, mail: rendered(join_.subscriptionChangeLinkEmail(c, `${SITE}/subscription/cancel?token=${'t'.repeat(90)}&email=a%40b.c`)) })),
    unsubscribeLinkEmail: [{ name: 'unsubscribe link', mail: rendered(join_.unsubscribeLinkEmail(`${SITE}/unsubscribe?token=${'u'.repeat(150)}`)) }],
    unsubscribeNoticeEmail: [
      {
        name: 'unsubscribe notice',
        mail: rendered(
          join_.unsubscribeNoticeEmail({ email: 'someone@example.com', reason: 'too_frequent', feedback: `See ${SITE}/events/${'long-slug-'.repeat(12)} for what I mean`, method: 'one-click', trackingId: 'trk_'.padEnd(80, '9'), unsubscribedAt: '2027-01-10T00:00:00Z', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' }),
        ),
      },
    ],
  };
};

// ---------- Curated Fika ----------

const session = (price: number): Session =>
  ({
    id: 'cs_2027_01_23_tokyo',
    session_title: 'Curated Fika: Designers and Founders',
    session_date: '2027-01-23T05:00:00.000Z',
    session_status: 'scheduled',
    venue_name: 'Fuglen Tomigaya',
    venue_address: '1-16-11 Tomigaya, Shibuya-ku, Tokyo',
    venue_area: 'Tomigaya',
    venue_id: null,
    venue_timezone: 'Asia/Tokyo',
    city: 'tokyo',
    country: 'Japan',
    max_participants: 4,
    current_participants: 3,
    session_duration: 90,
    price_per_person: price,
    total_revenue: 0,
    host_notes: '',
    target_interests: [],
    target_themes: [],
    registration: 'curated',
    created_at: '2027-01-01T00:00:00Z',
  }) as Session;
const participant = (payment: Participant['payment_status']): Participant =>
  ({
    id: 'cs_2027_01_23_tokyo.app_0123456789abcdef',
    session_id: 'cs_2027_01_23_tokyo',
    application_id: 'app_0123456789abcdef',
    email: 'mika@example.com',
    first_name: 'Mika',
    last_name: 'Sato',
    participation_status: 'invited',
    payment_status: payment,
    payment_amount: payment === 'unpaid' ? null : 30,
    payment_date: null,
    created_at: '2027-01-01T00:00:00Z',
  }) as Participant;
const application = (premium: boolean): Application => ({ id: 'app_1', email: 'mika@example.com', first_name: 'Mika', is_premium_member: premium, application_status: 'submitted', submitted_at: '2027-01-01T00:00:00Z' }) as Application;

const curatedSamples = (lang: Lang = 'en'): Record<string, Sample[]> => {
  const curated = lang === 'en' ? curatedT : inLang(curatedT, lang);
  const rendered = (m: EmailContent | Rendered) => renderIn(m, lang);
  const s = session(30);
  return {
    accessCodeEmail: [{ name: 'curated code', mail: rendered(curated.accessCodeEmail('482913')) }],
    applicationReceivedEmail: [true, false].map((premium) => ({ name: `curated application, premium ${premium}`, mail: rendered(curated.applicationReceivedEmail(ports, application(premium))) })),
    statusUpdateEmail: (['submitted', 'under_review', 'approved', 'rejected', 'waitlist'] as const).map((status) => ({ name: `curated status ${status}`, mail: rendered(curated.statusUpdateEmail(ports, application(true), status, 'A personal note from the team.')) })),
    invitationEmail: [
      { name: 'curated invitation, paid', mail: rendered(curated.invitationEmail(ports, s, participant('unpaid'))) },
      { name: 'curated invitation, free', mail: rendered(curated.invitationEmail(ports, session(0), participant('unpaid'))) },
    ],
    nudgeEmail: [false, true].map((second) => ({ name: `curated nudge ${second ? 2 : 1}`, mail: rendered(curated.nudgeEmail(ports, s, participant('unpaid'), second)) })),
    confirmedEmail: (['paid', 'unpaid'] as const).map((pay) => ({ name: `curated confirmed, ${pay}`, mail: rendered(curated.confirmedEmail(ports, s, participant(pay))) })),
    reminderEmail: [{ name: 'curated reminder', mail: rendered(curated.reminderEmail(ports, s, participant('paid'))) }],
    feedbackRequestEmail: [{ name: 'curated feedback', mail: rendered(curated.feedbackRequestEmail(ports, s, participant('paid'))) }],
    cancellationConfirmationEmail: (['refunded', 'unpaid'] as const).map((pay) => ({ name: `curated cancelled, ${pay}`, mail: rendered(curated.cancellationConfirmationEmail(ports, s, participant(pay))) })),
    sessionCancelledEmail: [{ name: 'curated session cancelled', mail: rendered(curated.sessionCancelledEmail(ports, s, participant('refunded'))) }],
    removalEmail: [{ name: 'curated removal', mail: rendered(curated.removalEmail(ports, s, participant('unpaid'))) }],
    paymentRefundedEmail: [{ name: 'curated refund', mail: rendered(curated.paymentRefundedEmail(ports, s, participant('refunded'), 30)) }],
    sessionEmptiedEmail: [{ name: 'curated emptied', mail: rendered(curated.sessionEmptiedEmail(ports, s)) }],
  };
};

// ---------- members, contact, admin ----------

const token = 'tok_'.padEnd(180, 'Z');
const contactMessage: ContactMessage = {
  id: 'msg_01HZXKQ7W3V9',
  name: 'Ben',
  email: 'ben@example.com',
  subject: 'Question about the walk',
  inquiryType: 'general',
  message: `Hello!\n\nI found this page: ${SITE}/events/meiji-jingu-forest-walk?utm_source=newsletter&utm_medium=email&utm_campaign=january-walks-and-talks. Is it on?`,
  agreeToContact: true,
  source: 'contact-page',
  metadata: { currentUrl: `${SITE}/contact?from=${'x'.repeat(100)}`, referrer: 'https://www.google.com/search?q=fika+community+tokyo+walks+for+newcomers', timezone: 'Asia/Tokyo' },
  receivedAt: '2027-01-10T00:00:00Z',
};
const discovery: Discovery = { id: 'disc_1', name: 'Aiko', email: 'aiko@example.com', title: 'Glitch Coffee', city: 'tokyo', category: 'cafe', area: 'Jimbocho', why: 'Great light roasts.', website: `https://glitchcoffee.example.com/${'menu/'.repeat(15)}`, submittedAt: '2027-01-10T00:00:00Z' } as Discovery;
const stats = { current_streak: 3, avg_progress_rating: 4.2, improvement_trend: 'steady' as const, total_checkins: 7, days_until_target: 12 };

const otherSamples = (): Record<string, Record<string, Sample[]>> => ({
  members: {
    encouragementEmail: [
      { name: 'check-in encouragement', mail: rendered(members.encouragementEmail({ week: '2027-W02', stats, dashboardUrl: `${SITE}/member-dashboard` })) },
      { name: 'check-in encouragement (ja)', mail: rendered(members.encouragementEmail({ week: '2027-W02', stats, dashboardUrl: `${SITE}/ja/member-dashboard` }, 'ja'), 'ja') },
    ],
    tierUnlockedEmail: [
      { name: 'tier unlocked', mail: rendered(members.tierUnlockedEmail({ tier: 'silver', stamps: 5, passportUrl: `${SITE}/member-passport` })) },
      { name: 'tier unlocked (ja)', mail: rendered(members.tierUnlockedEmail({ tier: 'silver', stamps: 5, passportUrl: `${SITE}/ja/member-passport` }, 'ja'), 'ja') },
    ],
  },
  contact: {
    contactTeamEmail: [{ name: 'contact to the team', mail: rendered(contact.contactTeamEmail(contactMessage)) }],
    contactAcknowledgementEmail: [
      { name: 'contact acknowledgement', mail: rendered(contact.contactAcknowledgementEmail()) },
      { name: 'contact acknowledgement (ja)', mail: rendered(contact.contactAcknowledgementEmail('ja'), 'ja') },
    ],
    discoveryTeamEmail: [{ name: 'discovery to the team', mail: rendered(contact.discoveryTeamEmail(discovery)) }],
  },
  signIn: {
    memberAccessEmail: [
      { name: 'member link', mail: rendered(signIn.memberAccessEmail(`${SITE}/member-login?token=${token}`)) },
      { name: 'member link (ja)', mail: rendered(signIn.memberAccessEmail(`${SITE}/ja/member-login?token=${token}`, 'ja'), 'ja') },
    ],
    passportLinkEmail: [
      { name: 'passport link', mail: rendered(signIn.passportLinkEmail(`${SITE}/member-passport?token=${token}`)) },
      { name: 'passport link (ja)', mail: rendered(signIn.passportLinkEmail(`${SITE}/ja/member-passport?token=${token}`, 'ja'), 'ja') },
    ],
    adminLinkEmail: [{ name: 'admin link', mail: rendered(signIn.adminLinkEmail(`${SITE}/admin/login?token=${token}`)) }],
    hostLinkEmail: [
      { name: 'door kit link', mail: rendered(signIn.hostLinkEmail(`${SITE}/host/weekly-fika/2027-01-23?token=${token}`, 'Weekly Fika')) },
      { name: 'door kit link (ja)', mail: rendered(signIn.hostLinkEmail(`${SITE}/ja/host/weekly-fika/2027-01-23?token=${token}`, 'ウィークリーフィーカ', 'ja'), 'ja') },
    ],
  },
  errors: {
    newErrorEmail: [
      {
        name: 'new browser error',
        mail: rendered(
          errorsT.newErrorEmail({
            message: `TypeError: Cannot read properties of undefined (reading 'map') while rendering ${SITE}/events/meiji-jingu-forest-walk?utm_source=newsletter&utm_medium=email ${'and more '.repeat(20)}`,
            source: 'client',
            total: 1,
            path: '/events/meiji-jingu-forest-walk',
            release: '2027-01-10T00:00:00.000Z',
            stack: `TypeError: Cannot read properties of undefined (reading 'map')\n    at EventPage (${SITE}/assets/EventPage-B3xYz_9a.js:1:23456)\n    at renderWithHooks (${SITE}/assets/index-B3xYz_9a.js:9:1234)`,
            requestId: null,
            firstSeen: '2027-01-10T00:00:00.000Z',
            fingerprint: '0123456789abcdef',
            adminUrl: `${SITE}/admin/errors`,
          }),
        ),
      },
      {
        name: 'new server error',
        mail: rendered(
          errorsT.newErrorEmail({
            message: 'InternalServerError: the transaction did not go through',
            source: 'server',
            total: 42,
            path: '/api/reservations reserve',
            release: 'local',
            stack: 'InternalServerError: the transaction did not go through\n    at transact (/var/task/index.mjs:1:2)',
            requestId: 'c0ffee00-1234-4abc-8def-0123456789ab',
            firstSeen: '2027-01-09T00:00:00.000Z',
            fingerprint: 'fedcba9876543210',
            adminUrl: `${SITE}/admin/errors`,
          }),
        ),
      },
    ],
  },
  compose: {
    newsletterContent: [false, true].map((test) => ({
      name: `newsletter${test ? ' test' : ''}`,
      mail: rendered({
        ...compose.newsletterContent(`January at ${SITE}/events`, `New walks: ${SITE}/events/city/tokyo?when=this-month&type=walk&utm_campaign=jan\n\n- Forest walk ${SITE}/events/meiji-jingu-forest-walk\n- Sakura walk\n\n[See every event](${SITE}/events)`, { test }),
        unsubscribeUrl: `${SITE}/unsubscribe?token=${token}`,
      }),
    })),
  },
});

/** The weekly digest (issue 29): two cities' dates, and one date, each with its RSVP link and the list's unsubscribe link. */
const digestSamples = (lang: Lang): Record<string, Sample[]> => {
  const date = (slug: string, occurrence: string, placesLeft: number) => {
    const event = eventBySlug(slug)!;
    return { event, occurrence, city: event.city, placesLeft, rsvpUrl: rsvpUrl(SITE, rsvpToken(SECRET, { slug, occurrence, email: 'a.very.long.address+fika-newcomer@example-mail-provider.co.jp' })) };
  };
  const unsubscribeUrl = `${SITE}/unsubscribe?token=${'u'.repeat(120)}`;
  return {
    digestEmail: [
      { name: 'weekly digest, two cities', mail: rendered({ ...digestT.digestEmail([date(WEEKLY, '2027-01-16', 7), date('osaka-december-fika-nakazakicho', '2026-12-13', 1)], lang), unsubscribeUrl }, lang) },
      { name: 'weekly digest, one date', mail: rendered({ ...digestT.digestEmail([date('honolulu-inaugural-fika-kaimuki', '2026-12-19', 12)], lang), unsubscribeUrl }, lang) },
    ],
  };
};

/** Stay in touch (issue 29): the invitation after a date, with the attendee's signed link and the deadline. */
const touchSamples = (lang: Lang): Record<string, Sample[]> => {
  const event = eventBySlug(WEEKLY)!;
  const url = touchUrl(SITE, touchToken(SECRET, { slug: WEEKLY, occurrence: '2027-01-16', email: 'a.very.long.address+fika-newcomer@example-mail-provider.co.jp' }));
  return { invitationEmail: [{ name: 'stay-in-touch invitation', mail: rendered(touchT.invitationEmail({ event, occurrence: '2027-01-16', deadline: new Date('2027-02-15T03:00:00Z'), url }, lang), lang) }] };
};

/** The modules whose exported …Email functions are templates, and their samples. */
const modules: { file: string; exports: Record<string, unknown>; samples: () => Record<string, Sample[]> }[] = [
  { file: 'functions/lib/mail/templates/signup.ts', exports: signupT, samples: () => only(bothLanguages(joinSamples), signupT) },
  { file: 'functions/lib/mail/templates/billing.ts', exports: billingT, samples: () => only(bothLanguages(joinSamples), billingT) },
  { file: 'functions/lib/mail/templates/unsubscribe.ts', exports: unsubscribeT, samples: () => only(bothLanguages(joinSamples), unsubscribeT) },
  { file: 'functions/reservations/emails.ts', exports: reservationsT, samples: () => only(joinSamples(), reservationsT) },
  // The Japanese reservation emails, through emails.ts with lang 'ja' (which hands them to emails-ja.ts).
  { file: 'functions/reservations/emails-ja.ts', exports: reservationsJa, samples: () => Object.fromEntries(Object.entries(only(joinSamples('ja'), reservationsJa)).map(([k, list]) => [k, list.map((x) => ({ name: `${x.name} (ja)`, mail: x.mail }))])) },
  // The series confirmation link, in a module of its own (emails.ts re-exports it): both languages.
  { file: 'functions/reservations/series-confirm-email.ts', exports: seriesConfirmT, samples: () => only(bothLanguages(joinSamples), seriesConfirmT) },
  { file: 'functions/curated/emails.ts', exports: curatedT, samples: () => bothLanguages(curatedSamples) },
  { file: 'functions/consumers/email/members.ts', exports: members, samples: () => otherSamples().members },
  { file: 'functions/consumers/email/contact.ts', exports: contact, samples: () => otherSamples().contact },
  { file: 'functions/lib/mail/templates/sign-in.ts', exports: signIn, samples: () => otherSamples().signIn },
  { file: 'domain/admin/compose.ts', exports: compose, samples: () => otherSamples().compose },
  { file: 'functions/lib/mail/templates/errors.ts', exports: errorsT, samples: () => otherSamples().errors },
  { file: 'functions/jobs/digest-email.ts', exports: digestT, samples: () => bothLanguages(digestSamples) },
  { file: 'functions/stay-in-touch/email.ts', exports: touchT, samples: () => bothLanguages(touchSamples) },
];
/** A template: an exported function named for the message it builds (not a predicate such as isAdminEmail, nor a sender). */
const isTemplate = (name: string, v: unknown) => typeof v === 'function' && /^(?!is[A-Z]|send[A-Z])\w+(Email|Content)$/.test(name);

const ROOT = join(__dirname, '../../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

// ---------- what the HTML shows ----------

const URL_RE = /https?:\/\/[^\s<>"']+/gi;
/** The HTML with every attribute value and the head removed: what a reader can see. */
const visible = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/i, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
const anchors = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ href: m[1].replace(/&amp;/g, '&'), text: m[2].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim() }));
const looksLikeUrl = (s: string) => /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/|$)/i.test(s);

const all = (): Sample[] => modules.flatMap((m) => Object.values(m.samples()).flat());

describe('every email template', () => {
  it('is enumerated: each exported template has samples, and no other file renders an email', () => {
    for (const m of modules) {
      const templates = Object.entries(m.exports).filter(([n, v]) => isTemplate(n, v)).map(([n]) => n);
      const sampled = Object.keys(m.samples());
      expect(sampled.sort(), m.file).toEqual(templates.sort());
      for (const [name, list] of Object.entries(m.samples())) expect(list.length, `${m.file} ${name}`).toBeGreaterThan(0);
    }
    const covered = new Set(modules.map((m) => m.file));
    const rendering = [...sourceFiles(join(ROOT, 'functions')), ...sourceFiles(join(ROOT, 'domain'))]
      .filter((f) => /renderEmail\(|\):\s*EmailContent\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f).split('\\').join('/'))
      .filter((f) => f !== 'functions/lib/mail/layout.ts' && f !== 'functions/lib/mail/door.ts');
    expect(rendering.filter((f) => !covered.has(f))).toEqual([]);
  });

  const samples = all();
  it.each(samples.map((s) => [s.name, s] as const))('%s: held at 600 px, wraps long words, links only as links', (_name, s) => {
    const { html, text } = s.mail;
    // The card that holds the content: 600 px at most, shrinking below it; long words wrap.
    expect(html).toMatch(/<table role="presentation" width="600" style="[^"]*width:100%;max-width:600px;/);
    expect(html).toMatch(/overflow-wrap:anywhere/);
    expect(html).toMatch(/img\{max-width:100%/);
    expect(html).not.toMatch(/white-space:nowrap/);
    // No URL is text to read: every one is a link target.
    expect(visible(html).match(URL_RE) ?? []).toEqual([]);
    for (const a of anchors(html)) {
      expect(a.href, a.text).toMatch(/^https?:\/\//);
      expect(a.text.length, a.text).toBeGreaterThan(0);
      if (looksLikeUrl(a.text)) expect(a.text.length, a.text).toBeLessThanOrEqual(40);
    }
    // The plain-text part keeps every link's full URL.
    for (const a of anchors(html)) expect(text).toContain(a.href);
  });

  it.each(samples.map((s) => [s.name, s] as const))('%s: says nothing it contradicts', (_name, s) => {
    const { html, text } = s.mail;
    // The details are in the email: it never promises to send them later.
    expect(text).not.toMatch(/details will be sent|will be sent 24 hours beforehand/i);
    expect(text).not.toMatch(/paste this link/i);
    if (s.paid) {
      // A paid place states its refund terms, or what happened to the money once cancelled.
      if (s.cancelled === 'in-time') expect(text).toMatch(/is refunded in full to your card; it arrives within 5-10 business days/);
      else if (s.cancelled === 'late') expect(text).toMatch(/so your (¥|\$)[\d,]+ is not refunded/);
      else if (s.cancelled === 'changed') expect(text).toMatch(/cancel your place and we refund it in full, whenever you cancel before the start/);
      else expect(text).toMatch(/Refunds: cancel by .+ and your (¥|\$)[\d,]+ is refunded in full/);
    } else if (/cancel-reservation\//.test(text)) {
      // A place not paid online says nothing about refunds.
      expect(text).not.toMatch(/refund/i);
    }
    expect(html.length).toBeGreaterThan(0);
  });

  it('claims no subscriber benefit the code does not keep (tests/support/subscription-claims.ts), in either language', () => {
    const lines = (s: Sample) => [s.mail.subject, ...s.mail.text.split(/\n+/)];
    expect(samples.flatMap((s) => unkeptClaims(lines(s), `${s.name}: `))).toEqual([]);
    // The subscription mails list what it gives, from the facts.
    const started = samples.filter((s) => /subscription is active|サブスクリプションが有効になりました/.test(s.mail.subject));
    expect(started.length).toBe(2);
    for (const s of started) {
      const lang = /サブスクリプション/.test(s.mail.subject) ? 'ja' : 'en';
      for (const b of Object.values(SUBSCRIPTION_BENEFITS)) expect(s.mail.text, s.name).toContain(b[lang]);
    }
  });

  it('the paid confirmation states the deadline from the cancellation rule, and the free one what the reminder adds', () => {
    const paid = all().find((s) => s.name === 'confirmation, paid')!.mail.text;
    // Signature Sunday has no notice period: refunds run to the start of the event day (Saturday, January 23 in Tokyo).
    expect(paid).toContain('Refunds: cancel by the end of Friday, January 22, Tokyo time and your ¥3,000 is refunded in full');
    const free = all().find((s) => s.name === 'confirmation, free')!.mail.text;
    expect(free).toContain("We'll send a reminder 24 hours before the start with the meeting instructions and what to bring.");
  });

  it('the Japanese emails are Japanese: dates 年月日, times 24-hour with the zone, yen as 円, the layout in Japanese', () => {
    const ja = all().filter((s) => s.name.endsWith('(ja)'));
    expect(ja.length).toBeGreaterThan(30);
    for (const s of ja) {
      expect(s.mail.html, s.name).toContain('<html lang="ja">');
      expect(s.mail.text, s.name).toMatch(/[ぁ-んァ-ン]/);
      expect(s.mail.text, s.name).not.toMatch(/Find your tribe|Cancel my place|You're confirmed/);
    }
    const paid = all().find((s) => s.name === 'confirmation, paid (ja)')!.mail;
    expect(paid.subject).toMatch(/^参加が確定しました：/);
    expect(paid.text).toContain('日付: 2027年1月23日(土)');
    expect(paid.text).toMatch(/時間: \d\d:\d\d〜\d\d:\d\d（日本時間）/);
    expect(paid.text).toContain('返金について：1月22日(金) 23:59（日本時間）までにキャンセルされた場合、お支払いいただいた3,000円を全額カードに返金します');
    const usd = all().find((s) => s.name === 'confirmation, paid in dollars (ja)')!.mail;
    expect(usd.text).toContain('（ハワイ時間）');
    expect(usd.text).toMatch(/\$\d+/);
    const held = all().find((s) => s.name === 'place held (ja)')!.mail;
    expect(held.text).toContain('3,000円を支払って確定する');
  });
});
