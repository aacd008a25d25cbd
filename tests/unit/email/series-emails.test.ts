/** The series emails: the 48 h "still coming?" check and the series confirmation, in English and Japanese. */
import { describe, expect, it } from 'vitest';
import { eventBySlug, type EventListing } from '../../../content/events/index';
import { renderEmail } from '../../../functions/lib/mail/layout';
import { seriesCheckEmail, seriesJoinedEmail } from '../../../functions/reservations/emails';
import { venueFor } from '../../../functions/reservations/venue';

const SITE = 'https://fika.community';
const SLUG = 'weekly-saturday-morning-fika-yoyogi-uehara';
const event = eventBySlug(SLUG) as EventListing;
const OCC = '2026-12-05';
const cancelUrl = `${SITE}/cancel-reservation/abc~def`;
const manageUrl = `${SITE}/series/ghi~jkl`;
const facts = { event, occurrence: OCC, venue: venueFor(event, OCC, new Date('2026-12-03T01:00:00Z')), eventUrl: `${SITE}/events/${SLUG}`, answers: {}, refund: null, cancelUrl, manageUrl };

describe('the "still coming?" check', () => {
  it('English: asks, keeps the place by default, releases with one link, states the pause rule', () => {
    const m = renderEmail(seriesCheckEmail(facts), 'en');
    expect(m.subject).toBe(`Still coming on Saturday, December 5, 2026? ${event.title}`);
    expect(m.text).toContain('Nothing to do: your place is kept.');
    expect(m.text).toContain('Release my place');
    expect(m.text).toContain(cancelUrl);
    expect(m.text).toContain('Releasing two dates in a row pauses your series.');
    expect(m.text).toContain(manageUrl);
    expect(m.text).toContain('9:30 AM');
  });

  it('Japanese: the same in natural Japanese, with the Japanese date and 24-hour time', () => {
    const m = renderEmail(seriesCheckEmail(facts, 'ja'), 'ja');
    expect(m.subject).toMatch(/^2026年12月5日\(土\)も参加されますか？：/);
    expect(m.text).toContain('お席を譲る');
    expect(m.text).toContain(cancelUrl);
    expect(m.text).toContain('2回続けてお席を譲ると、定期参加は一時停止します。');
    expect(m.text).toContain('9:30');
    expect(m.text).not.toMatch(/Release my place|Still coming/);
  });
});

describe('the series confirmation', () => {
  const dates = [
    { occurrence: '2026-11-28', status: 'confirmed' as const, waitlistPosition: null },
    { occurrence: OCC, status: 'waitlisted' as const, waitlistPosition: 3 },
  ];
  it('lists each date with its outcome and links to managing the series (English and Japanese)', () => {
    const en = renderEmail(seriesJoinedEmail({ event, dates, manageUrl, eventUrl: facts.eventUrl }), 'en');
    expect(en.subject).toBe(`You're coming every week: ${event.title}`);
    expect(en.text).toContain('Saturday, November 28, 2026: confirmed');
    expect(en.text).toContain('Saturday, December 5, 2026: waitlist #3');
    expect(en.text).toContain(manageUrl);
    const ja = renderEmail(seriesJoinedEmail({ event, dates, manageUrl, eventUrl: facts.eventUrl }, 'ja'), 'ja');
    expect(ja.subject).toMatch(/^毎週参加の登録が完了しました：/);
    expect(ja.text).toContain('キャンセル待ち3番目');
    expect(ja.text).toContain(manageUrl);
  });
});
