/**
 * The confirmation email's calendar invitation is the same calendar entry as the event page's
 * "Add to calendar" file (one UID per occurrence), written in the venue's own time zone, and the
 * email's cancel link is a real link in its HTML part.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { buildIcs } from '../../content/events/ics';
import { NOW, eventAt, registerVia } from './reservations-helpers';
import { calendarEntry, eventWhen } from '../web/events/listing-views';

const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const prop = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

/** The event page's .ics for the listing, built as of the same day. */
function pageIcs(slug: string): string[] {
  const { event } = eventAt(slug);
  const when = eventWhen(event, new Date(NOW));
  if (!when) throw new Error(`no date for ${slug}`);
  return unfold(buildIcs(calendarEntry(event, when, new Date(NOW))));
}

describe('the confirmation email and the event page describe one calendar entry', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  async function confirmationFor(email: string, slug: string) {
    const res = await registerVia(h, email, slug);
    expect(res.status).toBe(201);
    expect(res.body.reservation.rsvpStatus).toBe('confirmed');
    await h.bus.drain();
    const mails = h.mail.to(email);
    expect(mails).toHaveLength(1);
    return mails[0];
  }

  for (const [slug, zone, offset, name, start] of [
    ['tokyo-december-fika-omotesando', 'Asia/Tokyo', '+0900', 'JST', '20261212T140000'],
    ['honolulu-inaugural-fika-kaimuki', 'Pacific/Honolulu', '-1000', 'HST', '20261219T090000'],
  ] as const) {
    it(`${slug}: VTIMEZONE ${zone} and local DTSTART, with the UID of the page's file`, async () => {
      const mail = await confirmationFor(`tz-${slug}@example.com`, slug);
      const invite = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
      expect(invite).toBeDefined();
      const lines = unfold(String(invite!.content));
      const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
      expect(tz).toContain(`TZID:${zone}`);
      expect(tz).toContain(`TZOFFSETFROM:${offset}`);
      expect(tz).toContain(`TZOFFSETTO:${offset}`);
      expect(tz).toContain(`TZNAME:${name}`);
      expect(lines).toContain(`DTSTART;TZID=${zone}:${start}`);
      expect(lines.some((l) => /^DT(START|END):\d{8}T\d{6}Z$/.test(l))).toBe(false);

      const page = pageIcs(slug);
      expect(prop(lines, 'UID')).toBeDefined();
      expect(prop(lines, 'UID')).toBe(prop(page, 'UID'));
      expect(prop(lines, 'DTSTART')).toBe(prop(page, 'DTSTART'));
      expect(prop(lines, 'DTEND')).toBe(prop(page, 'DTEND'));
    });
  }

  it('gives the cancel link as an <a href> in the HTML part, the same URL as in the text part', async () => {
    const mail = await confirmationFor('link@example.com', 'ginza-rooftop-happy-hour');
    const url = /https?:\/\/\S+\/cancel-reservation\/\S+/.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    const hrefs = [...mail.html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(hrefs).toContain(url);
  });
});
