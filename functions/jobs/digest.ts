/**
 * The weekly digest job (docs/digest.md). Scheduled hourly; it sends once a week, from Monday 08:00
 * Tokyo time (Sunday 13:00 in Honolulu): the first run at or after that moment handles the week,
 * and marks the week's run done, so the later hourly runs of the week read one item and stop.
 *
 * Who: every address with a digest reader item (an active signup, per chosen city: the index the
 * store keeps in the transaction of every consent or cities change), paged city by city; an
 * address is handled on the page of its first chosen city and gets ONE email with the dates of all
 * its cities. The mail door refuses blocked and not-subscribed addresses.
 * What: the bookable dates starting within 7 days whose counters show places left, each with a
 * one-click RSVP link. An address with no such date in its cities gets nothing.
 * Once: a mark per address and week (keys.digestSent), put IF absent before the send, so a retried
 * or concurrent run never mails anyone twice in a week.
 */
import { CITY_SLUGS, type CitySlug } from '../../content/cities';
import { eventAccessRule, events } from '../../content/events/index';
import { ConditionFailed } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import { log } from '../lib/log';
import type { Item, Ports } from '../lib/ports';
import { sendMail } from '../lib/mail/door';
import * as signups from '../lib/mail/signups';
import { readCounter } from '../reservations/model';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import * as reservations from '../reservations/store';
import { rsvpToken, rsvpUrl } from '../reservations/rsvp-token';
import { digestEmail, type DigestDate } from './digest-email';

/** The week's send moment: Monday 08:00 in Tokyo (UTC+9, no daylight saving). */
export const DIGEST_SEND = { weekday: 'Monday', hour: 8, timeZone: 'Asia/Tokyo' } as const;
const TOKYO_OFFSET_MS = 9 * 3_600_000;
/** The digest shows dates starting within this many days of the run. */
export const DIGEST_HORIZON_DAYS = 7;
const PAGE = 100;
const SEND_CONCURRENCY = 10;
const MARK_TTL_DAYS = 60;

/** The week an instant is in (the date of its Tokyo Monday) and that week's send moment. */
export function digestWeek(now: Date): { week: string; sendAt: Date } {
  const tokyo = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const sinceMonday = (tokyo.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() - sinceMonday));
  const week = monday.toISOString().slice(0, 10);
  return { week, sendAt: new Date(monday.getTime() + DIGEST_SEND.hour * 3_600_000 - TOKYO_OFFSET_MS) };
}

type Open = Omit<DigestDate, 'rsvpUrl'>;

/** The bookable dates within the horizon with places left (one counter item read per date), by city. */
export async function openDates(p: Pick<Ports, 'table'>, now: Date): Promise<Map<CitySlug, Open[]>> {
  const until = now.getTime() + DIGEST_HORIZON_DAYS * 86_400_000;
  const due = events
    // Dates anyone on the list may take: an event kept for a list of its own (the founding members') is left out.
    .filter((event) => eventAccessRule(event).bookable && !eventAccessRule(event).exclusiveType)
    .map((event) => ({ event, next: bookableOccurrence(event, now) }))
    .filter((x): x is { event: (typeof events)[number]; next: NonNullable<typeof x.next> } => x.next !== null && x.next.start.getTime() <= until)
    .sort((a, b) => a.next.start.getTime() - b.next.start.getTime());
  const counters = await reservations.counterItems(p, due.map((d) => ({ slug: d.event.slug, occurrence: d.next.occurrence })));
  const byCity = new Map<CitySlug, Open[]>();
  due.forEach((d, i) => {
    const c = readCounter(counters[i], d.event.capacity);
    const placesLeft = c.capacity - c.confirmed - c.held;
    if (c.cancelled || placesLeft <= 0) return;
    const list = byCity.get(d.event.city) ?? [];
    list.push({ event: d.event, occurrence: d.next.occurrence, city: d.event.city, placesLeft });
    byCity.set(d.event.city, list);
  });
  return byCity;
}

type Outcome = 'sent' | 'blocked' | 'unsubscribed' | 'already' | 'empty' | 'elsewhere' | 'failed';

async function deliver(p: Ports, week: string, email: string, city: CitySlug, open: Map<CitySlug, Open[]>, expiresAt: number): Promise<Outcome> {
  const signup = await signups.get(p, email, { consistent: true });
  if (signup?.status !== 'active') return 'unsubscribed';
  const cities = CITY_SLUGS.filter((c) => signups.citiesOf(signup).includes(c));
  // Handled once, on its first city's page: that email holds every city's dates.
  if (cities[0] !== city) return 'elsewhere';
  const dates = cities.flatMap((c) => open.get(c) ?? []);
  if (dates.length === 0) return 'empty';
  try {
    await p.table.put({ ...keys.digestSent(week, email), type: 'DigestSent', email: normEmail(email), week, at: p.clock.now().toISOString(), ttl: expiresAt }, { condition: 'attribute_not_exists(pk)' });
  } catch (e) {
    if (e instanceof ConditionFailed) return 'already';
    throw e;
  }
  const withLinks: DigestDate[] = dates.map((d) => ({ ...d, rsvpUrl: rsvpUrl(p.config.siteUrl, rsvpToken(p.secrets.signingSecret, { slug: d.event.slug, occurrence: d.occurrence, email })) }));
  try {
    const r = await sendMail(p, { to: email, content: (lang) => digestEmail(withLinks, lang), category: 'marketing', kind: 'weekly-digest' });
    return r.sent ? 'sent' : r.reason;
  } catch (e) {
    // One address the mail service refuses must not stop the digest: it is counted as failed (and not retried this week).
    log.error('digest delivery failed', { error: e instanceof Error ? e.message : String(e) });
    return 'failed';
  }
}

export async function weeklyDigest(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  const { week, sendAt } = digestWeek(now);
  const counts: Record<Outcome, number> = { sent: 0, blocked: 0, unsubscribed: 0, already: 0, empty: 0, elsewhere: 0, failed: 0 };
  if (now < sendAt) return { ...counts, waiting: 1 };
  const run = await p.table.get(keys.digestRun(week), { consistent: true });
  if (run?.done) return { ...counts, done: 1 };
  const open = await openDates(p, now);
  const expiresAt = Math.floor(now.getTime() / 1000) + MARK_TTL_DAYS * 86_400;
  for (const city of CITY_SLUGS) {
    let startKey: Item | undefined;
    do {
      const page = await signups.pageDigestReaders(p, city, { limit: PAGE, startKey });
      for (let i = 0; i < page.emails.length; i += SEND_CONCURRENCY) {
        const outcomes = await Promise.all(page.emails.slice(i, i + SEND_CONCURRENCY).map((email) => deliver(p, week, email, city, open, expiresAt)));
        for (const o of outcomes) counts[o]++;
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  await p.table.put({ ...keys.digestRun(week), type: 'DigestRun', week, done: true, at: now.toISOString(), ttl: expiresAt });
  return counts;
}
