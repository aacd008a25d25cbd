/**
 * Contract test: every consumer runs against every producer's sample of every detail-type it is
 * routed (events/catalogue.ts). A producer change that breaks a consumer fails here.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { resolve } from 'node:path';
import { localEnvelope, wireDetail } from '../../infra/local/bus';
import { detailTypes, routing, samples, schemas, type DetailType } from '../../events/catalogue';
import { consumerLambdas, consumerNames } from '../../infra/lambdas';
import type { ConsumerFunction } from '../../functions/lib/consumer';
import type { BusEnvelope } from '../../functions/lib/adapters/events';
import { keys } from '../../functions/lib/keys';
import { setupIntegration, ROOT, type Harness } from '../support/integration';

/** The sample as the bus delivers it: in the outbox's wire form, its outbox id the event's id. */
const envelope = <T extends DetailType>(type: T) => {
  const wire = wireDetail(type, samples[type]);
  return { e: localEnvelope(type, wire) as BusEnvelope, eventId: wire.outboxId };
};

describe('event routing', () => {
  for (const consumer of consumerNames) {
    it(`${consumer} handles exactly the detail-types routed to it`, async () => {
      const { handler } = (await import(resolve(ROOT, consumerLambdas[consumer].entry))) as { handler: ConsumerFunction };
      const routed = detailTypes.filter((t) => routing[t].includes(consumer));
      expect([...handler.handles].sort()).toEqual(routed.sort());
    });
  }
});

describe('event contracts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
  });

  for (const type of detailTypes) {
    for (const consumer of routing[type]) {
      it(`${consumer} handles the ${type} sample, twice without harm`, async () => {
        expect(schemas[type].safeParse(samples[type]).success).toBe(true);
        const { handler } = (await import(resolve(ROOT, consumerLambdas[consumer].entry))) as { handler: (e: BusEnvelope) => Promise<void> };
        const { e, eventId } = envelope(type);
        await expect(handler(e as BusEnvelope)).resolves.toBeUndefined();
        // Let any events the consumer published (and their emails) settle before counting.
        await h.bus.drain();
        const sentAfterFirst = h.mail.sent.length;
        // The consumer went through the idempotency guard: its event id is recorded as handled.
        expect(await h.ports.table.get(keys.consumed(consumer, eventId), { consistent: true })).toMatchObject({ state: 'done', detailType: type });
        // At-least-once delivery: the same event again changes nothing and sends nothing new,
        // whether it comes after the first delivery or two copies come at once.
        await expect(handler(e as BusEnvelope)).resolves.toBeUndefined();
        expect(h.mail.sent.length).toBe(sentAfterFirst);
        const twin = envelope(type).e;
        await Promise.all([h.bus.redeliver(consumer, twin), h.bus.redeliver(consumer, twin)]);
        await h.bus.drain();
        const sentAfterTwins = h.mail.sent.length;
        await expect(handler(twin)).resolves.toBeUndefined();
        expect(h.mail.sent.length).toBe(sentAfterTwins);
        expect(h.bus.deadLetters).toEqual([]);
        await h.bus.drain();
      });
    }
  }
});
