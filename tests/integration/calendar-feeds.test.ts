/**
 * Calendar feeds through the gateway, parsed with a real iCalendar parser (ical.js):
 * - the public feeds of a city and of an event type in a city list exactly the catalogue's
 *   scheduled occurrences there (and the cancelled one, as cancelled), with the UIDs the
 *   confirmation emails use, VTIMEZONE, ETag / 304 and Cache-Control;
 * - a member's personal feed lists their confirmed and waitlisted places with the status in the
 *   summary, and changes after a cancellation and a promotion; revoking the URL makes it 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { events, eventBySlug, isCancelled, nextOccurrence, type EventListing } from '../../content/events/index';
import { getRecord, writeRecord } from '../../functions/lib/event-store';
import { addDays, calendarDateIn, compareDates, formatIsoDate, zonedDateTimeToInstant } from '../../content/events/calendar';
import { cancelledOccurrence } from '../../content/events/occurrence';
import { localizeEvent } from '../../content/events/localize';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '../../functions/calendar/feeds';
import { NOW, cancelTokenFrom, eventAt, registerVia } from './reservations-helpers';
import { memberToken, seedSignup } from './member-helpers';

interface Entry {
  uid: string;
  summary: string;
  status: string;
  start: string;
  end: string;
  zone: string;
  location: string;
  /** SEQUENCE; 0 when absent. */
  sequence: number;
}

function parse(text: string): { name: string; entries: Entry[]; zones: string[] } {
  const cal = new ICAL.Component(ICAL.parse(text));
  const entries = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      status: String(v.getFirstPropertyValue('status')),
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      zone: String(v.getFirstProperty('dtstart')?.getParameter('tzid')),
      location: e.location,
      sequence: Number(v.getFirstPropertyValue('sequence') ?? 0),
    };
  });
  return { name: String(cal.getFirstPropertyValue('x-wr-calname')), entries, zones: cal.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))) };
}

/**
 * The occurrences a public feed should list, from the catalogue's rule for "the next meeting on or
 * after a day" asked for every day of the window (the feed walks from one meeting to the next).
 */
function expectedUids(filter: (slug: string) => boolean): string[] {
  const now = new Date(NOW);
  const out = new Set<string>();
  for (const e of events.filter((x) => filter(x.slug))) {
    const today = calendarDateIn(now, e.timezone);
    const from = addDays(today, -FEED_DAYS_BACK);
    const to = addDays(today, FEED_DAYS_AHEAD);
    if (isCancelled(e)) {
      const d = cancelledOccurrence(e, now);
      if (d && compareDates(d, from) >= 0 && compareDates(d, to) <= 0) out.add(`${e.slug}-${formatIsoDate(d)}@fika.community`);
      continue;
    }
    if (e.status !== 'open') continue;
    for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) {
      const next = nextOccurrence(e, zonedDateTimeToInstant(d, '12:00', e.timezone));
      if (next && compareDates(next, d) === 0) out.add(`${e.slug}-${formatIsoDate(d)}@fika.community`);
    }
  }
  return [...out].sort();
}

describe('calendar feeds', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  const get = (path: string, headers: Record<string, string> = {}) => h.call(path, undefined, { headers });
  const text = (r: { raw: Buffer }) => r.raw.toString('utf8');

  it("a city's feed lists exactly its scheduled occurrences, the cancelled one as cancelled, in the venue's zone", async () => {
    const r = await get('/calendar/tokyo.ics');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=900');
    const feed = parse(text(r));
    expect(feed.name).toBe('Fika Community: Tokyo');
    expect(feed.zones).toEqual(['Asia/Tokyo']);
    const tokyo = (slug: string) => eventBySlug(slug)?.city === 'tokyo';
    expect(feed.entries.map((e) => e.uid).sort()).toEqual(expectedUids(tokyo));
    // A weekly fika meets every week of the window; the feed is not just the next date.
    expect(feed.entries.filter((e) => e.uid.startsWith('weekly-tuesday-evening-fika-nakameguro-')).length).toBeGreaterThanOrEqual(16);
    expect(feed.entries.every((e) => e.zone === 'Asia/Tokyo')).toBe(true);
    const growth = feed.entries.find((e) => e.uid.startsWith('tokyo-growth-circle-'));
    expect(growth?.status).toBe('CANCELLED');
    expect(growth?.summary).toMatch(/^Cancelled: /);
    // Times are the venue's wall clock: the December fika starts at its listed time.
    const december = eventAt('tokyo-december-fika-omotesando');
    const entry = feed.entries.find((e) => e.uid === `tokyo-december-fika-omotesando-${december.occurrence}@fika.community`);
    expect(entry?.start).toBe(`${december.occurrence}T${december.event.startTime}:00`);
    expect(entry?.summary).toBe(december.event.title);
  });

  it("an event type's feed lists that type only; Honolulu's is in Honolulu's zone; Japanese on ?lang=ja", async () => {
    const weekly = parse(text(await get('/calendar/tokyo/weekly-fika.ics')));
    expect(weekly.name).toBe('Fika Community: Tokyo · Weekly fika');
    expect(weekly.entries.map((e) => e.uid).sort()).toEqual(expectedUids((slug) => eventBySlug(slug)?.city === 'tokyo' && eventBySlug(slug)?.eventType === 'weekly-fika'));
    expect(weekly.entries.length).toBeGreaterThan(0);

    const honolulu = parse(text(await get('/calendar/honolulu.ics')));
    expect(honolulu.zones).toEqual(['Pacific/Honolulu']);
    expect(honolulu.entries.map((e) => e.uid).sort()).toEqual(expectedUids((slug) => eventBySlug(slug)?.city === 'honolulu'));

    const ja = parse(text(await get('/calendar/tokyo.ics?lang=ja')));
    expect(ja.name).toBe('Fika Community：東京');
    const december = eventAt('tokyo-december-fika-omotesando');
    expect(ja.entries.find((e) => e.uid.startsWith('tokyo-december-fika-omotesando-'))?.summary).toBe(localizeEvent(december.event, 'ja').title);
  });

  it('answers 304 to a matching If-None-Match, and 404 for a city or type it does not have', async () => {
    const first = await get('/calendar/osaka.ics');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/calendar/osaka.ics', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect((await get('/calendar/osaka.ics', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/calendar/atlantis.ics')).status).toBe(404);
    expect((await get('/calendar/tokyo/karaoke.ics')).status).toBe(404);
    expect((await get('/calendar/tokyo.json')).status).toBe(404);
  });

  it("a member's feed lists their places with the status, and follows a promotion, a cancellation and a revoke", async () => {
    const member = 'calendar-member@example.com';
    await seedSignup(h, member);
    const token = await memberToken(h, member);
    const feedRes = await h.call('/api/member-dashboard', { action: 'get_calendar_feed', data: { token } });
    expect(feedRes.status).toBe(200);
    const urls = feedRes.body.data as { url: string; webcalUrl: string; googleUrl: string };
    expect(urls.url).toMatch(/^http:\/\/localhost:3000\/calendar\/me\/[\w-]{40,}\.ics$/);
    expect(urls.webcalUrl).toBe(urls.url.replace('http://', 'webcal://'));
    expect(urls.googleUrl).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(urls.webcalUrl)}`);
    // The same URL every time it is asked for.
    expect((await h.call('/api/member-dashboard', { action: 'get_calendar_feed', data: { token } })).body.data.url).toBe(urls.url);
    const path = new URL(urls.url).pathname;
    const personal = async () => {
      const r = await get(path);
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('private, max-age=300');
      return parse(text(r)).entries;
    };
    expect(await personal()).toEqual([]);

    // Every place at a small free weekly fika goes to others; the member waits first in line there, and has a place at the December fika.
    const lunch = eventAt('weekly-tuesday-evening-fika-nakameguro');
    const december = eventAt('tokyo-december-fika-omotesando');
    expect(lunch.event.paymentOptions.allowWaitlist).toBe(true);
    const others = Array.from({ length: lunch.event.capacity }, (_, i) => (i === 0 ? 'first@example.com' : `other${i}@example.com`));
    for (const [i, who] of others.entries()) expect((await registerVia(h, who, lunch.event.slug, undefined, 900 + i)).status).toBe(201);
    expect((await registerVia(h, member, lunch.event.slug, undefined, 910)).body).toMatchObject({ reservation: { rsvpStatus: 'waitlisted', waitlistPosition: 1 } });
    expect((await registerVia(h, member, december.event.slug, undefined, 911)).status).toBe(201);
    await h.bus.drain();

    const uidOf = (x: { event: { slug: string }; occurrence: string }) => `${x.event.slug}-${x.occurrence}@fika.community`;
    const before = await personal();
    expect(before.map((e) => [e.uid, e.summary, e.status]).sort()).toEqual(
      [
        [uidOf(december), `Confirmed: ${december.event.title}`, 'CONFIRMED'],
        [uidOf(lunch), `Waitlist #1: ${lunch.event.title}`, 'TENTATIVE'],
      ].sort(),
    );
    // The confirmation email's invitation has the same UID as the feed's entry.
    const invitation = h.mail.to(member).flatMap((m) => m.attachments ?? []).find((a) => a.filename.endsWith('.ics'));
    expect(String(invitation?.content)).toContain(`UID:${uidOf(december)}`);

    // A place frees up: the member is promoted, and the feed says so.
    const etagBefore = (await get(path)).headers.etag;
    expect((await h.call('/api/reservations', { action: 'cancel_reservation', data: { token: cancelTokenFrom(h, 'first@example.com') } })).status).toBe(200);
    await h.bus.drain();
    const promoted = await personal();
    expect(promoted.find((e) => e.uid === uidOf(lunch))).toMatchObject({ summary: `Confirmed: ${lunch.event.title}`, status: 'CONFIRMED' });
    expect((await get(path, { 'if-none-match': etagBefore })).status).toBe(200);

    // The member cancels the December fika: it leaves the feed.
    const decemberMail = [...h.mail.to(member)].reverse().find((m) => m.text.includes(december.event.title) && /\/cancel-reservation\//.test(m.text));
    const cancelToken = decodeURIComponent(/\/cancel-reservation\/([^\s]+)/.exec(decemberMail!.text)![1]);
    expect((await h.call('/api/reservations', { action: 'cancel_reservation', data: { token: cancelToken } })).status).toBe(200);
    await h.bus.drain();
    expect((await personal()).map((e) => e.uid)).toEqual([uidOf(lunch)]);

    // Revoked: the old URL is gone; the next request makes a new one.
    const revoked = await h.call('/api/member-dashboard', { action: 'revoke_calendar_feed', data: { token } });
    expect(revoked.body.data).toEqual({ revoked: true });
    expect((await get(path)).status).toBe(404);
    const fresh = (await h.call('/api/member-dashboard', { action: 'get_calendar_feed', data: { token } })).body.data.url as string;
    expect(fresh).not.toBe(urls.url);
    expect((await get(new URL(fresh).pathname)).status).toBe(200);
  });

  it('refuses a made-up personal feed token and the dashboard actions without a sign-in', async () => {
    expect((await get('/calendar/me/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await h.call('/api/member-dashboard', { action: 'get_calendar_feed', data: { token: 'nope' } })).status).toBe(401);
  });

  /** An organiser's change to a listing, written as the events console writes one (a new version of the event). */
  async function changeListing(slug: string, change: Partial<EventListing>) {
    const current = (await getRecord(h.ports, slug))!;
    const at = new Date(NOW).toISOString();
    const listing = { ...current.listing, ...change };
    const changes = Object.keys(change).map((field) => ({ field, before: (current.listing as Record<string, unknown>)[field], after: (listing as Record<string, unknown>)[field] }));
    await writeRecord(h.ports, { ...current, listing, version: current.version + 1, updatedAt: at, updatedBy: 'admin@example.com' }, current.version, { at, admin: 'admin@example.com', action: 'saved', version: current.version + 1, changes }, false);
  }

  it('keeps a date an organiser cancelled as STATUS:CANCELLED under its UID, and moves a changed date, each with a higher SEQUENCE', async () => {
    const weekly = 'weekly-tuesday-evening-fika-nakameguro'; // Tuesdays 19:00-20:30 at Kawabe Tea & Coffee Stand
    const oneOff = 'tokyo-december-fika-omotesando'; // Saturday, December 12
    const uid = (slug: string, date: string) => `${slug}-${date}@fika.community`;
    const before = parse(text(await get('/calendar/tokyo/weekly-fika.ics'))).entries;
    const listed = (uidOf: string) => before.find((e) => e.uid === uidOf);
    expect(listed(uid(weekly, '2026-12-01'))).toMatchObject({ status: 'CONFIRMED', sequence: 0, start: '2026-12-01T19:00:00' });
    expect(listed(uid(weekly, '2026-12-08'))).toMatchObject({ status: 'CONFIRMED', sequence: 0, start: '2026-12-08T19:00:00' });

    const venue = { ...eventBySlug(weekly)!.venue, name: 'Riverside Annex', fullAddress: '2-2-2 Aobadai, Meguro-ku, Tokyo' };
    await changeListing(weekly, {
      cancelledOccurrences: ['2026-12-01'],
      dateChanges: [{ date: '2026-12-08', startTime: '18:00', endTime: '20:00', durationMinutes: 120, venue }],
    });
    await changeListing(oneOff, { cancelledOccurrences: ['2026-12-12'] });

    const after = parse(text(await get('/calendar/tokyo.ics'))).entries;
    const of = (uidOf: string) => after.filter((e) => e.uid === uidOf);
    // The cancelled date stays, once, cancelled, under the UID it had, with a higher SEQUENCE.
    expect(of(uid(weekly, '2026-12-01'))).toEqual([expect.objectContaining({ status: 'CANCELLED', sequence: 1, start: '2026-12-01T19:00:00', summary: expect.stringMatching(/^Cancelled: /) })]);
    // The changed date keeps its UID, at its new time and venue, with a higher SEQUENCE.
    expect(of(uid(weekly, '2026-12-08'))).toEqual([
      expect.objectContaining({ status: 'CONFIRMED', sequence: 1, start: '2026-12-08T18:00:00', end: '2026-12-08T20:00:00', location: `${venue.name}, ${venue.fullAddress}` }),
    ]);
    // The week after is as the listing says.
    expect(of(uid(weekly, '2026-12-15'))).toEqual([expect.objectContaining({ status: 'CONFIRMED', sequence: 0, start: '2026-12-15T19:00:00' })]);
    expect(of(uid(weekly, '2026-12-15'))[0].location).not.toContain(venue.name);
    // A one-off whose only date is cancelled stays in the feed, cancelled.
    expect(of(uid(oneOff, '2026-12-12'))).toEqual([expect.objectContaining({ status: 'CANCELLED', sequence: 1, start: '2026-12-12T14:00:00' })]);

    // The Japanese feed says the same.
    const ja = parse(text(await get('/calendar/tokyo/weekly-fika.ics?lang=ja'))).entries;
    expect(ja.find((e) => e.uid === uid(weekly, '2026-12-01'))).toMatchObject({ status: 'CANCELLED', summary: expect.stringMatching(/^中止：/) });
    expect(ja.find((e) => e.uid === uid(weekly, '2026-12-08'))).toMatchObject({ start: '2026-12-08T18:00:00', sequence: 1 });
  });
});
