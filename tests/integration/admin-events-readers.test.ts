/**
 * Every reader sees an event created through the events console: a weekly Osaka evening with a
 * kept-back venue, made and published through POST /api/admin-events, is registered for, joined as
 * a series, reminded, told its exact venue a week before, listed in the door kit, offered for
 * check-in and listed in its city's calendar feed.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { sampleEvent } from '../../api/admin-events';
import { registerVia } from './reservations-helpers';

const API = '/api/admin-events';
const PASSPORT = '/api/send-passport-magic-link';
const SLUG = 'osaka-canal-evening-fika';
/** Sunday 22 Nov 2026, 18:00 in Osaka; the series meets on Saturdays from 5 Dec. */
const NOW = new Date('2026-11-22T09:00:00Z');
const FIRST = '2026-12-05';
/** 19:00 in Osaka on the first date. */
const START = new Date('2026-12-05T10:00:00Z');

describe('every reader sees an event created in the console', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const clock = fixedClock(NOW);
  const call = (path: string, action: string, data: unknown, headers = admin) => h.call(path, { action, data }, { headers });

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    const base = sampleEvent(SLUG, NOW);
    const event = {
      ...base,
      eventType: 'weekly-fika',
      title: 'Osaka Canal Evening Fika',
      city: 'osaka',
      location: 'Nishi-ku, Minamihorie',
      schedule: { kind: 'weekly', from: FIRST, skip: [] },
      startTime: '19:00',
      durationMinutes: 90,
      perEventPriceCents: 0,
      capacity: 10,
      venueReveal: { daysBefore: 7 },
      revealedVenue: { name: 'Cafe Horie Canal, 2F', fullAddress: '1-2-3 Minamihorie, Nishi-ku, Osaka 550-0015', nearestStation: 'Yotsubashi Station, exit 6, 5 minutes', meetingPoint: 'Upstairs, the long table by the window.' },
      fikaQuestion: {
        title: 'Canal-side questions',
        subtitle: 'For an evening by the water',
        questions: [1, 2, 3, 4, 5].map((number) => ({ number, english: `Question ${number}: what made you smile this week?`, japanese: `質問${number}：今週、笑顔になったことは？`, context: 'Take turns around the table.' })),
      },
      ja: { title: '大阪・運河沿いの夜フィーカ' },
    };
    expect((await call(API, 'save_event', { event })).status).toBe(200);
    expect((await call(API, 'publish_event', { slug: SLUG })).status).toBe(200);
  });

  it('registration, a series and the calendar feed', async () => {
    const r = await registerVia(h, 'kaito@example.com', SLUG, undefined, 7);
    expect(r.status).toBe(201);
    expect(JSON.stringify(r.body)).toContain(FIRST);
    const series = await call('/api/reservations', 'join_series', { email: 'mei@example.com', eventSlug: SLUG }, {});
    expect(series.status).toBeLessThan(300);
    const feed = (await h.call('/calendar/osaka.ics')).raw.toString('utf8');
    expect(feed).toContain('Osaka Canal Evening Fika');
  });

  it('the venue reveal a week before, the reminder a day before', async () => {
    clock.set(new Date(START.getTime() - 7 * 86_400_000 + 60_000));
    expect((await runJob('venue-reveal', h.ports)).sent).toBeGreaterThan(0);
    await h.bus.drain();
    expect(h.mail.to('kaito@example.com').map((m) => m.text).join('\n')).toContain('1-2-3 Minamihorie');

    clock.set(new Date(START.getTime() - 23 * 3_600_000));
    expect((await runJob('event-reminders', h.ports)).sent).toBeGreaterThan(0);
    await h.bus.drain();
    expect(h.mail.to('kaito@example.com').some((m) => /Osaka Canal Evening Fika/.test(m.subject))).toBe(true);
  });

  it('the door kit and the check-in list', async () => {
    clock.set(new Date(START.getTime() + 10 * 60_000));
    // Two weeks on: the organiser signs in again.
    admin = await h.adminHeaders();
    expect((await call(PASSPORT, 'assign_host', { eventSlug: SLUG, email: 'host.osaka@example.com' })).status).toBe(200);
    const door = await call(PASSPORT, 'get_door_list', { eventSlug: SLUG, occurrence: FIRST });
    expect(door.status).toBe(200);
    expect(door.body.data.rows.map((x: { email: string }) => x.email)).toContain('kaito@example.com');
    const checkin = await call(PASSPORT, 'get_checkin_events', {}, {});
    expect(JSON.stringify(checkin.body.data)).toContain(SLUG);
  });
});
