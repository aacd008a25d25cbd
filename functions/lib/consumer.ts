/**
 * The house wrapper for event consumers: parse the detail with the catalogue schema, skip an
 * event this consumer already handled (delivery is at least once), record it after success.
 * A thrown error makes EventBridge (or the local bus) retry, then dead-letter.
 */
import type { ConsumerName, Detail, DetailType } from '../../events/catalogue';
import type { BusEnvelope } from './adapters/events';
import { keys } from './keys';
import type { Ports } from './ports';
import { ports } from './runtime';
import { ConditionFailed } from './errors';

export type ConsumerHandlers = { [T in DetailType]?: (detail: Detail<T>, p: Ports, envelope: BusEnvelope<T>) => Promise<void> };

export function consumerHandler(name: ConsumerName, handlers: ConsumerHandlers) {
  return async (envelope: BusEnvelope): Promise<void> => {
    const type = envelope['detail-type'];
    const fn = handlers[type] as ((d: unknown, p: Ports, e: BusEnvelope) => Promise<void>) | undefined;
    if (!fn) return;
    // The event contract's schemas are built on the first event, not at cold start.
    const { schemas } = await import('../../events/catalogue');
    const detail = schemas[type].parse(envelope.detail);
    const p = await ports();
    const marker = keys.consumed(name, envelope.id);
    if (await p.table.get(marker, { consistent: true })) return;
    await fn(detail, p, envelope);
    const now = p.clock.now();
    try {
      await p.table.put(
        { ...marker, type: 'Consumed', detailType: type, at: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + 7 * 86400 },
        { condition: 'attribute_not_exists(pk)' },
      );
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
    }
  };
}
