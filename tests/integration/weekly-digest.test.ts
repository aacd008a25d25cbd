/**
 * Issue 29: the weekly digest. Monday 7 December 2026, 08:30 Tokyo time: Tokyo and Osaka have
 * dates in the coming week, Fukuoka none. The digest goes once to each consenting address with
 * dates in its cities (one email for an address with two cities), in its language, with the list's
 * unsubscribe link; nothing to an unsubscribed, a blocked, or a Fukuoka-only address; nothing twice
 * however often the job runs that week. Its RSVP link shows the date without registering, reserves
 * once on the button, and a tampered link is refused.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { digestWeek, openDates } from '../../functions/jobs/digest';
import { eventBySlug } from '../../content/events/current';
import { keys } from '../../functions/lib/keys';
import { unsubscribeToken } from '../../functions/lib/mail/unsubscribe-link';
import { verifyRsvpToken } from '../../functions/reservations/rsvp-token';
import * as reservations from '../../functions/reservations/store';
import * as signups from '../../functions/lib/mail/signups';
import { memberToken } from './member-helpers';

const MONDAY = '2026-12-06T23:30:00Z'; // Monday 7 December, 08:30 in Tokyo
const clock = fixedClock(MONDAY);
let h: Harness;
/** The RSVP link of the Tuesday evening fika in the two-city digest (a free event). */
let tuesdayToken = '';

const join = (email: string, cities: string[], lang: 'en' | 'ja' = 'en') => h.call('/api/email-signup', { email, source: 'website', metadata: { signup_page: '/' }, cities }, { headers: { 'x-fika-locale': lang } });
const rsvpLinks = (text: string) => [...text.matchAll(/https?:\/\/\S*\/rsvp\?token=[^\s)]+/g)].map((m) => new URL(m[0]));
const tokenOf = (url: URL) => url.searchParams.get('token')!;

describe('the weekly digest', () => {
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    expect((await join('both@example.com', ['tokyo', 'osaka'])).status).toBe(201);
    expect((await join('osaka-ja@example.com', ['osaka'], 'ja')).status).toBe(201);
    expect((await join('fukuoka@example.com', ['fukuoka'])).status).toBe(201);
    expect((await join('left@example.com', ['tokyo'])).status).toBe(201);
    expect((await join('blocked@example.com', ['tokyo'])).status).toBe(201);
    // A city is required when given; the form always gives one.
    expect((await join('none@example.com', [])).status).toBe(400);
    const left = await h.call('/api/unsubscribe', { action: 'process_unsubscribe', data: { token: unsubscribeToken(h.ports.secrets.signingSecret, 'left@example.com') } });
    expect(left.status).toBe(200);
    await h.ports.table.put({ ...keys.blocked('blocked@example.com'), type: 'Blocked', email: 'blocked@example.com', at: MONDAY });
    await h.bus.drain();
    h.mail.clear();
  });

  it('keeps the index of readers with the consent: an unsubscribed address has none', async () => {
    const page = async (city: 'tokyo' | 'osaka' | 'fukuoka') => (await signups.pageDigestReaders(h.ports, city, { limit: 10 })).emails.sort();
    expect(await page('tokyo')).toEqual(['blocked@example.com', 'both@example.com']);
    expect(await page('osaka')).toEqual(['both@example.com', 'osaka-ja@example.com']);
    expect(await page('fukuoka')).toEqual(['fukuoka@example.com']);
  });

  it('offers only dates anyone on the list may take: not the founding members\' fika', async () => {
    // Monday 30 November 2026, 08:30 in Tokyo: the Founding Members Fika is on Saturday 5 December.
    const at = new Date('2026-11-29T23:30:00Z');
    const founding = eventBySlug('founding-members-fika-tokyo')!;
    expect(founding.exclusiveType).toBeTruthy();
    const offered = [...(await openDates(h.ports, at)).values()].flat();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((d) => d.event.slug)).not.toContain(founding.slug);
  });

  it('sends nothing before Monday 08:00 in Tokyo', async () => {
    expect(digestWeek(new Date(MONDAY)).week).toBe('2026-12-07');
    clock.set('2026-12-06T22:59:00Z');
    expect((await runJob('weekly-digest', h.ports)).waiting).toBe(1);
    expect(h.mail.sent).toHaveLength(0);
    clock.set(MONDAY);
  });

  it('mails each consenting address with dates once, in its language, with the unsubscribe link', async () => {
    // Two runs at once (a retry beside the schedule): each address is mailed once.
    const [a, b] = await Promise.all([runJob('weekly-digest', h.ports), runJob('weekly-digest', h.ports)]);
    expect(a.sent + b.sent).toBe(2);
    const digests = h.mail.sent.filter((m) => m.tags?.kind === 'weekly-digest');
    expect(digests.map((m) => m.to).sort()).toEqual(['both@example.com', 'osaka-ja@example.com']);

    const both = h.mail.to('both@example.com')[0];
    expect(both.subject).toMatch(/^This week's tables near you/);
    expect(both.text).toContain('Tokyo');
    expect(both.text).toContain('Osaka');
    expect(both.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/);
    expect(both.text).toMatch(/\/unsubscribe\?token=/);
    const slugs = rsvpLinks(both.text).map((u) => verifyRsvpToken(h.ports.secrets.signingSecret, tokenOf(u))!.slug);
    expect(slugs).toContain('osaka-december-fika-nakazakicho');
    expect(slugs).toContain('weekly-tuesday-evening-fika-nakameguro');
    tuesdayToken = tokenOf(rsvpLinks(both.text)[slugs.indexOf('weekly-tuesday-evening-fika-nakameguro')]);

    const ja = h.mail.to('osaka-ja@example.com')[0];
    expect(ja.subject).toMatch(/^今週のテーブル/);
    expect(ja.text).toContain('席を予約する');
    expect(rsvpLinks(ja.text)[0].pathname).toBe('/ja/rsvp');
  });

  it('sends nothing more that week', async () => {
    h.mail.clear();
    expect((await runJob('weekly-digest', h.ports)).done).toBe(1);
    clock.set('2026-12-09T03:00:00Z');
    expect((await runJob('weekly-digest', h.ports)).done).toBe(1);
    clock.set(MONDAY);
    expect(h.mail.sent).toHaveLength(0);
  });

  it('the RSVP link shows the date, reserves once on the button, and refuses a tampered token', async () => {
    const target = verifyRsvpToken(h.ports.secrets.signingSecret, tuesdayToken)!;
    const rsvp = (action: string, token: string, lang = 'en') => h.call('/api/rsvp', { action, data: { token } }, { headers: { 'x-fika-locale': lang } });

    // Opening the link registers nothing.
    const view = await rsvp('get_rsvp', tuesdayToken);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ email: 'both@example.com', eventSlug: target.slug, occurrence: target.occurrence, reservationStatus: null, needsAnswers: false });
    expect((await rsvp('get_rsvp', tuesdayToken, 'ja')).body.data.dateText).toMatch(/年.*月.*日/);
    expect(await reservations.get(h.ports, target.slug, target.occurrence, 'both@example.com')).toBeUndefined();

    const first = await rsvp('reserve_rsvp', tuesdayToken);
    expect(first.status).toBe(201);
    expect(first.body.reservation.rsvpStatus).toBe('confirmed');
    const again = await rsvp('reserve_rsvp', tuesdayToken);
    expect(again.status).toBe(200);
    expect(again.body.isDuplicate).toBe(true);
    expect((await rsvp('get_rsvp', tuesdayToken)).body.data.reservationStatus).toBe('confirmed');
    const [counter] = await reservations.counterItems(h.ports, [{ slug: target.slug, occurrence: target.occurrence }]);
    expect(Number(counter?.confirmed)).toBe(1);

    // Another address under the same signature, and a mangled signature: refused, nothing registered.
    const [, mac] = tuesdayToken.split('~');
    const forged = `${Buffer.from(JSON.stringify(['rsvp', target.slug, target.occurrence, 'fukuoka@example.com'])).toString('base64url')}~${mac}`;
    for (const bad of [forged, `${tuesdayToken.slice(0, -2)}xx`]) {
      const r = await rsvp('reserve_rsvp', bad);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('INVALID_RSVP_LINK');
    }
    expect(await reservations.get(h.ports, target.slug, target.occurrence, 'fukuoka@example.com')).toBeUndefined();

    // Once the date has passed, the link says so.
    clock.set('2026-12-09T00:00:00Z');
    const late = await rsvp('get_rsvp', tuesdayToken);
    clock.set(MONDAY);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('RSVP_DATE_CLOSED');
  });

  it('gives signups from before the digest the city of their signup page (the migration)', async () => {
    const now = clock.now().toISOString();
    await h.ports.table.transact(signups.createOps({ email: 'old-osaka@example.com', source: 'website', metadata: { signup_page: '/cities/osaka' }, now }));
    await h.ports.table.transact(signups.createOps({ email: 'old-home@example.com', source: 'website', metadata: { signup_page: '/' }, now }));
    expect(await signups.backfillDigestCities(h.ports)).toBe(2);
    expect((await signups.get(h.ports, 'old-osaka@example.com'))?.cities).toEqual(['osaka']);
    expect((await signups.get(h.ports, 'old-home@example.com'))?.cities).toEqual(['tokyo']);
    expect((await signups.pageDigestReaders(h.ports, 'osaka', { limit: 10 })).emails).toContain('old-osaka@example.com');
    expect(await signups.backfillDigestCities(h.ports)).toBe(0);
  });

  it('a member changes the cities on the dashboard; the index follows', async () => {
    const token = await memberToken(h, 'fukuoka@example.com');
    const call = (action: string, data: object) => h.call('/api/member-dashboard', { action, data: { token, ...data } });
    expect((await call('get_digest_cities', {})).body.data).toEqual({ subscribed: true, cities: ['fukuoka'] });
    const set = await call('set_digest_cities', { cities: ['honolulu', 'osaka'] });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ subscribed: true, cities: ['osaka', 'honolulu'] });
    expect((await signups.pageDigestReaders(h.ports, 'fukuoka', { limit: 10 })).emails).not.toContain('fukuoka@example.com');
    expect((await signups.pageDigestReaders(h.ports, 'honolulu', { limit: 10 })).emails).toContain('fukuoka@example.com');
    expect((await call('set_digest_cities', { cities: [] })).status).toBe(400);

    const leftToken = await memberToken(h, 'left@example.com');
    const off = await h.call('/api/member-dashboard', { action: 'set_digest_cities', data: { token: leftToken, cities: ['tokyo'] } });
    expect(off.status).toBe(409);
    expect((await h.call('/api/member-dashboard', { action: 'get_digest_cities', data: { token: leftToken } })).body.data).toEqual({ subscribed: false, cities: [] });
  });
});
