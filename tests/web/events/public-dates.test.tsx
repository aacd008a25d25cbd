// @vitest-environment node
/**
 * One date of an event cancelled or changed by an organiser (`cancelledOccurrences`,
 * `dateChanges`), as the public side shows it: the event page (rendered with the prerender's own
 * entry, web/src/entry-server.tsx, in English and Japanese), its JSON-LD, the cards, the "Add to
 * calendar" entry, and the data files the browser is shipped (a kept-back venue never travels).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, setCatalogue, setRenderTime, siteData } from '../../../web/src/entry-server';
import { seedCatalogue } from '../../../content/events/seed';
import type { StoredEvent } from '../../../content/events/current';
import type { EventListing } from '../../../content/events/index';
import { buildIcs } from '../../../content/events/ics';
import { activateLocale } from '../../../web/src/lib/i18n';
import { serverNow } from '../../../web/src/lib/now';
import { calendarEntryOf, pageOccurrenceAt, toCardData, whenOf, type EventPageData, type EventSummary } from '../../../web/src/features/events/event-data';
import { pageDataOf } from '../../../web/src/features/events/page-data';
import { checkGoogleEvent } from './google-event';

/** Friday, November 27, 2026, noon in Tokyo. */
const NOW = new Date('2026-11-27T03:00:00Z');
const WEEKLY = 'weekly-tuesday-evening-fika-nakameguro'; // Tuesdays 19:00-20:30, next December 1
const ONE_OFF = 'tokyo-december-fika-omotesando'; // Saturday, December 12, 14:00-16:00
const SECRET = 'founding-members-fika-tokyo'; // venueReveal; Saturday, December 5, 10:00-12:00

const MOVED_VENUE: EventListing['venue'] = {
  name: 'Kissa Moved Here',
  description: 'A quiet upstairs room.',
  fullAddress: '9-9-9 Kamimeguro, Meguro-ku, Tokyo',
  nearestStation: 'Naka-Meguro',
  meetingPoint: 'Upstairs',
  priceRange: '¥500-¥900',
  amenities: ['Wi-Fi'],
};
const HIDDEN_VENUE: EventListing['venue'] = { ...MOVED_VENUE, name: 'Backroom Nishi-Azabu Secret', fullAddress: '7-7-7 Nishi-Azabu Hidden Street' };

const seed = seedCatalogue();
const was = serverNow();

/** The seed catalogue with `changes` made to some listings. */
function useCatalogue(changes: Record<string, Partial<EventListing>>): void {
  const entries: StoredEvent[] = seed.map((e) => (changes[e.listing.slug] ? { ...e, listing: { ...e.listing, ...changes[e.listing.slug] } } : e));
  setCatalogue(entries, 1_000 + Object.keys(changes).length);
}

/** The page's visible text: tags and React's text separators dropped, entities of the texts checked here decoded. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

const pageData = (slug: string, locale: 'en' | 'ja' = 'en') => siteData(`events/${locale}/${slug}`) as EventPageData;
const summaryOf = (slug: string, locale: 'en' | 'ja' = 'en') => (siteData(`events/${locale}`) as EventSummary[]).find((s) => s.slug === slug)!;

beforeAll(() => setRenderTime(NOW));
afterEach(() => activateLocale('en'));
afterAll(() => {
  setCatalogue(seed, 0);
  setRenderTime(was);
});

describe('a weekly event whose next date an organiser cancelled', () => {
  beforeAll(() => useCatalogue({ [WEEKLY]: { cancelledOccurrences: ['2026-12-01'] } }));

  it('names the cancelled date and shows the following one as next, in English', async () => {
    const page = await render(`/events/${WEEKLY}`);
    const text = textOf(page.html);
    expect(text).toContain('The meetup on Tuesday, December 1 is cancelled. The next one is Tuesday, December 8.');
    expect(text).toContain('Tuesday, December 8, 2026');
    expect(text).not.toContain('Tuesday, December 1, 2026');
    // Still bookable: only that date is off.
    expect(page.html).toContain('event-register');
    expect(page.html).not.toContain('notice--error');
  });

  it('names them in Japanese on the Japanese page', async () => {
    const page = await render(`/ja/events/${WEEKLY}`);
    const text = textOf(page.html);
    expect(text).toContain('12月1日(火)の回は中止になりました。次回は12月8日(火)です。');
    expect(text).toContain('2026年12月8日(火)');
    expect(text).not.toContain('The meetup');
  });

  it('states in its JSON-LD the next date as scheduled and the cancelled one as EventCancelled', async () => {
    const ld = (await render(`/events/${WEEKLY}`)).head.jsonLd as Record<string, unknown>;
    expect(ld['@context']).toBe('https://schema.org');
    const graph = ld['@graph'] as Record<string, unknown>[];
    expect(graph).toHaveLength(2);
    expect(graph[0]).toMatchObject({ '@type': 'Event', startDate: '2026-12-08T19:00:00+09:00', eventStatus: 'https://schema.org/EventScheduled' });
    expect(graph[1]).toMatchObject({ '@type': 'Event', startDate: '2026-12-01T19:00:00+09:00', endDate: '2026-12-01T20:30:00+09:00', eventStatus: 'https://schema.org/EventCancelled' });
    expect((graph[1].offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
    for (const event of graph) expect(checkGoogleEvent({ '@context': 'https://schema.org', ...event }).errors).toEqual([]);
  });

  it('says nothing of a cancelled date that comes after the next one, and its card shows the next date', async () => {
    useCatalogue({ [WEEKLY]: { cancelledOccurrences: ['2026-12-15'] } });
    const page = await render(`/events/${WEEKLY}`);
    expect(textOf(page.html)).not.toContain('The meetup on');
    expect(page.head.jsonLd).not.toHaveProperty('@graph');
    useCatalogue({ [WEEKLY]: { cancelledOccurrences: ['2026-12-01'] } });
    const card = toCardData(summaryOf(WEEKLY), NOW);
    expect(card.cancelled).toBe(false);
    expect(card.date?.dateTime).toBe('2026-12-08T19:00:00+09:00');
  });
});

describe('a one-off event whose date an organiser cancelled', () => {
  beforeAll(() => useCatalogue({ [ONE_OFF]: { cancelledOccurrences: ['2026-12-12'] } }));

  it('shows the page cancelled, with its date, and takes no registration', async () => {
    const data = pageData(ONE_OFF);
    expect(data).toMatchObject({ cancelled: true, bookable: false, eventStatus: 'https://schema.org/EventCancelled', availability: 'https://schema.org/OutOfStock' });
    const page = await render(`/events/${ONE_OFF}`);
    const text = textOf(page.html);
    expect(text).toContain('This event has been cancelled.');
    expect(text).toContain('Cancelled (was Saturday, December 12, 2026, 2:00 PM – 4:00 PM JST)');
    expect(text).not.toContain('Date to be announced');
    expect(page.html).not.toContain('event-register');
    expect(page.head.jsonLd).toMatchObject({ '@type': 'Event', startDate: '2026-12-12T14:00:00+09:00', eventStatus: 'https://schema.org/EventCancelled' });
  });

  it('shows it cancelled in Japanese, with its date', async () => {
    const text = textOf((await render(`/ja/events/${ONE_OFF}`)).html);
    expect(text).toContain('このイベントは中止になりました。');
    expect(text).toContain('2026年12月12日(土)');
    expect(text).not.toContain('日程は近日発表');
  });

  it('shows its card as cancelled, not "to be announced"', () => {
    const summary = summaryOf(ONE_OFF);
    expect(summary.cancelled).toBe(true);
    expect(toCardData(summary, NOW).cancelled).toBe(true);
  });

  it('is cancelled too when it is an organiser’s event of one date (schedule once); a weekly one is not', () => {
    const listing = seed.find((e) => e.listing.slug === ONE_OFF)!.listing;
    expect(pageDataOf({ ...listing, schedule: { kind: 'once', date: '2026-12-12' }, cancelledOccurrences: ['2026-12-12'] }, 'en')).toMatchObject({ cancelled: true, bookable: false });
    expect(pageDataOf({ ...listing, schedule: { kind: 'once', date: '2026-12-12' }, cancelledOccurrences: ['2026-12-19'] }, 'en')).toMatchObject({ cancelled: false, bookable: true });
    const weekly = seed.find((e) => e.listing.slug === WEEKLY)!.listing;
    expect(pageDataOf({ ...weekly, cancelledOccurrences: ['2026-12-01'] }, 'en')).toMatchObject({ cancelled: false, bookable: true });
  });
});

describe('a date an organiser changed', () => {
  const change = { date: '2026-12-01', startTime: '18:00', endTime: '20:00', durationMinutes: 120, venue: MOVED_VENUE };
  beforeAll(() => useCatalogue({ [WEEKLY]: { dateChanges: [change] } }));

  it('shows its own time and venue on the page, in English and Japanese', async () => {
    const en = await render(`/events/${WEEKLY}`);
    const text = textOf(en.html);
    expect(text).toContain('Tuesday, December 1, 2026');
    expect(text).toContain('6:00 PM – 8:00 PM JST');
    expect(text).not.toContain('7:00 PM – 8:30 PM JST');
    expect(text).toContain(MOVED_VENUE.name);
    expect(text).toContain(MOVED_VENUE.fullAddress);
    expect(textOf((await render(`/ja/events/${WEEKLY}`)).html)).toContain('18:00〜20:00（日本時間）');
  });

  it('dates its JSON-LD at the changed time and venue', async () => {
    const ld = (await render(`/events/${WEEKLY}`)).head.jsonLd as Record<string, unknown>;
    expect(ld).toMatchObject({ startDate: '2026-12-01T18:00:00+09:00', endDate: '2026-12-01T20:00:00+09:00', location: { name: MOVED_VENUE.name, address: { streetAddress: MOVED_VENUE.fullAddress } } });
  });

  it('shows the changed time on its card, and in its calendar entry with a higher SEQUENCE', () => {
    const card = toCardData(summaryOf(WEEKLY), NOW);
    expect(card.timeLabel).toBe('6:00 PM – 8:00 PM JST');
    expect(card.date?.dateTime).toBe('2026-12-01T18:00:00+09:00');
    const { event } = pageData(WEEKLY);
    const entry = calendarEntryOf(event, false, whenOf(event, pageOccurrenceAt(event, NOW))!, NOW);
    expect(entry).toMatchObject({ startTime: '18:00', endTime: '20:00', location: `${MOVED_VENUE.name}, ${MOVED_VENUE.fullAddress}`, sequence: 1 });
    const ics = buildIcs(entry);
    expect(ics).toContain('DTSTART;TZID=Asia/Tokyo:20261201T180000');
    expect(ics).toContain('SEQUENCE:1');
  });

  it('leaves the next week at the listing’s time', () => {
    const card = toCardData(summaryOf(WEEKLY), new Date('2026-12-02T03:00:00Z'));
    expect(card.timeLabel).toBe('7:00 PM – 8:30 PM JST');
  });

  it('ships the changed venue in the page data, never in the summaries or the home content', () => {
    expect(pageData(WEEKLY).event.dateChanges).toEqual([change]);
    const { venue: _venue, ...times } = change;
    expect(summaryOf(WEEKLY).dateChanges).toEqual([times]);
    expect(JSON.stringify(siteData('events/en'))).not.toContain(MOVED_VENUE.name);
    expect(JSON.stringify(siteData('home/en'))).not.toContain(MOVED_VENUE.name);
  });
});

describe('an event that keeps its venue back (venueReveal)', () => {
  beforeAll(() =>
    useCatalogue({
      [SECRET]: {
        dateChanges: [
          { date: '2026-12-05', venue: HIDDEN_VENUE },
          { date: '2026-12-05', startTime: '11:00', endTime: '13:00', durationMinutes: 120, venue: HIDDEN_VENUE },
        ],
      },
    }),
  );

  it('never gets a changed venue in any data it ships or page it renders, and keeps the changed time', async () => {
    for (const locale of ['en', 'ja'] as const) {
      const data = pageData(SECRET, locale);
      expect(data.event.dateChanges).toEqual([{ date: '2026-12-05', startTime: '11:00', endTime: '13:00', durationMinutes: 120 }]);
      for (const shipped of [data, siteData(`events/${locale}`), siteData(`home/${locale}`)]) {
        const json = JSON.stringify(shipped);
        expect(json).not.toContain(HIDDEN_VENUE.name);
        expect(json).not.toContain(HIDDEN_VENUE.fullAddress);
      }
      const page = await render(`${locale === 'ja' ? '/ja' : ''}/events/${SECRET}`);
      for (const out of [page.html, JSON.stringify(page.head), JSON.stringify(page.routeData), JSON.stringify(page.siteData)]) {
        expect(out).not.toContain(HIDDEN_VENUE.name);
        expect(out).not.toContain(HIDDEN_VENUE.fullAddress);
      }
      expect(textOf(page.html)).toContain(locale === 'ja' ? '11:00〜13:00（日本時間）' : '11:00 AM – 1:00 PM JST');
    }
  });
});
