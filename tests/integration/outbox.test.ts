/**
 * Delivery through the outbox, with faults: every accepted registration's confirmation email is
 * sent exactly once whether the bus refuses puts, a consumer fails before it succeeds, or the relay
 * stops between the write and the delivery (as when the process is killed) and a new one reads on
 * from the saved position.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { LocalRelay } from '../../infra/local/relay';
import { keys } from '../../functions/lib/keys';
import { OUTBOX_ITEM_TYPE } from '../../functions/lib/event-outbox';
import { NOW, registerVia } from './reservations-helpers';

const SLUG = 'tokyo-december-fika-omotesando';
const people = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);
const confirmations = (h: Harness, email: string) => h.mail.to(email).filter((m) => m.tags?.kind === 'confirmation');

async function registerAll(h: Harness, emails: string[]) {
  for (const [i, email] of emails.entries()) {
    const r = await registerVia(h, email, SLUG, undefined, i + 1);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
}

function expectOneConfirmationEach(h: Harness, emails: string[]) {
  for (const email of emails) expect(confirmations(h, email), email).toHaveLength(1);
}

describe('the outbox item is written with the change it announces', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('a registration leaves one outbox item beside the reservation, carried to the bus once', async () => {
    await registerAll(h, ['outbox-one@example.com']);
    await h.bus.drain();
    const confirmed = h.bus.published.filter((e) => e['detail-type'] === 'reservation.confirmed');
    expect(confirmed).toHaveLength(1);
    const item = await h.ports.table.get(keys.outboxEvent(confirmed[0].id), { consistent: true });
    expect(item).toMatchObject({ type: OUTBOX_ITEM_TYPE, detailType: 'reservation.confirmed' });
    expect(JSON.parse(item!.payload)).toMatchObject({ email: 'outbox-one@example.com', eventSlug: SLUG });
    expectOneConfirmationEach(h, ['outbox-one@example.com']);
  });
});

describe('faults between the write and the email', () => {
  let h: Harness;
  afterEach(async () => {
    await h.relay.stop();
  });

  it('the bus refusing puts: the relay tries again and every email goes out once', async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    const put = h.bus.put.bind(h.bus);
    let refusals = 0;
    h.bus.put = (e) => (refusals++ < 4 ? Promise.reject(new Error('bus unavailable')) : put(e));
    const emails = people(5, 'bus-down');
    await registerAll(h, emails);
    await h.bus.drain();
    expect(refusals).toBeGreaterThan(4);
    expectOneConfirmationEach(h, emails);
    expect(h.bus.deadLetters).toHaveLength(0);
  });

  it('a consumer failing, then succeeding: retried with the same event id, one email each', async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    const send = h.mail.send.bind(h.mail);
    let failures = 0;
    h.mail.send = async (m) => {
      if (m.tags?.kind === 'confirmation' && failures < 3) {
        failures++;
        throw new Error('mail service unavailable');
      }
      return send(m);
    };
    const emails = people(3, 'flaky-mail');
    await registerAll(h, emails);
    await h.bus.drain();
    expect(failures).toBe(3);
    expectOneConfirmationEach(h, emails);
    expect(h.bus.deadLetters).toHaveLength(0);
  });

  it('the relay stopped between write and delivery: a new relay reads on from the saved position, nothing lost, nothing twice', async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    const dir = mkdtempSync(join(tmpdir(), 'fika-relay-'));
    const positionFile = join(dir, 'relay-position.json');
    const endpoint = h.endpoint;

    // First life: a relay with a saved position delivers the first two registrations.
    await h.relay.stop();
    const first = new LocalRelay({ endpoint, tableName: h.tableName, bus: h.bus, positionFile, pollMs: 20 });
    h.bus.attach(first);
    await first.start();
    const before = people(2, 'before-crash');
    await registerAll(h, before);
    await h.bus.drain();
    expectOneConfirmationEach(h, before);

    // The process dies: the relay stops reading; three more registrations are accepted meanwhile.
    await first.stop();
    const during = people(3, 'during-crash');
    await registerAll(h, during);
    await new Promise((r) => setTimeout(r, 100));
    for (const email of during) expect(confirmations(h, email)).toHaveLength(0);

    // Next start: a new relay from the saved position.
    const second = new LocalRelay({ endpoint, tableName: h.tableName, bus: h.bus, positionFile, pollMs: 20 });
    h.bus.attach(second);
    await second.start();
    await h.bus.drain();
    await second.stop();
    expectOneConfirmationEach(h, [...before, ...during]);
    expect(h.bus.published.filter((e) => e['detail-type'] === 'reservation.confirmed')).toHaveLength(5);
  });

  it('a relay with no saved position reads the stream from its start; consumers skip what they already handled', async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    const emails = people(3, 'replayed');
    await registerAll(h, emails);
    await h.bus.drain();
    const endpoint = h.endpoint;
    await h.relay.stop();
    // Every outbox item is put on the bus a second time (at least once), with new envelope ids.
    const again = new LocalRelay({ endpoint, tableName: h.tableName, bus: h.bus, pollMs: 20 });
    h.bus.attach(again);
    await again.start();
    await h.bus.drain();
    await again.stop();
    expect(h.bus.published.filter((e) => e['detail-type'] === 'reservation.confirmed')).toHaveLength(6);
    expectOneConfirmationEach(h, emails);
  });

  it('a dead letter, once redriven after the fault is gone, is delivered once', async () => {
    h = await setupIntegration({ clock: fixedClock(NOW), bus: { maxAttempts: 2 } });
    const send = h.mail.send.bind(h.mail);
    let down = true;
    h.mail.send = async (m) => {
      if (down && m.tags?.kind === 'confirmation') throw new Error('mail service unavailable');
      return send(m);
    };
    await registerAll(h, ['redrive@example.com']);
    await h.bus.drain();
    const [dead] = await h.bus.storedDeadLetters();
    expect(dead).toMatchObject({ consumer: 'email', error: 'mail service unavailable', envelope: { 'detail-type': 'reservation.confirmed' } });
    expect(confirmations(h, 'redrive@example.com')).toHaveLength(0);

    down = false;
    expect(await h.bus.redrive(dead.id)).toEqual({ delivered: true });
    expect(await h.bus.redrive(dead.id)).toBeUndefined();
    await h.bus.drain();
    expect(await h.bus.storedDeadLetters()).toHaveLength(0);
    expect(confirmations(h, 'redrive@example.com')).toHaveLength(1);
  });
});
