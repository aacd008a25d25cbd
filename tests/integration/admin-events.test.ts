/**
 * Events are data: the initial catalogue loads once and never over an edit; the events console
 * creates, saves (on a version), publishes, unpublishes and archives; an edit to a capacity, a
 * price or an exclusivity holds from the next registration; every reader sees a created event;
 * every change is audited.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { listRecords, seedEvents } from '../../functions/lib/event-store';
import { seedCatalogue } from '../../content/events/seed';
import { keys } from '../../functions/lib/keys';
import { sampleEvent } from '../../api/admin-events';
import { NOW, counter, registerVia } from './reservations-helpers';

const API = '/api/admin-events';
const SM = '/api/subscription-management';
const RES = '/api/reservations';

describe('events as data and the events console', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const clock = fixedClock(NOW);
  const call = (action: string, data: unknown, headers = admin) => h.call(API, { action, data }, { headers });
  const created = sampleEvent('nakasu-yatai-night', new Date(NOW));
  const date = (created.schedule as { date: string }).date;

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
  });

  it('loads the 23 catalogue events once; a second load changes nothing', async () => {
    const records = await listRecords(h.ports, true);
    expect(records).toHaveLength(23);
    expect(records.every((r) => r.status === 'published' && r.version === 1)).toBe(true);
    const meta = await h.ports.table.get(keys.catalogueMeta(), { consistent: true });
    expect(await seedEvents(h.ports, seedCatalogue())).toEqual([]);
    expect(await h.ports.table.get(keys.catalogueMeta(), { consistent: true })).toEqual(meta);
    const list = await call('list_events', {});
    expect(list.status).toBe(200);
    expect(list.body.data.events).toHaveLength(23);
    expect(list.body.data.events[0]).toMatchObject({ status: 'published', version: 1 });
  });

  it('refuses the console to anyone but an admin', async () => {
    const r = await h.call(API, { action: 'list_events', data: {} });
    expect([401, 403]).toContain(r.status);
  });

  it('names the field of every problem (400) and changes nothing', async () => {
    const bad = { ...created, slug: 'Bad Slug', capacity: 0, startTime: '25:00', city: 'kyoto' };
    const r = await call('save_event', { event: bad });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toEqual(expect.arrayContaining(['slug', 'startTime', 'city']));
    expect(r.body.error).toMatch(/^slug: /);
    expect(await listRecords(h.ports, true)).toHaveLength(23);
  });

  it('creates a draft nobody sees, derives its texts from the facts, and publishes it to every reader', async () => {
    const r = await call('save_event', { event: created });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ slug: 'nakasu-yatai-night', version: 1, overCapacity: [] });

    const got = await call('get_event', { slug: 'nakasu-yatai-night' });
    expect(got.body.data).toMatchObject({ status: 'draft', version: 1, updatedBy: 'admin@example.com' });
    expect(got.body.data.event).toMatchObject({
      id: 'nakasu-yatai-night',
      price: '¥2,000',
      paymentEnabled: true,
      time: '6:30 PM - 9:00 PM',
      endTime: '21:00',
      cityDisplay: 'Fukuoka',
      currency: 'JPY',
      timezone: 'Asia/Tokyo',
      iconImage: 'event-fukuoka-fika',
      ja: { title: '中洲の屋台ナイト' },
    });
    expect(got.body.data.dates[0]).toEqual({ date, confirmed: 0, waitlisted: 0, capacity: 12 });

    // A draft is nobody's to register for.
    const hidden = await h.call(RES, { action: 'get_availability', data: { slugs: ['nakasu-yatai-night'] } });
    expect(hidden.body.data).toEqual([]);
    expect((await registerVia(h, 'early@example.com', 'nakasu-yatai-night', undefined, 90)).status).toBe(404);

    expect((await call('publish_event', { slug: 'nakasu-yatai-night' })).body.data).toEqual({ slug: 'nakasu-yatai-night', version: 2, status: 'published' });

    // Registration and its price check: the table's price, never the browser's.
    const wrong = await h.call(SM, { action: 'create_event_checkout_session', data: { email: 'taro@example.com', priceCents: 100, currency: 'JPY', eventMetadata: { eventSlug: 'nakasu-yatai-night' } } });
    expect(wrong.status).toBe(409);
    const pay = await h.call(SM, { action: 'create_event_checkout_session', data: { email: 'taro@example.com', priceCents: 200000, currency: 'JPY', eventMetadata: { eventSlug: 'nakasu-yatai-night' } } });
    expect(pay.status).toBe(200);
    const avail = await h.call(RES, { action: 'get_availability', data: { slugs: ['nakasu-yatai-night'] } });
    expect(avail.status).toBe(200);
    expect(avail.body.data).toEqual([expect.objectContaining({ eventSlug: 'nakasu-yatai-night', occurrence: date, capacity: 12 })]);

    // The city's calendar feed.
    const feed = await h.call('/calendar/fukuoka.ics');
    expect(feed.status).toBe(200);
    expect(feed.raw.toString('utf8')).toContain('Nakasu Yatai Night');

    // The console's figures.
    const listed = (await call('list_events', {})).body.data.events.find((e: { slug: string }) => e.slug === 'nakasu-yatai-night');
    expect(listed).toMatchObject({ status: 'published', version: 2, next: { date, capacity: 12 } });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const first = await call('get_event', { slug: 'nakasu-yatai-night' });
    const v = first.body.data.version as number;
    const mine = await call('save_event', { event: { ...first.body.data.event, title: 'Nakasu Yatai Night (riverside)' }, version: v });
    expect(mine.status).toBe(200);
    const theirs = await call('save_event', { event: { ...first.body.data.event, capacity: 30 }, version: v });
    expect(theirs.status).toBe(409);
    expect(theirs.body.error).toMatch(/^This event was changed by admin@example\.com at \d{4}-\d\d-\d\d \d\d:\d\d JST\. Reload to see their change\.$/);
    const after = await call('get_event', { slug: 'nakasu-yatai-night' });
    expect(after.body.data.event).toMatchObject({ title: 'Nakasu Yatai Night (riverside)', capacity: 12 });
    expect(after.body.data.version).toBe(v + 1);
  });

  it('never reuses a slug, archived or not', async () => {
    const again = await call('save_event', { event: created });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/never reused/);
  });

  it('an edited capacity holds from the next registration; lowering it removes nobody and says where', async () => {
    const slug = 'tokyo-december-fika-omotesando';
    const { body } = await call('get_event', { slug });
    const occurrence = body.data.dates[0].date as string;
    for (let i = 0; i < 3; i++) expect((await registerVia(h, `cap${i}@example.com`, slug, undefined, 100 + i)).status).toBe(201);
    expect(Number((await counter(h, slug, occurrence)).confirmed)).toBe(3);

    const lowered = await call('save_event', { event: { ...body.data.event, capacity: 2 }, version: body.data.version });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data.overCapacity).toEqual([{ date: occurrence, confirmed: 3, capacity: 2 }]);
    expect(Number((await counter(h, slug, occurrence)).confirmed)).toBe(3);

    const waiting = await registerVia(h, 'cap3@example.com', slug, undefined, 110);
    expect(waiting.status).toBeLessThan(300);
    expect(JSON.stringify(waiting.body)).toMatch(/waitlist/i);
  });

  it('an edited price and exclusivity hold from the next registration', async () => {
    const slug = 'nakasu-yatai-night';
    const { body } = await call('get_event', { slug });
    const priced = await call('save_event', { event: { ...body.data.event, perEventPriceCents: 250000 }, version: body.data.version });
    expect(priced.status).toBe(200);
    const checkout = (priceCents: number) =>
      h.call(SM, { action: 'create_event_checkout_session', data: { email: 'hanako@example.com', priceCents, currency: 'JPY', eventMetadata: { eventSlug: slug } } });
    expect((await checkout(200000)).status).toBe(409);
    expect((await checkout(250000)).status).toBe(200);

    const exclusive = await call('save_event', { event: { ...body.data.event, perEventPriceCents: 250000, exclusiveType: 'founding-members', exclusiveRefusal: 'This evening is for founding members.' }, version: priced.body.data.version });
    expect(exclusive.status).toBe(200);
    expect((await checkout(250000)).status).toBe(403);
    const r = await registerVia(h, 'jiro@example.com', slug, undefined, 120);
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).toContain('This evening is for founding members.');
  });

  it('unpublishing takes the event off every reader; archiving ends its life', async () => {
    expect((await call('unpublish_event', { slug: 'nakasu-yatai-night' })).body.data.status).toBe('draft');
    expect((await h.call(RES, { action: 'get_availability', data: { slugs: ['nakasu-yatai-night'] } })).body.data).toEqual([]);
    expect((await h.call('/calendar/fukuoka.ics')).raw.toString('utf8')).not.toContain('Nakasu Yatai Night');
    expect((await call('archive_event', { slug: 'nakasu-yatai-night' })).body.data.status).toBe('archived');
    expect((await call('publish_event', { slug: 'nakasu-yatai-night' })).status).toBe(409);
    expect((await call('get_event', { slug: 'no-such-event' })).status).toBe(404);
  });

  it('keeps an audit log: who, when, and each field before and after', async () => {
    const r = await call('get_audit_log', { slug: 'nakasu-yatai-night' });
    expect(r.status).toBe(200);
    const entries = r.body.data.entries as { action: string; admin: string; changes: { field: string; before: unknown; after: unknown }[] }[];
    expect(entries.map((e) => e.action)).toEqual(['archived', 'unpublished', 'saved', 'saved', 'saved', 'published', 'created']);
    expect(entries.every((e) => e.admin === 'admin@example.com')).toBe(true);
    expect(entries[3].changes).toEqual(
      expect.arrayContaining([
        { field: 'perEventPriceCents', before: 200000, after: 250000 },
        { field: 'price', before: '¥2,000', after: '¥2,500' },
      ]),
    );
    expect(entries[4].changes).toEqual([{ field: 'title', before: 'Nakasu Yatai Night', after: 'Nakasu Yatai Night (riverside)' }]);
    expect(r.body.data.next).toBeNull();
  });
});
