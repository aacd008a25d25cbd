/**
 * Issue 29 point 9: "Stay in touch" after a date, on a fixed clock. Three people check in at one
 * date; the job invites each once after the date's end (in their language) and nobody else; a page
 * lists only the other opted-in attendees' first names; an address shows only on a mutual choice;
 * a link for someone who did not check in, a tampered link and a closed page are refused; closing
 * an account withdraws its choices at once; the export lists choices and matches; attendances from
 * before the feature get their item from the migration.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { occurrencesAround, type Occurrence } from '../../domain/passport/occurrences';
import { adminRecordAttendance } from '../../functions/passport/attendance';
import { backfillTouchItems, touchToken } from '../../functions/stay-in-touch/touch';
import * as passports from '../../functions/passport/store';
import { closeAccount, exportMyData } from '../../functions/privacy/account';
import * as mailLanguage from '../../functions/lib/mail/language';

const clock = fixedClock('2026-12-10T03:00:00Z');
let h: Harness;
let o: Occurrence;
const [AIKO, BEN, CHLOE, DAN] = ['aiko@example.com', 'ben@example.com', 'chloe@example.com', 'dan@example.com'];
const tokens: Record<string, string> = {};

const page = (token: string, lang: 'en' | 'ja' = 'en') => h.call('/api/stay-in-touch', { action: 'get_stay_in_touch', data: { token } }, { headers: { 'x-fika-locale': lang } });
const save = (token: string, firstName: string | null, choices: string[] = []) => h.call('/api/stay-in-touch', { action: 'save_stay_in_touch', data: { token, firstName, choices } });
const idOf = (body: { data: { people: { id: string; firstName: string }[] } }, name: string) => body.data.people.find((x) => x.firstName === name)!.id;
const invitations = () => h.mail.sent.filter((m) => m.tags?.kind === 'stay-in-touch');

describe('stay in touch', () => {
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    o = occurrencesAround(clock.now(), 7, 0)
      .filter((x) => x.endsAt <= clock.now())
      .at(-1)!;
    clock.set(new Date(o.startsAt.getTime() + 15 * 60_000).toISOString());
    await mailLanguage.choose(h.ports, AIKO, 'ja');
    for (const email of [AIKO, BEN, CHLOE]) await adminRecordAttendance(h.ports, { email, eventSlug: o.event.slug, occurrence: o.occurrence }, { fromCheckinOpen: true });
    await h.bus.drain();
    h.mail.clear();
  });

  it('invites each person who checked in once, after the date ends, in their language', async () => {
    expect((await runJob('stay-in-touch', h.ports)).sent).toBe(0);
    clock.set(new Date(o.endsAt.getTime() + 60_000).toISOString());
    const [a, b] = await Promise.all([runJob('stay-in-touch', h.ports), runJob('stay-in-touch', h.ports)]);
    expect(a.sent + b.sent).toBe(3);
    expect((await runJob('stay-in-touch', h.ports)).sent).toBe(0);
    expect(invitations().map((m) => m.to).sort()).toEqual([AIKO, BEN, CHLOE]);
    const ja = invitations().find((m) => m.to === AIKO)!;
    expect(ja.subject).toContain('連絡先');
    for (const m of invitations()) {
      const link = m.text.match(/https?:\/\/\S*\/stay-in-touch\/([^\s)]+)/);
      expect(link, m.to).not.toBeNull();
      if (m.to === AIKO) expect(link![0]).toContain('/ja/stay-in-touch/');
      tokens[m.to] = decodeURIComponent(link![1]);
    }
  });

  it('lists only the other attendees who opted in, by first name; an address only on a mutual choice', async () => {
    const first = await page(tokens[AIKO]);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ firstName: null, people: [] });
    expect((await save(tokens[AIKO], 'Aiko')).body.data.people).toEqual([]);
    // Ben picks Aiko: one-sided, nobody sees an address.
    const ben = await save(tokens[BEN], 'Ben', [idOf((await page(tokens[BEN])).body, 'Aiko')]);
    expect(ben.body.data.people).toEqual([{ id: expect.any(String), firstName: 'Aiko', chosen: true, email: null }]);
    const aiko = await page(tokens[AIKO]);
    expect(aiko.body.data.people).toEqual([{ id: expect.any(String), firstName: 'Ben', chosen: false, email: null }]);
    expect(JSON.stringify(aiko.body)).not.toContain(BEN);
    // Aiko picks Ben back: each now sees the other's address.
    const mutual = await save(tokens[AIKO], 'Aiko', [idOf(aiko.body, 'Ben')]);
    expect(mutual.body.data.people).toEqual([{ id: expect.any(String), firstName: 'Ben', chosen: true, email: BEN }]);
    expect((await page(tokens[BEN])).body.data.people).toEqual([{ id: expect.any(String), firstName: 'Aiko', chosen: true, email: AIKO }]);
    // Chloe opts in without choosing: names, no address; Aiko's page shows her name, never her address.
    const chloe = await save(tokens[CHLOE], 'Chloe');
    expect(chloe.body.data.people.map((x: { firstName: string; email: string | null }) => [x.firstName, x.email])).toEqual([['Aiko', null], ['Ben', null]]);
    expect((await page(tokens[AIKO])).body.data.people.map((x: { firstName: string }) => x.firstName)).toEqual(['Ben', 'Chloe']);
  });

  it('refuses a bad first name, a link for someone who did not check in, a tampered link, a closed page', async () => {
    expect((await save(tokens[CHLOE], 'chloe@example.com')).status).toBe(400);
    const dan = await page(touchToken(h.ports.secrets.signingSecret, { slug: o.event.slug, occurrence: o.occurrence, email: DAN }));
    expect(dan.status).toBe(404);
    expect(dan.body.code).toBe('TOUCH_LINK_INVALID');
    const tampered = await page(tokens[BEN].replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'ja');
    expect(tampered.status).toBe(404);
    expect(tampered.body.error).toContain('リンク');
    const now = clock.now().toISOString();
    clock.set(new Date(o.endsAt.getTime() + 31 * 86_400_000).toISOString());
    const late = await page(tokens[BEN]);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('TOUCH_CLOSED');
    clock.set(now);
  });

  it('an attendance from before stay in touch gets its item once (the migration), then its invitation', async () => {
    const e = o.event;
    const at = clock.now().toISOString();
    await h.ports.table.put(passports.newAttendance({ attendanceId: 'att_dan', email: DAN, event_slug: e.slug, event_title: e.title, occurrence: o.occurrence, event_date: o.occurrence, location: e.cityDisplay, city: e.city, event_type: e.eventType, created_at: at, source: 'admin' }));
    expect(await backfillTouchItems(h.ports)).toBe(1);
    expect(await backfillTouchItems(h.ports)).toBe(0);
    h.mail.clear();
    expect((await runJob('stay-in-touch', h.ports)).sent).toBe(1);
    expect(invitations().map((m) => m.to)).toEqual([DAN]);
  });

  it('the export lists the choices and the mutual matches', async () => {
    const data = await exportMyData(h.ports, BEN);
    expect(data.stay_in_touch).toEqual([
      expect.objectContaining({ event_slug: o.event.slug, occurrence: o.occurrence, first_name: 'Ben', chose: ['Aiko'], mutual: [{ first_name: 'Aiko', email: AIKO }] }),
    ]);
  });

  it('closing an account withdraws its choices and its name at once', async () => {
    await closeAccount(h.ports, AIKO, AIKO);
    expect((await page(tokens[BEN])).body.data.people.map((x: { firstName: string }) => x.firstName)).toEqual(['Chloe']);
    expect((await page(tokens[CHLOE])).body.data.people.map((x: { firstName: string }) => x.firstName)).toEqual(['Ben']);
    expect((await page(tokens[AIKO])).status).toBe(404);
    expect((await exportMyData(h.ports, AIKO)).stay_in_touch).toEqual([]);
    expect((await exportMyData(h.ports, BEN)).stay_in_touch[0]).toMatchObject({ chose: [], mutual: [] });
  });
});
