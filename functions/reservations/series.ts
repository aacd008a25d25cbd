/**
 * Series RSVP ("Come every week" / "Come every month"): one registration for every upcoming
 * occurrence of a recurring event within SERIES_WEEKS weeks, kept topped up by the series job.
 *
 * - Each occurrence is registered on its own through `register` (register.ts), with the capacity,
 *   waitlist and subscriber-priority rules of a single registration: confirmed or waitlisted per date.
 * - A series place is a normal reservation marked `series`; its emailed cancel link is also the
 *   release link of the "still coming?" check sent SERIES_CHECK_HOURS_BEFORE the start. Releasing
 *   is the normal cancellation (service.ts), whose session.cancelled event promotes the next person.
 * - The pause rule: when a person has released two consecutive occurrences of their series (in date
 *   order), the series pauses: it adds no new dates; the places it still holds stay, each with its check.
 *   Registering the series again starts it afresh.
 * - Without proof of the email (a member session of it) a series request takes nothing: the owner
 *   confirms through an emailed single-use link (requestSeries, confirmSeries).
 * - Cancelling the series cancels every future place it holds (each through the normal cancellation,
 *   so each freed place promotes the next person); a place that could only be cancelled late (on
 *   the event day) is kept, for its own cancel link, so nobody gets a no-show they did not choose.
 */
import { eventAccessRule, eventBySlug, events, type EventListing } from '../../content/events/index';
import { addDays, calendarDateIn } from '../../content/events/calendar';
import { occurrencesBetween } from '../../domain/passport/occurrences';
import { BadRequest, ConditionFailed, Conflict, HttpError, NotFound } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { cleanToken, sha256, sign } from '../lib/auth/crypto';
import { timingSafeEqual } from 'node:crypto';
import { audienceOf, decideAccess, notInAudience } from './access';
import { validateAnswers } from './answers';
import { register } from './register';
import type { Reservation } from './model';
import * as reservations from './store';
import { parseSeriesToken, seriesToken, seriesUrl } from './series-token';
import * as store from './series-store';
import type { Series } from './series-store';
import { cancelReservation } from './service';
import { formatEventDate } from './format';
import { SERIES_CHECK_HOURS_BEFORE, occurrenceStart, dateOf } from '../../domain/reservations/time';
import { signInRequest } from '../lib/auth/rate-limit';
import { TokenError, consumeLinkToken, issueLinkToken } from '../lib/auth/tokens';
import { sendMail } from '../lib/mail/door';
import { sitePage } from '../lib/i18n/lang';
import { seriesConfirmEmail } from './series-confirm-email';
import { SERIES_MESSAGES } from '../../domain/reservations/messages';

/** How far ahead a series registers: every occurrence starting within this many weeks. */
export const SERIES_WEEKS = 8;
/** The recurring events a series can follow: weekly fikas, and monthly events (their catalogue occurrences). */
export const SERIES_FREQUENCIES: readonly string[] = ['weekly', 'monthly'];

/**
 * A series asked for without proof of the email takes nothing until the address's owner opens the
 * link we email (single use, valid this long): made-up addresses cannot take places on every date.
 */
export const SERIES_CONFIRM_HOURS = 24;
export const SERIES_CONFIRM_PURPOSE = 'series-join';

const ms = (h: number) => h * 3_600_000;

/** A recurring event whose places need no per-event payment. */
export function seriesEligible(event: EventListing): boolean {
  return SERIES_FREQUENCIES.includes(event.eventFrequency);
}

/** The occurrences a series holds now: those starting after `now` and within SERIES_WEEKS weeks. */
export function seriesOccurrences(event: EventListing, now: Date): { occurrence: string; start: Date }[] {
  const today = calendarDateIn(now, event.timezone);
  const until = now.getTime() + SERIES_WEEKS * 7 * 86_400_000;
  return occurrencesBetween(event, today, addDays(today, SERIES_WEEKS * 7))
    .filter((o) => o.startsAt.getTime() > now.getTime() && o.startsAt.getTime() <= until)
    .map((o) => ({ occurrence: o.occurrence, start: o.startsAt }));
}

// ---------- the manage link (its token: series-token.ts) ----------

/** The series behind a manage link (400 garbled, 404 no match). */
export async function findSeriesByToken(p: Pick<Ports, 'table'>, raw: unknown): Promise<{ series: Series; event: EventListing }> {
  const token = cleanToken(raw);
  const target = token ? parseSeriesToken(token) : null;
  const event = target ? eventBySlug(target.slug) : undefined;
  if (!target || !event || !token) throw new BadRequest(SERIES_MESSAGES.invalidLink);
  const series = await store.get(p, target.email, target.slug);
  const given = Buffer.from(sha256(token));
  const stored = Buffer.from(String(series?.tokenHash ?? ''));
  if (!series || given.length !== stored.length || !timingSafeEqual(given, stored)) throw new NotFound(SERIES_MESSAGES.invalidLink);
  return { series, event };
}

// ---------- registering the dates ----------

export interface DateOutcome {
  occurrence: string;
  status: 'confirmed' | 'waitlisted' | 'full' | 'pending_payment' | 'cancelled';
  /** The waitlist position at registering time (for a date already held: now). */
  waitlistPosition: number | null;
  /** Already held before this call. */
  duplicate: boolean;
}

/**
 * Registers the series for its occurrences (all of them, or only those after its horizon), one
 * after another in date order, each with `register`'s rules; records the new horizon.
 */
async function registerDates(p: Ports, s: Series, event: EventListing, onlyAfterHorizon: boolean): Promise<DateOutcome[]> {
  const now = p.clock.now();
  const rule = eventAccessRule(event);
  const who = await audienceOf(p, rule, s.email);
  const dates = seriesOccurrences(event, now).filter((d) => !onlyAfterHorizon || !s.horizon || d.occurrence > s.horizon);
  const out: DateOutcome[] = [];
  for (const { occurrence } of dates) {
    const o = await register(p, { event, occurrence, email: s.email, answers: s.answers, subscriber: who.subscriber, allowWaitlist: rule.allowWaitlist, series: true });
    if (o.kind === 'confirmed' || o.kind === 'held') out.push({ occurrence, status: o.reservation.status, waitlistPosition: null, duplicate: false });
    else if (o.kind === 'waitlisted') out.push({ occurrence, status: 'waitlisted', waitlistPosition: o.position, duplicate: false });
    else if (o.kind === 'duplicate') out.push({ occurrence, status: o.reservation.status, waitlistPosition: await reservations.currentWaitlistPosition(p, o.reservation), duplicate: true });
    else out.push({ occurrence, status: 'full', waitlistPosition: null, duplicate: false });
  }
  if (dates.length) await store.setHorizon(p, s, dates[dates.length - 1].occurrence, now.toISOString());
  return out;
}

export interface SeriesAnswer {
  eventSlug: string;
  /** `pending`: nothing taken yet, a confirmation link was emailed (requestSeries). */
  status: Series['status'] | 'pending';
  dates: DateOutcome[];
  confirmed: number;
  waitlisted: number;
  /** "Confirmed for 6 dates, waitlisted for 2 (#3, #1)" */
  message: string;
}

export function summary(dates: DateOutcome[]): { confirmed: number; waitlisted: number; message: string } {
  const confirmed = dates.filter((d) => d.status === 'confirmed').length;
  const waiting = dates.filter((d) => d.status === 'waitlisted');
  const full = dates.filter((d) => d.status === 'full').length;
  const plural = (n: number) => `${n} ${n === 1 ? 'date' : 'dates'}`;
  const parts = [`Confirmed for ${plural(confirmed)}`];
  if (waiting.length) parts.push(`waitlisted for ${waiting.length} (${waiting.map((d) => `#${d.waitlistPosition ?? '?'}`).join(', ')})`);
  if (full) parts.push(`${plural(full)} full`);
  return { confirmed, waitlisted: waiting.length, message: `${parts.join(', ')}.` };
}

/** What every series request checks first: an event that repeats, the address as stored, valid RSVP answers. */
function seriesRequestOf(input: { eventSlug: string; email: string; answers?: unknown }) {
  const event = eventBySlug(input.eventSlug);
  if (!event) throw new NotFound('Event not found');
  if (!seriesEligible(event)) throw new Conflict(SERIES_MESSAGES.notRecurring);
  return { event, rule: eventAccessRule(event), email: normEmail(input.email), answers: validateAnswers(event, input.answers) };
}

/**
 * join_series: starts (or starts again) the person's series for a recurring event and registers every
 * upcoming date within SERIES_WEEKS weeks. Joining an active series again answers its places as they are
 * (and registers any date past its horizon); a released date is not taken again.
 */
export async function joinSeries(p: Ports, input: { eventSlug: string; email: string; answers?: unknown }): Promise<SeriesAnswer> {
  const { event, rule, email, answers } = seriesRequestOf(input);
  const access = decideAccess(rule, await audienceOf(p, rule, email));
  if (access.kind === 'closed') throw new Conflict(SERIES_MESSAGES.closed);
  if (access.kind === 'not_in_audience') throw notInAudience(access);
  if (access.kind !== 'allowed') throw new HttpError(409, SERIES_MESSAGES.paid);
  if (!seriesOccurrences(event, p.clock.now()).length) throw new Conflict(SERIES_MESSAGES.closed);

  const now = p.clock.now().toISOString();
  const fresh = { id: p.ids.id('s'), email, eventSlug: event.slug, answers, createdAt: now, updatedAt: now };
  const started = await store.start(p, { ...fresh, tokenHash: sha256(seriesToken(p.secrets.signingSecret, fresh)) });
  const series = started ?? (await store.get(p, email, event.slug));
  if (!series) throw new Conflict('Your series changed while registering. Please try again.');
  // A new series registers every date; an active one only dates past its horizon, and answers the
  // places it holds as they are (a date the person released stays released).
  const added = await registerDates(p, series, event, !started);
  const held = started ? [] : (await seriesView(p, series, event)).dates.map((d) => ({ occurrence: d.occurrence, status: d.status, waitlistPosition: d.waitlistPosition, duplicate: true }));
  const dates = [...held.filter((h) => !added.some((a) => a.occurrence === h.occurrence)), ...added].sort((a, b) => a.occurrence.localeCompare(b.occurrence));
  if (started) await withEvents(p, [], [outboxEvent('series.joined', { seriesId: series.id, email, eventSlug: event.slug })]);
  return { eventSlug: event.slug, status: series.status, dates, ...summary(dates) };
}

/**
 * join_series from a caller who has not proved the email (no member session of it): nothing is taken
 * and nothing is said about the address. Only what the catalogue decides for everyone is checked here
 * (a recurring event, open, not paid per person, the RSVP answers); the owner then confirms through
 * the emailed link (confirmSeries), where access is decided as for any registration. The link is
 * mailed through signInRequest (the per-address and per-(email, address) budgets of every emailed
 * link that proves an address), and the answer is the same whether or not it was mailed.
 */
export async function requestSeries(p: Ports, input: { eventSlug: string; email: string; answers?: unknown }, ip: string): Promise<SeriesAnswer> {
  const { event, rule, email, answers } = seriesRequestOf(input);
  if (!rule.bookable || !seriesOccurrences(event, p.clock.now()).length) throw new Conflict(SERIES_MESSAGES.closed);
  if (rule.kind === 'payment') throw new HttpError(409, SERIES_MESSAGES.paid);
  if (await signInRequest(p, 'link', email, ip)) {
    const { token } = await issueLinkToken(p, { purpose: SERIES_CONFIRM_PURPOSE, email, ttlSeconds: SERIES_CONFIRM_HOURS * 3600, data: { eventSlug: event.slug, answers } });
    const path = `/series/confirm/${encodeURIComponent(token)}`;
    await sendMail(p, { to: email, content: (lang) => seriesConfirmEmail({ event, url: sitePage(p.config.siteUrl, path, lang), hours: SERIES_CONFIRM_HOURS }, lang), category: 'transactional', kind: 'series-confirm' });
  }
  return { eventSlug: event.slug, status: 'pending', dates: [], confirmed: 0, waitlisted: 0, message: SERIES_MESSAGES.confirmSent };
}

/** confirm_series {token}: the emailed link proves the address; the series is joined as joinSeries does (once: the link is single use). */
export async function confirmSeries(p: Ports, raw: unknown): Promise<SeriesAnswer> {
  let link: { email: string; data: Record<string, unknown> };
  try {
    link = await consumeLinkToken(p, raw, SERIES_CONFIRM_PURPOSE);
  } catch (e) {
    if (e instanceof TokenError) throw new BadRequest(SERIES_MESSAGES.confirmLink);
    throw e;
  }
  return joinSeries(p, { eventSlug: String(link.data.eventSlug ?? ''), email: link.email, answers: link.data.answers });
}

/** The series job's step for one active series: register the dates that came within the horizon. */
export async function extendSeries(p: Ports, s: Series): Promise<number> {
  const event = eventBySlug(s.eventSlug);
  if (!event || !seriesEligible(event) || s.status !== 'active') return 0;
  const dates = await registerDates(p, s, event, true);
  return dates.filter((d) => !d.duplicate && d.status !== 'full').length;
}

// ---------- releasing and the pause rule ----------

const releasedBy = (r: Reservation | undefined, s: Series) =>
  Boolean(r?.series && r.status === 'cancelled' && r.cancelReason === 'cancelled' && r.createdAt >= s.createdAt);

/**
 * After a series place was cancelled (released): when the person's place on the occurrence just
 * before or just after it in the series was released too, the series pauses. True when it paused now.
 */
export async function afterRelease(p: Ports, slug: string, occurrence: string, email: string): Promise<boolean> {
  const event = eventBySlug(slug);
  const r = await reservations.get(p, slug, occurrence, email);
  if (!event || !r?.series || r.status !== 'cancelled') return false;
  const s = await store.get(p, email, slug);
  if (!s || s.status !== 'active' || !releasedBy(r, s)) return false;
  const day = dateOf(occurrence);
  const around = occurrencesBetween(event, addDays(day, -62), addDays(day, 62)).map((o) => o.occurrence);
  const i = around.indexOf(occurrence);
  const neighbours = [around[i - 1], around[i + 1]].filter((o): o is string => i >= 0 && Boolean(o));
  for (const o of neighbours) {
    if (releasedBy(await reservations.get(p, slug, o, email), s)) return store.pause(p, s, p.clock.now().toISOString());
  }
  return false;
}

// ---------- the manage page: view and cancel ----------

export interface SeriesView {
  eventSlug: string;
  eventTitle: string;
  status: Series['status'];
  dates: { occurrence: string; dateText: string; status: Reservation['status']; waitlistPosition: number | null }[];
}

/** The future places the series holds (confirmed or waiting), soonest first. */
async function futurePlaces(p: Ports, s: Series, event: EventListing): Promise<Reservation[]> {
  const now = p.clock.now().getTime();
  return (await reservations.allOfEmail(p, s.email))
    .filter((r) => r.eventSlug === event.slug && r.series && r.status !== 'cancelled' && occurrenceStart(event, r.occurrence).getTime() > now)
    .sort((a, b) => a.occurrence.localeCompare(b.occurrence));
}

export async function seriesView(p: Ports, s: Series, event: EventListing): Promise<SeriesView> {
  const places = await futurePlaces(p, s, event);
  const dates = [];
  for (const listed of places) {
    const r = (await reservations.get(p, event.slug, listed.occurrence, s.email)) ?? listed;
    if (r.status === 'cancelled') continue;
    dates.push({ occurrence: r.occurrence, dateText: formatEventDate(event, r.occurrence), status: r.status, waitlistPosition: await reservations.currentWaitlistPosition(p, r) });
  }
  return { eventSlug: event.slug, eventTitle: event.title, status: s.status, dates };
}

/** cancel_series: the series stops and every future place it holds is cancelled (late ones kept). */
export async function cancelSeries(p: Ports, raw: unknown): Promise<SeriesView & { cancelled: number; kept: string[]; message: string }> {
  const { series, event } = await findSeriesByToken(p, raw);
  await store.cancel(p, series, p.clock.now().toISOString());
  let cancelled = 0;
  const kept: string[] = [];
  for (const r of await futurePlaces(p, series, event)) {
    try {
      const done = await cancelReservation(p, async () => ({ reservation: (await reservations.get(p, event.slug, r.occurrence, series.email)) ?? r, event }), false);
      if (done.status === 'cancelled') cancelled++;
    } catch (e) {
      if (!(e instanceof Conflict)) throw e;
      kept.push(r.occurrence); // late (the event day) or already started: its own link decides
    }
  }
  const after = (await store.get(p, series.email, event.slug)) ?? series;
  const message = `Your series is cancelled: ${cancelled} ${cancelled === 1 ? 'place' : 'places'} released.${kept.length ? ` Today's place is kept; cancel it from its own link if you cannot come.` : ''}`;
  return { ...(await seriesView(p, after, event)), cancelled, kept, message };
}

// ---------- the series job: the horizon and the checks ----------

/**
 * Announces the "still coming?" check once per confirmed series place starting within
 * SERIES_CHECK_HOURS_BEFORE hours: for each such date of a recurring event, the places index's
 * entries whose check is still to send, nothing else. A place of a cancelled series (one kept
 * because it was the event day) gets no check: it is marked skipped so no run reads it again.
 */
async function sendChecks(p: Ports): Promise<number> {
  const now = p.clock.now();
  let sent = 0;
  for (const event of events.filter(seriesEligible)) {
    for (const d of seriesOccurrences(event, now).filter((x) => x.start.getTime() - ms(SERIES_CHECK_HOURS_BEFORE) <= now.getTime())) {
      for (const r of await reservations.confirmedWithoutFlag(p, event.slug, d.occurrence, 'seriesCheckSentAt')) {
        if (!r.series || r.status !== 'confirmed' || r.seriesCheckSentAt) continue;
        const s = await store.get(p, r.email, event.slug);
        try {
          if (!s || s.status === 'cancelled') {
            await p.table.transact([reservations.skipSeriesCheckOp(r, now.toISOString())]);
            continue;
          }
          await withEvents(
            p,
            [reservations.markNotifiedOp(r, 'seriesCheckSentAt', now.toISOString())],
            [outboxEvent('reservation.reminder-due', { reservationId: r.id, email: r.email, eventSlug: event.slug, occurrence: r.occurrence, revealVenue: false, kind: 'series-check' })],
          );
          sent++;
        } catch (e) {
          if (e instanceof ConditionFailed) continue; // cancelled, or sent by a concurrent run
          throw e;
        }
      }
    }
  }
  return sent;
}

/**
 * The series to extend now: for each recurring event, its active series whose horizon is before the
 * last date of the window (the due index: store.dueBefore), so a run reads the series it extends
 * and no other. A series whose horizon is that date or later has nothing to register.
 */
async function dueSeries(p: Ports): Promise<Series[]> {
  const now = p.clock.now();
  const due: Series[] = [];
  for (const event of events.filter(seriesEligible)) {
    const last = seriesOccurrences(event, now).at(-1)?.occurrence;
    if (last) due.push(...(await store.dueBefore(p, event.slug, last)));
  }
  return due;
}

/**
 * The hourly series job: every active series extended to the horizon (oldest series first), then the
 * checks of the places of active and paused ones. Idempotent: a date is registered once (the horizon, and a second
 * registration is a duplicate), a check is sent once (its flag). `series` is how many series are
 * active (the counter); only the due ones are read.
 */
export async function seriesJob(p: Ports): Promise<Record<string, number>> {
  // Oldest series first: a new date is offered to the people in the order they started their series.
  const due = (await dueSeries(p)).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  let added = 0;
  for (const s of due) added += await extendSeries(p, s);
  const checks = await sendChecks(p);
  return { series: await store.activeCount(p), added, checks };
}

/** For the consumer's email: the manage link of a stored series. */
export const manageUrlOf = (p: Pick<Ports, 'config' | 'secrets'>, s: Series) => seriesUrl(p.config.siteUrl, seriesToken(p.secrets.signingSecret, s));
