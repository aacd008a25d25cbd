/**
 * Consumers are idempotent by event id (functions/lib/consumer.ts): the real wrapper, against
 * DynamoDB Local, with handlers that count their effects, and the real consumers under
 * redelivery (the same envelope, the same id) — once after the other and two at once.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { localEnvelope } from '../../infra/local/bus';
import { samples, type DetailType } from '../../events/catalogue';
import type { BusEnvelope } from '../../functions/lib/adapters/events';
import { fixedClock } from '../../functions/lib/adapters/system';
import { consumerHandler, EventInProgress } from '../../functions/lib/consumer';
import { keys } from '../../functions/lib/keys';
import { setupIntegration, type Harness } from '../support/integration';

const envelope = <T extends DetailType>(type: T): BusEnvelope => localEnvelope(type, samples[type]) as BusEnvelope;

const mail = (to: string, kind: string) => ({ to, subject: kind, html: `<p>${kind}</p>`, text: kind, category: 'transactional' as const, tags: { kind } });

describe('the consumer wrapper', () => {
  let h: Harness;
  const clock = fixedClock('2026-11-20T10:00:00Z');
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('runs a handler once when the same event is delivered twice, and records it done', async () => {
    let runs = 0;
    const handler = consumerHandler('email', {
      async 'contact.received'(_d, p) {
        runs++;
        await p.mail.send(mail('once@example.com', 'ack'));
      },
    });
    const e = envelope('contact.received');
    await handler(e);
    await handler(e);
    expect(runs).toBe(1);
    expect(h.mail.to('once@example.com')).toHaveLength(1);
    expect(await h.ports.table.get(keys.consumed('email', e.id), { consistent: true })).toMatchObject({ state: 'done' });
    // Another event id is another event.
    await handler({ ...e, id: randomUUID() });
    expect(runs).toBe(2);
  });

  it('sends each email once with a key derived from the event id when a run fails half-way and is retried', async () => {
    let runs = 0;
    const handler = consumerHandler('email', {
      async 'contact.received'(_d, p) {
        runs++;
        await p.mail.send(mail('team@example.com', 'contact-team'));
        if (runs === 1) throw new Error('SES throttled the second mail');
        await p.mail.send(mail('visitor@example.com', 'contact-ack'));
      },
    });
    const e = envelope('contact.received');
    await expect(handler(e)).rejects.toThrow('SES throttled');
    await handler(e); // the bus retries with the same id
    await handler(e); // and a late duplicate changes nothing
    expect(runs).toBe(2);
    const team = h.mail.to('team@example.com');
    expect(team).toHaveLength(1);
    expect(team[0].idempotencyKey).toMatch(new RegExp(`^email:${e.id}:contact-team-[0-9a-f]{16}-1$`));
    expect(h.mail.to('visitor@example.com')).toHaveLength(1);
    expect(h.mail.to('visitor@example.com')[0].idempotencyKey).toMatch(new RegExp(`^email:${e.id}:contact-ack-`));
  });

  it('gives two messages of one kind to one person in one run two keys', async () => {
    const handler = consumerHandler('email', {
      async 'contact.received'(_d, p) {
        await p.mail.send(mail('two@example.com', 'note'));
        await p.mail.send(mail('two@example.com', 'note'));
      },
    });
    await handler(envelope('contact.received'));
    const keysSent = h.mail.to('two@example.com').map((m) => m.idempotencyKey);
    expect(keysSent).toHaveLength(2);
    expect(new Set(keysSent).size).toBe(2);
  });

  it('refuses a delivery of an event another delivery is handling, and the bus retry then skips it', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const handler = consumerHandler('email', {
      async 'contact.received'(_d, p) {
        runs++;
        await gate;
        await p.mail.send(mail('concurrent@example.com', 'ack'));
      },
    });
    const e = envelope('contact.received');
    const first = handler(e);
    await new Promise((r) => setTimeout(r, 50)); // let the first delivery take the lease
    await expect(handler(e)).rejects.toBeInstanceOf(EventInProgress);
    release();
    await first;
    await handler(e);
    expect(runs).toBe(1);
    expect(h.mail.to('concurrent@example.com')).toHaveLength(1);
  });

  it('lets a retry take over an event whose run died without releasing its lease, once the lease expired', async () => {
    let runs = 0;
    const handler = consumerHandler('email', {
      async 'contact.received'(_d, p) {
        runs++;
        await p.mail.send(mail('crashed@example.com', 'ack'));
      },
    });
    const e = envelope('contact.received');
    // A run that crashed (the Lambda timed out) left its lease behind.
    const now = Math.floor(clock.now().getTime() / 1000);
    await h.ports.table.put({ ...keys.consumed('email', e.id), state: 'in-progress', lease: 'dead', leaseUntil: now + h.ports.config.consumerLeaseS, ttl: now + 86400 });
    await expect(handler(e)).rejects.toBeInstanceOf(EventInProgress);
    clock.advance((h.ports.config.consumerLeaseS + 1) * 1000);
    await handler(e);
    expect(runs).toBe(1);
    expect(h.mail.to('crashed@example.com')).toHaveLength(1);
  });
});

describe('the real consumers under redelivery', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
  });

  it('sends the unsubscribe notice once when the bus delivers the same event twice at once', async () => {
    await h.bus.publish('member.unsubscribed', samples['member.unsubscribed']);
    await h.bus.drain();
    const once = h.mail.sent.length;
    expect(once).toBeGreaterThan(0);
    h.mail.clear();
    const e = { ...h.bus.published.at(-1)!, id: randomUUID() };
    await Promise.all([h.bus.redeliver('unsubscribe-notification', e), h.bus.redeliver('unsubscribe-notification', e)]);
    await h.bus.drain();
    expect(h.mail.sent).toHaveLength(once);
    expect(h.bus.deadLetters).toEqual([]);
  });
});
